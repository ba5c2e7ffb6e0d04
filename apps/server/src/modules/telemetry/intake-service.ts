import { type DevicePosition, fixTimeOf, LIVE_SERVER_EVENTS, regainsRecentPosition } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { alertPositions } from '../alert-center/alerting/position-alerts';
import type { AppHooks } from '../hooks';
import { publishOperationsEvent } from '../live/operations';
import {
  type Fix,
  followFixes,
  overlapChanges,
  stateOf,
  type WatchedTask,
  watchTasks,
} from './automation-engine';
import { automationHandler } from './automation-service';
import {
  type DeviceContext,
  intakeDevice,
  lockGeofenceStates,
  type NewPosition,
  saveGeofenceState,
  saveGeofenceStateIfNewer,
  saveOverlap,
} from './intake-queries';
import type { IntakeCounters } from './stats';

/**
 * Position intake of one device (GPS issue items 1 to 4): who the device is and storing its
 * positions (one database call), then the geofence automation of the tasks it drives, walked in
 * memory. Most positions change nothing more; a change of zone alone is one more statement; a start
 * or a stop's completion runs in one transaction with the tasks' states locked.
 */

export interface IntakeDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  counters: IntakeCounters;
  /** The travel automation's failed starts may be alerts (137), in the intake's transaction. */
  hooks: Pick<AppHooks, 'fleetTaskAlert'>;
}

export type DeviceIntake =
  | { known: false }
  | { known: true; accepted: number; duplicates: number; companyId: number };

const toRow = (position: DevicePosition, receivedOn: Date): NewPosition => ({
  fix_on: fixTimeOf(position.recordedOn, receivedOn),
  latitude: position.latitude,
  longitude: position.longitude,
  speed_kmh: position.speedKmh,
  bearing: position.bearing,
  altitude: position.altitude,
  accuracy_m: position.accuracyM,
  battery_pct: position.batteryPct,
});

/**
 * The fixes that may move the automation, oldest first: not older than the device's newest fix
 * before this call (a position sent late says where the vehicle was, not where it is). The newest
 * itself still counts, so a device resending a position whose automation failed gets it done; the
 * states' own last fix keeps a resend from acting twice.
 */
function fixesOf(device: DeviceContext, rows: readonly NewPosition[]): Fix[] {
  const after = device.last_position_on?.getTime() ?? Number.NEGATIVE_INFINITY;
  return rows
    .map((row) => ({
      fixOn: row.fix_on,
      latitude: row.latitude,
      longitude: row.longitude,
      accuracyM: row.accuracy_m,
    }))
    .filter((fix) => fix.fixOn.getTime() >= after)
    .sort((a, b) => a.fixOn.getTime() - b.fixOn.getTime());
}

/** Starts and completions, with the states locked: the walk is done again on the locked states. */
async function followInTransaction(deps: IntakeDeps, device: DeviceContext, fixes: readonly Fix[], at: Date) {
  await deps.db.transaction().execute(async (trx) => {
    const watched = watchTasks(device.tasks, at);
    const locked = await lockGeofenceStates(
      trx,
      device.company_id,
      watched.map((task) => task.task.id),
    );
    for (const task of watched) {
      const row = locked.find((state) => state.fleet_task_id === task.task.id);
      if (row) task.state = stateOf(row);
    }
    await followFixes(watched, fixes, automationHandler({ ...deps, trx, device }));
    for (const task of watched) if (task.changed) await saveGeofenceState(trx, task.task.id, task.state);
    for (const change of overlapChanges(device.tasks))
      await saveOverlap(trx, change.taskId, change.isOverlap);
  });
}

async function saveChanges(deps: IntakeDeps, device: DeviceContext, watched: readonly WatchedTask[]) {
  for (const task of watched) {
    if (task.changed) await saveGeofenceStateIfNewer(deps.db, device.company_id, task.task.id, task.state);
  }
  for (const change of overlapChanges(device.tasks))
    await saveOverlap(deps.db, change.taskId, change.isOverlap);
}

/**
 * The alert rules of the device's vehicle on the new fixes (alert-center/alerting). The positions are
 * stored already: a failure here is logged and the device is answered, since a resend would find its
 * fixes decided (older than the device's newest) and alert nothing more.
 */
async function alertPositionsLogged(
  deps: IntakeDeps,
  device: DeviceContext,
  positions: readonly DevicePosition[],
  receivedOn: Date,
) {
  try {
    await alertPositions(deps, device, positions, receivedOn);
  } catch (error) {
    deps.log.error({ err: error, deviceId: device.id }, 'alert rules failed on stored positions');
  }
}

/**
 * `vehicle.position` to the dashboards when these positions end a vehicle's hour without one
 * (`regainsRecentPosition`): positions come every few seconds, but the dashboard counts only whether
 * a vehicle reported in the last hour, which a position changes at most once an hour (the count
 * growing needs no event: it is the clock). The positions are committed by the intake's one
 * statement already, so this is its own statement; two batches of one vehicle handled at the same
 * moment may both announce it, which the dashboard's debounce makes one reload.
 */
async function announceRecentPosition(
  deps: IntakeDeps,
  device: DeviceContext,
  rows: readonly NewPosition[],
  receivedOn: Date,
) {
  if (device.kind !== 'vehicle' || device.inserted === 0 || rows.length === 0) return;
  const newest = rows.reduce((latest, row) => (row.fix_on > latest ? row.fix_on : latest), rows[0]!.fix_on);
  if (!regainsRecentPosition(device.last_position_on, newest, receivedOn)) return;
  try {
    await publishOperationsEvent(deps.db, device.company_id, {
      event: LIVE_SERVER_EVENTS.vehiclePosition,
      data: { vehicleId: device.id, recordedOn: newest.toISOString() },
    });
  } catch (error) {
    // A hint for open pages: the stored positions must still be answered as stored.
    deps.log.error({ err: error, deviceId: device.id }, 'vehicle.position not published');
  }
}

/**
 * Stores positions of one device and runs the automation they cause. A device that is not an active
 * vehicle's imei or an active driver's device_id (of `companyId` when a gateway's key names one) is
 * refused and counted; nothing of it is stored.
 */
export async function ingestDevicePositions(
  deps: IntakeDeps,
  deviceId: string,
  positions: readonly DevicePosition[],
  options: { receivedOn: Date; companyId?: number },
): Promise<DeviceIntake> {
  const rows = positions.map((position) => toRow(position, options.receivedOn));
  const device = await intakeDevice(deps.db, deviceId, options.companyId ?? null, rows);
  if (!device) {
    deps.counters.refusedUnknownDevice += Math.max(positions.length, 1);
    deps.log.warn({ deviceId }, 'position of an unknown device refused');
    return { known: false };
  }
  deps.counters.accepted += device.inserted;
  deps.counters.duplicates += rows.length - device.inserted;
  await announceRecentPosition(deps, device, rows, options.receivedOn);
  const fixes = fixesOf(device, rows);
  const newest = fixes.at(-1)?.fixOn ?? options.receivedOn;
  const watched = watchTasks(device.tasks, newest);
  await followFixes(watched, fixes, null);
  if (watched.some((task) => task.events > 0)) await followInTransaction(deps, device, fixes, newest);
  else await saveChanges(deps, device, watched);
  await alertPositionsLogged(deps, device, positions, options.receivedOn);
  return {
    known: true,
    accepted: device.inserted,
    duplicates: rows.length - device.inserted,
    companyId: device.company_id,
  };
}
