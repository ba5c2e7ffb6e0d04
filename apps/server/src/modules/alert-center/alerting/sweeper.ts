import { ROUTE_SWEPT_CODES, SWEPT_CODES, sweepRule } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { type RoutingProvider, straightLineRouting } from '../../../routing';
import { lateDepartures } from './late-departure';
import { sweepRouteStops } from './route-sweep';
import { rulesOfVehicle } from './rule-cache';
import { type CompanyAlerting, loadCompanyAlerting } from './rule-queries';
import { runVehicleRound } from './vehicle-round';

/**
 * The periodic sweep (issue 12 item 3, ALERT_CODES.md): offline (7), idle (13), parked (14) and
 * continuous driving (117) fire when their time has come although no fix comes to trigger them, and
 * so do late departures (138), late stops (139) and long stops (140) of fleet tasks. Every vehicle covered by an active rule of those codes is
 * swept against its last fix (`vehicles.last_position_on`).
 *
 * Once across instances: the background job scheduler (modules/jobs, job `alert-sweep`, every
 * ALERT_SWEEP_INTERVAL_MS) gives each turn to one instance. The sweep also holds a session advisory
 * lock on one connection for its run (`pg_try_advisory_lock`), so a direct call (tests, a lease lost
 * mid-sweep) never overlaps another sweep: the one that does not get it skips. Each vehicle is one
 * transaction under the vehicle's own lock, the one the intake takes, and the engine's state makes a
 * second sweep of the same moment decide nothing, so even two sweeps could not alert twice.
 */

/** The sweep's advisory lock (the bigint form; a vehicle's lock uses the two-integer form). */
const SWEEP_LOCK_KEY = 7_312_001;
const SWEEP_CODES = [...SWEPT_CODES, 138, ...ROUTE_SWEPT_CODES];

export interface SweepResult {
  /** Another instance held the sweep. */
  skipped: boolean;
  vehicles: number;
  alerts: number;
}

async function sweepVehicles(conn: Kysely<Database>, alerting: CompanyAlerting, now: Date) {
  const swept = alerting.rules.filter((covering) => SWEPT_CODES.includes(covering.rule.alertCode));
  if (swept.length === 0) return { vehicles: 0, alerts: 0 };
  const vehicles = await conn
    .selectFrom('vehicles')
    .select(['id', 'last_latitude', 'last_longitude', 'last_position_on'])
    .where('company_id', '=', alerting.companyId)
    .where('is_active', '=', true)
    .where('last_position_on', 'is not', null)
    .execute();
  let count = 0;
  let alerts = 0;
  for (const vehicle of vehicles) {
    const rules = rulesOfVehicle(alerting, vehicle.id, (rule) => SWEPT_CODES.includes(rule.alertCode));
    if (rules.length === 0 || vehicle.last_latitude === null || vehicle.last_longitude === null) continue;
    const lastFix = {
      fixOn: vehicle.last_position_on as Date,
      latitude: vehicle.last_latitude,
      longitude: vehicle.last_longitude,
    };
    const context = { vehicleId: vehicle.id, timeZone: alerting.timeZone, defaults: alerting.defaults };
    const written = await conn.transaction().execute((trx) =>
      runVehicleRound(trx, {
        alerting,
        vehicleId: vehicle.id,
        rules,
        receivedOn: now,
        decide: (rule, state) => {
          const result = sweepRule(rule, state, now, lastFix, context);
          return { state: result.state, fires: result.fire ? [result.fire] : [], changed: result.changed };
        },
        extra: () => ({ sourceDeviceCategory: 'GPS' }),
      }),
    );
    count += 1;
    alerts += written.filter(({ outcome }) => outcome.kind === 'created').length;
  }
  return { vehicles: count, alerts };
}

/**
 * One sweep of every company with an active sweeper rule; tests call it directly with their `now`.
 * `routing` gives the estimated arrivals of late stops (139), as the sequence view's provider does.
 */
export async function sweepAlerts(
  db: Kysely<Database>,
  now: Date = new Date(),
  routing: RoutingProvider = straightLineRouting(),
): Promise<SweepResult> {
  return db.connection().execute(async (conn) => {
    const lock = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_lock(${SWEEP_LOCK_KEY}::bigint) as ok`.execute(conn);
    if (!lock.rows[0]?.ok) return { skipped: true, vehicles: 0, alerts: 0 };
    try {
      const companies = await conn
        .selectFrom('alert_rules as r')
        .innerJoin('companies as c', 'c.id', 'r.company_id')
        .select('r.company_id')
        .distinct()
        .where('r.is_active', '=', true)
        .where('c.is_active', '=', true)
        .where('r.alert_code', 'in', SWEEP_CODES)
        .execute();
      const result: SweepResult = { skipped: false, vehicles: 0, alerts: 0 };
      for (const { company_id } of companies) {
        // Read afresh each sweep, on the sweep's connection (the cache's would need a second one).
        const alerting = await loadCompanyAlerting(conn, company_id);
        const swept = await sweepVehicles(conn, alerting, now);
        const stops = await sweepRouteStops(conn, alerting, now, routing);
        result.vehicles += swept.vehicles + stops.vehicles;
        result.alerts += swept.alerts + stops.alerts + (await lateDepartures(conn, alerting, now));
      }
      return result;
    } finally {
      await sql`select pg_advisory_unlock(${SWEEP_LOCK_KEY}::bigint)`.execute(conn);
    }
  });
}
