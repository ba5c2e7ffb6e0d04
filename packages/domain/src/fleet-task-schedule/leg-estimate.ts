/**
 * The default route estimate (DESIGN.md 'Scale'): straight-line distance times a road factor, driven
 * at an average speed. The server uses it when no OSRM server is configured, and as the fallback when
 * the OSRM server fails, so a sequence always has distances and times.
 */

import { straightLineMeters } from '../format';

/** Roads are longer than the straight line; 1.3 is the usual detour index for road networks. */
export const ROAD_FACTOR = 1.3;

/**
 * A loaded truck's average speed in Indonesian city and intercity traffic, stops included. It is a
 * planning figure, not a speed limit: OSRM gives real durations when it is configured.
 */
export const DEFAULT_AVERAGE_SPEED_KMH = 40;

export interface GeoCoordinate {
  latitude: number;
  longitude: number;
}

/** One leg between consecutive sequence points, as every routing source reports it. */
export interface RouteLeg {
  distanceMeters: number;
  durationSeconds: number;
}

/**
 * The estimated leg from one point to the next, in whole metres and whole seconds so that estimates
 * are stable to compare and to show.
 */
export function estimateLeg(from: GeoCoordinate, to: GeoCoordinate): RouteLeg {
  const distanceMeters = Math.round(straightLineMeters(from, to) * ROAD_FACTOR);
  const metersPerSecond = (DEFAULT_AVERAGE_SPEED_KMH * 1000) / 3600;
  return { distanceMeters, durationSeconds: Math.round(distanceMeters / metersPerSecond) };
}

/**
 * A route's planned distance: the sum of its estimated legs, point after point (each leg rounded as
 * the sequence shows it). Stored per task (fleet_tasks.planned_distance_m) for the reports, so a report
 * over thousands of tasks does not read every route point again.
 */
export function plannedRouteMeters(points: readonly GeoCoordinate[]): number {
  let meters = 0;
  for (let index = 1; index < points.length; index++)
    meters += estimateLeg(points[index - 1]!, points[index]!).distanceMeters;
  return meters;
}
