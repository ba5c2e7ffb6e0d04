import { z } from 'zod';
import { AUTOCOMPLETE_SOURCES, FLEET_TASK_STATUSES } from '../fleet-task-status';

const reference = z.object({ id: z.number(), name: z.string() });
const addressReference = z.object({ id: z.number(), name: z.string(), city: z.string() });

/**
 * A fleet task as the API sends it (fleet-task-planning.md section 3). `status.name` and
 * `status.raw_type` are both the status id ('DRAFT'); the display name is the web's i18n.
 */
export const fleetTaskSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  shipment_reference: z.string().nullable(),
  expected_departure_on: z.string().nullable(),
  actual_departure_on: z.string().nullable(),
  actual_arrival_on: z.string().nullable(),
  estimated_arrival_on: z.string().nullable(),
  status: z.object({
    name: z.enum(FLEET_TASK_STATUSES),
    raw_type: z.enum(FLEET_TASK_STATUSES),
    visited_statuses: z.array(z.enum(FLEET_TASK_STATUSES)),
  }),
  send_by: z.enum(['SELF', 'VENDOR']),
  start_address_id: z.number().nullable(),
  end_address_id: z.number().nullable(),
  start_address: addressReference.nullable(),
  end_address: addressReference.nullable(),
  vehicle_id: z.number().nullable(),
  vehicle: z
    .object({
      id: z.number(),
      license_plate: z.string(),
      type_name: z.string(),
      driver: z.object({ id: z.number(), name: z.string(), is_available: z.boolean() }).nullable(),
    })
    .nullable(),
  driver_user_id: z.number().nullable(),
  driver_user: z.object({ id: z.number(), name: z.string(), phone_no: z.string().nullable() }).nullable(),
  vendor_id: z.number().nullable(),
  vendor: reference.nullable(),
  is_from_vendor_request: z.boolean(),
  notification_enabled: z.boolean(),
  notification_available: z.boolean(),
  customer: z.object({ name: z.string().nullable(), phone_number: z.string().nullable(), count: z.number() }),
  auto_start_type: z.enum(['GEOFENCE']).nullable(),
  is_auto_started: z.boolean(),
  auto_start_failed_reason: z.string().nullable(),
  is_overlap: z.boolean(),
  is_start_and_first_point_same: z.boolean(),
  canceled_reason: reference.nullable(),
  /** The vendor's reason when the task is Ditolak (REJECTED_BY_VENDOR); null once it is sent again. */
  rejected_reason: z.string().nullable(),
  origin_city: z.string().nullable(),
  destination_city: z.string().nullable(),
  delivery_order_count: z.number(),
  current_total_weight: z.number(),
  current_total_volume: z.number(),
  autocomplete_source: z.enum(AUTOCOMPLETE_SOURCES),
  is_autocomplete_on: z.boolean(),
  track_link: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type FleetTask = z.infer<typeof fleetTaskSchema>;

/** A row of the fleet task list: the task without its detail-only parts. */
export const fleetTaskListRowSchema = fleetTaskSchema
  .pick({
    id: true,
    number: true,
    shipment_reference: true,
    expected_departure_on: true,
    status: true,
    send_by: true,
    start_address: true,
    end_address: true,
    vehicle: true,
    driver_user: true,
    vendor: true,
    is_from_vendor_request: true,
    origin_city: true,
    destination_city: true,
    delivery_order_count: true,
    current_total_weight: true,
    current_total_volume: true,
    created_on: true,
    updated_on: true,
  })
  .extend({ point_count: z.number() });
export type FleetTaskListRow = z.infer<typeof fleetTaskListRowSchema>;

export const fleetTaskIdsRequestSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict();
