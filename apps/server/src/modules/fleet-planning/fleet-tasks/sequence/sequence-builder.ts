import type {
  ActivityStatus,
  ActivityType,
  PointType,
  SequenceActivity,
  SequencePoint,
} from '@armada/domain';

/**
 * Stored point and activity rows as the domain's route (movements.ts: START, the DEFAULT stops,
 * END). The rules that change a route (route-placement.ts in the domain) work on that model, and
 * sequence-writer.ts writes the difference back.
 */

export interface StoredPointRow {
  id: string;
  type: PointType;
  address_id: number;
}

export interface StoredActivityRow {
  id: string;
  point_id: string;
  type: ActivityType;
  delivery_order_id: string;
  transit_leg: number | null;
  status: string;
}

/** Stored rows (points and activities each in position order) as the domain's route. */
export function sequenceOfRows(points: readonly StoredPointRow[], activities: readonly StoredActivityRow[]) {
  const byPoint = new Map<string, SequenceActivity[]>();
  for (const row of activities) {
    const list = byPoint.get(row.point_id) ?? [];
    list.push({
      id: row.id,
      type: row.type,
      deliveryOrderId: row.delivery_order_id,
      leg: row.transit_leg,
      status: row.status as ActivityStatus,
    });
    byPoint.set(row.point_id, list);
  }
  const ofType = (type: PointType): SequencePoint[] =>
    points
      .filter((point) => point.type === type)
      .map((point) => ({
        id: point.id,
        type,
        addressId: point.address_id,
        activities: byPoint.get(point.id) ?? [],
      }));
  // START first and END last whatever their stored positions: they are anchors (movements.ts).
  return [...ofType('START'), ...ofType('DEFAULT'), ...ofType('END')];
}
