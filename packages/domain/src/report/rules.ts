import type { Scope } from '../scopes';

/**
 * The operations rules the dashboard and the reports count by (issue 26 items 10 and 11). The server's
 * SQL and the lists' filters take their numbers from here, so a count and its list agree.
 */

/** A departure or an arrival more than this many minutes after its plan is late. */
export const LATE_TOLERANCE_MINUTES = 15;

/** A vehicle whose last position is older than this many minutes has no recent position. */
export const POSITION_FRESH_MINUTES = 60;

/** Whether a fix at `fixOn` is a recent position at `now` (`has_recent_position` of the vehicle list). */
export function isRecentPosition(fixOn: Date | null, now: Date): boolean {
  return fixOn !== null && fixOn.getTime() >= now.getTime() - POSITION_FRESH_MINUTES * 60_000;
}

/**
 * Whether new positions take a vehicle out of 'no position in the last hour': its newest fix before
 * was not recent (or there was none) and the newest new one is. Only this changes the dashboard's
 * count through a position (the count grows by the clock alone), so the live socket announces this
 * and not every fix: positions arrive every few seconds, this at most once per vehicle an hour.
 */
export function regainsRecentPosition(previous: Date | null, newest: Date, now: Date): boolean {
  return !isRecentPosition(previous, now) && isRecentPosition(newest, now);
}

/**
 * What the dashboard's operations counts need: the page itself and the scopes of the lists each count
 * opens (fleet tasks, delivery orders, vehicles). The endpoint, the page and nobody else spell them.
 */
export const OPERATIONS_DASHBOARD_SCOPES = [
  'dashboard:read',
  'fleet-task:read',
  'delivery-order:read',
  'master-data:read',
] as const satisfies readonly Scope[];

/** Longest report range: a year, so a report stays one screen of days and one quick query. */
export const MAX_REPORT_DAYS = 366;

/**
 * Whether a departure is late: it left more than the tolerance after the plan, or it has not left and
 * the tolerance has passed. A task without a planned departure is never late.
 */
export function isDepartureLate(
  expected: Date | null,
  actual: Date | null,
  now: Date,
  toleranceMinutes = LATE_TOLERANCE_MINUTES,
): boolean {
  if (expected === null) return false;
  const limit = expected.getTime() + toleranceMinutes * 60_000;
  return (actual ?? now).getTime() > limit;
}

/** Whether an arrival was on time: at most the tolerance after the estimate. */
export function isArrivalOnTime(estimated: Date, actual: Date, toleranceMinutes = LATE_TOLERANCE_MINUTES) {
  return actual.getTime() <= estimated.getTime() + toleranceMinutes * 60_000;
}

/** A share in percent with one decimal, null when nothing was counted (no 0 % for an empty day). */
export function ratePercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Days between two calendar dates (YYYY-MM-DD), both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
