import { z } from 'zod';
import type { DeliveryOrderStatus } from '../delivery-order';
import type { FleetTaskStatus } from '../fleet-task-status';

/**
 * The live socket's protocol (`/ws`, DESIGN.md 'Live events'): JSON `{event, data}` both ways. The
 * server and the web client import these names and the tags schema, so neither spells them twice.
 */

/** What a client may send. */
export const LIVE_CLIENT_EVENTS = { ping: 'PING', updateTags: 'update_tags' } as const;

/** What the server sends; `system-notif-{userId}` is built by `systemNotifEvent`. */
export const LIVE_SERVER_EVENTS = {
  pong: 'PONG',
  alertNew: 'alert-center-new',
  /** A later rule joined an alert's episode: its rules, urgency or popup changed (same audience). */
  alertUpdate: 'alert-center-update',
  alertResolve: 'alert-center-resolve',
  /** The answer to `update_tags`: the tags now in force. */
  tagsUpdated: 'tags-updated',
  /** A refused message: `{code, message}` from the error catalogue. */
  error: 'error',
  /** A task was saved, moved to another status or deleted: `FleetTaskChangedData`. */
  fleetTaskChanged: 'fleet-task.changed',
  /** A vendor accepted or rejected the company's request: `VendorRequestAnsweredData`. */
  vendorRequestAnswered: 'vendor-request.answered',
  /** Orders were created or deleted, or joined or left a task: `DeliveryOrderChangedData`. */
  deliveryOrderChanged: 'delivery-order.changed',
  /**
   * A vehicle reports again after a time without a recent position (none, or older than
   * `POSITION_FRESH_MINUTES`): `VehiclePositionData`. Not every position: see the intake.
   */
  vehiclePosition: 'vehicle.position',
} as const;

/**
 * The events the dashboard's counts follow (audience `operations`). Payloads are ids and a status
 * only: a page that wants more reads it through the API, under its scopes.
 */
export const OPERATIONS_LIVE_EVENTS = [
  LIVE_SERVER_EVENTS.fleetTaskChanged,
  LIVE_SERVER_EVENTS.vendorRequestAnswered,
  LIVE_SERVER_EVENTS.deliveryOrderChanged,
  LIVE_SERVER_EVENTS.vehiclePosition,
] as const;

export interface FleetTaskChangedData {
  fleetTaskId: string;
  /** The status after the change; null when the task was deleted. */
  status: FleetTaskStatus | null;
}

export interface VendorRequestAnsweredData {
  /** The company's own task the request was sent for. */
  fleetTaskId: string;
  status: Extract<FleetTaskStatus, 'ACCEPTED_BY_VENDOR' | 'REJECTED_BY_VENDOR'>;
}

/** Orders change in batches (an import, a task's orders on its schedule): up to 100 ids an event. */
export interface DeliveryOrderChangedData {
  deliveryOrderIds: string[];
  /** Their status after the change; null when they were deleted. */
  status: DeliveryOrderStatus | null;
}

export interface VehiclePositionData {
  vehicleId: number;
  /** The newest fix's time, ISO. */
  recordedOn: string;
}

export const systemNotifEvent = (userId: number) => `system-notif-${userId}`;

/** Largest message a client may send; a bigger one closes the socket with 1009 (message too big). */
export const LIVE_MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/** Client messages allowed per window before the socket is closed with 1008 (policy violation). */
export const LIVE_CLIENT_MESSAGE_LIMIT = { messages: 30, windowMs: 10_000 } as const;

/** Close codes the server uses besides the standard ones (1000 normal, 1001 going away, 1009 too big). */
export const LIVE_CLOSE_CODES = {
  /** Too many messages: abuse. */
  policyViolation: 1008,
  /** The token expired, or the user or the company was deactivated: log in again. */
  sessionEnded: 4401,
} as const;

/**
 * What `update_tags` narrows. Every tag is optional; a tag left out does not narrow. The tags sent
 * last replace the earlier ones as a whole (`{}` receives everything the user may see again).
 * - `urgent: false` leaves out urgent alerts, `important: false` important ones;
 * - `vgroupIds` (non-empty) keeps only alerts on a vehicle of one of these vehicle groups; an alert
 *   on no vehicle group is then left out too. An empty list does not narrow.
 * Tags narrow only `alert-center-new` and `alert-center-update`; resolves and announcements always
 * arrive.
 */
export const liveTagsSchema = z
  .object({
    urgent: z.boolean().optional(),
    important: z.boolean().optional(),
    vgroupIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(1_000).optional(),
  })
  .strict();

export type LiveTags = z.infer<typeof liveTagsSchema>;

/** The envelope of every message, both ways. */
export const liveClientMessageSchema = z.object({
  event: z.string().min(1).max(100),
  data: z.unknown().optional(),
});

export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
