/**
 * The times of a fleet task's sequence (fleet-task-planning.md section 2, 'Sequence'): per point the
 * estimated arrival and departure, and the distance to the next point.
 *
 * The model, by position in the sequence (the first point is always START and the last always END,
 * since the sequence adds those placeholders when they are missing):
 * - START: arrival = departure = the task's expected departure. The truck is already at its garage, so
 *   its service time is not applied; loading happens at the pickup points.
 * - Every later point: arrival = previous departure + the leg's driving time.
 * - A point between START and END: departure = arrival + its service time.
 * - END: departure = arrival. The trip ends there; a stay at the garage delays nothing.
 * Without an expected departure there are no times (the spec shows a notice instead), but the
 * distances are still known.
 *
 * Once the task has started (issue 26 item 5), what happened replaces the plan: the trip counts from
 * the actual departure, and a completed stop's departure is its actual time (its last completion),
 * from which the next stops count. A late start or a late stop moves every estimate after it; before
 * the start the schedule is the plan alone.
 */

import type { RouteLeg } from './leg-estimate';

export interface SchedulePointInput<Id> {
  id: Id;
  serviceTimeSeconds: number;
  /** When the stop was finished (its last activity completed); null or absent while it is not. */
  completedOn?: Date | null;
}

export interface ScheduleInput<Id> {
  departureOn: Date | null;
  /** The actual departure of a started task; null or absent before the start (the plan applies). */
  actualDepartureOn?: Date | null;
  points: readonly SchedulePointInput<Id>[];
  /** legs[i] goes from points[i] to points[i + 1]: one fewer than the points. */
  legs: readonly RouteLeg[];
}

export interface ScheduledPoint<Id> {
  id: Id;
  estimated_arrival_on: Date | null;
  estimated_departure_on: Date | null;
  /** Null at the last point, which has no next point. */
  distance_to_next_meters: number | null;
}

const isNonNegative = (value: number) => Number.isFinite(value) && value >= 0;

/** The caller builds legs from the same points; a mismatch is a bug, so it throws rather than guesses. */
function assertScheduleInput<Id>({ departureOn, actualDepartureOn, points, legs }: ScheduleInput<Id>): void {
  const expectedLegs = Math.max(points.length - 1, 0);
  if (legs.length !== expectedLegs) {
    throw new RangeError(
      `A schedule of ${points.length} points needs ${expectedLegs} legs, got ${legs.length}`,
    );
  }
  if (departureOn !== null && Number.isNaN(departureOn.getTime())) {
    throw new RangeError('The departure time is not a valid date');
  }
  if (actualDepartureOn && Number.isNaN(actualDepartureOn.getTime())) {
    throw new RangeError('The actual departure time is not a valid date');
  }
  if (!legs.every((leg) => isNonNegative(leg.distanceMeters) && isNonNegative(leg.durationSeconds))) {
    throw new RangeError('Leg distances and durations must be finite and not negative');
  }
  if (!points.every((point) => isNonNegative(point.serviceTimeSeconds))) {
    throw new RangeError('Service times must be finite and not negative');
  }
}

/**
 * Pure and deterministic: the same input gives the same times. Leg durations are rounded to whole
 * seconds so that times never carry stray milliseconds from a routing server's fractional seconds.
 */
export function computeSchedule<Id>(input: ScheduleInput<Id>): ScheduledPoint<Id>[] {
  assertScheduleInput(input);
  const { departureOn, points, legs } = input;
  const started = input.actualDepartureOn ?? null;
  const lastIndex = points.length - 1;
  // Without a planned departure the plan has no times, even if the trip started (required fields
  // first, as the spec's notice says).
  let previousDepartureMs = departureOn === null ? null : (started ?? departureOn).getTime();

  return points.map((point, index) => {
    const distance_to_next_meters = legs[index]?.distanceMeters ?? null;
    if (previousDepartureMs === null) {
      return {
        id: point.id,
        estimated_arrival_on: null,
        estimated_departure_on: null,
        distance_to_next_meters,
      };
    }
    const legIn = legs[index - 1];
    const arrivalMs = legIn
      ? previousDepartureMs + Math.round(legIn.durationSeconds) * 1000
      : previousDepartureMs;
    const staysForService = index > 0 && index < lastIndex;
    const doneMs = started !== null && index > 0 ? (point.completedOn?.getTime() ?? null) : null;
    if (doneMs !== null) {
      // A stop finished earlier than its estimate was reached no later than it was finished.
      previousDepartureMs = doneMs;
      return {
        id: point.id,
        estimated_arrival_on: new Date(Math.min(arrivalMs, doneMs)),
        estimated_departure_on: new Date(doneMs),
        distance_to_next_meters,
      };
    }
    const departureMs = arrivalMs + (staysForService ? point.serviceTimeSeconds * 1000 : 0);
    previousDepartureMs = departureMs;
    return {
      id: point.id,
      estimated_arrival_on: new Date(arrivalMs),
      estimated_departure_on: new Date(departureMs),
      distance_to_next_meters,
    };
  });
}

export interface StopActivityProgress {
  status: string;
  completed_on: Date | null;
}

/**
 * When a stop was finished, for the schedule's `completedOn`: the last completion of its activities
 * once every one is COMPLETED; null while one is not, or for a stop with nothing to do (its orders
 * may still come).
 */
export function stopCompletedOn(activities: readonly StopActivityProgress[]): Date | null {
  if (activities.length === 0) return null;
  let last: number | null = null;
  for (const activity of activities) {
    if (activity.status !== 'COMPLETED' || activity.completed_on === null) return null;
    last = Math.max(last ?? 0, activity.completed_on.getTime());
  }
  return last === null ? null : new Date(last);
}
