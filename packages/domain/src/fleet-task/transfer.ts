import type { ShipmentType } from '../delivery-order';
import {
  type ActivityStatus,
  type ActivityType,
  FLEET_TASK_STATUSES,
  type FleetTaskStatus,
  ORDER_HOLDING_STATUSES,
} from '../fleet-task-status';
import { type ActivityMenuAction, activityMenu } from './activity/activity-menu';
import { canAddDelivery } from './editability';
import { type FleetTaskFacts, isStatusIn } from './status';

/**
 * Which orders may move to which task, and which may be cancelled from the row menu
 * (fleet-task-planning.md section 4 'Activity row menu', 'Transfer wizard'). The row menu
 * (activityMenu) decides whether an action is offered; these functions ask it for every row of the
 * order and, when it refuses, name the reason so the server answers with a message that says why.
 */

/** An order's activity on the task it would leave. */
export interface OrderActivityOnTask {
  type: ActivityType;
  status: ActivityStatus;
}

export interface OrderOnTask {
  taskStatus: FleetTaskStatus;
  scopes: readonly string[];
  deliveryOrder: { shipmentType: ShipmentType; isFromVendorRequest: boolean };
  /** The order's pickups and drops on this task. */
  activities: readonly OrderActivityOnTask[];
}

/** Whether the menu of each of the order's rows on the task offers `action`. */
function everyRowOffers(subject: OrderOnTask, action: ActivityMenuAction): boolean {
  const completed = (type: ActivityType) =>
    subject.activities.some((activity) => activity.type === type && activity.status === 'COMPLETED');
  return subject.activities.every((activity) =>
    activityMenu({
      taskStatus: subject.taskStatus,
      scopes: subject.scopes,
      activity: {
        type: activity.type,
        status: activity.status,
        atOrigin: false,
        atDestination: false,
        relatedPickupCompleted: completed('PICKUP'),
        relatedDropCompleted: completed('DROP'),
      },
      deliveryOrder: { ...subject.deliveryOrder, loadCount: 0, isLoadAdjusted: false },
    }).includes(action),
  );
}

export type OrderTransferRefusal =
  | 'transfer/transit-delivery-order'
  | 'transfer/vendor-request-delivery-order'
  | 'transfer/delivery-order-picked-up'
  /** No menu at all (a cancelled task): the task's status is the reason. */
  | 'status';

/**
 * Why the order may not leave the task by transfer, or null when 'Transfer Pengiriman' is offered on
 * each of its rows: a DIRECT order not from a vendor request whose pickup is not done. Its pickup and
 * drop move together, so both rows must offer it. The removal rules of the task it leaves (status,
 * last order) are checked apart.
 */
export function orderTransferRefusal(subject: OrderOnTask): OrderTransferRefusal | null {
  if (subject.activities.length > 0 && everyRowOffers(subject, 'transfer')) return null;
  if (subject.taskStatus === 'CANCELED') return 'status';
  if (subject.deliveryOrder.shipmentType === 'TRANSIT') return 'transfer/transit-delivery-order';
  if (subject.deliveryOrder.isFromVendorRequest) return 'transfer/vendor-request-delivery-order';
  return 'transfer/delivery-order-picked-up';
}

export interface TransferTarget extends FleetTaskFacts {
  id: string;
}

export type TransferTargetRefusal =
  | 'transfer/same-task'
  | 'transfer/target-not-scheduled'
  | 'transfer/target-cannot-take-delivery';

/**
 * Why `target` cannot receive an order transferred from the task `sourceId`, or null: the wizard
 * offers scheduled tasks except the current one (section 4, section 7 'Transfer target list'), and
 * of those only a task that takes deliveries (canAddDelivery: not with a vendor, not a vendor's own
 * request). A target of another company is not found at all, before this rule is asked.
 */
export function transferTargetRefusal(
  sourceId: string,
  target: TransferTarget,
): TransferTargetRefusal | null {
  if (target.id === sourceId) return 'transfer/same-task';
  if (target.status !== 'SCHEDULED') return 'transfer/target-not-scheduled';
  if (!canAddDelivery(target)) return 'transfer/target-cannot-take-delivery';
  return null;
}

export const isTransferTarget = (sourceId: string, target: TransferTarget): boolean =>
  transferTargetRefusal(sourceId, target) === null;

/** The order whose row 'Batalkan' was chosen, with what the rule needs of its other tasks. */
export interface OrderToCancel extends OrderOnTask {
  /** The order's activities on other tasks, with those tasks' statuses. */
  elsewhere: readonly (OrderActivityOnTask & { taskStatus: FleetTaskStatus; taskNumber: string })[];
  /** Different orders on the task, this one included. */
  orderCount: number;
}

export type ActivityCancelRefusal =
  | { code: 'activity-cancel/requires-scheduled' }
  | { code: 'failed-to-canceled' }
  | { code: 'activity-cancel/activity-completed' }
  | { code: 'activity-cancel/delivery-order-on-another-task'; taskNumber: string }
  | { code: 'minimum-one-delivery' };

/**
 * 'Batalkan' (offered in Dijadwalkan by activityMenu) cancels the delivery order itself. Refused, in
 * this order:
 * - where the row menu does not offer it on each of the order's rows (outside Dijadwalkan);
 * - for an order from a vendor request: it is the requester's to cancel (failed-to-canceled, the
 *   spec's code for 'deliveries from a delivery request');
 * - once any of its pickups or drops is done, here or on another task: goods have moved;
 * - while another task that has not been cancelled plans a leg of it (a TRANSIT order): that task's
 *   route would keep a cancelled order;
 * - for the task's last order (minimum-one-delivery): cancel the task instead.
 */
export function activityCancelRefusal(subject: OrderToCancel): ActivityCancelRefusal | null {
  if (subject.activities.length === 0 || !everyRowOffers(subject, 'cancel')) {
    return { code: 'activity-cancel/requires-scheduled' };
  }
  if (subject.deliveryOrder.isFromVendorRequest) return { code: 'failed-to-canceled' };
  const doneAnywhere = [...subject.activities, ...subject.elsewhere].some(
    (activity) => activity.status === 'COMPLETED',
  );
  if (doneAnywhere) return { code: 'activity-cancel/activity-completed' };
  // An ended task's activities are all done, so only an open task can still plan a leg here.
  const planned = subject.elsewhere.find((activity) =>
    isStatusIn(activity.taskStatus, ORDER_HOLDING_STATUSES),
  );
  if (planned)
    return { code: 'activity-cancel/delivery-order-on-another-task', taskNumber: planned.taskNumber };
  if (subject.orderCount <= 1) return { code: 'minimum-one-delivery' };
  return null;
}

/**
 * Every combination of a task's facts that may receive a transfer from another task, enumerated from
 * transferTargetRefusal, so a list query can select the targets without restating the rule.
 */
export function transferTargetKinds(): FleetTaskFacts[] {
  const kinds = FLEET_TASK_STATUSES.flatMap((status) =>
    [false, true].flatMap((hasVendor) =>
      [false, true].map((isFromVendorRequest) => ({ status, hasVendor, isFromVendorRequest })),
    ),
  );
  return kinds.filter((kind) => transferTargetRefusal('source', { id: 'another', ...kind }) === null);
}
