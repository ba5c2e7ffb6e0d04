import { describe, expect, it } from 'vitest';
import {
  distanceToRouteM,
  distanceToSegmentM,
  fencesZone,
  fenceZone,
  nearestFence,
  polygonContains,
} from './geometry';
import { JAKARTA, METERS_PER_DEGREE, north } from './test-engine';
import type { LatLng, RuleGeofence } from './types';

/** A point `east` and `northM` metres from Jakarta's reference point. */
const offset = (east: number, northM: number): LatLng => ({
  latitude: JAKARTA.latitude + northM / METERS_PER_DEGREE,
  longitude: JAKARTA.longitude + east / (METERS_PER_DEGREE * Math.cos((JAKARTA.latitude * Math.PI) / 180)),
});

/** An L-shaped yard: 400 m square with its north-east quarter cut away. */
const yard = [
  offset(0, 0),
  offset(400, 0),
  offset(400, 200),
  offset(200, 200),
  offset(200, 400),
  offset(0, 400),
];
const yardFence: RuleGeofence = { type: 'POLYGON', points: yard, geofenceId: 9, name: 'Pool Cakung' };

describe('polygonContains', () => {
  it.each([
    ['the middle of the south arm', offset(300, 100), true],
    ['the middle of the west arm', offset(100, 300), true],
    ['the cut-away corner', offset(300, 300), false],
    ['beyond the east edge', offset(450, 100), false],
    ['south of the yard', offset(100, -50), false],
    ['a vertex', offset(400, 0), true],
    ['on the inner edge', offset(300, 200), true],
  ])('%s: %s', (_name, point, expected) => {
    expect(polygonContains(yard, point)).toBe(expected);
  });

  it('a polygon of fewer than three points holds nothing', () => {
    expect(polygonContains([offset(0, 0), offset(10, 10)], offset(5, 5))).toBe(false);
  });
});

describe('fenceZone', () => {
  it.each([
    ['inside the polygon', offset(100, 100), 'INSIDE'],
    ['20 m outside its edge', offset(420, 100), 'EDGE'],
    ['40 m outside its edge', offset(440, 100), 'OUTSIDE'],
    ['20 m into the cut-away corner', offset(300, 220), 'EDGE'],
  ])('%s is %s', (_name, point, zone) => {
    expect(fenceZone(yardFence, point)).toBe(zone);
  });

  it('reads circles as the travel automation does: 200 m in, the margin band, then out', () => {
    const circle: RuleGeofence = { type: 'CIRCLE', ...JAKARTA, radiusM: 200 };
    expect([100, 215, 260].map((m) => fenceZone(circle, north(m)))).toEqual(['INSIDE', 'EDGE', 'OUTSIDE']);
  });

  it('inside any fence of a set is inside; outside means outside all', () => {
    const far: RuleGeofence = { type: 'CIRCLE', ...north(5000), radiusM: 100 };
    expect(fencesZone([far, yardFence], offset(100, 100))).toBe('INSIDE');
    expect(fencesZone([far, yardFence], offset(-1000, -1000))).toBe('OUTSIDE');
    expect(nearestFence([far, yardFence], offset(-100, -100))).toBe(yardFence);
  });
});

describe('distance to a route', () => {
  const leg = { points: [offset(0, 0), offset(1000, 0), offset(1000, 1000)] };

  it.each([
    ['on the first segment', offset(500, 0), 0],
    ['300 m north of the first segment', offset(500, 300), 300],
    ['beyond the end of the first segment, nearest the corner', offset(1300, -400), 500],
    ['west of the start', offset(-600, 0), 600],
  ])('%s: %i m', (_name, point, metres) => {
    expect(distanceToRouteM([leg], point)).toBeCloseTo(metres, 0);
  });

  it('the nearest of several legs counts, and a route without a segment has no distance', () => {
    const other = { points: [offset(0, 2000), offset(1000, 2000)] };
    expect(distanceToRouteM([leg, other], offset(500, 1900))).toBeCloseTo(100, 0);
    expect(distanceToRouteM([{ points: [offset(0, 0)] }], offset(5, 5))).toBeNull();
  });

  it('a segment of one point is a point', () => {
    expect(distanceToSegmentM(offset(30, 40), offset(0, 0), offset(0, 0))).toBeCloseTo(50, 0);
  });
});
