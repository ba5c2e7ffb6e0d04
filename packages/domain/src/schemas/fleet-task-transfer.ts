import { z } from 'zod';
import { FLEET_TASK_STATUSES } from '../fleet-task-status';
import { idValueSchema } from './common';

/**
 * Transfer of an order to another task, and cancelling an activity (fleet-task-planning.md section 3
 * 'Payloads': Transfer; section 4 'Activity row menu', 'Transfer wizard'; section 7).
 */

// ---------------------------------------------------------------------------------------------
// Requests

/** The wizard's 'initial' choice: a new task, or an existing scheduled one. */
export const TRANSFER_TYPES = ['create', 'exist'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/**
 * POST /fleet-task/{id}/delivery-order/{orderId}/transfer. 'exist' names the destination in
 * fleet_task_uuid ('A destination selection is required before next in transfer', section 5);
 * 'create' makes the destination, so fleet_task_uuid is absent or null.
 */
export const transferDeliveryOrderRequestSchema = z
  .object({
    type: z.enum(TRANSFER_TYPES),
    fleet_task_uuid: z.uuid().nullable().optional(),
  })
  .strict()
  .superRefine((request, context) => {
    const named = request.fleet_task_uuid !== undefined && request.fleet_task_uuid !== null;
    if (request.type === 'exist' && !named) {
      context.addIssue({ code: 'custom', path: ['fleet_task_uuid'], message: 'required for type exist' });
    }
    if (request.type === 'create' && named) {
      context.addIssue({ code: 'custom', path: ['fleet_task_uuid'], message: 'not allowed for type create' });
    }
  });
export type TransferDeliveryOrderRequest = z.infer<typeof transferDeliveryOrderRequestSchema>;

/** POST /fleet-task/{id}/point/{pointId}/activity/{activityId}/cancel ('Batalkan'): a CANCELED reason. */
export const cancelActivityRequestSchema = z.object({ canceled_reason_id: idValueSchema }).strict();
export type CancelActivityRequest = z.infer<typeof cancelActivityRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

const orderRefSchema = z.object({ id: z.string(), number: z.string() });

/** The destination, so the page can navigate to it (section 8 'Transfer'), and the source's vendor. */
export const transferredDeliveryOrderSchema = z.object({
  /** The destination task. */
  id: z.string(),
  number: z.string(),
  status: z.enum(FLEET_TASK_STATUSES),
  /** True when the destination was made by this transfer (type create). */
  created: z.boolean(),
  delivery_order: orderRefSchema,
  /** The source task had a vendor, which the change of its route cleared (section 4). */
  vendor_cleared: z.boolean(),
});
export type TransferredDeliveryOrder = z.infer<typeof transferredDeliveryOrderSchema>;

/** The order cancelled by 'Batalkan', gone from the task's route. */
export const canceledActivityOrderSchema = orderRefSchema.extend({
  status: z.literal('CANCELED'),
  canceled_reason: z.object({ id: z.number(), reason: z.string() }),
  vendor_cleared: z.boolean(),
});
export type CanceledActivityOrder = z.infer<typeof canceledActivityOrderSchema>;
