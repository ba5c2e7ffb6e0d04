import type { ActivityType, AutocompleteSource } from '../fleet-task-status';
import { formatTime } from '../format';
import type { Geofence, GeoPoint } from './geofence';
import { zoneOf } from './geofence';

/**
 * DO status by GPS (fleet-task-planning.md section 2, 'Perubahan Status DO'): with autocomplete on,
 * a visit of a point's geofence (an arrival, then a departure) completes that point's activities,
 * in the order below, through the same completion rules as the manual form, at the departure's time.
 */

/**
 * A visit shorter than this is a drive-by: a truck passing a customer's gate on the main road. A
 * real stop to load or unload takes far longer (the service times of the demo are 30 minutes and up).
 */
export const MIN_STOP_DWELL_MS = 60_000;

export interface StopFence {
  pointId: string;
  fence: Geofence;
}

/** Point id to the time (ISO) the vehicle arrived at it and has not left since. */
export type StopArrivals = Readonly<Record<string, string>>;

export interface StopDeparture {
  pointId: string;
  arrivedOn: Date;
  departedOn: Date;
}

export interface StopVisitStep {
  arrivals: StopArrivals;
  /** Visits that ended with this fix and lasted long enough to complete the point. */
  departures: StopDeparture[];
  changed: boolean;
}

/**
 * One fix against the stops that still have open activities: entering a fence records the arrival,
 * leaving it (beyond the exit margin) ends the visit; the edge changes nothing. An arrival kept for a
 * stop no longer open (completed by hand meanwhile) is forgotten.
 */
export function stopVisitStep(
  stops: readonly StopFence[],
  previous: StopArrivals,
  fix: GeoPoint,
  at: Date,
): StopVisitStep {
  const arrivals: Record<string, string> = {};
  const departures: StopDeparture[] = [];
  let changed = Object.keys(previous).some((pointId) => !stops.some((stop) => stop.pointId === pointId));
  for (const stop of stops) {
    const arrivedOn = previous[stop.pointId];
    const zone = zoneOf(stop.fence, fix);
    if (arrivedOn === undefined) {
      if (zone === 'INSIDE') {
        arrivals[stop.pointId] = at.toISOString();
        changed = true;
      }
      continue;
    }
    if (zone !== 'OUTSIDE') {
      arrivals[stop.pointId] = arrivedOn;
      continue;
    }
    changed = true;
    const arrived = new Date(arrivedOn);
    if (at.getTime() - arrived.getTime() >= MIN_STOP_DWELL_MS) {
      departures.push({ pointId: stop.pointId, arrivedOn: arrived, departedOn: at });
    }
  }
  return { arrivals, departures, changed };
}

export interface PointActivity {
  id: string;
  type: ActivityType;
  orderId: string;
  /** Leg of a TRANSIT order (0 = origin to first transit); null for DIRECT. */
  transitLeg: number | null;
  position: number;
}

const sameLeg = (a: number | null, b: number | null) => (a ?? 0) === (b ?? 0);

/** The activity of the same point that must be completed before this one, if it is at this point. */
function prerequisite(activity: PointActivity, all: readonly PointActivity[]): PointActivity | undefined {
  if (activity.type === 'DROP') {
    return all.find(
      (other) =>
        other.type === 'PICKUP' &&
        other.orderId === activity.orderId &&
        sameLeg(other.transitLeg, activity.transitLeg),
    );
  }
  const leg = activity.transitLeg ?? 0;
  if (leg === 0) return undefined;
  return all.find(
    (other) => other.type === 'DROP' && other.orderId === activity.orderId && other.transitLeg === leg - 1,
  );
}

/**
 * The order in which a visit completes a point's open activities: pickups before drops, each in the
 * point's own order, except that an activity waits for what it depends on at the same point (a drop
 * for its pickup; a transit leg's pickup for the previous leg's drop). A drop whose pickup is
 * elsewhere and still open is left to completion's own refusal (invalid/pickup-must-be-completed).
 */
export function gpsCompletionOrder(activities: readonly PointActivity[]): PointActivity[] {
  const byPriority = [...activities].sort(
    (a, b) => (a.type === b.type ? 0 : a.type === 'PICKUP' ? -1 : 1) || a.position - b.position,
  );
  const done = new Set<string>();
  const ordered: PointActivity[] = [];
  while (ordered.length < byPriority.length) {
    const next = byPriority.find((activity) => {
      if (done.has(activity.id)) return false;
      const before = prerequisite(activity, byPriority);
      return before === undefined || done.has(before.id);
    });
    // Data that loops (never built by the route rules) keeps the priority order rather than stalling.
    const chosen = next ?? byPriority.find((activity) => !done.has(activity.id));
    if (!chosen) break;
    done.add(chosen.id);
    ordered.push(chosen);
  }
  return ordered;
}

/**
 * Who completes by GPS (completed_by stays null): the system, named after the source the task follows,
 * and how the completion is recorded (`completion_source`).
 */
export const GPS_COMPLETION_ACTORS: Readonly<Record<AutocompleteSource, { name: string; source: string }>> = {
  'GPS Kendaraan': { name: 'Sistem (GPS Kendaraan)', source: 'gps' },
  'Smart Driver': { name: 'Sistem (Smart Driver)', source: 'smart-driver' },
};

/** The proof's note of a GPS completion: when the vehicle arrived and left, in the company's time. */
export function gpsCompletionNote(
  source: AutocompleteSource,
  visit: StopDeparture,
  timeZone: string,
): string {
  const arrived = formatTime(visit.arrivedOn, timeZone);
  const departed = formatTime(visit.departedOn, timeZone);
  return `Diselesaikan otomatis oleh ${source}: tiba ${arrived}, berangkat ${departed}.`;
}
