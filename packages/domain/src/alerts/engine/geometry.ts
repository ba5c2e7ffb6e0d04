import { straightLineMeters } from '../../format';
import { GEOFENCE_EXIT_MARGIN_M, type GeofenceZone, zoneOf } from '../../telemetry/geofence';
import type { LatLng, RoutePath, RuleGeofence } from './types';

/**
 * The geometry of alert rules: circles reuse the travel automation's zones (telemetry/geofence.ts),
 * polygons and route legs are measured on a local flat projection around the fix, which is exact
 * to well under a metre over the few kilometres a yard, a district or a leg's nearest part spans.
 */

const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;

interface Xy {
  x: number;
  y: number;
}

/** Metres east and north of `origin`. */
function project(origin: LatLng, point: LatLng): Xy {
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  return {
    x: (point.longitude - origin.longitude) * METERS_PER_DEGREE * cos,
    y: (point.latitude - origin.latitude) * METERS_PER_DEGREE,
  };
}

/** Distance in metres from `point` to the segment a-b. */
export function distanceToSegmentM(point: LatLng, a: LatLng, b: LatLng): number {
  const p = project(point, a);
  const q = project(point, b);
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(p.x * dx + p.y * dy) / lengthSquared));
  return Math.hypot(p.x + t * dx, p.y + t * dy);
}

/** Ray casting: whether the polygon (closed implicitly) holds the point; its edge counts as inside. */
export function polygonContains(points: readonly LatLng[], point: LatLng): boolean {
  if (points.length < 3) return false;
  if (distanceToPolygonEdgeM(points, point) < 0.01) return true;
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude <
        ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) +
          a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}

function distanceToPolygonEdgeM(points: readonly LatLng[], point: LatLng): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    nearest = Math.min(nearest, distanceToSegmentM(point, points[j]!, points[i]!));
  }
  return nearest;
}

/** Whether the fence holds the point, with no margin: what 'inside the geofence' narrows to. */
export function fenceContains(fence: RuleGeofence, point: LatLng): boolean {
  if (fence.type === 'CIRCLE') return straightLineMeters(fence, point) <= fence.radiusM;
  return polygonContains(fence.points, point);
}

/**
 * INSIDE a fence, OUTSIDE beyond its margin, EDGE in the margin band (no decision), as the travel
 * automation reads its circles; polygons get the same band outside their edges.
 */
export function fenceZone(fence: RuleGeofence, point: LatLng): GeofenceZone {
  if (fence.type === 'CIRCLE') return zoneOf(fence, point);
  if (polygonContains(fence.points, point)) return 'INSIDE';
  return distanceToPolygonEdgeM(fence.points, point) > GEOFENCE_EXIT_MARGIN_M ? 'OUTSIDE' : 'EDGE';
}

/** The zone a point is in for a set of fences: inside any is inside; outside means outside all. */
export function fencesZone(fences: readonly RuleGeofence[], point: LatLng): GeofenceZone {
  const zones = fences.map((fence) => fenceZone(fence, point));
  if (zones.includes('INSIDE')) return 'INSIDE';
  return zones.includes('EDGE') ? 'EDGE' : 'OUTSIDE';
}

/** The nearest fence to a point (the one an alert names). */
export function nearestFence(fences: readonly RuleGeofence[], point: LatLng): RuleGeofence | null {
  let best: RuleGeofence | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const fence of fences) {
    if (fenceContains(fence, point)) return fence;
    const distance =
      fence.type === 'CIRCLE'
        ? straightLineMeters(fence, point) - fence.radiusM
        : distanceToPolygonEdgeM(fence.points, point);
    if (distance < bestDistance) [best, bestDistance] = [fence, distance];
  }
  return best;
}

/** Metres from the point to the nearest leg of a route; null for a route with no segment. */
export function distanceToRouteM(legs: readonly RoutePath[], point: LatLng): number | null {
  let nearest: number | null = null;
  for (const leg of legs) {
    for (let i = 1; i < leg.points.length; i++) {
      const distance = distanceToSegmentM(point, leg.points[i - 1]!, leg.points[i]!);
      if (nearest === null || distance < nearest) nearest = distance;
    }
  }
  return nearest;
}
