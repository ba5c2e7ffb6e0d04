import { ROUTE_SWEPT_CODES, sweepRouteRule } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RoutingProvider } from '../../../routing';
import { loadRouteTask, routeAlertExtra } from './route-task';
import { rulesOfVehicle } from './rule-cache';
import type { CompanyAlerting } from './rule-queries';
import { runVehicleRound } from './vehicle-round';

/**
 * The sweep of late stops (139) and long stops (140): every vehicle with a task in Perjalanan and an
 * active rule of those codes, against its running task (estimated arrivals from the sequence's
 * schedule and `routing`) and its last fix. One transaction per vehicle, under the lock the intake
 * takes, with the engine's state per rule: a second sweep of the same moment decides nothing.
 */
export async function sweepRouteStops(
  conn: Kysely<Database>,
  alerting: CompanyAlerting,
  now: Date,
  routing: RoutingProvider,
): Promise<{ vehicles: number; alerts: number }> {
  const result = { vehicles: 0, alerts: 0 };
  if (!alerting.rules.some(({ rule }) => ROUTE_SWEPT_CODES.includes(rule.alertCode))) return result;
  const vehicles = await conn
    .selectFrom('fleet_tasks as t')
    .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .select(['v.id', 'v.last_latitude', 'v.last_longitude', 'v.last_position_on'])
    .distinct()
    .where('t.company_id', '=', alerting.companyId)
    .where('t.status', '=', 'STARTED')
    .where('v.is_active', '=', true)
    .execute();
  for (const vehicle of vehicles) {
    const rules = rulesOfVehicle(alerting, vehicle.id, (rule) => ROUTE_SWEPT_CODES.includes(rule.alertCode));
    if (rules.length === 0) continue;
    const task = await loadRouteTask(conn, alerting.companyId, vehicle.id, routing);
    if (!task) continue;
    const lastFix =
      vehicle.last_position_on === null || vehicle.last_latitude === null || vehicle.last_longitude === null
        ? null
        : {
            fixOn: vehicle.last_position_on,
            latitude: vehicle.last_latitude,
            longitude: vehicle.last_longitude,
          };
    const context = {
      vehicleId: vehicle.id,
      timeZone: alerting.timeZone,
      defaults: alerting.defaults,
      task: task.task,
      route: task.route,
    };
    const written = await conn.transaction().execute((trx) =>
      runVehicleRound(trx, {
        alerting,
        vehicleId: vehicle.id,
        rules,
        receivedOn: now,
        decide: (rule, state) => sweepRouteRule(rule, state, now, lastFix, context),
        extra: (alert) => routeAlertExtra(task, alert),
      }),
    );
    result.vehicles += 1;
    result.alerts += written.filter(({ outcome }) => outcome.kind === 'created').length;
  }
  return result;
}
