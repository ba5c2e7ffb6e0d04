import { randomUUID } from 'node:crypto';
import type { CreateDeliveryOrderRequest, DeliveryOrderStatus } from '@armada/domain';
import type { Insertable, Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import type {
  Database,
  DeliveryLoadsTable,
  DeliveryOrdersTable,
  DeliveryOrderTransitsTable,
} from '../../db/schema';
import { actorOf } from '../history/actor';
import { recordHistories } from '../history/service';
import { publishDeliveryOrdersChanged } from '../live/operations';
import { deliveryOrderCreatedEvent } from './events';
import { nextDeliveryOrderNumbers, retryingNumberCollisions } from './numbers';
import { insertOrders } from './queries';
import { loadReferences, type References, referenceProblems, throwReferenceProblems } from './references';

const OPEN: DeliveryOrderStatus = 'OPEN';

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

interface PlannedOrder {
  order: Insertable<DeliveryOrdersTable> & { id: string; number: string; company_id: number };
  transits: Insertable<DeliveryOrderTransitsTable>[];
  loads: Insertable<DeliveryLoadsTable>[];
}

/** The rows of one new order; its references were checked, so every product is in `refs`. */
function planOrder(
  item: CreateDeliveryOrderRequest,
  identity: { id: string; number: string },
  refs: References,
  auth: AuthContext,
): PlannedOrder {
  const order = {
    ...identity,
    company_id: auth.companyId,
    shipment_type: item.shipment_type,
    shipment_number: item.shipment_number ?? null,
    reference_number: item.reference_number ?? null,
    external_reference_number: item.external_reference_number ?? null,
    customer_id: item.customer_id,
    billed_customer_id: item.billed_customer_id ?? null,
    origin_address_id: item.origin_address_id,
    destination_address_id: item.destination_address_id,
    expected_pickup_on: toDate(item.expected_pickup_on),
    expected_delivered_on: toDate(item.expected_delivered_on),
    status: OPEN,
    user_definition_fields: JSON.stringify(item.user_definition_fields ?? []),
    note: item.note ?? null,
    created_by: auth.user.id,
  };
  const transits = (item.transit_address_ids ?? []).map((addressId, index) => ({
    delivery_order_id: identity.id,
    sequence: index + 1,
    address_id: addressId,
  }));
  const loads = (item.loads ?? []).map((load) => {
    const product = refs.products.get(load.product_id);
    if (!product) throw new Error(`product ${load.product_id} passed the reference check but is missing`);
    return {
      company_id: auth.companyId,
      delivery_order_id: identity.id,
      product_id: load.product_id,
      quantity: load.quantity,
      // A load keeps the unit and conversions it was planned with, even if the product changes later.
      uom: load.uom ?? product.uom,
      conversion_weight_value: load.conversion_weight_value ?? product.conversion_weight_value,
      conversion_volume_value: load.conversion_volume_value ?? product.conversion_volume_value,
      note: load.note ?? null,
    };
  });
  return { order, transits, loads };
}

/**
 * Creates orders all-or-nothing in one transaction: every item's references are checked first
 * (problems of all items reported together, as `items.3.customer_id` in a bulk), then numbers are
 * taken in one block and every row and 'Pengiriman dibuat' event is written in a few statements.
 */
export function createDeliveryOrders(
  db: Kysely<Database>,
  auth: AuthContext,
  items: readonly CreateDeliveryOrderRequest[],
  fieldPrefix: (index: number) => string,
): Promise<{ id: string; number: string }[]> {
  return retryingNumberCollisions(() =>
    db.transaction().execute(async (trx) => {
      const refs = await loadReferences(trx, auth.companyId, items);
      throwReferenceProblems(
        items.flatMap((item, index) => referenceProblems(refs, item, fieldPrefix(index))),
      );
      const timeZone = auth.user.company.time_zone;
      const numbers = await nextDeliveryOrderNumbers(trx, auth.companyId, items.length, timeZone);
      const planned = items.map((item, index) =>
        planOrder(item, { id: randomUUID(), number: numbers[index] as string }, refs, auth),
      );
      await insertOrders(
        trx,
        planned.map((plan) => plan.order),
        planned.flatMap((plan) => plan.transits),
        planned.flatMap((plan) => plan.loads),
      );
      const actor = actorOf(auth);
      await recordHistories(
        trx,
        planned.map((plan) => deliveryOrderCreatedEvent(plan.order, actor)),
      );
      await publishDeliveryOrdersChanged(trx, auth.companyId, {
        deliveryOrderIds: planned.map((plan) => plan.order.id),
        status: 'OPEN',
      });
      return planned.map(({ order }) => ({ id: order.id, number: order.number }));
    }),
  );
}
