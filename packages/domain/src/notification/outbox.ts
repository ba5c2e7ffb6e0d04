import { z } from 'zod';
import { FLEET_TASK_STATUSES } from '../fleet-task-status';

/**
 * Where a queued customer notification stands: PENDING (waiting, maybe for a retry), SENDING (claimed
 * by a worker), SENT (accepted by the WhatsApp Cloud API), FAILED (refused, or out of retries) and
 * NOT_SENT (never tried: no phone, no configuration, ...; `reason` says why).
 */
export const NOTIFICATION_DELIVERY_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'NOT_SENT'] as const;
export type NotificationDeliveryStatus = (typeof NOTIFICATION_DELIVERY_STATUSES)[number];

/** One message of a task's outbox, as GET /fleet-task/{id}/notification answers it (newest first). */
export const notificationMessageSchema = z.object({
  id: z.string(),
  channel: z.literal('WHATSAPP'),
  /** The task status whose change the message announces, and its display name. */
  task_status: z.object({ name: z.enum(FLEET_TASK_STATUSES), label: z.string() }),
  /** The customer's number with its +62 prefix; null when it was empty or invalid. */
  recipient: z.string().nullable(),
  customer_name: z.string().nullable(),
  /** The text sent, or the text that will be sent while PENDING. */
  body: z.string(),
  delivery_status: z.enum(NOTIFICATION_DELIVERY_STATUSES),
  /** Why it was not sent or failed; the last error of a PENDING message that will be retried. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_on: z.string().nullable(),
  sent_on: z.string().nullable(),
  /** The message id the WhatsApp Cloud API answered (wamid...). */
  provider_message_id: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
