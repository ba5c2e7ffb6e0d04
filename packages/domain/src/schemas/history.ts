import { z } from 'zod';

/** A key/value line of a history event; a redirectable one links to a detail page. */
export const historyPropertySchema = z.object({
  key: z.string(),
  value: z.string(),
  is_redirectable: z.boolean(),
  redirect_url: z.string().nullable(),
});

/**
 * One event of a fleet task's or delivery order's history (the spec's History event), newest first
 * in a history answer. `event` names what happened (`Order.DeliveryOrderUpdated`), so a client can
 * open the right view for a clickable one.
 */
export const historyEventSchema = z.object({
  id: z.string(),
  event: z.string(),
  created_on: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  has_badge: z.boolean(),
  badge_text: z.string().nullable(),
  badge_variant: z.string().nullable(),
  badge_icon: z.string().nullable(),
  clickable: z.boolean(),
  clickable_title: z.string().nullable(),
  properties: z.array(historyPropertySchema),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

/** A row of an event log list: the event plus who made it and its structured details. */
export const historyLogRowSchema = historyEventSchema.extend({
  delivery_order_uuid: z.string().nullable(),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  details: z.unknown(),
});
export type HistoryLogRow = z.infer<typeof historyLogRowSchema>;

export const historyQuerySchema = z.object({
  /** The spec's clients send `basic` (or a status value); every type answers the full history. */
  type: z.string().trim().max(50).optional(),
});
