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
