import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';

/**
 * Reads the printed order needs beyond the task and its sequence (Kysely only): the full postal
 * address of each point, and the loads of the orders on the task with their products.
 */

/** Full address lines of the given addresses of a company; the sequence only carries name and city. */
export function printAddresses(db: Kysely<Database>, companyId: number, addressIds: readonly number[]) {
  if (addressIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('addresses')
    .select(['id', 'full_name', 'city', 'province'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...addressIds])
    .execute();
}

export type PrintAddressRow = Awaited<ReturnType<typeof printAddresses>>[number];

/** Every load of every order on the task, in the order they were entered. */
export function printLoads(db: Kysely<Database>, companyId: number, taskId: string) {
  return db
    .selectFrom('delivery_loads as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.delivery_order_id',
      'p.name as product_name',
      'l.uom',
      'l.quantity',
      'l.quantity_picked',
      'l.quantity_delivered',
      'l.conversion_weight_value',
      'l.conversion_volume_value',
    ])
    .where('l.company_id', '=', companyId)
    .where('l.delivery_order_id', 'in', (eb) =>
      eb.selectFrom('fleet_task_activities').select('delivery_order_id').where('fleet_task_id', '=', taskId),
    )
    .orderBy('l.created_on')
    .orderBy('l.id')
    .execute();
}

export type PrintLoadRow = Awaited<ReturnType<typeof printLoads>>[number];
