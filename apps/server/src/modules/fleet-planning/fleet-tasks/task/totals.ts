import { type Kysely, sql } from 'kysely';
import { currentLoadQuantitySql } from '../../../../db/current-load';
import type { Database } from '../../../../db/schema';

/**
 * Weight (kg) and volume (cbm) of the loads a task carries, stored in fleet_tasks.current_total_weight /
 * current_total_volume, which the task list shows, filters and sorts on (load_weight, load_volume).
 *
 * Each load at its current quantity (the domain's currentLoadQuantity: delivered, else picked up,
 * else planned; its SQL form is db/current-load.ts), so a load adjustment changes the totals without
 * changing the plan. The task page computes the same figure from the loads
 * (sequence/order-loads.ts). A TRANSIT order counts once whatever the number of its legs on the
 * task: each leg carries the same goods.
 */
// Sums of quantity times a fractional conversion carry binary noise (0.35000000000000003); grams
// and litres are finer than any truck load is weighed or measured (the order module rounds alike).
export const currentLoadWeight = sql<number>`round(coalesce(sum(${currentLoadQuantitySql} * l.conversion_weight_value), 0)::numeric, 3)::float8`;
export const currentLoadVolume = sql<number>`round(coalesce(sum(${currentLoadQuantitySql} * l.conversion_volume_value), 0)::numeric, 6)::float8`;

/**
 * Stores the task's current totals from the loads of the orders on it, in one statement. Call it in
 * the transaction of any change of the task's orders (attach, remove, intervention, transfer) or of
 * their loads.
 */
export async function refreshTaskTotals(db: Kysely<Database>, taskId: string): Promise<void> {
  const totals = db
    .selectFrom('delivery_loads as l')
    .where('l.delivery_order_id', 'in', (eb) =>
      eb.selectFrom('fleet_task_activities').select('delivery_order_id').where('fleet_task_id', '=', taskId),
    );
  await db
    .updateTable('fleet_tasks')
    .set({
      current_total_weight: totals.select(currentLoadWeight.as('weight')),
      current_total_volume: totals.select(currentLoadVolume.as('volume')),
    })
    .where('id', '=', taskId)
    .execute();
}

/** Refreshes the totals of every task that has the order on it: its loads just changed. */
export async function refreshTotalsOfOrderTasks(db: Kysely<Database>, orderId: string): Promise<void> {
  const tasks = await db
    .selectFrom('fleet_task_activities')
    .select('fleet_task_id')
    .where('delivery_order_id', '=', orderId)
    .distinct()
    .execute();
  for (const task of tasks) await refreshTaskTotals(db, task.fleet_task_id);
}
