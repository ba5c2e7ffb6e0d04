import { ORDER_HOLDING_STATUSES } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';

/** What checkTransition needs to know of the task's content (section 8). */
export async function transitionFacts(db: Kysely<Database>, taskId: string) {
  const row = await db
    .selectFrom('fleet_task_activities as act')
    .innerJoin('delivery_orders as o', 'o.id', 'act.delivery_order_id')
    .select([
      sql<number>`count(*) filter (where act.status <> 'COMPLETED')`.as('uncompleted'),
      sql<boolean>`coalesce(bool_or(o.is_from_vendor_request), false)`.as('has_vendor_request_orders'),
    ])
    .where('act.fleet_task_id', '=', taskId)
    .executeTakeFirstOrThrow();
  return {
    uncompletedActivityCount: Number(row.uncompleted),
    hasVendorRequestOrders: Boolean(row.has_vendor_request_orders),
  };
}

/** The orders on the task, once each, by number. */
export function ordersOfTask(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('delivery_orders as o')
    .select(['o.id', 'o.number', 'o.status'])
    .where('o.id', 'in', (eb) =>
      eb
        .selectFrom('fleet_task_activities as act')
        .select('act.delivery_order_id')
        .where('act.fleet_task_id', '=', taskId),
    )
    .orderBy('o.number')
    .execute();
}

/** Scheduling commits the plan: the task's OPEN orders become ASSIGNED. Returns the ids changed. */
export async function assignOrders(db: Kysely<Database>, orderIds: readonly string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .updateTable('delivery_orders')
    .set({ status: 'ASSIGNED', updated_on: sql<Date>`now()` })
    .where('id', 'in', orderIds)
    .where('status', '=', 'OPEN')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A cancelled task lets its orders go: ASSIGNED orders become OPEN again, unless another task still
 * holds them (the other leg of a transit order). Orders already picked up or delivered elsewhere
 * keep their status. Returns the ids changed.
 */
export async function releaseOrders(
  db: Kysely<Database>,
  taskId: string,
  orderIds: readonly string[],
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .updateTable('delivery_orders')
    .set({ status: 'OPEN', updated_on: sql<Date>`now()` })
    .where('id', 'in', orderIds)
    .where('status', '=', 'ASSIGNED')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('fleet_task_activities as act')
            .innerJoin('fleet_tasks as other', 'other.id', 'act.fleet_task_id')
            .select(sql.lit(1).as('one'))
            .whereRef('act.delivery_order_id', '=', 'delivery_orders.id')
            .where('other.id', '<>', taskId)
            .where('other.status', 'in', ORDER_HOLDING_STATUSES),
        ),
      ),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The task is the company's (another company's id answers like a missing one). */
export async function fleetTaskExists(db: Kysely<Database>, companyId: number, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('fleet_tasks')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
