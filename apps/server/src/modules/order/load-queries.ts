import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { ListDefinition } from '../../db/list-query';
import type { Database, DeliveryLoadsTable } from '../../db/schema';
import { bumpedUpdatedOn } from '../../db/stale-update';

/** Loads of a company, with their product and product type. */
function companyLoadRows(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('delivery_loads as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('product_types as pt', 'pt.id', 'p.product_type_id')
    .where('l.company_id', '=', companyId)
    .select([
      'l.id',
      'l.delivery_order_id',
      'l.product_id',
      'p.name as product_name',
      'p.product_type_id',
      'pt.name as product_type_name',
      'l.quantity',
      'l.uom',
      'l.conversion_weight_value',
      'l.conversion_volume_value',
      'l.quantity_picked',
      'l.quantity_delivered',
      'l.is_adjusted_picked',
      'l.is_adjusted_delivered',
      'l.note',
      'l.created_on',
      'l.updated_on',
    ]);
}

/** Loads of one order of a company. */
export function loadRowsQuery(db: Kysely<Database>, companyId: number, orderId: string) {
  return companyLoadRows(db, companyId).where('l.delivery_order_id', '=', orderId);
}

export type LoadRow = Awaited<ReturnType<ReturnType<typeof loadRowsQuery>['execute']>>[number];

/** Loads of many orders at once (the detail of one order, the copies of duplicated ones). */
export function loadRowsOfOrders(db: Kysely<Database>, companyId: number, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return companyLoadRows(db, companyId)
    .where('l.delivery_order_id', 'in', orderIds)
    .orderBy('l.created_on')
    .orderBy('p.name')
    .orderBy('l.id')
    .execute();
}

export function findLoad(db: Kysely<Database>, companyId: number, orderId: string, loadId: string) {
  return loadRowsQuery(db, companyId, orderId).where('l.id', '=', loadId).executeTakeFirst();
}

/** Locks the load for the rest of the transaction, so a stale-update check and the write agree. */
export function lockLoad(db: Kysely<Database>, companyId: number, orderId: string, loadId: string) {
  return loadRowsQuery(db, companyId, orderId).where('l.id', '=', loadId).forUpdate('l').executeTakeFirst();
}

export async function insertLoad(
  db: Kysely<Database>,
  load: Insertable<DeliveryLoadsTable>,
): Promise<string> {
  const row = await db.insertInto('delivery_loads').values(load).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updateLoad(db: Kysely<Database>, loadId: string, changes: Updateable<DeliveryLoadsTable>) {
  return db
    .updateTable('delivery_loads')
    .set({ ...changes, updated_on: bumpedUpdatedOn('delivery_loads.updated_on') })
    .where('id', '=', loadId)
    .execute();
}

export function deleteLoad(db: Kysely<Database>, loadId: string) {
  return db.deleteFrom('delivery_loads').where('id', '=', loadId).execute();
}

/** A load change is a change of its order: the order's updated_on moves on too (stale checks). */
export function touchOrder(db: Kysely<Database>, orderId: string) {
  return db
    .updateTable('delivery_orders')
    .set({ updated_on: bumpedUpdatedOn('delivery_orders.updated_on') })
    .where('id', '=', orderId)
    .execute();
}

const ref = (column: string) => sql.ref(column);
const product = (factor: string) => sql`${ref('l.quantity')} * ${ref(factor)}`;

/** Filters, search and sorts of GET /delivery-order/{id}/load. */
export const LOAD_LIST_DEFINITION: ListDefinition = {
  fields: {
    'product.id': { expression: ref('l.product_id'), type: 'number', sortable: false },
    'product.name': { expression: ref('p.name'), type: 'text' },
    'product.product_type.name': { expression: ref('pt.name'), type: 'text' },
    quantity: { expression: ref('l.quantity'), type: 'number' },
    uom: { expression: ref('l.uom'), type: 'text' },
    total_weight: { expression: product('l.conversion_weight_value'), type: 'number' },
    total_volume: { expression: product('l.conversion_volume_value'), type: 'number' },
    is_adjusted_picked: { expression: ref('l.is_adjusted_picked'), type: 'boolean', sortable: false },
    is_adjusted_delivered: { expression: ref('l.is_adjusted_delivered'), type: 'boolean', sortable: false },
    created_on: { expression: ref('l.created_on'), type: 'timestamp' },
  },
  search: [ref('p.name'), ref('pt.name'), ref('l.uom'), ref('l.note')],
  // Loads created together share created_on; the product name then gives a stable, readable order.
  defaultSorts: [
    { field: 'created_on', direction: 'asc' },
    { field: 'product.name', direction: 'asc' },
  ],
  id: ref('l.id'),
};
