import {
  type DevicePosition,
  type EvaluableRule,
  fixTimeOf,
  foldOrderedPositions,
  type MergedAlert,
  orderedFixes,
  type PositionSample,
  PREVIOUS_FIX_CODES,
  type RuleState,
} from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { StoredFix } from '../../telemetry/intake-queries';
import { followsRoute, loadRouteTask, routeAlertExtra } from './route-task';
import { companyAlerting, positionRulesOfVehicle } from './rule-cache';
import { cachedStates, rememberStates } from './state-cache';
import { peekStates, sampleOfFix, type VehicleStates } from './state-queries';
import { decideRound, type RoundAlert, runVehicleRound } from './vehicle-round';

/**
 * Positions -> alerts (issue 12 item 3): after the intake stored a device's positions, the rules of
 * its vehicle that positions drive (`POSITION_EVALUATORS`, whatever the catalogue's producer says:
 * the sweeper codes' clocks run on positions too) fold the new fixes: first on the states as this
 * process last knew them when the intake's version says they are current (else an unlocked read),
 * and in a transaction under the vehicle's lock only when that fold changes a state or fires. A
 * company without an active rule costs one cached lookup; a batch of a vehicle's device that changes
 * nothing, no statement at all once its states are known.
 */

/** Who sent the positions, as the intake knows it (`DeviceContext`). */
export interface PositionDevice {
  kind: 'vehicle' | 'driver';
  id: number;
  company_id: number;
  /** The device's newest fix before this batch: older fixes decide nothing. */
  last_position_on: Date | null;
  /** vehicles.alert_state_version as the intake read it: whether this process's copy is current. */
  alert_state_version?: string | null;
  /** The vehicle's fix before the new ones, as the intake read it (a vehicle's device only). */
  previous_fix?: StoredFix | null;
}

/**
 * The vehicle a driver's phone (Smart Driver) stands for: the vehicle of the driver's running task,
 * else the vehicle the driver drives by default; none, and the phone's positions alert nothing.
 */
export async function vehicleOfDriver(db: Kysely<Database>, companyId: number, driverId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('fleet_tasks')
        .select('vehicle_id')
        .where('company_id', '=', companyId)
        .where('driver_user_id', '=', driverId)
        .where('status', '=', 'STARTED')
        .where('vehicle_id', 'is not', null)
        .orderBy('updated_on', 'desc')
        .limit(1)
        .as('running'),
      eb
        .selectFrom('vehicles')
        .select('id')
        .where('company_id', '=', companyId)
        .where('default_driver_user_id', '=', driverId)
        .where('is_active', '=', true)
        .orderBy('id')
        .limit(1)
        .as('usual'),
    ])
    .executeTakeFirst();
  return row?.running ?? row?.usual ?? null;
}

export function sampleOf(position: DevicePosition, receivedOn: Date): PositionSample {
  return {
    fixOn: fixTimeOf(position.recordedOn, receivedOn),
    latitude: position.latitude,
    longitude: position.longitude,
    speedKmh: position.speedKmh,
    accuracyM: position.accuracyM,
    ignition: position.readings?.ignition ?? null,
    fuelL: position.readings?.fuelL ?? null,
    temperatureC: position.readings?.temperatureC ?? null,
  };
}

/**
 * The vehicle's states and the fix before the batch. A vehicle's own device: the intake answered the
 * fix and the states' version, so the common batch reads nothing more (this process's copy is of that
 * version) or the states alone. A driver's phone: both in one statement.
 */
async function statesBefore(
  db: Kysely<Database>,
  device: PositionDevice,
  vehicleId: number,
  oldest: Date | null,
): Promise<VehicleStates & { previousFix: PositionSample | null }> {
  const fromIntake = device.kind === 'vehicle' && device.alert_state_version !== undefined;
  if (fromIntake) {
    const previousFix = sampleOfFix(device.previous_fix ?? null);
    const cached = cachedStates(db, vehicleId, device.alert_state_version ?? null);
    if (cached) return { ...cached, previousFix };
    const read = await peekStates(db, device, vehicleId, null);
    rememberStates(db, vehicleId, read);
    return { ...read, previousFix };
  }
  const read = await peekStates(db, device, vehicleId, oldest);
  rememberStates(db, vehicleId, read);
  return read;
}

export async function alertPositions(
  deps: { db: Kysely<Database>; log: FastifyBaseLogger },
  device: PositionDevice,
  positions: readonly DevicePosition[],
  receivedOn: Date,
): Promise<RoundAlert[]> {
  const alerting = await companyAlerting(deps.db, device.company_id);
  if (alerting.rules.length === 0) return [];
  const after = device.last_position_on?.getTime() ?? Number.NEGATIVE_INFINITY;
  const samples = positions
    .map((position) => sampleOf(position, receivedOn))
    .filter((sample) => (sample.fixOn as Date).getTime() > after);
  if (samples.length === 0) return [];
  const vehicleId =
    device.kind === 'vehicle' ? device.id : await vehicleOfDriver(deps.db, device.company_id, device.id);
  if (vehicleId === null) return [];
  const rules = positionRulesOfVehicle(alerting, vehicleId);
  if (rules.length === 0) return [];
  const times = samples.map((sample) => (sample.fixOn as Date).getTime());
  const newest = new Date(Math.max(...times));
  // Late stops, long stops and off route (139-141) follow the vehicle's running task.
  const task = followsRoute(rules) ? await loadRouteTask(deps.db, device.company_id, vehicleId, null) : null;
  const ordered = orderedFixes(samples);
  const needsPrevious = rules.some((rule) => PREVIOUS_FIX_CODES.has(rule.alertCode));
  const peek = await statesBefore(
    deps.db,
    device,
    vehicleId,
    needsPrevious ? new Date(Math.min(...times)) : null,
  );
  const context = {
    vehicleId,
    timeZone: alerting.timeZone,
    defaults: alerting.defaults,
    previousFix: peek.previousFix,
    ...(task ? { task: task.task, route: task.route } : {}),
  };
  let committed: VehicleStates | undefined;
  const round = {
    alerting,
    vehicleId,
    rules,
    receivedOn,
    decide: (rule: EvaluableRule, state: RuleState, decidedFixOn: Date | null) => {
      const folded = foldOrderedPositions(rule, state, ordered, context, decidedFixOn);
      return { state: folded.state, fires: folded.fires, changed: folded.changed, decidedFixOn: newest };
    },
    extra: (alert: MergedAlert) => ({
      sourceDeviceCategory: device.kind === 'vehicle' ? ('GPS' as const) : ('SMART_DRIVER' as const),
      ...routeAlertExtra(task, alert),
    }),
    onStates: (states: VehicleStates) => {
      committed = states;
    },
  };
  // Most batches change no state and fire nothing: the unlocked fold says so without a transaction.
  // Skipping is then what the locked round would do had it run first: it writes nothing, so any round
  // of the vehicle running at the same time decides exactly as if this batch had come before it.
  const peeked = decideRound(round, peek.states);
  if (peeked.changes.length === 0 && peeked.decisions.length === 0) return [];
  // Something changes: the same fold again on the states read under the vehicle's lock, which win.
  const written = await deps.db.transaction().execute((trx) => runVehicleRound(trx, round));
  if (committed) rememberStates(deps.db, vehicleId, committed);
  return written;
}
