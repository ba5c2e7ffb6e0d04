import { z } from 'zod';
import { SHIPMENT_TYPES } from '../delivery-order';
import { ACTIVITY_MENU_ACTIONS } from '../fleet-task/activity/activity-menu';
import { MOVEMENT_DIRECTIONS } from '../fleet-task/movements';
import { REQUIRED_FIELD_ORDER } from '../fleet-task/required-fields';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES, POINT_TYPES } from '../fleet-task-status';
import { deliveryOrderRowSchema } from './delivery-order';

/**
 * The route of a fleet task (fleet-task-planning.md sections 2 'Order task' card, 'Sequence',
 * 'Activity table per point', and 3 'Sequence point', 'Activity'): the sequence view, the point and
 * movement edits, and the delivery orders on a task. Times are ISO 8601 with the company's offset,
 * service time an ISO 8601 duration, distances in metres, weight in kg and volume in cbm.
 */

// ---------------------------------------------------------------------------------------------
// Responses

/** The order an activity serves, with what the activity table shows of it. */
export const sequenceDeliveryOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  shipment_type: z.enum(SHIPMENT_TYPES),
  /** The 'DO Transit' flag of the table. */
  is_transit: z.boolean(),
  shipment_number: z.string().nullable(),
  reference_number: z.string().nullable(),
  external_reference_number: z.string().nullable(),
  customer: z.object({ name: z.string() }),
  current_total_weight: z.number(),
  current_total_volume: z.number(),
  is_adjusted: z.boolean(),
  /** Loads of the order: adjustment and the load view need some (section 4). */
  load_count: z.number(),
  is_from_vendor_request: z.boolean(),
  expected_pickup_on: z.string().nullable(),
  expected_delivered_on: z.string().nullable(),
});

export const sequenceActivitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  status: z.object({ raw_type: z.enum(ACTIVITY_STATUSES) }),
  /** Leg of a TRANSIT order (0 = origin to first transit); null for DIRECT. */
  transit_leg: z.number().nullable(),
  completed_on: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  note: z.string().nullable(),
  /** The arrows the row shows; empty when the task cannot be edited. */
  movements: z.array(z.enum(MOVEMENT_DIRECTIONS)),
  /** The row menu's actions for the caller (domain activityMenu, section 4 'Activity row menu'). */
  menu: z.array(z.enum(ACTIVITY_MENU_ACTIONS)),
  delivery_order: sequenceDeliveryOrderSchema,
});
export type SequenceActivityResponse = z.infer<typeof sequenceActivitySchema>;

export const sequenceAddressSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const sequencePointSchema = z.object({
  /** Null for a START or END placeholder: the task has the address but no stored point yet. */
  id: z.string().nullable(),
  type: z.enum(POINT_TYPES),
  /** Null only for a placeholder of an end the task has not chosen yet. */
  address: sequenceAddressSchema.nullable(),
  estimated_arrival_on: z.string().nullable(),
  estimated_departure_on: z.string().nullable(),
  /** 'Durasi Bongkar/Muat' as an ISO 8601 duration ('PT1H30M'). */
  service_time: z.string(),
  service_time_parts: z.object({ hours: z.number(), minutes: z.number() }),
  /** Metres to the next point; null at the last point (or when an end has no address). */
  distance: z.number().nullable(),
  activities: z.array(sequenceActivitySchema),
});
export type SequencePointResponse = z.infer<typeof sequencePointSchema>;

export const fleetTaskSequenceSchema = z.object({
  fleet_task_id: z.string(),
  /** The first required field that is missing (section 2: 'no times are shown, only a notice'). */
  missing_field: z.enum(REQUIRED_FIELD_ORDER).nullable(),
  current_total_weight: z.number(),
  current_total_volume: z.number(),
  /** Metres from START to END. */
  total_distance: z.number(),
  points: z.array(sequencePointSchema),
});
export type FleetTaskSequence = z.infer<typeof fleetTaskSequenceSchema>;

/** A pickup or drop of an order on the task, as the task's order list shows it. */
export const taskOrderActivitySchema = z.object({
  id: z.string(),
  point_id: z.string(),
  status: z.object({ raw_type: z.enum(ACTIVITY_STATUSES) }),
  completed_on: z.string().nullable(),
});

/** A row of GET /fleet-task/{id}/delivery-order: the order list's row plus its activities here. */
export const taskDeliveryOrderRowSchema = deliveryOrderRowSchema.extend({
  /** The leg this task carries for a TRANSIT order; null for DIRECT. */
  transit_leg: z.number().nullable(),
  pickup: taskOrderActivitySchema.nullable(),
  drop: taskOrderActivitySchema.nullable(),
});
export type TaskDeliveryOrderRow = z.infer<typeof taskDeliveryOrderRowSchema>;

export const removedTaskDeliveryOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** The task had a vendor, which the removal cleared (section 4: it must be chosen again). */
  vendor_cleared: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Requests

/** PATCH /fleet-task/{id}/point/{pointId}: parsed by parseServiceDuration (hours and minutes). */
export const pointServiceTimeRequestSchema = z.object({ service_time: z.string().max(32) }).strict();
export type PointServiceTimeRequest = z.infer<typeof pointServiceTimeRequestSchema>;

/** POST .../activity/{activityId}/movement. */
export const activityMovementRequestSchema = z.object({ type: z.enum(MOVEMENT_DIRECTIONS) }).strict();
export type ActivityMovementRequest = z.infer<typeof activityMovementRequestSchema>;

/** Orders one attach (PUT .../delivery-order or POST .../intervention) takes at once. */
export const MAX_ATTACH_DELIVERY_ORDERS = 200;

export const taskDeliveryOrdersRequestSchema = z
  .object({ delivery_order_ids: z.array(z.uuid()).min(1).max(MAX_ATTACH_DELIVERY_ORDERS) })
  .strict();
export type TaskDeliveryOrdersRequest = z.infer<typeof taskDeliveryOrdersRequestSchema>;
