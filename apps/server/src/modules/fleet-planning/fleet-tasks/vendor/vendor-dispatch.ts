import {
  DomainError,
  type FleetTaskStatus,
  followsVendorTask,
  ISSUE_CODES,
  toZonedIso,
  visitedAfter,
} from '@armada/domain';

import type { Kysely } from 'kysely';

import type { Database } from '../../../../db/schema';
import type { Actor } from '../../../history/actor';
import { recordHistories, recordHistory } from '../../../history/service';
import { orderHistories } from '../orders/order-history';
import { assignOrders, ordersOfTask } from '../orders/order-queries';
import { lockLinkedFleetTask } from '../task/task-repository';
import {
  acceptedRequestOfVendorTask,
  cancelOpenRequestsOfTask,
  findDispatchVendor,
  insertVendorRequest,
  orderActivitiesElsewhere,
  ordersOnTask,
  type SenderTaskChanges,
  updateSenderTask,
  vendorTaskTimes,
} from './vendor-queries';

// The two points where a fleet task's own transitions meet the vendor company (fleet-task issue
// item 6). Both run inside the caller's transition transaction; neither changes the status of the
// task it is given: the transition does that, and these add what happens across companies.

/** The sender's task being sent; a full `fleet_tasks` row fits. */
export interface DispatchTask {
  id: string;
  company_id: number;
  number: string;
  vendor_id: number | null;
  is_from_vendor_request?: boolean;
}

const vendorField = (code: 'required' | 'invalid-value') => ({ fields: [{ field: 'vendor_id', code }] });

/** The vendor row a request may go to: not deleted, ACTIVE and paired with another active company. */
async function dispatchVendor(trx: Kysely<Database>, task: DispatchTask) {
  if (task.vendor_id === null) throw new DomainError('invalid/invalid-fields', vendorField('required'));
  const vendor = await findDispatchVendor(trx, task.company_id, task.vendor_id);
  if (!vendor) throw new DomainError('invalid/invalid-reference', vendorField('invalid-value'));
  if (vendor.status !== 'ACTIVE')
    throw new DomainError('fleet-task/vendor-inactive', vendorField('invalid-value'));
  const pairedCompanyId = vendor.paired_company_id;
  if (
    pairedCompanyId === null ||
    pairedCompanyId === task.company_id ||
    vendor.paired_company_is_active !== true
  ) {
    throw new DomainError('fleet-task/vendor-not-paired', vendorField('invalid-value'));
  }
  return { ...vendor, paired_company_id: pairedCompanyId };
}

/**
 * The orders' refusals of spec section 8, in this order: none at all (minimum-one-delivery); a TRANSIT
 * order (delivery-order-vendor-request-invalid-shipment-type: a transit leg cannot be handed over);
 * an order that is itself a vendor's copy (is-from-vendor-request: it belongs to another company's
 * request); an order on another open or finished task with a vendor (delivery-order-vendor-exists);
 * an order whose activity on another task is not done (FLEET_TASK_PREVIOUS_ACTIVITY_NOT_COMPLETED).
 */
async function checkOrdersForVendor(trx: Kysely<Database>, task: DispatchTask) {
  const orders = await ordersOnTask(trx, task.id);
  if (orders.length === 0) throw new DomainError('minimum-one-delivery');
  if (orders.some((order) => order.shipment_type === 'TRANSIT')) {
    throw new DomainError('delivery-order-vendor-request-invalid-shipment-type');
  }
  if (orders.some((order) => order.is_from_vendor_request)) throw new DomainError('is-from-vendor-request');
  const elsewhere = await orderActivitiesElsewhere(
    trx,
    task.id,
    orders.map((order) => order.id),
  );
  if (elsewhere.some((activity) => activity.vendor_id !== null)) {
    throw new DomainError('delivery-order-vendor-exists');
  }
  const unfinished = elsewhere.find((activity) => activity.status !== 'COMPLETED');
  if (unfinished) {
    throw new DomainError('fleet-task/vendor-previous-delivery-not-completed', {
      params: { DO: unfinished.order_number, FO: unfinished.task_number },
      issues: [{ code: ISSUE_CODES.previousActivityNotCompleted }],
    });
  }
}

/**
 * Sends the task to its vendor: checks the vendor and the orders, then writes a PENDING request in
 * the vendor's paired company and the history line on the sender's task. A resend after Ditolak makes
 * a new request (the rejected one stays in the vendor's list as it was). Returns the request.
 */
export async function sendVendorRequest(
  trx: Kysely<Database>,
  input: { task: DispatchTask; actor: Actor & { id: number } },
): Promise<{ requestId: string; vendorCompanyId: number }> {
  const { task, actor } = input;
  if (actor.companyId !== task.company_id) throw new DomainError('not-found');
  if (task.is_from_vendor_request === true) throw new DomainError('is-from-vendor-request');
  const vendor = await dispatchVendor(trx, task);
  await checkOrdersForVendor(trx, task);
  await cancelOpenRequestsOfTask(trx, task.id);
  const request = await insertVendorRequest(trx, {
    company_id: vendor.paired_company_id,
    sender_company_id: task.company_id,
    sender_fleet_task_id: task.id,
    sender_vendor_id: vendor.id,
    created_by: actor.id,
  });
  // The banner and rejected_reason belong to the last answer; a new request has none yet.
  await updateSenderTask(trx, task.id, { rejected_reason: null });
  await recordHistory(trx, {
    companyId: task.company_id,
    entityType: 'fleet_task',
    entityId: task.id,
    event: 'FleetPlanning.VendorRequestSent',
    title: 'Permintaan dikirim ke vendor',
    properties: [
      { key: 'Nomor Penugasan', value: task.number },
      { key: 'Vendor', value: vendor.name },
      { key: 'Diubah oleh', value: actor.name },
    ],
    actorUserId: actor.id,
  });
  return { requestId: request.id, vendorCompanyId: vendor.paired_company_id };
}

