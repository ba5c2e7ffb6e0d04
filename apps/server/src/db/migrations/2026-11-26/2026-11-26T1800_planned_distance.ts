import { type Kysely, sql } from 'kysely';
import { refreshPlannedDistances } from '../../../modules/fleet-planning/fleet-tasks/sequence/planned-distance';
import type { Database } from '../../schema';

// Issue 26 item 11: the report summed each task's route legs per request, reading every route point
// of the range (160,000 points for 20,000 tasks: 200-370 ms of the query, bench/report.bench.ts).
// The planned distance is now stored with the task when its route changes
// (fleet-tasks/sequence/planned-distance.ts); existing tasks get it here from the same function, so
// the rule (the domain's plannedRouteMeters over the sequence's points) has no SQL copy.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fleet_tasks')
    .addColumn('planned_distance_m', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const typed = db as unknown as Kysely<Database>;
  const tasks = await typed.selectFrom('fleet_tasks').select('id').orderBy('id').execute();
  await refreshPlannedDistances(
    typed,
    tasks.map((task) => task.id),
  );
  // The reports read the tasks that ran with a planned departure in a range; the index holds every
  // column they read, so a month's tasks come from the index alone.
  await sql`create index fleet_tasks_ran_departure_idx on fleet_tasks (company_id, expected_departure_on)
    include (vehicle_id, driver_user_id, planned_distance_m, current_total_weight, current_total_volume,
      actual_departure_on, estimated_arrival_on, actual_arrival_on)
    where status in ('STARTED', 'ENDED')`.execute(db);
  // Delivered load per customer starts from the completed drops of the range.
  await sql`create index fleet_task_activities_completed_drop_idx on fleet_task_activities
    (company_id, completed_on) include (delivery_order_id)
    where type = 'DROP' and status = 'COMPLETED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index fleet_task_activities_completed_drop_idx`.execute(db);
  await sql`drop index fleet_tasks_ran_departure_idx`.execute(db);
  await db.schema.alterTable('fleet_tasks').dropColumn('planned_distance_m').execute();
}
