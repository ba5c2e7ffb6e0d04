// What the driver-app API answers, for the driver pages' and outbox's tests.
import type { DriverActivity, DriverStop, DriverTaskDetail, DriverTaskSummary } from '@armada/domain';

export const TASK_ID = '0b6f2c1e-6a43-4d6b-9a1e-3c1f0d2a7b10';
export const PICKUP_POINT_ID = '1c7a3d2f-7b54-4e7c-8b2f-4d2a1e3b8c21';
export const DROP_POINT_ID = '2d8b4e3a-8c65-4f8d-9c3a-5e3b2f4c9d32';
export const PICKUP_ID = '3e9c5f4b-9d76-4a9e-8d4b-6f4c3a5dae43';
export const DROP_ID = '4fad6a5c-ae87-4baf-9e5c-7a5d4b6ebf54';
export const ORDER_ID = '5abe7b6d-bf98-4cb0-8f6d-8b6e5c7fca65';
export const LOAD_ID = '6bcf8c7e-ca09-4dc1-906e-9c7f6d8adb76';

export function buildTaskSummary(overrides: Partial<DriverTaskSummary> = {}): DriverTaskSummary {
  return {
    id: TASK_ID,
    number: 'FO-2611-0001',
    shipment_reference: null,
    status: 'SCHEDULED',
    expected_departure_on: '2026-11-27T08:00:00.000+07:00',
    actual_departure_on: null,
    vehicle: { id: 1, license_plate: 'B 1234 XYZ', type_name: 'CDD' },
    origin_city: 'Jakarta',
    destination_city: 'Bandung',
    activity_count: 2,
    completed_activity_count: 0,
    auto_start_type: null,
    autocomplete_source: 'GPS Kendaraan',
    is_autocomplete_on: false,
    ...overrides,
  };
}

export function buildDriverActivity(overrides: Partial<DriverActivity> = {}): DriverActivity {
  return {
    id: PICKUP_ID,
    type: 'PICKUP',
    status: 'UNCOMPLETED',
    completed_on: null,
    contact_person_name: null,
    note: null,
    delivery_order: {
      id: ORDER_ID,
      number: 'DO-2611-0001',
      customer_name: 'PT Sinar Jaya',
      customer_phone: '+628111',
      loads: [
        {
          id: LOAD_ID,
          product_name: 'Semen 50 kg',
          uom: 'sak',
          quantity: 100,
          quantity_picked: null,
          quantity_delivered: null,
        },
      ],
    },
    can_adjust_loads: false,
    proof: null,
    ...overrides,
  };
}

function stop(id: string, name: string, city: string, activities: DriverActivity[]): DriverStop {
  return {
    id,
    type: 'DEFAULT',
    address: {
      id: 1,
      name,
      full_name: `Jl. Contoh No. 1, ${city}`,
      city,
      latitude: -6.2,
      longitude: 106.8,
      contact_name: 'Pak Rudi',
      contact_phone: '+6281234',
    },
    estimated_arrival_on: null,
    activities,
  };
}

export function buildTaskDetail(
  overrides: Partial<DriverTaskDetail> = {},
  activities: { pickup?: Partial<DriverActivity>; drop?: Partial<DriverActivity> } = {},
): DriverTaskDetail {
  return {
    ...buildTaskSummary(),
    stops: [
      stop(PICKUP_POINT_ID, 'Gudang Sinar Jaya', 'Jakarta', [buildDriverActivity(activities.pickup)]),
      stop(DROP_POINT_ID, 'Toko Maju', 'Bandung', [
        buildDriverActivity({ id: DROP_ID, type: 'DROP', ...activities.drop }),
      ]),
    ],
    can_start: true,
    can_end: false,
    ...overrides,
  };
}

export function startedTask(
  activities: { pickup?: Partial<DriverActivity>; drop?: Partial<DriverActivity> } = {},
): DriverTaskDetail {
  return buildTaskDetail(
    {
      status: 'STARTED',
      actual_departure_on: '2026-11-27T08:05:00.000+07:00',
      can_start: false,
      can_end: false,
    },
    activities,
  );
}

export const DRIVER_BASE = '/fleet-planning/v1/driver-app';
export const taskPath = (taskId = TASK_ID) => `${DRIVER_BASE}/fleet-task/${taskId}`;
export const activityPath = (pointId: string, activityId: string, taskId = TASK_ID) =>
  `${taskPath(taskId)}/point/${pointId}/activity/${activityId}`;
