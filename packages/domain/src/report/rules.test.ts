import { describe, expect, it } from 'vitest';
import { dashboardFilters, todayRange } from './dashboard-filters';
import {
  daysInRange,
  isArrivalOnTime,
  isDepartureLate,
  isRecentPosition,
  ratePercent,
  regainsRecentPosition,
} from './rules';
import { reportRangeQuerySchema } from './schemas';

const at = (iso: string) => new Date(iso);
const PLAN = at('2026-11-01T08:00:00+07:00');

describe('isDepartureLate', () => {
  it.each([
    ['left 15 minutes after the plan', at('2026-11-01T08:15:00+07:00'), PLAN, false],
    ['left 15 minutes and one second after', at('2026-11-01T08:15:01+07:00'), PLAN, true],
    ['not left, 10 minutes past the plan', null, at('2026-11-01T08:10:00+07:00'), false],
    ['not left, 16 minutes past the plan', null, at('2026-11-01T08:16:00+07:00'), true],
  ])('%s', (_name, actual, now, late) => {
    expect(isDepartureLate(PLAN, actual, now)).toBe(late);
  });

  it('never calls a task without a planned departure late', () => {
    expect(isDepartureLate(null, null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('regainsRecentPosition', () => {
  const NOW = at('2026-11-01T10:00:00+07:00');
  const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

  it('counts a fix of exactly an hour ago as recent, one a second older as not', () => {
    expect(isRecentPosition(minutesAgo(60), NOW)).toBe(true);
    expect(isRecentPosition(new Date(minutesAgo(60).getTime() - 1_000), NOW)).toBe(false);
    expect(isRecentPosition(null, NOW)).toBe(false);
  });

  it.each([
    ['first position ever', null, minutesAgo(0), true],
    ['back after 61 minutes of silence', minutesAgo(61), minutesAgo(0), true],
    ['the next fix of a reporting vehicle', minutesAgo(1), minutesAgo(0), false],
    ['a late fix that is itself over an hour old', minutesAgo(120), minutesAgo(90), false],
  ])('%s: %s', (_name, previous, newest, expected) => {
    expect(regainsRecentPosition(previous, newest, NOW)).toBe(expected);
  });
});

describe('isArrivalOnTime and ratePercent', () => {
  it('allows 15 minutes after the estimate', () => {
    expect(isArrivalOnTime(PLAN, at('2026-11-01T08:15:00+07:00'))).toBe(true);
    expect(isArrivalOnTime(PLAN, at('2026-11-01T08:16:00+07:00'))).toBe(false);
  });

  it('gives one decimal, and no rate when nothing was counted', () => {
    expect(ratePercent(2, 3)).toBe(66.7);
    expect(ratePercent(0, 0)).toBeNull();
  });
});

describe('report range', () => {
  it('counts both ends', () => {
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
  });

  it('refuses a range that ends before it starts or lasts more than 366 days', () => {
    expect(reportRangeQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
    expect(reportRangeQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' }).success).toBe(false);
    expect(reportRangeQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-01' }).success).toBe(true);
  });
});

describe('todayRange', () => {
  it("is the company's calendar day, not UTC's", () => {
    // 20:00 UTC on 1 Nov is 03:00 on 2 Nov in Jakarta.
    expect(todayRange(at('2026-11-01T20:00:00Z'), 'Asia/Jakarta')).toEqual({
      date: '2026-11-02',
      start: '2026-11-02T00:00:00.000+07:00',
      end: '2026-11-03T00:00:00.000+07:00',
    });
  });

  it('gives the late filter the same day as the status filters', () => {
    const today = todayRange(at('2026-11-01T20:00:00Z'), 'Asia/Jakarta');
    expect(dashboardFilters.lateDepartures(today).slice(1)).toEqual(
      dashboardFilters.todayTasks(today, 'SCHEDULED').slice(1),
    );
  });
});
