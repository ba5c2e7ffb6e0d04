import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../../db/schema';

/**
 * Weight (kg) and volume (cbm) of the loads a task carries: the 'Order task' card's totals and the
 * activity table's footer (fleet-task-planning.md section 2), and fleet_tasks.current_total_weight /
 * current_total_volume, which the task list filters and sorts on (load_weight, load_volume).
 *
 * A load weighs quantity times its conversion value. 'Current' means what is on the truck: the
 * planned quantity until the pickup is recorded, then the quantity actually picked up (load
 * adjustment, section 5), so an adjusted pickup changes the totals without changing the plan.
 * A TRANSIT order counts once whatever the number of its legs on the task: each leg carries the
 * same goods.
 */
const currentQuantity = sql`coalesce(l.quantity_picked, l.quantity)`;
// Sums of quantity times a fractional conversion carry binary noise (0.35000000000000003); grams
// and litres are finer than any truck load is weighed or measured (the order module rounds alike).
export const currentLoadWeight: RawBuilder<number> = sql<number>`round(coalesce(sum(${currentQuantity} * l.conversion_weight_value), 0)::numeric, 3)::float8`;
export const currentLoadVolume: RawBuilder<number> = sql<number>`round(coalesce(sum(${currentQuantity} * l.conversion_volume_value), 0)::numeric, 6)::float8`;

/**
 * Current weight and volume per order of a task (aliased `l` over delivery_loads), one aggregate
 * over the loads of the task's orders: join it on delivery_order_id.
 */
export function taskOrderLoadTotals(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('delivery_loads as l')
    .where('l.delivery_order_id', 'in', (eb) =>
      eb.selectFrom('fleet_task_activities').select('delivery_order_id').where('fleet_task_id', '=', taskId),
    )
    .groupBy('l.delivery_order_id')
    .select([
      'l.delivery_order_id',
      currentLoadWeight.as('weight'),
      currentLoadVolume.as('volume'),
      sql<boolean>`bool_or(l.is_adjusted_picked or l.is_adjusted_delivered)`.as('is_adjusted'),
      sql<number>`count(*)::int`.as('load_count'),
    ]);
}

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
