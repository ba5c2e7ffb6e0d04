import { z } from 'zod';
import { AUTOCOMPLETE_SOURCES, FLEET_TASK_STATUSES, POINT_TYPES } from '../fleet-task-status';
import { activityProofSchema } from './fleet-task-activity';

/**
 * The driver's phone (issue 18): what `/api/fleet-planning/v1/driver-app/` answers to a driver
 * (scopes tms_driver read and update). Only the caller's own tasks (driver_user_id = the user) in
 * Dijadwalkan or Perjalanan exist here; any other task is 404, exactly like a missing one. Times are
 * ISO 8601 with the company's offset.
 */

/** The statuses a driver sees and works on. */
export const DRIVER_TASK_STATUSES = [
  'SCHEDULED',
  'STARTED',
] as const satisfies readonly (typeof FLEET_TASK_STATUSES)[number][];
/** The transitions a driver may ask for: start the trip, end it. */
export const DRIVER_TRANSITIONS = ['STARTED', 'ENDED'] as const;

/** One row of the driver's task list (GET driver-app/fleet-task, the list answer of list-query). */
export const driverTaskSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  shipment_reference: z.string().nullable(),
  status: z.enum(FLEET_TASK_STATUSES),
  expected_departure_on: z.string().nullable(),
  actual_departure_on: z.string().nullable(),
  vehicle: z.object({ id: z.number(), license_plate: z.string(), type_name: z.string() }).nullable(),
  origin_city: z.string().nullable(),
  destination_city: z.string().nullable(),
  /** Pickups and drops on the route, and how many of them are done. */
  activity_count: z.number(),
  completed_activity_count: z.number(),
  auto_start_type: z.enum(['GEOFENCE']).nullable(),
  autocomplete_source: z.enum(AUTOCOMPLETE_SOURCES),
  is_autocomplete_on: z.boolean(),
});
export type DriverTaskSummary = z.infer<typeof driverTaskSummarySchema>;

/** A load of an order as the driver counts it (quantities in the load's unit). */
export const driverLoadSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  uom: z.string(),
  quantity: z.number(),
  quantity_picked: z.number().nullable(),
  quantity_delivered: z.number().nullable(),
});
export type DriverLoad = z.infer<typeof driverLoadSchema>;

/** A pickup or drop at a stop, with its order, loads and (once completed) its proof. */
export const driverActivitySchema = z.object({
  id: z.string(),
  type: z.enum(['PICKUP', 'DROP']),
  status: z.enum(['UNCOMPLETED', 'COMPLETED']),
  completed_on: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  note: z.string().nullable(),
  delivery_order: z.object({
    id: z.string(),
    number: z.string(),
    customer_name: z.string(),
    customer_phone: z.string().nullable(),
    loads: z.array(driverLoadSchema),
  }),
  /** The company lets drivers adjust quantities, and this activity's order can be adjusted. */
  can_adjust_loads: z.boolean(),
  /** The saved proof (photos with signed links); null until completed. */
  proof: activityProofSchema.nullable(),
});
export type DriverActivity = z.infer<typeof driverActivitySchema>;

/** A stop of the route, in the route's order. */
export const driverStopSchema = z.object({
  /** Null for a START or END placeholder the task has no stored point for yet. */
  id: z.string().nullable(),
  type: z.enum(POINT_TYPES),
  address: z
    .object({
      id: z.number(),
      name: z.string(),
      full_name: z.string(),
      city: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      contact_name: z.string().nullable(),
      contact_phone: z.string().nullable(),
    })
    .nullable(),
  estimated_arrival_on: z.string().nullable(),
  activities: z.array(driverActivitySchema),
});
export type DriverStop = z.infer<typeof driverStopSchema>;

/** GET driver-app/fleet-task/{id}: the task, its stops in order, and what the driver may do now. */
export const driverTaskDetailSchema = driverTaskSummarySchema.extend({
  stops: z.array(driverStopSchema),
  can_start: z.boolean(),
  can_end: z.boolean(),
});
export type DriverTaskDetail = z.infer<typeof driverTaskDetailSchema>;

/** POST driver-app/fleet-task/{id}/transition. */
export const driverTransitionRequestSchema = z.object({ status: z.enum(DRIVER_TRANSITIONS) }).strict();
export type DriverTransitionRequest = z.infer<typeof driverTransitionRequestSchema>;

/** Positions a phone keeps while offline and sends in one call. */
export const MAX_DRIVER_POSITIONS_PER_CALL = 500;
/** The phone sends its position at most this often (issue 18: 'at most every 10 s'). */
export const DRIVER_POSITION_INTERVAL_MS = 10_000;

/** One phone fix (POST driver-app/position), stored under the driver's device_id. */
export const driverPositionSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    recorded_on: z.iso.datetime({ offset: true }),
    speed_kmh: z.number().min(0).max(400).nullish(),
    bearing: z.number().min(0).max(360).nullish(),
    accuracy_m: z.number().min(0).max(100_000).nullish(),
    altitude: z.number().min(-1000).max(10_000).nullish(),
  })
  .strict();
export type DriverPosition = z.infer<typeof driverPositionSchema>;

export const driverPositionBatchSchema = z
  .object({ positions: z.array(driverPositionSchema).min(1).max(MAX_DRIVER_POSITIONS_PER_CALL) })
  .strict();
export type DriverPositionBatch = z.infer<typeof driverPositionBatchSchema>;

/** The answer to a batch: how many were stored, and how many were already there (a resend). */
export const driverPositionResultSchema = z.object({ accepted: z.number(), duplicates: z.number() });
