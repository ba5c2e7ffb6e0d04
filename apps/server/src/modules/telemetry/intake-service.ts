import { type DevicePosition, fixTimeOf } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Fix, followFixes, overlapChanges, stateOf, watchTasks } from './automation-engine';
import { automationHandler } from './automation-service';
import {
  type DeviceContext,
  deviceContext,
  lockGeofenceStates,
  type NewPosition,
  saveGeofenceState,
  saveOverlap,
  storePositions,
} from './intake-queries';
import type { IntakeCounters } from './stats';

/**
 * Position intake of one device (GPS issue items 1 to 4): who the device is, storing its positions,
 * and the geofence automation of the tasks it drives. Most positions change no automation state and
 * cost two statements (the device's context, then storing); a position that moves a vehicle across a
 * fence is handled in one transaction with the tasks' states locked.
 */

export interface IntakeDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  counters: IntakeCounters;
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
 * The fixes that may move the automation: newer than the vehicle's last known position (a position
 * sent late says where the vehicle was, not where it is), oldest first.
 */
function fixesOf(
  device: DeviceContext,
  rows: readonly NewPosition[],
  positions: readonly DevicePosition[],
): Fix[] {
  const after = device.last_position_on?.getTime() ?? Number.NEGATIVE_INFINITY;
  return rows
    .map((row, index) => ({
      fixOn: row.fix_on,
      latitude: row.latitude,
      longitude: row.longitude,
      accuracyM: positions[index]?.accuracyM ?? null,
    }))
    .filter((fix) => fix.fixOn.getTime() > after)
    .sort((a, b) => a.fixOn.getTime() - b.fixOn.getTime());
}

/** The automation's writes, with the states locked, then the positions themselves. */
async function followInTransaction(
  deps: IntakeDeps,
  device: DeviceContext,
  rows: readonly NewPosition[],
  fixes: readonly Fix[],
  at: Date,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
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
    return storePositions(trx, device, rows);
  });
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
  const device = await deviceContext(deps.db, deviceId);
  if (!device || (options.companyId !== undefined && device.company_id !== options.companyId)) {
    deps.counters.refusedUnknownDevice += Math.max(positions.length, 1);
    deps.log.warn({ deviceId }, 'position of an unknown device refused');
    return { known: false };
  }
  const rows = positions.map((position) => toRow(position, options.receivedOn));
  const fixes = fixesOf(device, rows, positions);
  const newest = fixes.at(-1)?.fixOn ?? options.receivedOn;
  const dryRun = watchTasks(device.tasks, newest);
  const changes = (await followFixes(dryRun, fixes, null)) || overlapChanges(device.tasks).length > 0;
  const inserted = changes
    ? await followInTransaction(deps, device, rows, fixes, newest)
    : await storePositions(deps.db, device, rows);
  deps.counters.accepted += inserted;
  deps.counters.duplicates += rows.length - inserted;
  return {
    known: true,
    accepted: inserted,
    duplicates: rows.length - inserted,
    companyId: device.company_id,
  };
}
