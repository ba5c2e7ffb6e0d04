import type { ErrorCode } from '../errors';
import { type Geofence, type GeofenceZone, type GeoPoint, geofencesOverlap, zoneOf } from './geofence';

/**
 * Geofence auto start (fleet-task-planning.md section 4, 'Travel automation'): a Dijadwalkan task
 * with auto_start_type GEOFENCE starts by itself when its vehicle leaves the start point, or, when the
 * start and the first pickup are the same place, when the vehicle arrives there. Overlapping fences
 * make the automation unavailable (is_overlap); a busy driver or vehicle blocks the start and is
 * named in auto_start_failed_reason (section 8).
 */

/** The part of a task's route the auto start looks at. */
export interface AutoStartRoute {
  startAddressId: number;
  start: Geofence;
  /** The first stop after the start (its first pickup), null for a task without stops. */
  firstStop: { addressId: number; fence: Geofence } | null;
}

/** Same place means the same address, as the detail's is_start_and_first_point_same says. */
export function isStartAndFirstStopSame(route: AutoStartRoute): boolean {
  return route.firstStop !== null && route.firstStop.addressId === route.startAddressId;
}

/**
 * is_overlap: the start's fence and the first stop's fence share ground without being the same
 * place. Leaving one would then be arriving at the other, so the automation cannot tell a departure
 * from a stop and is unavailable (travelAutomationAvailability).
 */
export function isGeofenceOverlap(route: AutoStartRoute): boolean {
  if (route.firstStop === null || isStartAndFirstStopSame(route)) return false;
  return geofencesOverlap(route.start, route.firstStop.fence);
}

/** What starts the task: leaving the start, or arriving at a start that is also the first pickup. */
export type AutoStartTrigger = 'LEAVE_START' | 'ARRIVE_AT_START';

export function autoStartTrigger(route: AutoStartRoute): AutoStartTrigger {
  return isStartAndFirstStopSame(route) ? 'ARRIVE_AT_START' : 'LEAVE_START';
}

/** The last decided zone of the vehicle around the start; null before any decided fix. */
export type StartZone = Exclude<GeofenceZone, 'EDGE'> | null;

export interface AutoStartStep {
  startZone: StartZone;
  /** This fix starts the task. */
  starts: boolean;
}

/**
 * One fix of the task's vehicle. The start needs a seen change of zone: a truck first seen outside
 * has not left (it may never have been there), a truck first seen inside has not arrived (it may
 * have slept in the garage). A fix on the edge decides nothing. Overlapping fences never start.
 */
export function autoStartStep(route: AutoStartRoute, previous: StartZone, fix: GeoPoint): AutoStartStep {
  const zone = zoneOf(route.start, fix);
  if (zone === 'EDGE') return { startZone: previous, starts: false };
  const changed =
    autoStartTrigger(route) === 'LEAVE_START'
      ? previous === 'INSIDE' && zone === 'OUTSIDE'
      : previous === 'OUTSIDE' && zone === 'INSIDE';
  return { startZone: zone, starts: changed && !isGeofenceOverlap(route) };
}

export interface AutoStartCandidate {
  id: string;
  number: string;
  expectedDepartureOn: Date | null;
}

/**
 * A vehicle may carry several Dijadwalkan tasks with the automation on (today's and tomorrow's, or a
 * forgotten one of last week). Only the one planned closest to the fix is watched, so leaving the
 * garage this morning neither starts tomorrow's task nor flags it with a conflict.
 */
export function chooseAutoStartTask<T extends AutoStartCandidate>(tasks: readonly T[], at: Date): T | null {
  const distance = (task: T) =>
    task.expectedDepartureOn === null
      ? Number.POSITIVE_INFINITY
      : Math.abs(task.expectedDepartureOn.getTime() - at.getTime());
  const sorted = [...tasks].sort(
    (a, b) =>
      distance(a) - distance(b) ||
      (a.expectedDepartureOn?.getTime() ?? 0) - (b.expectedDepartureOn?.getTime() ?? 0) ||
      a.number.localeCompare(b.number),
  );
  return sorted[0] ?? null;
}

/** Section 8's codes; both together are stored as the two codes joined by a comma. */
export const DRIVER_CONFLICT = 'DRIVER_CONFLICT';
export const VEHICLE_CONFLICT = 'VEHICLE_CONFLICT';
export const DRIVER_AND_VEHICLE_CONFLICT = `${DRIVER_CONFLICT},${VEHICLE_CONFLICT}`;

export type AutoStartFailedReason =
  | typeof DRIVER_CONFLICT
  | typeof VEHICLE_CONFLICT
  | typeof DRIVER_AND_VEHICLE_CONFLICT;

export function autoStartFailedReason(busy: {
  driver: boolean;
  vehicle: boolean;
}): AutoStartFailedReason | null {
  if (busy.driver && busy.vehicle) return DRIVER_AND_VEHICLE_CONFLICT;
  if (busy.driver) return DRIVER_CONFLICT;
  return busy.vehicle ? VEHICLE_CONFLICT : null;
}

/** The reason of a refused start, from the transition's resource check; null for other refusals. */
export function autoStartFailedReasonOfError(code: ErrorCode): AutoStartFailedReason | null {
  switch (code) {
    case 'invalid/driver-already-used':
      return DRIVER_CONFLICT;
    case 'invalid/vehicle-already-used':
      return VEHICLE_CONFLICT;
    case 'invalid/vehicle-and-driver-already-used':
      return DRIVER_AND_VEHICLE_CONFLICT;
    default:
      return null;
  }
}

/** Section 8's words for each reason: what the page's banners say, and the history of the failed start. */
export const AUTO_START_FAILED_MESSAGES: Readonly<Record<AutoStartFailedReason, string>> = {
  [DRIVER_CONFLICT]: 'Pengemudi sedang menjalankan penugasan lain',
  [VEHICLE_CONFLICT]: 'Kendaraan telah terpakai pada pengiriman lain',
  [DRIVER_AND_VEHICLE_CONFLICT]: 'Kendaraan dan Pengemudi telah terpakai pada pengiriman lain',
};
