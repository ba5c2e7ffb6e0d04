import { z } from 'zod';
import { PHOTO_CONTENT_TYPES } from '../fleet-task/activity/activity-photos';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '../fleet-task-status';
import { deliveryLoadSchema } from './delivery-order';

/**
 * Activities of a route (fleet-task-planning.md sections 3 'Activity', 'Payloads', 5 'Complete-activity
 * form', 'Load adjustment', 7): proof photos, completion, proof and load adjustment.
 */

// ---------------------------------------------------------------------------------------------
// Responses

/**
 * A proof photo. `url` is a path on this server, signed and valid for at least an hour, so an <img>
 * can show it without the Bearer header; only a logged-in user of the company gets one.
 */
export const activityAttachmentSchema = z.object({
  id: z.string(),
  type: z.literal('photo'),
  url: z.string(),
  content_type: z.enum(PHOTO_CONTENT_TYPES),
  size_bytes: z.number(),
  file_name: z.string().nullable(),
  /** Saved with a completion: kept for good; otherwise still in an open form. */
  in_proof: z.boolean(),
  created_on: z.string(),
});
export type ActivityAttachment = z.infer<typeof activityAttachmentSchema>;

/** The proof of a pickup or drop (GET .../delivery-order/{doId}/activity, POST .../complete). */
export const activityProofSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  status: z.object({ raw_type: z.enum(ACTIVITY_STATUSES) }),
  transit_leg: z.number().nullable(),
  completed_on: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  note: z.string().nullable(),
  completed_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  point: z.object({
    id: z.string(),
    address: z.object({ id: z.number(), name: z.string(), city: z.string() }),
  }),
  delivery_order: z.object({ id: z.string(), number: z.string() }),
  attachments: z.array(activityAttachmentSchema),
});
export type ActivityProof = z.infer<typeof activityProofSchema>;

/** PATCH .../adjust-load: the order's loads after the change. */
export const adjustedLoadsSchema = z.object({
  delivery_order: z.object({ id: z.string(), number: z.string() }),
  loads: z.array(deliveryLoadSchema),
});

/**
 * A load change's history event on the order (section 3 'Load history entry'): read through the
 * order's log filtered by these events (section 7), its `details` a list of these lines.
 */
export const LOAD_CHANGE_EVENTS = {
  PICKUP: 'FleetPlanning.DeliveryLoadUpdatedPicked',
  DROP: 'FleetPlanning.DeliveryLoadUpdatedDropped',
} as const;

export const loadChangeDetailSchema = z.object({
  delivery_load_uuid: z.string(),
  product_name: z.string(),
  product_type_name: z.string(),
  uom: z.string(),
  old_qty: z.number(),
  new_qty: z.number(),
  reason: z.string().nullable(),
});
export type LoadChangeDetail = z.infer<typeof loadChangeDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

/** Section 3 'Payloads': Adjusted load item. The quantity may come as the input's text. */
export const adjustedLoadItemSchema = z
  .object({
    delivery_load_uuid: z.uuid(),
    quantity: z.union([z.number(), z.string().max(20)]),
    reason: z.string().trim().max(500).nullish(),
  })
  .strict();

/** At most one item per load; the spec's load list limit is 1000. */
export const adjustLoadRequestSchema = z.array(adjustedLoadItemSchema).min(1).max(1000);
export type AdjustLoadRequest = z.infer<typeof adjustLoadRequestSchema>;

/** 'admin': the dispatcher's form; 'driver': the driver's phone (driver-app). */
export const COMPLETION_SOURCES = ['admin', 'driver'] as const;

/** POST .../complete (section 7): the completion form of the web ('admin'). */
export const completeActivityRequestSchema = z
  .object({
    contact_person_name: z.string().trim().min(1).max(255),
    completed_on: z.iso.datetime({ offset: true }),
    note: z.string().trim().max(1000).nullish(),
    type: z.enum(COMPLETION_SOURCES),
    adjusted_delivery_loads: adjustLoadRequestSchema.optional(),
  })
  .strict();
export type CompleteActivityRequest = z.infer<typeof completeActivityRequestSchema>;

/** Multipart field `type` of POST .../attachment (section 3 'Payloads': Attachment). */
export const ATTACHMENT_TYPES = ['photo'] as const;
