// What the public tracking page and the fleet task's track popup both draw: the tracking calls, the
// stops (this model), their list and their map points.

import type {
  FleetTaskSequence,
  FleetTaskTrack,
  PointType,
  PublicTrack,
  TrackPosition,
} from '@armada/domain';
import type { LatLngPair, PointKind } from '../../shared/map';

/**
 * One point of a tracked route, the same for the dispatcher's view and the public page, so that
 * both draw and list it alike. Times stay ISO here; each view formats them for its reader.
 */
export interface TrackStop {
  key: string;
  type: PointType;
  /** 1-based among the stops (DEFAULT points), as on the map's markers; 0 for the start and end. */
  order: number;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  completed: boolean;
  estimatedArrival: string | null;
  estimatedDeparture: string | null;
  /** Known to the dispatcher only: the public page tells nothing about the work at a stop. */
  activities: { completed: number; total: number } | null;
  kinds: { pickups: number; drops: number } | null;
}

function stopOrders(types: readonly PointType[]): number[] {
  let stops = 0;
  return types.map((type) => {
    if (type !== 'DEFAULT') return 0;
    stops += 1;
    return stops;
  });
}

export function stopsOfPublicTrack(track: PublicTrack): TrackStop[] {
  const orders = stopOrders(track.points.map((point) => point.type));
  return track.points.map((point, index) => ({
    key: `${point.type}-${index}`,
    type: point.type,
    order: orders[index] ?? 0,
    name: point.name,
    city: point.city,
    latitude: point.latitude,
    longitude: point.longitude,
    completed: point.is_completed,
    estimatedArrival: point.estimated_arrival_on,
    estimatedDeparture: point.estimated_departure_on,
    activities: null,
    kinds: null,
  }));
}

/** Pickups and drops per point id, from the sequence the task page already holds. */
function kindsByPoint(sequence: FleetTaskSequence | undefined) {
  const kinds = new Map<string, { pickups: number; drops: number }>();
  for (const point of sequence?.points ?? []) {
    if (point.id === null) continue;
    const pickups = point.activities.filter((activity) => activity.type === 'PICKUP').length;
    kinds.set(point.id, { pickups, drops: point.activities.length - pickups });
  }
  return kinds;
}

export function stopsOfTaskTrack(track: FleetTaskTrack, sequence?: FleetTaskSequence): TrackStop[] {
  const orders = stopOrders(track.points.map((point) => point.type));
  const kinds = kindsByPoint(sequence);
  return track.points.map((point, index) => ({
    key: point.id ?? `${point.type}-${index}`,
    type: point.type,
    order: orders[index] ?? 0,
    name: point.address.name,
    city: point.address.city,
    latitude: point.address.latitude,
    longitude: point.address.longitude,
    completed: point.is_completed,
    estimatedArrival: point.estimated_arrival_on,
    estimatedDeparture: point.estimated_departure_on,
    activities: { completed: point.completed_activity_count, total: point.activity_count },
    kinds: point.id === null ? null : (kinds.get(point.id) ?? null),
  }));
}

/** What a stop is for, when its activities are known and it has any. */
export function pointKind(kinds: TrackStop['kinds']): PointKind | null {
  if (!kinds || kinds.pickups + kinds.drops === 0) return null;
  if (kinds.drops === 0) return 'pickup';
  if (kinds.pickups === 0) return 'drop';
  return 'both';
}

/**
 * The track so far when no GPS track can be read: the points already passed, in route order, then
 * the vehicle's last position. A straight-line sketch, never presented as the road taken.
 */
export function passedLine(stops: readonly TrackStop[], position: TrackPosition): LatLngPair[] {
  const passed = stops
    .filter((stop) => stop.completed && stop.type !== 'END')
    .map((stop) => [stop.latitude, stop.longitude] as const);
  if (position) passed.push([position.latitude, position.longitude]);
  return passed.length > 1 ? passed : [];
}
