import { straightLineMeters } from '../format';

/**
 * Geofences of the travel automation (fleet-task-planning.md section 4, 'Travel automation') and of
 * the DO status by GPS: a circle around an address, its radius per address (`geofence_radius_m`) or
 * the default below. Pure geometry and classification; the server loads addresses and positions.
 */

/**
 * A garage or a customer's site is a yard, not a point: 200 m covers the gate, the yard and the
 * street parking in front of it, and is well above a phone's or a tracker's usual error (5-30 m).
 */
export const DEFAULT_GEOFENCE_RADIUS_M = 200;

/**
 * A vehicle counts as outside only beyond the radius plus this margin, so a truck parked on the edge
 * of the circle, whose fixes wander a few metres either way, does not leave and arrive over and over.
 */
export const GEOFENCE_EXIT_MARGIN_M = 30;

/** A fix less precise than this (its reported accuracy, in metres) says nothing about a 200 m circle. */
export const MAX_GEOFENCE_ACCURACY_M = 100;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Geofence extends GeoPoint {
  radiusM: number;
}

/** The fence of an address: its own radius when it has a positive one, otherwise the default. */
export function geofenceOf(address: GeoPoint & { geofence_radius_m?: number | null }): Geofence {
  const radius = address.geofence_radius_m;
  return {
    latitude: address.latitude,
    longitude: address.longitude,
    radiusM: radius !== null && radius !== undefined && radius > 0 ? radius : DEFAULT_GEOFENCE_RADIUS_M,
  };
}

/**
 * INSIDE within the radius, OUTSIDE beyond radius + margin, EDGE in between (no decision: the last
 * decided zone holds).
 */
export type GeofenceZone = 'INSIDE' | 'OUTSIDE' | 'EDGE';

export function zoneOf(fence: Geofence, point: GeoPoint): GeofenceZone {
  const distance = straightLineMeters(fence, point);
  if (distance <= fence.radiusM) return 'INSIDE';
  if (distance > fence.radiusM + GEOFENCE_EXIT_MARGIN_M) return 'OUTSIDE';
  return 'EDGE';
}

/** Two circles share ground when their centres are closer than the sum of their radii. */
export function geofencesOverlap(a: Geofence, b: Geofence): boolean {
  return straightLineMeters(a, b) < a.radiusM + b.radiusM;
}

/**
 * A position usable for geofence decisions: it has a fix whose reported accuracy (when reported) is
 * good enough. Positions that are not usable are still stored for the track.
 */
export function isUsableForGeofence(position: { accuracyM: number | null }): boolean {
  return position.accuracyM === null || position.accuracyM <= MAX_GEOFENCE_ACCURACY_M;
}
