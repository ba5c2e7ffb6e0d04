import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GEOFENCE_RADIUS_M,
  GEOFENCE_EXIT_MARGIN_M,
  geofenceOf,
  geofencesOverlap,
  isUsableForGeofence,
  MAX_GEOFENCE_ACCURACY_M,
  zoneOf,
} from './geofence';

/** Metres of one degree of latitude on the sphere straightLineMeters uses (radius 6,371 km). */
const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
const CENTRE = { latitude: -6.2, longitude: 106.8 };
/** A point `meters` north of the centre. */
const north = (meters: number) => ({
  latitude: CENTRE.latitude + meters / METERS_PER_DEGREE,
  longitude: 106.8,
});

describe('geofenceOf', () => {
  it.each([
    [null, DEFAULT_GEOFENCE_RADIUS_M],
    [undefined, DEFAULT_GEOFENCE_RADIUS_M],
    [0, DEFAULT_GEOFENCE_RADIUS_M],
    [-50, DEFAULT_GEOFENCE_RADIUS_M],
    [350, 350],
  ])('takes radius %s as %i m', (radius, expected) => {
    expect(geofenceOf({ ...CENTRE, geofence_radius_m: radius }).radiusM).toBe(expected);
  });
});

describe('zoneOf', () => {
  const fence = { ...CENTRE, radiusM: 200 };
  it.each([
    [0, 'INSIDE'],
    [199, 'INSIDE'],
    [200 + GEOFENCE_EXIT_MARGIN_M / 2, 'EDGE'],
    [200 + GEOFENCE_EXIT_MARGIN_M - 1, 'EDGE'],
    [200 + GEOFENCE_EXIT_MARGIN_M + 1, 'OUTSIDE'],
    [5_000, 'OUTSIDE'],
  ])('a fix %i m from the centre of a 200 m fence is %s', (meters, zone) => {
    expect(zoneOf(fence, north(meters))).toBe(zone);
  });
});

describe('geofencesOverlap', () => {
  it.each([
    [300, 200, 200, true],
    [399, 200, 200, true],
    [401, 200, 200, false],
    [2_000, 200, 200, false],
    [450, 500, 100, true],
  ])('centres %i m apart with radii %i and %i overlap: %s', (meters, a, b, expected) => {
    expect(geofencesOverlap({ ...CENTRE, radiusM: a }, { ...north(meters), radiusM: b })).toBe(expected);
  });
});

describe('isUsableForGeofence', () => {
  it.each([
    [null, true],
    [5, true],
    [MAX_GEOFENCE_ACCURACY_M, true],
    [MAX_GEOFENCE_ACCURACY_M + 1, false],
  ])('a fix with accuracy %s is usable: %s', (accuracyM, expected) => {
    expect(isUsableForGeofence({ accuracyM })).toBe(expected);
  });
});
