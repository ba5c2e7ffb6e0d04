import { type DeliveryOrderStatus, ORDER_HOLDING_STATUSES } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';
import { bumpedUpdatedOn } from '../../../../db/stale-update';
import { orderRowsQuery } from '../../../order/row-queries';

/** Queries of the delivery orders on a task (Kysely only). */

/** Every activity of the orders on any task, with that task's number and status. */
export function activitiesOfOrders(db: Kysely<Database>, orderIds: readonly string[]) {
  return db
    .selectFrom('fleet_task_activities as act')
    .innerJoin('fleet_tasks as t', 't.id', 'act.fleet_task_id')
    .select([
      'act.id',
      'act.delivery_order_id',
      'act.fleet_task_id',
      'act.type',
      'act.transit_leg',
      'act.status',
      'act.point_id',
      't.number as task_number',
      't.status as task_status',
      't.created_on as task_created_on',
    ])
    .where('act.delivery_order_id', 'in', orderIds)
    .orderBy('t.created_on')
    .execute();
}

export type OrderActivityRow = Awaited<ReturnType<typeof activitiesOfOrders>>[number];

/** The orders on the task, as the order list shows them (the order module's row query). */
export function taskOrderRowsQuery(db: Kysely<Database>, companyId: number, taskId: string) {
  return orderRowsQuery(db, companyId).where('o.id', 'in', (eb) =>
    eb.selectFrom('fleet_task_activities').select('delivery_order_id').where('fleet_task_id', '=', taskId),
  );
}

/** The task's pickups and drops of the given orders, in leg order. */
export function taskActivitiesOfOrders(db: Kysely<Database>, taskId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fleet_task_activities')
    .select(['id', 'delivery_order_id', 'point_id', 'type', 'transit_leg', 'status', 'completed_on'])
    .where('fleet_task_id', '=', taskId)
    .where('delivery_order_id', 'in', orderIds)
    .orderBy(sql`coalesce(transit_leg, 0)`)
    .execute();
}

export async function setOrdersStatus(
  db: Kysely<Database>,
  orderIds: readonly string[],
  status: DeliveryOrderStatus,
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('delivery_orders')
    .set({ status, updated_on: bumpedUpdatedOn('updated_on') })
    .where('id', 'in', orderIds)
    .execute();
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
