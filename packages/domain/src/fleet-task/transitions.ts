import { DomainError, ISSUE_CODES } from '../errors';
import { type FleetTaskStatus, normalizeFleetTaskStatus } from '../fleet-task-status';
import type { FleetTaskFacts } from './status';

/**
 * Manual status transitions of a fleet task: the targets the status control offers and that
 * POST /fleet-task/{id}/transition accepts (fleet-task-planning.md section 4, 'Allowed transitions').
 *
 * Where two rules of the spec meet, the narrower one wins:
 * - a Draf from a vendor request goes only to Dijadwalkan, even if it somehow carried a vendor (the
 *   send-by choice is hidden for vendor requests, section 2, so it should not);
 * - with a vendor, nothing after Draf is manual (the vendor's answer and the vendor's own task move
 *   the status, see vendorResponseTransitions and followsVendorTask), except Ditolak;
 * - Ditolak goes to Menunggu Vendor or Dibatalkan whatever the vendor field holds: re-sending
 *   without a vendor is then refused by the required fields (vendor_id, required-fields.ts).
 * TEMPORARY (the task being created) is saved as Draf ('Transition saves').
 */
export function allowedTransitions(task: FleetTaskFacts): FleetTaskStatus[] {
  switch (task.status) {
    case 'TEMPORARY':
      return ['DRAFT'];
    case 'DRAFT':
      if (task.isFromVendorRequest) return ['SCHEDULED'];
      return task.hasVendor ? ['WAITING_FOR_VENDOR', 'CANCELED'] : ['SCHEDULED', 'CANCELED'];
    case 'SCHEDULED':
      if (task.hasVendor) return [];
      // The requesting company's task depends on this one: a vendor cannot cancel what it accepted.
      return task.isFromVendorRequest ? ['STARTED'] : ['STARTED', 'CANCELED'];
    case 'STARTED':
      return task.hasVendor ? [] : ['ENDED'];
    case 'REJECTED_BY_VENDOR':
      return ['WAITING_FOR_VENDOR', 'CANCELED'];
    case 'ENDED':
    case 'CANCELED':
    case 'WAITING_FOR_VENDOR':
    case 'ACCEPTED_BY_VENDOR':
      return [];
  }
}

/** Facts of the request and of the task's content that only some targets look at. */
export interface TransitionInput {
  canceledReasonId?: number | null;
  /** Activities of the task still UNCOMPLETED; the end of a trip needs none (section 8). */
  uncompletedActivityCount?: number;
  /** The task holds a delivery order that came from a vendor request (section 8, failed-to-canceled). */
  hasVendorRequestOrders?: boolean;
}

/**
 * A cancel refused only because of a vendor request: the same task without the request could be
 * cancelled, and either the request itself forbids it or the task holds a vendor-request order.
 */
function refusedCancelOfVendorRequest(task: FleetTaskFacts, input: TransitionInput): boolean {
  if (!allowedTransitions({ ...task, isFromVendorRequest: false }).includes('CANCELED')) return false;
  if (input.hasVendorRequestOrders === true) return true;
  return task.isFromVendorRequest && !allowedTransitions(task).includes('CANCELED');
}

/**
 * The error a transition request must be refused with, or null when it may proceed. `target` is the
 * raw value of the request (the ACCEPTEP_BY_VENDOR alias is accepted). Order of checks:
 * 1. an unknown status, or one not in allowedTransitions: invalid/invalid-value ('An invalid status
 *    type gives the invalid-value message', section 8), except
 * 2. a cancel refused only because of a vendor request: failed-to-canceled (section 8, 'Cancelling
 *    with a vendor-request DO gives failed-to-canceled'), which says why;
 * 3. a cancel without reason: invalid/invalid-fields, canceled_reason_id required (section 5, 'Cancel');
 * 4. the end of a trip with uncompleted activities: invalid/activities-must-be-completed.
 * The required fields of the target (required-fields.ts) are checked by the caller after this.
 */
export function checkTransition(
  task: FleetTaskFacts,
  target: string,
  input: TransitionInput = {},
): DomainError | null {
  const status = normalizeFleetTaskStatus(target);
  if (status === 'CANCELED' && refusedCancelOfVendorRequest(task, input)) {
    return new DomainError('failed-to-canceled');
  }
  if (status === null || !allowedTransitions(task).includes(status)) {
    return new DomainError('invalid/invalid-value', { fields: [{ field: 'status', code: 'invalid-value' }] });
  }
  if (status === 'CANCELED' && (input.canceledReasonId === undefined || input.canceledReasonId === null)) {
    return new DomainError('invalid/invalid-fields', {
      fields: [{ field: 'canceled_reason_id', code: 'required' }],
    });
  }
  if (status === 'ENDED' && (input.uncompletedActivityCount ?? 0) > 0) {
    return new DomainError('invalid/activities-must-be-completed', {
      issues: [{ code: ISSUE_CODES.activitiesNotCompleted }],
    });
  }
  return null;
}

/**
 * The vendor company's answer to a request (section 4, statuses Diterima Vendor and Ditolak): not a
 * manual transition of the sender, but the vendor's accept or reject of the task waiting for it.
 */
export function vendorResponseTransitions(status: FleetTaskStatus): FleetTaskStatus[] {
  return status === 'WAITING_FOR_VENDOR' ? ['ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR'] : [];
}

/** The sender's statuses after acceptance, in the order the vendor's own task goes through them. */
const FOLLOWED_PATH: readonly FleetTaskStatus[] = ['ACCEPTED_BY_VENDOR', 'SCHEDULED', 'STARTED', 'ENDED'];

/**
 * The sender's new status when the vendor's task (made from the request) changes status, or null when
 * the sender does not move. After acceptance the sender's task mirrors the vendor's Dijadwalkan,
 * Perjalanan and Selesai, forward only; a step the sender missed (an event lost or handled late) is
 * skipped rather than replayed. The vendor's task cannot be cancelled (allowedTransitions), so there
 * is no cancel to follow.
 */
export function followsVendorTask(
  senderStatus: FleetTaskStatus,
  vendorTaskStatus: FleetTaskStatus,
): FleetTaskStatus | null {
  const from = FOLLOWED_PATH.indexOf(senderStatus);
  const to = FOLLOWED_PATH.indexOf(vendorTaskStatus);
  if (from < 0 || to <= 0 || to <= from) return null;
  return vendorTaskStatus;
}

/**
 * `visited_statuses` after a transition to `target`: the status is appended once, at its first visit,
 * so a task re-sent after a rejection keeps Menunggu Vendor once and the wizard of a cancelled task
 * (wizard.ts) shows each step once. TEMPORARY is never recorded: the spec never shows it.
 */
export function visitedAfter(
  visited: readonly FleetTaskStatus[],
  target: FleetTaskStatus,
): FleetTaskStatus[] {
  if (target === 'TEMPORARY' || visited.includes(target)) return [...visited];
  return [...visited, target];
}
