import { type DevicePosition, fixTimeOf, LIVE_SERVER_EVENTS, regainsRecentPosition } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { alertPositions } from '../alert-center/alerting/position-alerts';
import type { ApiContext } from '../context';
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
  lockGeofenceStates,
  type NewPosition,
  saveGeofenceState,
  saveGeofenceStateIfNewer,
  saveOverlap,
} from './intake-queries';
import type { IntakeQueue } from './intake-queue';
import type { IntakeCounters } from './stats';

/**
 * Position intake (GPS issue items 1 to 4, issue 22): who each device is and storing its positions
 * (one database call shared with other requests' devices, intake-queue.ts), then the geofence
 * automation of the tasks it drives, walked in memory. Most positions change nothing more; a change
 * of zone alone is one more statement; a start
 * or a stop's completion runs in one transaction with the tasks' states locked.
 */

export interface IntakeDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  counters: IntakeCounters;
  /** The travel automation's failed starts may be alerts (137), in the intake's transaction. */
  hooks: Pick<AppHooks, 'fleetTaskAlert'>;
  queue: IntakeQueue;
}

/**
 * What every intake path hands the intake: its queue and the queue's database (work no person waits
 * on, which page queries go before on PGlite), the app's hooks, its request's log.
 */
export function intakeDepsOf(
  context: Pick<ApiContext, 'hooks' | 'intake'>,
  log: FastifyBaseLogger,
  counters: IntakeCounters,
): IntakeDeps {
  return { db: context.intake.db, log, counters, hooks: context.hooks, queue: context.intake };
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

export interface DevicePositions {
  deviceId: string;
  positions: readonly DevicePosition[];
}

/** Devices of one request followed at once once stored (a share of the database pool, not all of it). */
const FOLLOW_AT_ONCE = 4;

/**
 * Stores the positions of a request's devices and runs the automation they cause, each device's in
 * order. A device that is not an active vehicle's imei or an active driver's device_id (of
 * `companyId` when a gateway's key names one) is refused and counted; nothing of it is stored.
 * Refused whole with 503 `telemetry/intake-busy` when the intake's queue is full.
 */
export async function ingestDevices(
  deps: IntakeDeps,
  devices: readonly DevicePositions[],
  options: { receivedOn: Date; companyId?: number },
): Promise<DeviceIntake[]> {
  const items = devices.map((device) => ({
    deviceId: device.deviceId,
    companyId: options.companyId ?? null,
    rows: device.positions.map((position) => toRow(position, options.receivedOn)),
  }));
  return deps.queue.run(items, async (contexts) => {
    const outcomes: DeviceIntake[] = [];
    let next = 0;
    const worker = async () => {
      while (next < devices.length) {
        const index = next++;
        const { deviceId, positions } = devices[index] as DevicePositions;
        const rows = (items[index] as (typeof items)[number]).rows;
        outcomes[index] = await followDevice(deps, contexts[index], { deviceId, positions, rows }, options);
      }
    };
    await Promise.all(Array.from({ length: Math.min(FOLLOW_AT_ONCE, devices.length) }, worker));
    return outcomes;
  });
}

/** One device's positions; see ingestDevices. */
export async function ingestDevicePositions(
  deps: IntakeDeps,
  deviceId: string,
  positions: readonly DevicePosition[],
  options: { receivedOn: Date; companyId?: number },
): Promise<DeviceIntake> {
  const [outcome] = await ingestDevices(deps, [{ deviceId, positions }], options);
  return outcome as DeviceIntake;
}

/** What follows the storing of a device's positions: counts, the automation, the alert rules. */
async function followDevice(
  deps: IntakeDeps,
  device: DeviceContext | undefined,
  stored: DevicePositions & { rows: readonly NewPosition[] },
  options: { receivedOn: Date },
): Promise<DeviceIntake> {
  const { deviceId, positions, rows } = stored;
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
