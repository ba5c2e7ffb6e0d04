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
 */

import type { RouteLeg } from './leg-estimate';

export interface SchedulePointInput<Id> {
  id: Id;
  serviceTimeSeconds: number;
}

export interface ScheduleInput<Id> {
  departureOn: Date | null;
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
function assertScheduleInput<Id>({ departureOn, points, legs }: ScheduleInput<Id>): void {
  const expectedLegs = Math.max(points.length - 1, 0);
  if (legs.length !== expectedLegs) {
    throw new RangeError(
      `A schedule of ${points.length} points needs ${expectedLegs} legs, got ${legs.length}`,
    );
  }
  if (departureOn !== null && Number.isNaN(departureOn.getTime())) {
    throw new RangeError('The departure time is not a valid date');
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
  const lastIndex = points.length - 1;
  let previousDepartureMs = departureOn === null ? null : departureOn.getTime();

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
