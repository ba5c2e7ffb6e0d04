import { describe, expect, it } from 'vitest';
import { GEOFENCE_EXIT_MARGIN_M } from './geofence';
import {
  gpsCompletionNote,
  gpsCompletionOrder,
  MIN_STOP_DWELL_MS,
  type PointActivity,
  stopVisitStep,
} from './stop-visits';

const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
const SITE = { latitude: -6.3, longitude: 107.1 };
const north = (meters: number) => ({
  latitude: SITE.latitude + meters / METERS_PER_DEGREE,
  longitude: 107.1,
});
const STOPS = [
  { pointId: 'p1', fence: { ...SITE, radiusM: 200 } },
  { pointId: 'p2', fence: { ...north(10_000), radiusM: 200 } },
];
const T0 = new Date('2026-11-22T02:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('stopVisitStep', () => {
  it('records the arrival when the vehicle enters a fence', () => {
    expect(stopVisitStep(STOPS, {}, north(20), T0)).toEqual({
      arrivals: { p1: T0.toISOString() },
      departures: [],
      changed: true,
    });
  });

  it('changes nothing while the vehicle stays inside or wanders on the edge', () => {
    const arrivals = { p1: T0.toISOString() };
    for (const meters of [50, 200 + GEOFENCE_EXIT_MARGIN_M / 2]) {
      expect(stopVisitStep(STOPS, arrivals, north(meters), later(30_000))).toEqual({
        arrivals,
        departures: [],
        changed: false,
      });
    }
  });

  it('ends a visit long enough with a departure at the fix time', () => {
    const step = stopVisitStep(STOPS, { p1: T0.toISOString() }, north(2_000), later(MIN_STOP_DWELL_MS));
    expect(step.departures).toEqual([{ pointId: 'p1', arrivedOn: T0, departedOn: later(MIN_STOP_DWELL_MS) }]);
    expect(step.arrivals).toEqual({});
    expect(step.changed).toBe(true);
  });

  it('forgets a drive-by shorter than the minimum stop without a departure', () => {
    const step = stopVisitStep(STOPS, { p1: T0.toISOString() }, north(2_000), later(MIN_STOP_DWELL_MS - 1));
    expect(step).toEqual({ arrivals: {}, departures: [], changed: true });
  });

  it('does nothing outside every fence without an arrival', () => {
    expect(stopVisitStep(STOPS, {}, north(5_000), T0)).toEqual({
      arrivals: {},
      departures: [],
      changed: false,
    });
  });

  it('forgets the arrival at a stop that is no longer open', () => {
    const step = stopVisitStep([STOPS[1]!], { p1: T0.toISOString() }, north(20), later(1_000));
    expect(step).toEqual({ arrivals: {}, departures: [], changed: true });
  });
});

const activity = (
  id: string,
  type: 'PICKUP' | 'DROP',
  orderId: string,
  position: number,
  transitLeg: number | null = null,
): PointActivity => ({ id, type, orderId, position, transitLeg });

describe('gpsCompletionOrder', () => {
  it.each<[string, PointActivity[], string[]]>([
    [
      'pickups before drops, each in the point order',
      [
        activity('drop-b', 'DROP', 'B', 0),
        activity('pick-c', 'PICKUP', 'C', 1),
        activity('drop-a', 'DROP', 'A', 2),
        activity('pick-d', 'PICKUP', 'D', 3),
      ],
      ['pick-c', 'pick-d', 'drop-b', 'drop-a'],
    ],
    [
      'a drop after its pickup at the same point',
      [activity('drop-a', 'DROP', 'A', 0), activity('pick-a', 'PICKUP', 'A', 1)],
      ['pick-a', 'drop-a'],
    ],
    [
      "a transit leg's pickup after the previous leg's drop at the transit point",
      [
        activity('pick-t1', 'PICKUP', 'T', 0, 1),
        activity('pick-b', 'PICKUP', 'B', 1),
        activity('drop-t0', 'DROP', 'T', 2, 0),
      ],
      ['pick-b', 'drop-t0', 'pick-t1'],
    ],
    ['nothing to do', [], []],
  ])('%s', (_label, activities, expected) => {
    expect(gpsCompletionOrder(activities).map((row) => row.id)).toEqual(expected);
  });
});

describe('gpsCompletionNote', () => {
  it('says when the vehicle arrived and left, in the company time zone', () => {
    const visit = { pointId: 'p1', arrivedOn: T0, departedOn: later(45 * 60_000) };
    expect(gpsCompletionNote('GPS Kendaraan', visit, 'Asia/Jakarta')).toBe(
      'Diselesaikan otomatis oleh GPS Kendaraan: tiba 09:00, berangkat 09:45.',
    );
  });
});
