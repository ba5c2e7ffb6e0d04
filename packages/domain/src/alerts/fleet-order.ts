import type { FleetTaskStatus } from '../fleet-task-status';

/** The fleet-order alerts a fleet-task event makes itself (ALERT_CODES.md; 138 is the sweeper's). */
export const FLEET_ORDER_EVENT_CODES = {
  autoStartFailed: 137,
  vendorRejected: 142,
  taskCanceled: 143,
} as const;

/**
 * 143 'Penugasan dibatalkan' is news once the task was Dijadwalkan or later (planned, on its way, or
 * with a vendor, a vendor's refusal included: the shipment it was for is now not going at all): a
 * cancelled Draf was never more than a plan.
 */
export const CANCEL_ALERTED_STATUSES = [
  'SCHEDULED',
  'STARTED',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
] as const satisfies readonly FleetTaskStatus[];

/** Whether cancelling a task that was `previous` may make alert 143. */
export const cancelIsAlerted = (previous: FleetTaskStatus): boolean =>
  (CANCEL_ALERTED_STATUSES as readonly FleetTaskStatus[]).includes(previous);
