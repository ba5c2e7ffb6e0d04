import { ORDER_HOLDING_STATUSES } from '@armada/domain';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  Database,
  DeliveryLoadsTable,
  DeliveryOrdersTable,
  DeliveryOrderTransitsTable,
} from '../../db/schema';
import { bumpedUpdatedOn } from '../../db/stale-update';

// A statement takes at most 65535 parameters; loads have about ten columns each.
const CHUNK_ROWS = 1000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await insert(rows.slice(start, start + CHUNK_ROWS));
  }
}

export type StoredOrder = Awaited<ReturnType<typeof lockOrders>>[number];

/** The company's orders among ids, locked until the transaction ends (update, delete, duplicate). */
export function lockOrders(db: Kysely<Database>, companyId: number, ids: readonly string[]) {
  return db
    .selectFrom('delivery_orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
}

export async function orderExists(db: Kysely<Database>, companyId: number, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('delivery_orders')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export function transitsOf(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('delivery_order_transits')
    .select(['delivery_order_id', 'address_id', 'sequence'])
    .where('delivery_order_id', 'in', orderIds)
    .orderBy('delivery_order_id')
    .orderBy('sequence')
    .execute();
}

/** For each order among ids that is on a task holding it, that task (the newest if ever several). */
export function holdingTasksOf(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fleet_task_activities as a')
    .innerJoin('fleet_tasks as t', 't.id', 'a.fleet_task_id')
    .select(['a.delivery_order_id', 't.id', 't.number', 't.status'])
    .distinctOn('a.delivery_order_id')
    .where('a.delivery_order_id', 'in', orderIds)
    .where('t.status', 'in', ORDER_HOLDING_STATUSES)
    .orderBy('a.delivery_order_id')
    .orderBy('t.created_on', 'desc')
    .execute();
}

/** The task on which the order's pickup is completed, if any: its loads are then the driver's. */
export function completedPickupTaskOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('fleet_task_activities as a')
    .innerJoin('fleet_tasks as t', 't.id', 'a.fleet_task_id')
    .select(['t.id', 't.number'])
    .where('a.delivery_order_id', '=', orderId)
    .where('a.type', '=', 'PICKUP')
    .where('a.status', '=', 'COMPLETED')
    .where('t.status', 'in', ORDER_HOLDING_STATUSES)
    .limit(1)
    .executeTakeFirst();
}

export async function countCompanyOrders(db: Kysely<Database>, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function takenNumbers(db: Kysely<Database>, companyId: number, numbers: string[]) {
  if (numbers.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('delivery_orders')
    .select('number')
    .where('company_id', '=', companyId)
    .where('number', 'in', numbers)
    .execute();
  return new Set(rows.map((row) => row.number));
}

export function customersOf(db: Kysely<Database>, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

export function addressesOf(db: Kysely<Database>, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('addresses')
    .select(['id', 'name', 'city'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

export function productsOf(db: Kysely<Database>, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products as p')
    .innerJoin('product_types as pt', 'pt.id', 'p.product_type_id')
    .select([
      'p.id',
      'p.name',
      'p.uom',
      'p.conversion_weight_value',
      'p.conversion_volume_value',
      'pt.name as product_type_name',
    ])
    .where('p.company_id', '=', companyId)
    .where('p.id', 'in', ids)
    .execute();
}

export type ProductRef = Awaited<ReturnType<typeof productsOf>>[number];

export async function insertOrders(
  db: Kysely<Database>,
  orders: Insertable<DeliveryOrdersTable>[],
  transits: Insertable<DeliveryOrderTransitsTable>[],
  loads: Insertable<DeliveryLoadsTable>[],
): Promise<void> {
  await insertInChunks(orders, (chunk) => db.insertInto('delivery_orders').values(chunk).execute());
  await insertInChunks(transits, (chunk) => db.insertInto('delivery_order_transits').values(chunk).execute());
  await insertInChunks(loads, (chunk) => db.insertInto('delivery_loads').values(chunk).execute());
}

export function updateOrder(db: Kysely<Database>, id: string, changes: Updateable<DeliveryOrdersTable>) {
  return db
    .updateTable('delivery_orders')
    .set({ ...changes, updated_on: bumpedUpdatedOn('delivery_orders.updated_on') })
    .where('id', '=', id)
    .execute();
}

export async function replaceTransits(db: Kysely<Database>, orderId: string, addressIds: readonly number[]) {
  await db.deleteFrom('delivery_order_transits').where('delivery_order_id', '=', orderId).execute();
  if (addressIds.length === 0) return;
  await db
    .insertInto('delivery_order_transits')
    .values(
      addressIds.map((addressId, index) => ({
        delivery_order_id: orderId,
        sequence: index + 1,
        address_id: addressId,
      })),
    )
    .execute();
}

/**
 * Deletes orders (their loads and transits go with them). Their pickups and drops on tasks that no
 * longer hold them (canceled ones) go first: the task keeps its history, not the dead order's stops.
 */
export async function deleteOrders(db: Kysely<Database>, companyId: number, ids: readonly string[]) {
  await db
    .deleteFrom('fleet_task_activities')
    .where('company_id', '=', companyId)
    .where('delivery_order_id', 'in', ids)
    .execute();
  await db.deleteFrom('delivery_orders').where('company_id', '=', companyId).where('id', 'in', ids).execute();
}

export function loadsOfOrders(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('delivery_loads')
    .selectAll()
    .where('delivery_order_id', 'in', orderIds)
    .orderBy('created_on')
    .orderBy('id')
    .execute();
}
