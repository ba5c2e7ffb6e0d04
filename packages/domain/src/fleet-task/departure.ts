import { DomainError } from '../errors';
import type { FleetTaskStatus } from '../fleet-task-status';
import { DEFAULT_TIME_ZONE, inZone } from '../format';

const HALF_HOUR_MS = 30 * 60 * 1000;

/**
 * Where the departure picker opens (issue 26 item 4): the next full half hour of the company's
 * clock, so 09:10 opens at 09:30 and 09:30 at 10:00. Half hours are counted in the company's zone,
 * which matters for zones whose offset is not a whole hour.
 */
export function nextHalfHour(now: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  const local = inZone(now, timeZone);
  const offsetMs = local.utcOffset() * 60_000;
  const localMs = now.getTime() + offsetMs;
  const next = Math.floor(localMs / HALF_HOUR_MS) * HALF_HOUR_MS + HALF_HOUR_MS;
  return new Date(next - offsetMs);
}

/**
 * Scheduling ('Dijadwalkan') promises a departure: one already past is refused. Other targets pass:
 * a task that already runs, ends or is cancelled keeps its planned time whatever the clock says.
 * `now` is the clock of the request (the demo seed passes the moment it pretends to schedule at).
 */
export function departureInThePastError(
  departure: Date | string | null | undefined,
  target: FleetTaskStatus,
  now: Date,
): DomainError | null {
  if (target !== 'SCHEDULED' || departure === null || departure === undefined) return null;
  const ms = new Date(departure).getTime();
  if (Number.isNaN(ms) || ms >= now.getTime()) return null;
  return new DomainError('fleet-task/departure-in-the-past', {
    fields: [{ field: 'expected_departure_on', code: 'departure-in-the-past' }],
  });
}
