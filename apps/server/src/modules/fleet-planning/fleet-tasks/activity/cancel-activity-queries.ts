import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';
import { bumpedUpdatedOn } from '../../../../db/stale-update';

/** Reads and writes of 'Batalkan' on an activity row (Kysely only). */

/** The activity, when it is on that point of that task. */
export function findTaskActivity(
  db: Kysely<Database>,
  ids: { taskId: string; pointId: string; activityId: string },
) {
  return db
    .selectFrom('fleet_task_activities')
    .select(['id', 'delivery_order_id'])
    .where('id', '=', ids.activityId)
    .where('point_id', '=', ids.pointId)
    .where('fleet_task_id', '=', ids.taskId)
    .executeTakeFirst();
}

/** The order is CANCELED for good, with its reason and the moment it happened. */
export async function markOrderCanceled(db: Kysely<Database>, orderId: string, reasonId: number) {
  await db
    .updateTable('delivery_orders')
    .set({
      status: 'CANCELED',
      canceled_reason_id: reasonId,
      canceled_on: sql<Date>`now()`,
      updated_on: bumpedUpdatedOn('updated_on'),
    })
    .where('id', '=', orderId)
    .execute();
}
