import { type DeliveryOrderStatus, orderStatusAfterCompletion } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import { publishDeliveryOrdersChanged } from '../../../live/operations';
import type { ActivityRow } from './activity-queries';

/**
 * The order's progress and actual quantities after a first completion: picked up at the origin
 * (the actual pickup is the plan until adjusted), delivered at the destination (what was picked
 * up, until adjusted); a transit stop in between moves only the status.
 */
export async function moveOrderOn(
  trx: Kysely<Database>,
  activity: Pick<ActivityRow, 'type' | 'transit_leg' | 'shipment_type' | 'transit_count' | 'order_id'>,
): Promise<DeliveryOrderStatus> {
  const legCount = activity.shipment_type === 'TRANSIT' ? Number(activity.transit_count) + 1 : 1;
  const status = orderStatusAfterCompletion(activity.type, activity.transit_leg, legCount);
  const order = await trx
    .updateTable('delivery_orders')
    .set({ status, updated_on: new Date() })
    .where('id', '=', activity.order_id)
    .returning('company_id')
    .executeTakeFirstOrThrow();
  // The order's own company: on the vendor path this is the sender's copy, told to the sender.
  await publishDeliveryOrdersChanged(trx, order.company_id, {
    deliveryOrderIds: [activity.order_id],
    status,
  });
  const leg = activity.transit_leg ?? 0;
  if (activity.type === 'PICKUP' && leg === 0) {
    await trx
      .updateTable('delivery_loads')
      .set((eb) => ({ quantity_picked: eb.fn.coalesce('quantity_picked', 'quantity') }))
      .where('delivery_order_id', '=', activity.order_id)
      .execute();
  }
  if (activity.type === 'DROP' && leg === legCount - 1) {
    await trx
      .updateTable('delivery_loads')
      .set((eb) => ({
        quantity_delivered: eb.fn.coalesce('quantity_delivered', 'quantity_picked', 'quantity'),
      }))
      .where('delivery_order_id', '=', activity.order_id)
      .execute();
  }
  return status;
}