/** The vendor's task as the transition holds it; a full `fleet_tasks` row fits. */
export interface FollowedVendorTask {
  id: string;
  company_id: number;
  source_fleet_task_id: string | null;
  is_from_vendor_request?: boolean;
}

const FOLLOW_EVENTS: Partial<Record<FleetTaskStatus, { event: string; title: string }>> = {
  SCHEDULED: { event: 'FleetPlanning.VendorTaskScheduled', title: 'Vendor menjadwalkan penugasan' },
  STARTED: { event: 'FleetPlanning.VendorTaskStarted', title: 'Vendor menjalankan penugasan' },
  ENDED: { event: 'FleetPlanning.VendorTaskEnded', title: 'Vendor menyelesaikan penugasan' },
};

type VendorTimes = Awaited<ReturnType<typeof vendorTaskTimes>>;

/**
 * What the sender's task takes from the vendor's: the plan when scheduled (the sender sent its task
 * without a departure, section 3), the actual departure when started, and the arrival when ended.
 * A time the vendor's transition has not stored yet is now, the moment of the transition.
 */
function followedTimes(next: FleetTaskStatus, vendor: VendorTimes, senderDeparture: Date | null) {
  const now = new Date();
  const changes: SenderTaskChanges = {};
  if (next === 'SCHEDULED') {
    changes.expected_departure_on = vendor.expected_departure_on;
    changes.estimated_arrival_on = vendor.estimated_arrival_on;
  }
  if (next === 'STARTED' || next === 'ENDED') {
    changes.actual_departure_on = senderDeparture ?? vendor.actual_departure_on ?? now;
  }
  if (next === 'ENDED') changes.actual_arrival_on = vendor.actual_arrival_on ?? now;
  return changes;
}

/**
 * Moves the sender's task after the vendor's own task (made from an accepted request) changed to
 * `status`: Dijadwalkan, Perjalanan and Selesai are followed forward only (`followsVendorTask`), with
 * visited statuses, times and a history line on the sender's task. Anything else (a task not made
 * from a request, a status the sender does not follow, such as a cancel, which the rules refuse for
 * these tasks anyway) changes nothing and returns null.
 */
export async function followVendorTask(
  trx: Kysely<Database>,
  input: { vendorTask: FollowedVendorTask; status: FleetTaskStatus },
): Promise<{ senderTaskId: string; senderCompanyId: number; status: FleetTaskStatus } | null> {
  const { vendorTask, status } = input;
  if (vendorTask.source_fleet_task_id === null || vendorTask.is_from_vendor_request === false) return null;
  // The request is the link, not the source id alone: only an accepted request ties the two tasks.
  const link = await acceptedRequestOfVendorTask(trx, vendorTask.id, vendorTask.company_id);
  if (!link || link.sender_fleet_task_id !== vendorTask.source_fleet_task_id) return null;
  const sender = await lockLinkedFleetTask(trx, link.sender_fleet_task_id);
  const next = followsVendorTask(sender.status, status);
  const followed = next === null ? undefined : FOLLOW_EVENTS[next];
  if (next === null || !followed) return null;
  const vendorTimes = await vendorTaskTimes(trx, vendorTask.id);
  const changes = followedTimes(next, vendorTimes, sender.actual_departure_on);
  await updateSenderTask(trx, sender.id, {
    ...changes,
    status: next,
    visited_statuses: visitedAfter(sender.visited_statuses, next),
  });
  await assignSenderOrders(trx, sender, next, link.name);
  const when = next === 'ENDED' ? changes.actual_arrival_on : changes.actual_departure_on;
  await recordHistory(trx, {
    companyId: sender.company_id,
    entityType: 'fleet_task',
    entityId: sender.id,
    event: followed.event,
    title: followed.title,
    properties: [
      { key: 'Nomor Penugasan Vendor', value: vendorTimes.number },
      { key: 'Vendor', value: link.vendor_name },
      ...(when
        ? [{ key: next === 'ENDED' ? 'Waktu Tiba' : 'Waktu Berangkat', value: toZonedIso(when) }]
        : []),
      { key: 'Diubah oleh', value: link.name },
    ],
  });
  return { senderTaskId: sender.id, senderCompanyId: sender.company_id, status: next };
}

/**
 * The sender's own orders are committed once the vendor has planned the trip, as scheduling the task
 * itself would do: OPEN orders become ASSIGNED (also when the sender skipped Dijadwalkan), with an
 * event on each order.
 */
async function assignSenderOrders(
  trx: Kysely<Database>,
  sender: { id: string; company_id: number; number: string },
  next: FleetTaskStatus,
  vendorName: string,
) {
  if (next !== 'SCHEDULED' && next !== 'STARTED' && next !== 'ENDED') return;
  const orders = await ordersOfTask(trx, sender.id);
  const changed = new Set(
    await assignOrders(
      trx,
      orders.map((order) => order.id),
    ),
  );
  if (changed.size === 0) return;
  await recordHistories(
    trx,
    orderHistories({
      task: sender,
      target: 'SCHEDULED',
      actor: { companyId: sender.company_id, id: null, name: vendorName },
      orders: orders.filter((order) => changed.has(order.id)),
    }),
  );
}
