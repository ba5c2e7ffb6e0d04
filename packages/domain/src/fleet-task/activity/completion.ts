import type { DeliveryOrderStatus, ShipmentType } from '../../delivery-order';
import { DomainError, ISSUE_CODES } from '../../errors';
import type { ActivityStatus, ActivityType, FleetTaskStatus } from '../../fleet-task-status';

/**
 * Completing a pickup or a drop (POST .../activity/{activityId}/complete), fleet-task-planning.md
 * section 4 ('Activity row menu', 'Other rules'), section 5 ('Complete-activity form') and section 8
 * ('Complete activity').
 */
export interface ActivityCompletionSubject {
  taskStatus: FleetTaskStatus;
  activityType: ActivityType;
  /** The task's actual departure (set when it started); null if unknown, then not checked. */
  actualDepartureOn: string | Date | null;
  /** For a drop: the pickup of the same order (and transit leg). */
  relatedPickup?: { status: ActivityStatus; completedOn: string | Date | null } | null;
  /** For a pickup already completed whose drop is completed too: the drop's time (a re-saved proof). */
  relatedDropCompletedOn?: string | Date | null;
  /** The time the form sends. */
  completedOn: string | Date;
  order: {
    number: string;
    status: DeliveryOrderStatus;
    shipmentType: ShipmentType;
    /** Transit leg of the activity (0 = origin to first transit); null for DIRECT. */
    leg: number | null;
    /** For a TRANSIT leg after the first: the previous leg's drop is completed (on any task). */
    previousLegDropCompleted: boolean;
  };
}

const time = (value: string | Date) => new Date(value).getTime();

/** Statuses in which an order is on its way and its stops can be proven. */
const ORDER_STATUSES_IN_PROGRESS: readonly DeliveryOrderStatus[] = ['ASSIGNED', 'PICKED_UP', 'IN_TRANSIT'];

/**
 * A TRANSIT order whose goods are not at this leg's start yet (the previous leg's drop is open on
 * another task), or an order no longer in progress (cancelled, delivered elsewhere), is 'in process
 * elsewhere': section 8's issue codes with 'Pengiriman {number} sedang dalam proses transit di
 * penugasan lain'.
 */
function transitProblem(order: ActivityCompletionSubject['order']): DomainError | null {
  const issue = !ORDER_STATUSES_IN_PROGRESS.includes(order.status)
    ? ISSUE_CODES.deliveryOrderInvalidStatus
    : order.shipmentType === 'TRANSIT' && (order.leg ?? 0) > 0 && !order.previousLegDropCompleted
      ? ISSUE_CODES.activitiesParentNotCompleted
      : null;
  if (issue === null) return null;
  return new DomainError('fleet-task/delivery-order-in-transit-elsewhere', {
    params: { number: order.number },
    issues: [{ code: issue }],
  });
}

/**
 * The error a completion must be refused with, or null:
 * - only on the way ('Selesaikan': only in Perjalanan): fleet-task/activity-requires-started;
 * - an order in process elsewhere (transitProblem);
 * - a drop before its pickup: invalid/pickup-must-be-completed;
 * - a pickup time before the actual departure ('Waktu Pengambilan tidak boleh kurang dari Waktu
 *   Keberangkatan Aktual'), a drop time before its pickup's time ('Waktu Pengiriman tidak boleh kurang
 *   dari Waktu Pengambilan'), or a re-saved pickup time after its completed drop: invalid/invalid-fields
 *   on completed_on.
 * Re-saving the proof of a completed activity is not refused here: the form edits it (section 5,
 * 'The Save button is enabled only if something changed').
 */
export function checkActivityCompletion(subject: ActivityCompletionSubject): DomainError | null {
  if (subject.taskStatus !== 'STARTED') return new DomainError('fleet-task/activity-requires-started');
  const orderProblem = transitProblem(subject.order);
  if (orderProblem) return orderProblem;
  if (subject.activityType === 'DROP' && subject.relatedPickup?.status !== 'COMPLETED') {
    return new DomainError('invalid/pickup-must-be-completed');
  }
  const problem = completionTimeProblem({
    activityType: subject.activityType,
    completedOn: subject.completedOn,
    actualDepartureOn: subject.actualDepartureOn,
    pickupCompletedOn: subject.relatedPickup?.completedOn ?? null,
    dropCompletedOn: subject.relatedDropCompletedOn ?? null,
  });
  return problem
    ? new DomainError('invalid/invalid-fields', { fields: [{ field: 'completed_on', code: problem }] })
    : null;
}

export type CompletionTimeProblem = 'before-actual-departure' | 'before-pickup' | 'after-drop';

/**
 * The time rule of the completion form (section 5) on its own, for a form that checks as the user
 * types: a pickup not before the actual departure nor after its completed drop, a drop not before
 * its pickup. Unknown times are not checked.
 */
export function completionTimeProblem(input: {
  activityType: ActivityType;
  completedOn: string | Date;
  actualDepartureOn: string | Date | null;
  pickupCompletedOn?: string | Date | null;
  dropCompletedOn?: string | Date | null;
}): CompletionTimeProblem | null {
  const completedOn = time(input.completedOn);
  if (input.activityType === 'DROP') {
    const pickupOn = input.pickupCompletedOn ?? null;
    return pickupOn !== null && completedOn < time(pickupOn) ? 'before-pickup' : null;
  }
  if (input.actualDepartureOn !== null && completedOn < time(input.actualDepartureOn))
    return 'before-actual-departure';
  const dropOn = input.dropCompletedOn ?? null;
  return dropOn !== null && completedOn > time(dropOn) ? 'after-drop' : null;
}

/**
 * Where an order stands once an activity of it is completed: picked up at its origin, in transit
 * when a TRANSIT order reaches or leaves a transit, delivered at its destination. `legCount` is 1 for
 * a DIRECT order.
 */
export function orderStatusAfterCompletion(
  activityType: ActivityType,
  leg: number | null,
  legCount: number,
): DeliveryOrderStatus {
  const index = leg ?? 0;
  if (activityType === 'PICKUP') return index === 0 ? 'PICKED_UP' : 'IN_TRANSIT';
  return index >= legCount - 1 ? 'DELIVERED' : 'IN_TRANSIT';
}
