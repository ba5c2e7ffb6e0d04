import { Circle, type LatLng, type Layer, Polygon } from 'leaflet';
import type { GeofencePoint, GeofenceShape } from './types';

/** Six decimals: about 10 cm, finer than any GPS fix a geofence is checked against. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
/** Whole metres: the radius the user reads and types. */
const roundRadius = (value: number) => Math.round(value);

const pointOf = (latLng: LatLng): GeofencePoint => ({
  latitude: roundCoordinate(latLng.lat),
  longitude: roundCoordinate(latLng.lng),
});

/**
 * A polygon's outer ring (a geofence has no holes), without the closing point some tools repeat
 * and without a point repeated right after itself, which a double click may leave.
 */
function outerRing(polygon: Polygon): GeofencePoint[] {
  const rings = polygon.getLatLngs() as LatLng[] | LatLng[][] | LatLng[][][];
  let ring: unknown = rings;
  while (Array.isArray(ring) && Array.isArray(ring[0])) ring = ring[0];
  const points = (ring as LatLng[]).map(pointOf);
  const distinct = points.filter((point, index) => {
    const previous = points[index - 1];
    return !previous || previous.latitude !== point.latitude || previous.longitude !== point.longitude;
  });
  const first = distinct[0];
  const last = distinct[distinct.length - 1];
  if (
    distinct.length > 1 &&
    first &&
    last &&
    first.latitude === last.latitude &&
    first.longitude === last.longitude
  )
    distinct.pop();
  return distinct;
}

/**
 * The geofence fields of a layer geoman drew or edited: a circle's centre and radius, a polygon's
 * points (a rectangle is a polygon of four); null for any other layer.
 */
export function shapeOfLayer(layer: Layer): GeofenceShape | null {
  if (layer instanceof Circle) {
    return {
      type: 'CIRCLE',
      center: pointOf(layer.getLatLng()),
      radiusM: roundRadius(layer.getRadius()),
      polygon: null,
    };
  }
  if (layer instanceof Polygon) {
    return { type: 'POLYGON', center: null, radiusM: null, polygon: outerRing(layer) };
  }
  return null;
}

/** The layer that draws a shape, or null while the shape cannot be drawn (a circle without centre). */
export function layerOfShape(shape: GeofenceShape, options: { color: string }): Circle | Polygon | null {
  const style = { color: options.color, weight: 2, fillOpacity: 0.15 };
  if (shape.type === 'CIRCLE') {
    const { center, radiusM } = shape;
    if (!center || !Number.isFinite(center.latitude) || !Number.isFinite(center.longitude)) return null;
    if (typeof radiusM !== 'number' || !(radiusM > 0)) return null;
    return new Circle([center.latitude, center.longitude], { ...style, radius: radiusM });
  }
  const points = shape.polygon ?? [];
  if (points.length < 2) return null;
  return new Polygon(
    points.map((point) => [point.latitude, point.longitude] as [number, number]),
    style,
  );
}

/** Whether two shapes are the same geofence (the map redraws only when the form changed it). */
export function sameShape(a: GeofenceShape | null, b: GeofenceShape | null): boolean {
  if (!a || !b) return a === b;
  const points = (shape: GeofenceShape) => JSON.stringify(shape.polygon ?? []);
  const center = (shape: GeofenceShape) => JSON.stringify(shape.center ?? null);
  return (
    a.type === b.type &&
    (a.radiusM ?? null) === (b.radiusM ?? null) &&
    center(a) === center(b) &&
    points(a) === points(b)
  );
}
