import {
  type ActivityMenuAction,
  activityMenu,
  computeSchedule,
  type FleetTaskSequence,
  firstMissingSequencingField,
  formatServiceDuration,
  type MovementDirection,
  type PointType,
  type RequiredField,
  type SendBy,
  type SequenceActivityResponse,
  serviceDurationParts,
  stopCompletedOn,
  sumOfLoads,
  toZonedIso,
} from '@armada/domain';
import type { RoutingProvider } from '../../../../routing';
import type { OrderLoad } from './order-loads';
import type { SequenceActivityRow, SequencePointRow, SequenceTaskRow } from './sequence-queries';

/**
 * The sequence as fleet-task-planning.md section 2 ('Sequence', 'Activity table per point') and
 * section 3 ('Sequence point', 'Activity') describe it, and its schedule: legs from the routing
 * provider (one call per sequence), times from the domain's computeSchedule.
 */

export interface SequenceAddress {
  id: number;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface PlannedPoint {
  /** Null for a START or END placeholder (section 3: 'START and END placeholders are added if missing'). */
  id: string | null;
  type: PointType;
  address: SequenceAddress | null;
  serviceTimeSeconds: number;
}

type EndPrefix = 'start' | 'end';

/** What plannedPoints reads of a task: its two garages. */
export type TaskGarages = Pick<
  SequenceTaskRow,
  `${EndPrefix}_address_id` | `${EndPrefix}_${'name' | 'city' | 'latitude' | 'longitude'}`
>;

/** What plannedPoints reads of a stored point. */
export type PlannedPointRow = Pick<
  SequencePointRow,
  | 'id'
  | 'type'
  | 'address_id'
  | 'address_name'
  | 'address_city'
  | 'latitude'
  | 'longitude'
  | 'service_time_seconds'
>;

/** The statuses of a trip that left: its schedule counts from what happened (issue 26 item 5). */
const TRAVELLED_STATUSES: readonly string[] = ['STARTED', 'ENDED'];

/** The task's own garage: START and END follow start_address_id and end_address_id. */
function taskAddress(task: TaskGarages, end: EndPrefix): SequenceAddress | null {
  const id = end === 'start' ? task.start_address_id : task.end_address_id;
  const name = task[`${end}_name`];
  const city = task[`${end}_city`];
  const latitude = task[`${end}_latitude`];
  const longitude = task[`${end}_longitude`];
  if (id === null || name === null || city === null || latitude === null || longitude === null) return null;
  return { id, name, city, latitude, longitude };
}

function rowAddress(row: PlannedPointRow): SequenceAddress {
  const { address_id: id, address_name: name, address_city: city, latitude, longitude } = row;
  return { id, name, city, latitude, longitude };
}

function anchor(task: TaskGarages, rows: readonly PlannedPointRow[], type: 'START' | 'END'): PlannedPoint {
  const row = rows.find((point) => point.type === type);
  return {
    id: row?.id ?? null,
    type,
    address: taskAddress(task, type === 'START' ? 'start' : 'end') ?? (row ? rowAddress(row) : null),
    serviceTimeSeconds: row?.service_time_seconds ?? 0,
  };
}

/** START, the stops in order, END: stored rows, with placeholders for a missing START or END. */
export function plannedPoints(task: TaskGarages, rows: readonly PlannedPointRow[]): PlannedPoint[] {
  const stops = rows
    .filter((row) => row.type === 'DEFAULT')
    .map((row) => ({
      id: row.id,
      type: 'DEFAULT' as const,
      address: rowAddress(row),
      serviceTimeSeconds: row.service_time_seconds,
    }));
  return [anchor(task, rows, 'START'), ...stops, anchor(task, rows, 'END')];
}

export interface PointTimes {
  arrival: Date | null;
  departure: Date | null;
  /** Metres to the next point with an address; null at the last. */
  distance: number | null;
}

export interface Schedule {
  missingField: RequiredField | null;
  times: PointTimes[];
}

/**
 * What already happened on a started task: its actual departure and, per stored point id, when the
 * stop was finished (domain stopCompletedOn). The schedule counts from these instead of the plan.
 */
export interface TripProgress {
  actualDepartureOn: Date | null;
  completedOn: ReadonlyMap<string, Date>;
}

/** The progress of a task from its activities; a task that has not started has none. */
export function tripProgress(
  task: Pick<SequenceTaskRow, 'status' | 'actual_departure_on'>,
  activities: readonly Pick<SequenceActivityRow, 'point_id' | 'status' | 'completed_on'>[],
): TripProgress | undefined {
  if (!TRAVELLED_STATUSES.includes(task.status) || task.actual_departure_on === null) return undefined;
  const byPoint = new Map<string, (typeof activities)[number][]>();
  for (const row of activities) byPoint.set(row.point_id, [...(byPoint.get(row.point_id) ?? []), row]);
  const completedOn = new Map<string, Date>();
  for (const [pointId, rows] of byPoint) {
    const done = stopCompletedOn(rows);
    if (done) completedOn.set(pointId, done);
  }
  return { actualDepartureOn: task.actual_departure_on, completedOn };
}

/**
 * Times and distances of the points. With a required field missing there are no times (section 2:
 * 'no times are shown, only a notice naming the first missing field'); distances are still given
 * between the points that have an address.
 */
export async function scheduleOf(
  routing: RoutingProvider,
  task: Pick<SequenceTaskRow, 'send_by' | 'expected_departure_on' | 'start_address_id' | 'end_address_id'>,
  points: readonly PlannedPoint[],
  progress?: TripProgress,
): Promise<Schedule> {
  const missingField = firstMissingSequencingField({ ...task, send_by: task.send_by as SendBy });
  const located = points.flatMap((point, index) => (point.address ? [{ index, ...point.address }] : []));
  const legs = await routing.legs(located);
  const times: PointTimes[] = points.map(() => ({ arrival: null, departure: null, distance: null }));
  located.forEach((point, order) => {
    const time = times[point.index];
    if (time) time.distance = legs[order]?.distanceMeters ?? null;
  });
  if (missingField !== null || located.length !== points.length) return { missingField, times };
  const scheduled = computeSchedule({
    departureOn: task.expected_departure_on,
    actualDepartureOn: progress?.actualDepartureOn ?? null,
    points: points.map((point, index) => ({
      id: index,
      serviceTimeSeconds: point.serviceTimeSeconds,
      completedOn: point.id === null ? null : (progress?.completedOn.get(point.id) ?? null),
    })),
    legs,
  });
  for (const point of scheduled) {
    const time = times[point.id];
    if (time) {
      time.arrival = point.estimated_arrival_on;
      time.departure = point.estimated_departure_on;
    }
  }
  return { missingField, times };
}

/** The END point's arrival: fleet_tasks.estimated_arrival_on. */
export function estimatedArrival(points: readonly PlannedPoint[], schedule: Schedule): Date | null {
  const last = points.length - 1;
  return points[last]?.type === 'END' ? (schedule.times[last]?.arrival ?? null) : null;
}

type Zoned = (value: Date | null) => string | null;

/** Formats the sequence's times in the company's zone; null stays null. */
export function zonedIsoFormatter(timeZone: string): Zoned {
  return (value) => (value === null ? null : toZonedIso(value, timeZone));
}

/**
 * The row menu of each activity (domain activityMenu), for the caller's scopes: the pickup and drop
 * of one order and leg are partners.
 */
function menusOf(parts: SequenceParts, addressOfPoint: ReadonlyMap<string, number>) {
  const statusOf = new Map<string, string>();
  const keyOf = (row: SequenceActivityRow, type: string) =>
    `${row.delivery_order_id}:${row.transit_leg}:${type}`;
  for (const row of parts.activities) statusOf.set(keyOf(row, row.type), row.status);
  const menus = new Map<string, ActivityMenuAction[]>();
  for (const row of parts.activities) {
    const addressId = addressOfPoint.get(row.point_id);
    menus.set(
      row.id,
      activityMenu({
        taskStatus: parts.task.status,
        scopes: parts.scopes,
        activity: {
          type: row.type,
          status: row.status === 'COMPLETED' ? 'COMPLETED' : 'UNCOMPLETED',
          atOrigin: addressId === row.origin_address_id,
          atDestination: addressId === row.destination_address_id,
          relatedPickupCompleted: statusOf.get(keyOf(row, 'PICKUP')) === 'COMPLETED',
          relatedDropCompleted: statusOf.get(keyOf(row, 'DROP')) === 'COMPLETED',
        },
        deliveryOrder: {
          shipmentType: row.shipment_type,
          isFromVendorRequest: row.is_from_vendor_request,
          loadCount: parts.orderLoads.get(row.delivery_order_id)?.load_count ?? 0,
          isLoadAdjusted: parts.orderLoads.get(row.delivery_order_id)?.is_adjusted ?? false,
        },
      }),
    );
  }
  return menus;
}

const NO_LOAD: OrderLoad = { weight: 0, volume: 0, is_adjusted: false, load_count: 0 };

function toActivity(
  row: SequenceActivityRow,
  load: OrderLoad,
  movements: readonly MovementDirection[],
  menu: readonly ActivityMenuAction[],
  zoned: Zoned,
): SequenceActivityResponse {
  return {
    id: row.id,
    type: row.type,
    status: { raw_type: row.status === 'COMPLETED' ? 'COMPLETED' : 'UNCOMPLETED' },
    transit_leg: row.transit_leg,
    completed_on: zoned(row.completed_on),
    contact_person_name: row.contact_person_name,
    note: row.note,
    movements: [...movements],
    menu: [...menu],
    delivery_order: {
      id: row.delivery_order_id,
      number: row.number,
      shipment_type: row.shipment_type,
      is_transit: row.shipment_type === 'TRANSIT',
      shipment_number: row.shipment_number,
      reference_number: row.reference_number,
      external_reference_number: row.external_reference_number,
      customer: { name: row.customer_name },
      current_total_weight: load.weight,
      current_total_volume: load.volume,
      is_adjusted: load.is_adjusted,
      load_count: load.load_count,
      is_from_vendor_request: row.is_from_vendor_request,
      expected_pickup_on: zoned(row.expected_pickup_on),
      expected_delivered_on: zoned(row.expected_delivered_on),
    },
  };
}

export interface SequenceParts {
  task: SequenceTaskRow;
  points: readonly PlannedPoint[];
  schedule: Schedule;
  activities: readonly SequenceActivityRow[];
  movements: Readonly<Record<string, MovementDirection[]>>;
  timeZone: string;
  /** The caller's scopes: the load actions of the row menu depend on them (section 6). */
  scopes: readonly string[];
  /** Each order's current load (order-loads.ts). */
  orderLoads: ReadonlyMap<string, OrderLoad>;
}

/** The task's load: its orders' current loads, each order once (a transit's legs carry the same goods). */
function currentTotals(orderLoads: ReadonlyMap<string, OrderLoad>) {
  const { weight, volume } = sumOfLoads([...orderLoads.values()]);
  return { current_total_weight: weight, current_total_volume: volume };
}

/** The response of GET /fleet-task/{id}/sequence. */
export function toSequence(parts: SequenceParts): FleetTaskSequence {
  const { task, points, schedule } = parts;
  const zoned = zonedIsoFormatter(parts.timeZone);
  const addressOfPoint = new Map<string, number>();
  for (const point of points)
    if (point.id !== null && point.address) addressOfPoint.set(point.id, point.address.id);
  const menus = menusOf(parts, addressOfPoint);
  const byPoint = new Map<string, SequenceActivityRow[]>();
  for (const row of parts.activities) {
    const list = byPoint.get(row.point_id) ?? [];
    list.push(row);
    byPoint.set(row.point_id, list);
  }
  return {
    fleet_task_id: task.id,
    missing_field: schedule.missingField,
    ...currentTotals(parts.orderLoads),
    total_distance: schedule.times.reduce((sum, time) => sum + (time.distance ?? 0), 0),
    points: points.map((point, index) => {
      const time = schedule.times[index];
      return {
        id: point.id,
        type: point.type,
        address: point.address,
        estimated_arrival_on: zoned(time?.arrival ?? null),
        estimated_departure_on: zoned(time?.departure ?? null),
        service_time: formatServiceDuration(point.serviceTimeSeconds),
        service_time_parts: serviceDurationParts(point.serviceTimeSeconds),
        distance: time?.distance ?? null,
        activities: (point.id === null ? [] : (byPoint.get(point.id) ?? [])).map((row) =>
          toActivity(
            row,
            parts.orderLoads.get(row.delivery_order_id) ?? NO_LOAD,
            parts.movements[row.id] ?? [],
            menus.get(row.id) ?? [],
            zoned,
          ),
        ),
      };
    }),
  };
}
