import { describe, expect, it } from 'vitest';
import { ruleApplies } from './conditions';
import { isWithinSchedule, minutesOfDay } from './schedule';
import { buildContext, buildRule, firedAt, fix, JAKARTA, north, run } from './test-engine';
import type { RuleGeofence, RuleSchedule } from './types';

const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const SUNDAY = 7;
const nightMonday: RuleSchedule = { startTime: '22:00', endTime: '06:00', dayOfWeek: [MONDAY] };
const office: RuleSchedule = { startTime: '08:00', endTime: '17:00', dayOfWeek: [1, 2, 3, 4, 5] };
/** A local time in Jakarta (UTC+7) as an instant. */
const jakarta = (local: string) => new Date(`${local}+07:00`);

describe('isWithinSchedule', () => {
  it.each([
    ['Tuesday 02:00 in a Monday 22:00-06:00 window', nightMonday, '2026-03-03T02:00', true],
    ['Monday 02:00 (the night that began on Sunday)', nightMonday, '2026-03-02T02:00', false],
    ['Monday 22:00, the start', nightMonday, '2026-03-02T22:00', true],
    ['Monday 21:59', nightMonday, '2026-03-02T21:59', false],
    ['Tuesday 05:59', nightMonday, '2026-03-03T05:59', true],
    ['Tuesday 06:00, the end', nightMonday, '2026-03-03T06:00', false],
    ['Tuesday 22:30 (Tuesday is not listed)', nightMonday, '2026-03-03T22:30', false],
    ['Monday 08:00 in office hours', office, '2026-03-02T08:00', true],
    ['Friday 16:59', office, '2026-03-06T16:59', true],
    ['Friday 17:00', office, '2026-03-06T17:00', false],
    ['Saturday 10:00', office, '2026-03-07T10:00', false],
    ['Monday 07:59', office, '2026-03-02T07:59', false],
  ])('%s: %s', (_name, schedule, local, expected) => {
    expect(isWithinSchedule(schedule, jakarta(local), 'Asia/Jakarta')).toBe(expected);
  });

  it('a Sunday night window covers Monday 02:00', () => {
    const sunday = { ...nightMonday, dayOfWeek: [SUNDAY] };
    expect(isWithinSchedule(sunday, jakarta('2026-03-02T02:00'), 'Asia/Jakarta')).toBe(true);
  });

  it.each([
    ['Wednesday 00:00', '2026-03-04T00:00', true],
    ['Wednesday 23:59', '2026-03-04T23:59', true],
    ['Thursday 00:00', '2026-03-05T00:00', false],
  ])('an end equal to the start is the whole day: %s is %s', (_name, local, expected) => {
    const wholeWednesday = { startTime: '00:00', endTime: '00:00', dayOfWeek: [WEDNESDAY] };
    expect(isWithinSchedule(wholeWednesday, jakarta(local), 'Asia/Jakarta')).toBe(expected);
  });

  it('a schedule naming no day limits the hours only', () => {
    const hours = { ...office, dayOfWeek: [] };
    expect(isWithinSchedule(hours, jakarta('2026-03-07T10:00'), 'Asia/Jakarta')).toBe(true);
    expect(isWithinSchedule(hours, jakarta('2026-03-07T18:00'), 'Asia/Jakarta')).toBe(false);
  });

  it('a time that is not a time of day matches nothing', () => {
    expect(minutesOfDay('25:00')).toBeNull();
    expect(
      isWithinSchedule({ ...office, startTime: 'eight' }, jakarta('2026-03-02T10:00'), 'Asia/Jakarta'),
    ).toBe(false);
  });

  describe('the same instant in Asia/Jayapura (UTC+9) and Asia/Jakarta (UTC+7)', () => {
    // Monday 22:30 in Jakarta is Tuesday 00:30 in Jayapura.
    const instant = new Date('2026-03-02T15:30:00Z');
    it.each([
      ['Monday 22:00-23:59', { startTime: '22:00', endTime: '23:59', dayOfWeek: [MONDAY] }, true, false],
      ['Tuesday 00:00-06:00', { startTime: '00:00', endTime: '06:00', dayOfWeek: [TUESDAY] }, false, true],
      ['Monday 22:00-06:00', nightMonday, true, true],
    ])('%s: Jakarta %s, Jayapura %s', (_name, schedule, inJakarta, inJayapura) => {
      expect(isWithinSchedule(schedule, instant, 'Asia/Jakarta')).toBe(inJakarta);
      expect(isWithinSchedule(schedule, instant, 'Asia/Jayapura')).toBe(inJayapura);
    });
  });
});

describe('conditions narrowing a rule', () => {
  const depot: RuleGeofence = { type: 'CIRCLE', ...JAKARTA, radiusM: 500 };
  const inside = JAKARTA;
  const outside = north(800);

  it.each([
    [true, inside, true],
    [true, outside, false],
    [false, inside, false],
    [false, outside, true],
  ])('isInsideGeofence %s: a fix %j counts: %s', (isInsideGeofence, point, expected) => {
    const rule = buildRule({ geofence: { isInsideGeofence, fences: [depot] } });
    expect(ruleApplies(rule, Date.now(), point, 'Asia/Jakarta')).toBe(expected);
  });

  it('enter and exit rules are not narrowed by their own fences', () => {
    const rule = buildRule({ alertCode: 3, geofence: { isInsideGeofence: true, fences: [depot] } });
    expect(ruleApplies(rule, Date.now(), outside, 'Asia/Jakarta')).toBe(true);
  });

  it('overspeed inside the depot only: speeding outside it never fires', () => {
    const rule = buildRule({ geofence: { isInsideGeofence: true, fences: [depot] } });
    const away = [0, 30, 61].map((s) => fix(s, 90, outside));
    const home = [100, 130, 161].map((s) => fix(s, 90, inside));
    expect(firedAt(run(rule, [...away, ...home]).fires)).toEqual([161]);
  });

  it('leaving the fence mid-episode ends it', () => {
    const rule = buildRule({ geofence: { isInsideGeofence: true, fences: [depot] } });
    const samples = [fix(0, 90, inside), fix(30, 90, outside), fix(61, 90, inside), fix(100, 90, inside)];
    expect(firedAt(run(rule, samples).fires)).toEqual([]);
  });

  it.each([
    ['Asia/Jakarta', [] as number[]],
    ['Asia/Jayapura', [14.5 * 3600 + 60]],
  ])(
    'a Tuesday-only overspeed rule at Monday 22:30 Jakarta time in %s fires at %j s',
    (timeZone, expected) => {
      // T0 is Monday 08:00 in Jakarta; 14.5 hours later is 22:30 there and Tuesday 00:30 in Jayapura.
      const rule = buildRule({ schedule: { startTime: '00:00', endTime: '06:00', dayOfWeek: [TUESDAY] } });
      const start = 14.5 * 3600;
      const samples = [fix(start, 90), fix(start + 30, 90), fix(start + 60, 90)];
      expect(firedAt(run(rule, samples, buildContext({ timeZone })).fires)).toEqual(expected);
    },
  );
});
