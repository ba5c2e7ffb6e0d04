import { describe, expect, it } from 'vitest';
import {
  type AutoStartRoute,
  autoStartFailedReason,
  autoStartFailedReasonOfError,
  autoStartStep,
  autoStartTrigger,
  chooseAutoStartTask,
  isGeofenceOverlap,
  isStartAndFirstStopSame,
  type StartZone,
} from './auto-start';

const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
const GARAGE = { latitude: -6.2, longitude: 106.8 };
const north = (meters: number) => ({
  latitude: GARAGE.latitude + meters / METERS_PER_DEGREE,
  longitude: 106.8,
});
const fence = (meters: number, radiusM = 200) => ({ ...north(meters), radiusM });

const route = (firstStop: AutoStartRoute['firstStop']): AutoStartRoute => ({
  startAddressId: 1,
  start: fence(0),
  firstStop,
});
const FAR_FIRST_STOP = route({ addressId: 2, fence: fence(20_000) });
const SAME_PLACE = route({ addressId: 1, fence: fence(0) });
const OVERLAPPING = route({ addressId: 3, fence: fence(300) });

describe('the shape of the route', () => {
  it.each([
    ['a far first stop', FAR_FIRST_STOP, false, false, 'LEAVE_START'],
    ['the start as first stop', SAME_PLACE, true, false, 'ARRIVE_AT_START'],
    ['a first stop 300 m away (200 m fences)', OVERLAPPING, false, true, 'LEAVE_START'],
    ['no stop at all', route(null), false, false, 'LEAVE_START'],
  ])('%s: same place %s, overlap %s, starts on %s', (_label, shape, same, overlap, trigger) => {
    expect(isStartAndFirstStopSame(shape)).toBe(same);
    expect(isGeofenceOverlap(shape)).toBe(overlap);
    expect(autoStartTrigger(shape)).toBe(trigger);
  });

  it('two different addresses at the same coordinates overlap (they are not the same place)', () => {
    expect(isGeofenceOverlap(route({ addressId: 9, fence: fence(0) }))).toBe(true);
  });
});

describe('autoStartStep', () => {
  const INSIDE = north(50);
  const EDGE = north(215);
  const OUTSIDE = north(1_000);
  it.each<[string, AutoStartRoute, StartZone, { latitude: number; longitude: number }, StartZone, boolean]>([
    ['leaving the start', FAR_FIRST_STOP, 'INSIDE', OUTSIDE, 'OUTSIDE', true],
    ['staying in the garage', FAR_FIRST_STOP, 'INSIDE', INSIDE, 'INSIDE', false],
    ['a first fix outside (never seen at the start)', FAR_FIRST_STOP, null, OUTSIDE, 'OUTSIDE', false],
    ['a first fix inside', FAR_FIRST_STOP, null, INSIDE, 'INSIDE', false],
    ['coming back to the start', FAR_FIRST_STOP, 'OUTSIDE', INSIDE, 'INSIDE', false],
    ['wandering on the edge', FAR_FIRST_STOP, 'INSIDE', EDGE, 'INSIDE', false],
    ['arriving at a start that is the first pickup', SAME_PLACE, 'OUTSIDE', INSIDE, 'INSIDE', true],
    ['first seen inside a start that is the first pickup', SAME_PLACE, null, INSIDE, 'INSIDE', false],
    ['leaving a start that is the first pickup', SAME_PLACE, 'INSIDE', OUTSIDE, 'OUTSIDE', false],
    ['leaving the start of overlapping fences', OVERLAPPING, 'INSIDE', north(5_000), 'OUTSIDE', false],
  ])('%s', (_label, shape, previous, fix, zone, starts) => {
    expect(autoStartStep(shape, previous, fix)).toEqual({ startZone: zone, starts });
  });
});

describe('chooseAutoStartTask', () => {
  const at = new Date('2026-11-22T01:00:00Z');
  const task = (number: string, departure: string | null) => ({
    id: number,
    number,
    expectedDepartureOn: departure === null ? null : new Date(departure),
  });
  it.each([
    ['the only one', [task('FO-1', '2026-11-22T03:00:00Z')], 'FO-1'],
    [
      "today's, not tomorrow's",
      [task('FO-2', '2026-11-23T01:00:00Z'), task('FO-1', '2026-11-22T02:00:00Z')],
      'FO-1',
    ],
    [
      "today's, not a forgotten one of last week",
      [task('FO-1', '2026-11-15T01:00:00Z'), task('FO-2', '2026-11-22T00:30:00Z')],
      'FO-2',
    ],
    [
      'the earlier of two equally close',
      [task('FO-2', '2026-11-22T02:00:00Z'), task('FO-1', '2026-11-22T00:00:00Z')],
      'FO-1',
    ],
    [
      'one with a departure before one without',
      [task('FO-1', null), task('FO-2', '2026-12-01T00:00:00Z')],
      'FO-2',
    ],
  ])('watches %s', (_label, tasks, expected) => {
    expect(chooseAutoStartTask(tasks, at)?.number).toBe(expected);
  });

  it('watches nothing without tasks', () => {
    expect(chooseAutoStartTask([], at)).toBeNull();
  });
});

describe('auto_start_failed_reason', () => {
  it.each([
    [{ driver: true, vehicle: false }, 'DRIVER_CONFLICT'],
    [{ driver: false, vehicle: true }, 'VEHICLE_CONFLICT'],
    [{ driver: true, vehicle: true }, 'DRIVER_CONFLICT,VEHICLE_CONFLICT'],
    [{ driver: false, vehicle: false }, null],
  ])('%o gives %s', (busy, reason) => {
    expect(autoStartFailedReason(busy)).toBe(reason);
  });

  it.each([
    ['invalid/driver-already-used', 'DRIVER_CONFLICT'],
    ['invalid/vehicle-already-used', 'VEHICLE_CONFLICT'],
    ['invalid/vehicle-and-driver-already-used', 'DRIVER_CONFLICT,VEHICLE_CONFLICT'],
    ['invalid/vehicle-invalid-value', null],
    ['invalid/invalid-fields', null],
  ] as const)('the transition refusal %s gives %s', (code, reason) => {
    expect(autoStartFailedReasonOfError(code)).toBe(reason);
  });
});
