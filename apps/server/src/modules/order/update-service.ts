import {
  DomainError,
  deliveryOrderRouteProblems,
  isDeliveryOrderEditable,
  isRouteLockedBy,
  type ShipmentType,
  shipmentTypeName,
  toZonedIso,
  type UpdateDeliveryOrderRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { withConstraintErrors } from '../../db/constraint-violation';
import type { Database, HistoryProperty, UserDefinitionField } from '../../db/schema';
import { refuseStaleUpdate } from '../../db/stale-update';
import { actorOf } from '../history/actor';
import { recordHistory } from '../history/service';
import { orderEvent } from './events';
import {
  holdingTasksOf,
  lockOrders,
  replaceTransits,
  type StoredOrder,
  transitsOf,
  updateOrder,
} from './queries';
import { loadReferences, type References, referenceProblems, throwReferenceProblems } from './references';

/** An order's editable state, the same shape before and after a PATCH so the two can be compared. */
interface OrderState {
  customer_id: number;
  billed_customer_id: number | null;
  origin_address_id: number;
  destination_address_id: number;
  shipment_type: ShipmentType;
  transit_address_ids: number[];
  expected_pickup_on: Date | null;
  expected_delivered_on: Date | null;
  shipment_number: string | null;
  reference_number: string | null;
  external_reference_number: string | null;
  note: string | null;
  user_definition_fields: UserDefinitionField[];
}
type Field = keyof OrderState;

/** Changing one of these moves the truck's stops: refused once the order's task has started. */
const ROUTE_FIELDS: readonly Field[] = [
  'origin_address_id',
  'destination_address_id',
  'shipment_type',
  'transit_address_ids',
];

/** History labels, in the order the properties list them. */
const LABELS: Record<Field, string> = {
  customer_id: 'Pelanggan',
  billed_customer_id: 'Pelanggan Tertagih',
  origin_address_id: 'Alamat Asal',
  destination_address_id: 'Alamat Tujuan',
  shipment_type: 'Tipe Pengiriman',
  transit_address_ids: 'Transit',
  expected_pickup_on: 'Perkiraan Waktu Ambil',
  expected_delivered_on: 'Perkiraan Waktu Tiba',
  shipment_number: 'Nomor Pengiriman',
  reference_number: 'Nomor Referensi',
  external_reference_number: 'Nomor Referensi Eksternal',
  note: 'Catatan',
  user_definition_fields: 'Kolom Tambahan',
};
const FIELDS = Object.keys(LABELS) as Field[];

function stateOf(order: StoredOrder, transitIds: number[]): OrderState {
  return {
    customer_id: order.customer_id,
    billed_customer_id: order.billed_customer_id,
    origin_address_id: order.origin_address_id,
    destination_address_id: order.destination_address_id,
    shipment_type: order.shipment_type,
    transit_address_ids: transitIds,
    expected_pickup_on: order.expected_pickup_on,
    expected_delivered_on: order.expected_delivered_on,
    shipment_number: order.shipment_number,
    reference_number: order.reference_number,
    external_reference_number: order.external_reference_number,
    note: order.note,
    user_definition_fields: order.user_definition_fields,
  };
}

/** The stored state with the PATCH applied; a DIRECT order drops its transits unless new ones are given. */
function merge(current: OrderState, patch: UpdateDeliveryOrderRequest): OrderState {
  const { updated_on: _updatedOn, expected_pickup_on, expected_delivered_on, ...rest } = patch;
  const next: OrderState = { ...current };
  for (const [field, value] of Object.entries(rest)) {
    if (value !== undefined) (next as unknown as Record<string, unknown>)[field] = value;
  }
  const toDate = (value: string | null) => (value ? new Date(value) : null);
  if (expected_pickup_on !== undefined) next.expected_pickup_on = toDate(expected_pickup_on);
  if (expected_delivered_on !== undefined) next.expected_delivered_on = toDate(expected_delivered_on);
  if (patch.transit_address_ids === undefined && next.shipment_type === 'DIRECT') {
    next.transit_address_ids = [];
  }
  return next;
}

const comparable = (value: unknown) =>
  value instanceof Date ? value.getTime() : JSON.stringify(value ?? null);

function changedFields(current: OrderState, next: OrderState): Field[] {
  return FIELDS.filter((field) => comparable(current[field]) !== comparable(next[field]));
}

function displayValue(field: Field, state: OrderState, refs: References, timeZone: string): string {
  const address = (id: number) => refs.addresses.get(id)?.name ?? String(id);
  const value = state[field];
  if (value === null || (Array.isArray(value) && value.length === 0)) return '-';
  switch (field) {
    case 'customer_id':
    case 'billed_customer_id':
      return refs.customers.get(value as number)?.name ?? String(value);
    case 'origin_address_id':
    case 'destination_address_id':
      return address(value as number);
    case 'transit_address_ids':
      return state.transit_address_ids.map(address).join(' → ');
    case 'expected_pickup_on':
    case 'expected_delivered_on':
      return toZonedIso(value as Date, timeZone);
    case 'shipment_type':
      return shipmentTypeName(state.shipment_type);
    case 'user_definition_fields':
      return state.user_definition_fields.map((item) => `${item.key}: ${item.value ?? '-'}`).join(', ');
    default:
      return String(value);
  }
}

const raw = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

function changeProperties(
  changed: Field[],
  current: OrderState,
  next: OrderState,
  refs: References,
  timeZone: string,
) {
  const properties: HistoryProperty[] = changed.map((field) => ({
    key: LABELS[field],
    value: displayValue(field, next, refs, timeZone),
  }));
  const details = {
    changes: changed.map((field) => ({ field, old: raw(current[field]), new: raw(next[field]) })),
  };
  return { properties, details };
}

async function assertRouteEditable(db: Kysely<Database>, orderId: string): Promise<void> {
  const [task] = await holdingTasksOf(db, [orderId]);
  if (task && isRouteLockedBy(task.status)) {
    throw new DomainError('delivery/route-locked', { params: { number: task.number } });
  }
}

/** The references a change brings in; those already stored were checked when they were written. */
function newReferences(next: OrderState, changed: Field[]) {
  const pick = <F extends Field>(field: F) => (changed.includes(field) ? next[field] : undefined);
  return {
    customer_id: pick('customer_id'),
    billed_customer_id: pick('billed_customer_id'),
    origin_address_id: pick('origin_address_id'),
    destination_address_id: pick('destination_address_id'),
    transit_address_ids: pick('transit_address_ids'),
  };
}

/**
 * Applies a partial update in one transaction. A stale `updated_on` answers 409; a PATCH that
 * changes nothing writes nothing (no event, updated_on kept); the merged order must pass the same
 * route rules as a new one; addresses, shipment type and transits are locked on a started task.
 */
export async function updateDeliveryOrder(
  db: Kysely<Database>,
  auth: AuthContext,
  id: string,
  patch: UpdateDeliveryOrderRequest,
): Promise<void> {
  const timeZone = auth.user.company.time_zone;
  await withConstraintErrors({}, () =>
    db.transaction().execute(async (trx) => {
      const [stored] = await lockOrders(trx, auth.companyId, [id]);
      if (!stored) throw new DomainError('not-found');
      refuseStaleUpdate(stored.updated_on, patch.updated_on);
      if (!isDeliveryOrderEditable(stored.status)) {
        throw new DomainError('delivery/closed', { params: { number: stored.number } });
      }
      const transits = await transitsOf(trx, [id]);
      const current = stateOf(
        stored,
        transits.map((transit) => transit.address_id),
      );
      const next = merge(current, patch);
      const changed = changedFields(current, next);
      if (changed.length === 0) return;

      const problems = deliveryOrderRouteProblems(next);
      if (problems.length > 0) throw new DomainError('invalid/invalid-fields', { fields: problems });
      const added = newReferences(next, changed);
      const refs = await loadReferences(trx, auth.companyId, [added]);
      throwReferenceProblems(referenceProblems(refs, added));
      if (changed.some((field) => ROUTE_FIELDS.includes(field))) await assertRouteEditable(trx, id);

      const { transit_address_ids: _transits, ...columns } = Object.fromEntries(
        changed.map((field) => [field, next[field]]),
      );
      if ('user_definition_fields' in columns) {
        columns.user_definition_fields = JSON.stringify(next.user_definition_fields);
      }
      await updateOrder(trx, id, columns);
      if (changed.includes('transit_address_ids')) await replaceTransits(trx, id, next.transit_address_ids);
      await recordHistory(
        trx,
        orderEvent(
          stored,
          'updated',
          actorOf(auth),
          changeProperties(changed, current, next, refs, timeZone),
        ),
      );
    }),
  );
}
