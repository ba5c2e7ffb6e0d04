/**
 * A sequence point's service time ('Durasi Bongkar/Muat'). The API carries it as an ISO 8601 duration
 * "from start of day" (fleet-task-planning.md section 7) and the editor is a 24h time picker without
 * seconds (sections 2 and 5), so the only accepted shape is hours and minutes, up to 23h59m.
 * Inside the domain it is a whole number of seconds, so that schedules can add it to times directly.
 */

import { DomainError } from '../errors';

/** The largest value the time picker can show: 23 'Jam' 59 'Menit'. */
export const MAX_SERVICE_TIME_SECONDS = 23 * 3600 + 59 * 60;

const SERVICE_TIME_FIELD = 'service_time';

/**
 * Only the time part of an ISO duration, with integer hours, minutes and seconds in that order.
 * Years, months, weeks and days do not match: the picker has no such unit, so they are a format
 * error rather than something to convert.
 */
const ISO_TIME_DURATION = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/;

function invalidFormat(): DomainError {
  return new DomainError('invalid/invalid-fields', {
    fields: [{ field: SERVICE_TIME_FIELD, code: 'invalid-format' }],
  });
}

function tooBig(): DomainError {
  return new DomainError('invalid/invalid-fields', {
    fields: [{ field: SERVICE_TIME_FIELD, code: 'too-big', params: { max: '23:59' } }],
  });
}

/**
 * 'PT1H30M' -> 5400. Minutes above 59 are normalised ('PT90M' is 5400) because ISO allows them.
 * A seconds part is refused unless it is zero: 'PT0S' is how many serialisers (PostgreSQL's
 * iso_8601 interval style, java.time) write an empty duration, and it carries no seconds the
 * picker could lose. Throws DomainError('invalid/invalid-fields') on field 'service_time' with
 * 'invalid-format' (shape, negative, days, seconds) or 'too-big' (above 23h59m).
 */
export function parseServiceDuration(value: string): number {
  const match = typeof value === 'string' ? ISO_TIME_DURATION.exec(value) : null;
  if (!match) throw invalidFormat();
  const [, hours, minutes, seconds] = match;
  // 'PT' alone matches the pattern but names no duration at all.
  if (hours === undefined && minutes === undefined && seconds === undefined) throw invalidFormat();
  if (seconds !== undefined && Number(seconds) !== 0) throw invalidFormat();
  const total = Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60;
  if (total > MAX_SERVICE_TIME_SECONDS) throw tooBig();
  return total;
}

/** Stored values come from parseServiceDuration; anything else is a bug, not user input. */
function assertServiceSeconds(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_SERVICE_TIME_SECONDS || seconds % 60 !== 0) {
    throw new RangeError(`Service time must be whole minutes from 0 to 23h59m, got ${seconds} s`);
  }
}

/** 5400 -> 'PT1H30M', 3600 -> 'PT1H', 0 -> 'PT0M'. The inverse of parseServiceDuration. */
export function formatServiceDuration(seconds: number): string {
  const { hours, minutes } = serviceDurationParts(seconds);
  if (hours === 0) return `PT${minutes}M`;
  return minutes === 0 ? `PT${hours}H` : `PT${hours}H${minutes}M`;
}

/** The 'Jam' and 'Menit' the sequence shows and the time picker edits. */
export function serviceDurationParts(seconds: number): { hours: number; minutes: number } {
  assertServiceSeconds(seconds);
  return { hours: Math.floor(seconds / 3600), minutes: (seconds % 3600) / 60 };
}
