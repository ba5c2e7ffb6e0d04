import {
  type ActivityCancelRefusal,
  type ActivityStatus,
  activityCancelRefusal,
  type CanceledActivityOrder,
  DomainError,
  withoutOrder,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../../auth/guard';
import type { Database } from '../../../../db/schema';
import type { RoutingProvider } from '../../../../routing';
import { actorOf } from '../../../history/actor';
import { recordHistories } from '../../../history/service';
import { publishDeliveryOrdersChanged } from '../../../live/operations';
import { lockOrders } from '../../../order/queries';
import { findReason } from '../../reasons/queries';
import { activitiesOfOrders } from '../orders/order-queries';
import { sequenceOfRows } from '../sequence/sequence-builder';
import { storedSequenceRows } from '../sequence/sequence-queries';
import { lockTaskOrThrow, refreshEstimatedArrival } from '../sequence/sequence-service';
import { clearVendorAfterSequenceChange, saveSequence } from '../sequence/sequence-writer';
import { refreshTaskTotals } from '../task/totals';
import { orderCanceledEvents } from '../transfer/transfer-history';
import { findTaskActivity, markOrderCanceled } from './cancel-activity-queries';

/**
 * POST /fleet-task/{id}/point/{pointId}/activity/{activityId}/cancel ('Batalkan', offered in
 * Dijadwalkan by the row menu; fleet-task-planning.md section 4). The spec names the action and
 * nothing behind it. A transport company cancels a shipment, not one of its stops: the delivery
 * order becomes CANCELED with a cancel reason (as a cancelled task records one), its pickup and drop
 * leave the route, and the task's totals, estimated arrival and history follow, in one transaction.
 * To keep the order for another trip, 'Keluarkan Pengiriman' (remove) makes it OPEN instead.
 */

function refusalError(refusal: ActivityCancelRefusal, number: string): DomainError {
  if (refusal.code === 'activity-cancel/delivery-order-on-another-task') {
    return new DomainError(refusal.code, { params: { number, fleet_task_number: refusal.taskNumber } });
  }
  return new DomainError(refusal.code, { params: { number } });
}

/** Section 5 'Cancel': the reason is required (the schema) and must be the company's, not deleted. */
async function cancelReason(db: Kysely<Database>, companyId: number, id: number) {
  const reason = await findReason(db, companyId, id);
  if (!reason) {
    throw new DomainError('invalid/invalid-fields', {
      fields: [{ field: 'canceled_reason_id', code: 'invalid-value' }],
    });
  }
  return reason;
}

export async function cancelActivity(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  ids: { id: string; pointId: string; activityId: string },
  reasonId: number,
): Promise<CanceledActivityOrder> {
  return db.transaction().execute(async (trx) => {
    const task = await lockTaskOrThrow(trx, auth, ids.id);
    const activity = await findTaskActivity(trx, { ...ids, taskId: task.id });
    if (!activity) throw new DomainError('not-found');
    const [order] = await lockOrders(trx, auth.companyId, [activity.delivery_order_id]);
    if (!order) throw new DomainError('not-found');
    const rows = await storedSequenceRows(trx, task.id);
    const everywhere = await activitiesOfOrders(trx, [order.id]);
    const asRow = (row: { type: 'PICKUP' | 'DROP'; status: string }) => ({
      type: row.type,
      status: row.status as ActivityStatus,
    });
    const refusal = activityCancelRefusal({
      taskStatus: task.status,
      scopes: auth.user.scopes,
      deliveryOrder: { shipmentType: order.shipment_type, isFromVendorRequest: order.is_from_vendor_request },
      activities: rows.activities.filter((row) => row.delivery_order_id === order.id).map(asRow),
      elsewhere: everywhere
        .filter((row) => row.fleet_task_id !== task.id)
        .map((row) => ({
          ...asRow(row),
          taskStatus: row.task_status,
          taskNumber: row.task_number,
        })),
      orderCount: new Set(rows.activities.map((row) => row.delivery_order_id)).size,
    });
    if (refusal) throw refusalError(refusal, order.number);
    const reason = await cancelReason(trx, auth.companyId, reasonId);
    await saveSequence(trx, task, rows, withoutOrder(sequenceOfRows(rows.points, rows.activities), order.id));
    await markOrderCanceled(trx, order.id, reason.id);
    await publishDeliveryOrdersChanged(trx, auth.companyId, {
      deliveryOrderIds: [order.id],
      status: 'CANCELED',
    });
    await refreshTaskTotals(trx, task.id);
    await recordHistories(trx, orderCanceledEvents(task, order, reason.reason, actorOf(auth)));
    const vendorCleared = await clearVendorAfterSequenceChange(
      trx,
      task,
      actorOf(auth),
      `Pengiriman ${order.number} dibatalkan.`,
    );
    await refreshEstimatedArrival(trx, routing, auth.companyId, task.id);
    return {
      id: order.id,
      number: order.number,
      status: 'CANCELED',
      canceled_reason: { id: reason.id, reason: reason.reason },
      vendor_cleared: vendorCleared,
    };
  });
}
