import {
  type FleetTask,
  type FleetTaskListRow,
  fleetTaskListRowSchema,
  type HistoryEvent,
} from '@armada/domain';

/**
 * A fleet task as GET /fleet-task/{id} answers it: a Draf ready to be scheduled (garages, departure,
 * vehicle and driver set). Tests change only what their rule looks at.
 */
export function buildTask(overrides: Partial<FleetTask> = {}): FleetTask {
  return {
    id: '7d0c5a52-3f5e-4c1a-9c55-0a1b2c3d4e5f',
    number: 'FO-2611-00007',
    shipment_reference: null,
    expected_departure_on: '2026-11-22T08:00:00.000+07:00',
    actual_departure_on: null,
    actual_arrival_on: null,
    estimated_arrival_on: '2026-11-22T15:30:00.000+07:00',
    status: { name: 'DRAFT', raw_type: 'DRAFT', visited_statuses: ['DRAFT'] },
    send_by: 'SELF',
    start_address_id: 1,
    end_address_id: 1,
    start_address: { id: 1, name: 'Garasi Cakung', city: 'Jakarta Timur' },
    end_address: { id: 1, name: 'Garasi Cakung', city: 'Jakarta Timur' },
    vehicle_id: 3,
    vehicle: {
      id: 3,
      license_plate: 'B 9012 KLM',
      type_name: 'CDD Box',
      driver: { id: 5, name: 'Agus Salim', is_available: true },
    },
    driver_user_id: 5,
    driver_user: { id: 5, name: 'Agus Salim', phone_no: '+6281234500005' },
    vendor_id: null,
    vendor: null,
    is_from_vendor_request: false,
    notification_enabled: false,
    notification_available: true,
    customer: { name: 'PT Sinar Jaya', phone_number: null, count: 1 },
    auto_start_type: null,
    is_auto_started: false,
    auto_start_failed_reason: null,
    is_overlap: false,
    is_start_and_first_point_same: false,
    canceled_reason: null,
    rejected_reason: null,
    origin_city: 'Jakarta Timur',
    destination_city: 'Bandung',
    delivery_order_count: 1,
    current_total_weight: 1200,
    current_total_volume: 4.5,
    autocomplete_source: 'GPS Kendaraan',
    is_autocomplete_on: false,
    track_link: 'https://armada.example/track/abc',
    created_on: '2026-11-20T09:30:00.000+07:00',
    updated_on: '2026-11-20T10:00:00.000+07:00',
    ...overrides,
  };
}

export function withStatus(
  task: FleetTask,
  status: FleetTask['status']['name'],
  visited?: FleetTask['status']['name'][],
) {
  return { ...task, status: { name: status, raw_type: status, visited_statuses: visited ?? [status] } };
}

export function historyEvent(overrides: Partial<HistoryEvent>): HistoryEvent {
  return {
    id: overrides.id ?? overrides.title ?? 'event',
    event: 'FleetPlanning.FleetTaskSaved',
    created_on: '2026-11-20T09:30:00.000+07:00',
    title: 'Penugasan disimpan sebagai Draf',
    description: null,
    has_badge: false,
    badge_text: null,
    badge_variant: null,
    badge_icon: null,
    clickable: false,
    clickable_title: null,
    properties: [],
    ...overrides,
  };
}

/** The id of buildFleetTask's task; buildTask's is activity.factory's TASK_ID. */
export const TASK_ID = '7b964cbe-d1b2-4f5b-9103-71d44d634a00';

/** A fleet task as GET /fleet-task/{id} answers it (fleetTaskSchema), in Draf on own vehicle. */
export function buildFleetTask(overrides: Partial<FleetTask> = {}): FleetTask {
  return {
    id: TASK_ID,
    number: 'FO-2611-00005',
    shipment_reference: null,
    expected_departure_on: '2026-11-25T08:00:00.000+07:00',
    actual_departure_on: null,
    actual_arrival_on: null,
    estimated_arrival_on: null,
    status: { name: 'DRAFT', raw_type: 'DRAFT', visited_statuses: ['DRAFT'] },
    send_by: 'SELF',
    start_address_id: 6,
    end_address_id: 6,
    start_address: { id: 6, name: 'Pool Pulogadung', city: 'Jakarta Timur' },
    end_address: { id: 6, name: 'Pool Pulogadung', city: 'Jakarta Timur' },
    vehicle_id: 4,
    vehicle: {
      id: 4,
      license_plate: 'B 9123 KXT',
      type_name: 'CDD',
      driver: { id: 6, name: 'Budi Santoso', is_available: true },
    },
    driver_user_id: 6,
    driver_user: { id: 6, name: 'Budi Santoso', phone_no: '+6281234567890' },
    vendor_id: null,
    vendor: null,
    is_from_vendor_request: false,
    notification_enabled: false,
    notification_available: true,
    customer: { name: 'PT Sumber Pangan Makmur', phone_number: null, count: 1 },
    auto_start_type: null,
    is_auto_started: false,
    auto_start_failed_reason: null,
    is_overlap: false,
    is_start_and_first_point_same: false,
    canceled_reason: null,
    rejected_reason: null,
    origin_city: 'Jakarta Timur',
    destination_city: 'Bandung',
    delivery_order_count: 2,
    current_total_weight: 1250.5,
    current_total_volume: 3.25,
    autocomplete_source: 'GPS Kendaraan',
    is_autocomplete_on: false,
    track_link: 'http://localhost:3000/track/abc',
    created_on: '2026-11-20T10:00:00.000+07:00',
    updated_on: '2026-11-20T10:05:00.000+07:00',
    ...overrides,
  };
}

/** A task in a status, with status.raw_type and visited statuses to match. */
export function inStatus(status: FleetTask['status']['name'], overrides: Partial<FleetTask> = {}): FleetTask {
  return buildFleetTask({ status: { name: status, raw_type: status, visited_statuses: [] }, ...overrides });
}

/** A row of GET /fleet-task (the list): a Draf from Jakarta to Bandung with three orders. */
export function buildFleetTaskListRow(overrides: Partial<FleetTaskListRow> = {}): FleetTaskListRow {
  return fleetTaskListRowSchema.parse({
    id: '0b7e2a52-8c1d-4f7e-9a40-3f2d1c6b5a01',
    number: 'FO-2611-00001',
    shipment_reference: 'REF-001',
    expected_departure_on: '2026-11-21T08:30:00.000+07:00',
    status: { name: 'DRAFT', raw_type: 'DRAFT', visited_statuses: ['DRAFT'] },
    send_by: 'SELF',
    start_address: { id: 1, name: 'Pool Pulogadung', city: 'Jakarta Timur' },
    end_address: { id: 4, name: 'Pool Bandung', city: 'Bandung' },
    vehicle: { id: 7, license_plate: 'B 9012 KLM', type_name: 'CDD', driver: null },
    driver_user: { id: 12, name: 'Agus Salim', phone_no: '+628111' },
    vendor: null,
    is_from_vendor_request: false,
    origin_city: 'Jakarta Timur',
    destination_city: 'Bandung',
    delivery_order_count: 3,
    current_total_weight: 1250,
    current_total_volume: 4.5,
    created_on: '2026-11-20T10:00:00.000+07:00',
    updated_on: '2026-11-20T10:05:00.000+07:00',
    point_count: 4,
    ...overrides,
  });
}
