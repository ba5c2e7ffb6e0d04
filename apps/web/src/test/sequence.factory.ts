import type {
  FleetTask,
  FleetTaskListRow,
  FleetTaskSequence,
  SequenceActivityResponse,
  SequencePointResponse,
} from '@armada/domain';
import { buildFleetTask, TASK_ID } from './fleet-task.factory';
import { json } from './http';

export { TASK_ID };

/** A task in a status, as GET /fleet-task/{id} answers it. */
export function taskIn(status: FleetTask['status']['name'], overrides: Partial<FleetTask> = {}): FleetTask {
  return buildFleetTask({
    status: { name: status, raw_type: status, visited_statuses: [status] },
    ...overrides,
  });
}

const ORDER_ID = '5b0c3c0e-8f7a-4f59-9b57-0d3e7e1a0001';

/** An activity as the sequence carries it (sequenceActivitySchema): a pending pickup of a DIRECT order. */
export function buildActivity(overrides: Partial<SequenceActivityResponse> = {}): SequenceActivityResponse {
  return {
    id: 'a1000000-0000-4000-8000-000000000001',
    type: 'PICKUP',
    status: { raw_type: 'UNCOMPLETED' },
    transit_leg: null,
    completed_on: null,
    contact_person_name: null,
    note: null,
    movements: [],
    menu: [],
    delivery_order: {
      id: ORDER_ID,
      number: 'DO-ANL-0007',
      shipment_type: 'DIRECT',
      is_transit: false,
      shipment_number: 'SHP-ANL-00007',
      reference_number: 'SO-SMN-10333',
      external_reference_number: 'ACC-7781',
      customer: { name: 'PT Segar Minuman Nusantara' },
      current_total_weight: 6630,
      current_total_volume: 11.8,
      is_adjusted: false,
      load_count: 2,
      is_from_vendor_request: false,
      expected_pickup_on: '2026-11-22T09:00:00.000+07:00',
      expected_delivered_on: '2026-11-23T15:00:00.000+07:00',
    },
    ...overrides,
  };
}

export function buildPoint(overrides: Partial<SequencePointResponse> = {}): SequencePointResponse {
  return {
    id: 'p1000000-0000-4000-8000-000000000001',
    type: 'DEFAULT',
    address: { id: 12, name: 'DC Sunter', city: 'Jakarta Utara', latitude: -6.14, longitude: 106.87 },
    estimated_arrival_on: '2027-02-04T12:06:00.000+07:00',
    estimated_departure_on: '2027-02-04T13:36:00.000+07:00',
    service_time: 'PT1H30M',
    service_time_parts: { hours: 1, minutes: 30 },
    distance: 33_930,
    activities: [buildActivity()],
    ...overrides,
  };
}

const garage = { id: 6, name: 'Pool Pulogadung', city: 'Jakarta Timur', latitude: -6.19, longitude: 106.9 };

/** START, the given stops, END, as GET /fleet-task/{id}/sequence answers. */
export function buildSequence(
  stops: SequencePointResponse[] = [buildPoint()],
  overrides: Partial<FleetTaskSequence> = {},
): FleetTaskSequence {
  return {
    fleet_task_id: TASK_ID,
    missing_field: null,
    current_total_weight: 6630,
    current_total_volume: 11.8,
    total_distance: 80_000,
    points: [
      buildPoint({
        id: 'p0000000-0000-4000-8000-00000000000a',
        type: 'START',
        address: garage,
        estimated_arrival_on: null,
        estimated_departure_on: '2027-02-04T08:00:00.000+07:00',
        service_time: 'PT0M',
        service_time_parts: { hours: 0, minutes: 0 },
        distance: 12_000,
        activities: [],
      }),
      ...stops,
      buildPoint({
        id: 'p0000000-0000-4000-8000-00000000000b',
        type: 'END',
        address: garage,
        estimated_departure_on: null,
        service_time: 'PT0M',
        service_time_parts: { hours: 0, minutes: 0 },
        distance: null,
        activities: [],
      }),
    ],
    ...overrides,
  };
}

/** A row of GET /fleet-task/{id}/transfer-target (fleetTaskListRowSchema). */
export function buildTargetRow(index: number, overrides: Partial<FleetTaskListRow> = {}): FleetTaskListRow {
  const task = taskIn('SCHEDULED');
  return {
    id: `7b964cbe-d1b2-4f5b-9103-71d44d6340${String(index).padStart(2, '0')}`,
    number: `FO-2611-000${String(10 + index)}`,
    shipment_reference: null,
    expected_departure_on: task.expected_departure_on,
    status: task.status,
    send_by: 'SELF',
    start_address: task.start_address,
    end_address: task.end_address,
    vehicle: task.vehicle,
    driver_user: task.driver_user,
    vendor: null,
    is_from_vendor_request: false,
    origin_city: 'Jakarta Timur',
    destination_city: 'Bandung',
    delivery_order_count: 1,
    current_total_weight: 100,
    current_total_volume: 1,
    created_on: task.created_on,
    updated_on: task.updated_on,
    point_count: 4,
    ...overrides,
  };
}

export const listAnswer = (rows: unknown[], total = rows.length, page = 1, limit = 10) =>
  json({ data: { paginated_result: rows, ids: [] }, metadata: { page, limit, total_count: total } });
