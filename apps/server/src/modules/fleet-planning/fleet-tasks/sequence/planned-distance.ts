import { plannedRouteMeters } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';
import { type PlannedPointRow, plannedPoints, type TaskGarages } from './sequence-view';

/**
 * fleet_tasks.planned_distance_m: the planned route's length as the sequence shows it by default
 * (START, the stops in order, END; each leg the domain's estimateLeg), summed by the domain's
 * plannedRouteMeters. The reports sum it per vehicle and driver (issue 26 item 11) instead of reading
 * every route point of thousands of tasks per request. refreshEstimatedArrival stores it with the
 * arrival after every change of the route; writers that do not call it (a new task, a vendor's copy,
 * an address moved, the test builder, the migration that added the column) call
 * refreshPlannedDistances in their transaction.
 */
export function plannedDistanceOf(task: TaskGarages, rows: readonly PlannedPointRow[]): number {
  const located = plannedPoints(task, rows).flatMap((point) => (point.address ? [point.address] : []));
  return plannedRouteMeters(located);
}

/** Tasks per statement: a batch of ids and their points stays a few megabytes at most. */
const BATCH = 500;

async function garagesOf(db: Kysely<Database>, taskIds: readonly string[]) {
  return db
    .selectFrom('fleet_tasks as t')
    .leftJoin('addresses as sa', 'sa.id', 't.start_address_id')
    .leftJoin('addresses as ea', 'ea.id', 't.end_address_id')
    .select([
      't.id',
      't.start_address_id',
      't.end_address_id',
      'sa.name as start_name',
      'sa.city as start_city',
      'sa.latitude as start_latitude',
      'sa.longitude as start_longitude',
      'ea.name as end_name',
      'ea.city as end_city',
      'ea.latitude as end_latitude',
      'ea.longitude as end_longitude',
    ])
    .where('t.id', 'in', taskIds)
    .execute();
}

/** The points of the tasks in route order (the order sequencePoints reads one task's in). */
async function pointsOf(db: Kysely<Database>, taskIds: readonly string[]) {
  return db
    .selectFrom('fleet_task_points as p')
    .innerJoin('addresses as a', 'a.id', 'p.address_id')
    .select([
      'p.fleet_task_id',
      'p.id',
      'p.type',
      'p.address_id',
      'p.service_time_seconds',
      'a.name as address_name',
      'a.city as address_city',
      'a.latitude',
      'a.longitude',
    ])
    .where('p.fleet_task_id', 'in', taskIds)
    .orderBy('p.fleet_task_id')
    .orderBy('p.position')
    .orderBy('p.created_on')
    .execute();
}

async function refreshBatch(db: Kysely<Database>, taskIds: readonly string[]): Promise<void> {
  const [tasks, points] = await Promise.all([garagesOf(db, taskIds), pointsOf(db, taskIds)]);
  if (tasks.length === 0) return;
  const byTask = new Map<string, PlannedPointRow[]>();
  for (const point of points)
    byTask.set(point.fleet_task_id, [...(byTask.get(point.fleet_task_id) ?? []), point]);
  const values = sql.join(
    tasks.map(
      (task) => sql`(${task.id}::uuid, ${plannedDistanceOf(task, byTask.get(task.id) ?? [])}::integer)`,
    ),
  );
  await sql`update fleet_tasks as t set planned_distance_m = v.meters
    from (values ${values}) as v(id, meters) where t.id = v.id`.execute(db);
}

/** Stores the planned distance of each task, in batches, in the caller's transaction. */
export async function refreshPlannedDistances(
  db: Kysely<Database>,
  taskIds: readonly string[],
): Promise<void> {
  for (let start = 0; start < taskIds.length; start += BATCH)
    await refreshBatch(db, taskIds.slice(start, start + BATCH));
}

/**
 * An address moved: every task whose route passes it (a stop or a garage) has a new planned
 * distance, as its sequence shows from then on.
 */
export async function refreshPlannedDistancesThrough(
  db: Kysely<Database>,
  companyId: number,
  addressId: number,
): Promise<void> {
  const tasks = await db
    .selectFrom('fleet_tasks as t')
    .select('t.id')
    .where('t.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb('t.start_address_id', '=', addressId),
        eb('t.end_address_id', '=', addressId),
        eb.exists(
          eb
            .selectFrom('fleet_task_points as p')
            .select('p.id')
            .whereRef('p.fleet_task_id', '=', 't.id')
            .where('p.address_id', '=', addressId),
        ),
      ]),
    )
    .execute();
  await refreshPlannedDistances(
    db,
    tasks.map((task) => task.id),
  );
}
