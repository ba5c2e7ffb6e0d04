import { describe, expect, it } from 'vitest';
import { straightLineMeters } from '../format';
import { DEFAULT_AVERAGE_SPEED_KMH, estimateLeg, plannedRouteMeters, ROAD_FACTOR } from './leg-estimate';

const monas = { latitude: -6.1754, longitude: 106.8272 };
const gedungSate = { latitude: -6.9025, longitude: 107.6187 };

describe('estimateLeg', () => {
  it.each([
    [
      'one degree along a meridian',
      { latitude: 0, longitude: 0 },
      { latitude: 1, longitude: 0 },
      144_553,
      13_010,
    ],
    ['Jakarta (Monas) to Bandung (Gedung Sate)', monas, gedungSate, 154_815, 13_933],
    ['a point to itself', monas, monas, 0, 0],
  ])('estimates %s in whole metres and seconds', (_leg, from, to, distanceMeters, durationSeconds) => {
    expect(estimateLeg(from, to)).toEqual({ distanceMeters, durationSeconds });
  });

  it('is the straight line times the road factor, driven at the default average speed', () => {
    const { distanceMeters, durationSeconds } = estimateLeg(monas, gedungSate);
    expect(distanceMeters).toBe(Math.round(straightLineMeters(monas, gedungSate) * ROAD_FACTOR));
    expect(durationSeconds).toBe(Math.round((distanceMeters / 1000 / DEFAULT_AVERAGE_SPEED_KMH) * 3600));
  });
});

describe('plannedRouteMeters', () => {
  it('sums the estimated legs in order, each rounded as the sequence shows it', () => {
    const route = [monas, gedungSate, monas];
    expect(plannedRouteMeters(route)).toBe(2 * 154_815);
  });

  it('is 0 for a route of fewer than two points', () => {
    expect(plannedRouteMeters([])).toBe(0);
    expect(plannedRouteMeters([monas])).toBe(0);
  });

  it('depends on the order of the points', () => {
    const bogor = { latitude: -6.5971, longitude: 106.806 };
    const legs = (a: typeof monas, b: typeof monas) => estimateLeg(a, b).distanceMeters;
    expect(plannedRouteMeters([monas, gedungSate, bogor])).toBe(
      legs(monas, gedungSate) + legs(gedungSate, bogor),
    );
    expect(plannedRouteMeters([monas, bogor, gedungSate])).toBe(legs(monas, bogor) + legs(bogor, gedungSate));
  });
});
