import {
  type EvaluableRule,
  geofenceOf,
  type MergedAlert,
  ROUTE_ALERT_CODES,
  type RoutePath,
  type RouteStop,
  type RunningTask,
  routeLegsOf,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RoutingProvider } from '../../../routing';
import { findSequenceTask, sequencePoints } from '../../fleet-planning/fleet-tasks/sequence/sequence-queries';
import {
  type PlannedPoint,
  plannedPoints,
  scheduleOf,
} from '../../fleet-planning/fleet-tasks/sequence/sequence-view';
import type { RawAlertInput } from './raw-alert-writer';

/**
 * The running fleet task of a vehicle as the route alerts (139 late at a stop, 140 long stop, 141
 * off route) read it: the sequence's own points (START, the stops, END; `plannedPoints`), the
 * stops' geofences (`geofenceOf` of their addresses), whether each stop's activities are all done,
 * the straight legs between consecutive points, and, for the sweeper, each stop's estimated arrival
 * from the sequence's own `scheduleOf` (the dispatcher's schedule, with the routing provider the
 * sequence view uses), counted from the actual departure, else the expected one.
 *
 * No route geometry is stored (fleet_task_points has addresses only), so a leg is the straight
 * segment between two points; OSRM's route geometry would follow the roads more closely.
 */

export interface RouteTask {
  id: string;
  number: string;
  driverUserId: number | null;
  /** What the engine reads (context.task). */
  task: RunningTask;
  /** The legs off route (141) measures (context.route). */
  route: RoutePath[];
}

/** Whether any of `rules` follows the running task, so the task is worth loading. */
export const followsRoute = (rules: readonly EvaluableRule[]): boolean =>
  rules.some((rule) => ROUTE_ALERT_CODES.includes(rule.alertCode));

/** Per stop: its geofence radius, and whether it has activities and all of them are completed. */
function stopFacts(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('fleet_task_points as p')
    .innerJoin('addresses as a', 'a.id', 'p.address_id')
    .leftJoin('fleet_task_activities as act', 'act.point_id', 'p.id')
    .select([
      'p.id',
      'a.geofence_radius_m',
      sql<boolean>`count(act.id) > 0 and bool_and(act.status = 'COMPLETED')`.as('done'),
    ])
    .where('p.fleet_task_id', '=', taskId)
    .groupBy(['p.id', 'a.geofence_radius_m'])
    .execute();
}

/** The vehicle's task in Perjalanan; of several (data a dispatcher left behind), the latest started. */
function runningTaskRow(db: Kysely<Database>, companyId: number, vehicleId: number) {
  return db
    .selectFrom('fleet_tasks')
    .select(['id', 'number', 'driver_user_id', 'actual_departure_on'])
    .where('company_id', '=', companyId)
    .where('vehicle_id', '=', vehicleId)
    .where('status', '=', 'STARTED')
    .orderBy(sql`actual_departure_on desc nulls last`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The vehicle's running task, or null. With `routing` (the sweeper) the stops carry their estimated
 * arrival; without (the position intake: 140 and 141 need none) it is null. A stop without
 * activities is never 'done': it is a waypoint the vehicle still has to reach.
 */
export async function loadRouteTask(
  db: Kysely<Database>,
  companyId: number,
  vehicleId: number,
  routing: RoutingProvider | null,
): Promise<RouteTask | null> {
  const row = await runningTaskRow(db, companyId, vehicleId);
  if (!row) return null;
  const [task, pointRows, facts] = await Promise.all([
    findSequenceTask(db, companyId, row.id),
    sequencePoints(db, row.id),
    stopFacts(db, row.id),
  ]);
  if (!task) return null;
  const points = plannedPoints(task, pointRows);
  const arrivals = routing
    ? (
        await scheduleOf(
          routing,
          { ...task, expected_departure_on: row.actual_departure_on ?? task.expected_departure_on },
          points,
        )
      ).times.map((time) => time.arrival)
    : points.map(() => null);
  const factOf = new Map(facts.map((fact) => [fact.id, fact]));
  return {
    id: row.id,
    number: row.number,
    driverUserId: row.driver_user_id,
    task: { id: row.id, startedOn: row.actual_departure_on, stops: stopsOf(points, arrivals, factOf) },
    route: routeLegsOf(points.flatMap((point) => (point.address ? [point.address] : []))),
  };
}

function stopsOf(
  points: readonly PlannedPoint[],
  arrivals: readonly (Date | null)[],
  factOf: ReadonlyMap<string, { geofence_radius_m: number | null; done: boolean }>,
): RouteStop[] {
  const stops: RouteStop[] = [];
  points.forEach((point, index) => {
    if (point.type !== 'DEFAULT' || point.id === null || point.address === null) return;
    const fact = factOf.get(point.id);
    const fence = geofenceOf({ ...point.address, geofence_radius_m: fact?.geofence_radius_m ?? null });
    stops.push({
      pointId: point.id,
      number: stops.length + 1,
      fence,
      serviceTimeSeconds: point.serviceTimeSeconds,
      estimatedArrivalOn: arrivals[index] ?? null,
      done: fact?.done ?? false,
    });
  });
  return stops;
}

/**
 * What a route alert carries besides the engine's decision: the task (`fo_number`, `fleet_task_id`;
 * no history event stands behind it, so `log_id` stays null, as for late departures) and the task's
 * driver. Other codes of the same round get nothing.
 */
export function routeAlertExtra(
  task: RouteTask | null,
  alert: MergedAlert,
): Partial<Pick<RawAlertInput, 'sourceDeviceCategory' | 'fleetTask' | 'driverUserId'>> {
  if (!task || !ROUTE_ALERT_CODES.includes(alert.alertCode)) return {};
  return {
    sourceDeviceCategory: 'FLEET_TASK',
    fleetTask: { id: task.id, foNumber: task.number, logId: null },
    ...(task.driverUserId === null ? {} : { driverUserId: task.driverUserId }),
  };
}
