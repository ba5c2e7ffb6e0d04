import {
  cancelIsAlerted,
  checkTransition,
  DomainError,
  departureInThePastError,
  FLEET_ORDER_EVENT_CODES,
  type FleetTask,
  type FleetTaskStatus,
  type FleetTaskTransitionRequest,
  fleetTaskFacts,
  type HistoryEvent,
  missingFields,
  normalizeFleetTaskStatus,
  requiredFieldsError,
  travelAutomationRefusal,
  visitedAfter,
} from '@armada/domain';

import type { Kysely, Updateable } from 'kysely';

import type { AuthContext } from '../../../../auth/guard';

import type { Database, FleetTasksTable } from '../../../../db/schema';

import type { ApiContext } from '../../../context';
import { type Actor, actorOf } from '../../../history/actor';
import { readHistory, recordHistories, recordHistory } from '../../../history/service';
import type { AppHooks } from '../../../hooks';
import { publishDeliveryOrdersChanged, publishFleetTasksChanged } from '../../../live/operations';
import { enqueueStatusNotification } from '../../../notification/outbox';
import { findReason } from '../../reasons/queries';
import { orderHistories } from '../orders/order-history';
import { assignOrders, ordersOfTask, releaseOrders } from '../orders/order-queries';
import { assignFleetTaskNumber } from '../task/numbers';
import { assertResourcesAvailable, claimOf } from '../task/resource-conflicts';
import { fleetTaskExists } from '../task/task-queries';
import {
  type LockedFleetTask,
  lockFleetTask,
  type StoredFleetTask,
  updateFleetTaskRow,
} from '../task/task-repository';
import { getFleetTask } from '../task/task-service';
import { followVendorTask, sendVendorRequest } from '../vendor/vendor-dispatch';
import { transitionHistory } from './transition-history';
import { transitionFacts } from './transition-queries';

/**
 * Who moved the task: a person through the status control ('manual'), or the GPS travel automation
 * when the vehicle leaves (or reaches) the start point ('geofence', section 4 'Travel automation';
 * its history event carries the badge 'Otomatis').
 */
export type TransitionSource = 'manual' | 'geofence';

export interface TransitionOptions {
  /** The Alert Center's ear: a cancel of a planned task may be an alert (143), in this transaction. */
  hooks: Pick<AppHooks, 'fleetTaskAlert'>;
  source?: TransitionSource;
  /** When the trip left, for a start: the automation's GPS fix (a position may arrive late); now by default. */
  departedOn?: Date;
  /**
   * The clock of the request, for the departure-in-the-past rule; now by default. The demo seed
   * passes the moment its story schedules the task at, which lies before the departure.
   */
  now?: Date;
}

/** Section 7: `status` plus optional canceled_reason_id and auto_start_type. */
export type TransitionRequest = FleetTaskTransitionRequest;

const RESOURCE_CHECKED_TARGETS: readonly FleetTaskStatus[] = ['SCHEDULED', 'STARTED'];

/** Section 5, 'Cancel': the reason is required (checkTransition) and must be the company's, not deleted. */
async function cancelReason(db: Kysely<Database>, companyId: number, id: number) {
  const reason = await findReason(db, companyId, id);
  if (!reason) {
    throw new DomainError('invalid/invalid-fields', {
      fields: [{ field: 'canceled_reason_id', code: 'invalid-value' }],
    });
  }
  return reason;
}

/**
 * Section 4, 'Travel automation': GEOFENCE comes with the move of a Draf to Dijadwalkan, only where
 * the button is available (no vendor, not sending to one, no overlapping geolocations).
 */
function assertAutomationAllowed(task: LockedFleetTask, target: FleetTaskStatus, request: TransitionRequest) {
  if (request.auto_start_type !== 'GEOFENCE') return;
  const subject = { ...fleetTaskFacts(task), isOverlap: task.is_overlap, sendBy: task.send_by };
  const refusal = travelAutomationRefusal(subject, target);
  if (refusal) throw refusal;
}

/**
 * The graph of section 4 for this task (checkTransition with its uncompleted activities and
 * vendor-request orders): what a status control may offer, and the first check of a transition.
 */
export async function graphRefusal(
  db: Kysely<Database>,
  task: Parameters<typeof fleetTaskFacts>[0] & { id: string },
  request: Pick<TransitionRequest, 'status' | 'canceled_reason_id'>,
) {
  return checkTransition(fleetTaskFacts(task), request.status, {
    canceledReasonId: request.canceled_reason_id ?? null,
    ...(await transitionFacts(db, task.id)),
  });
}

/**
 * Every check of a transition, before anything is written: the graph of section 4 (checkTransition,
 * with the uncompleted activities and the vendor-request orders), the cancel reason, the travel
 * automation, the required fields of the target (section 5), a departure already past for Dijadwalkan
 * (issue 26 item 4) and, for Dijadwalkan and Perjalanan, the vehicle and the driver (master data, overlaps). Returns the target and the cancel reason.
 */
async function checkedTarget(
  trx: Kysely<Database>,
  task: LockedFleetTask,
  request: TransitionRequest,
  now: Date,
) {
  const refused = await graphRefusal(trx, task, request);
  if (refused) throw refused;
  // checkTransition refuses a status it does not know, so the target is a status from here on.
  const target = normalizeFleetTaskStatus(request.status) as FleetTaskStatus;
  const reason =
    target === 'CANCELED'
      ? await cancelReason(trx, task.company_id, request.canceled_reason_id as number)
      : null;
  assertAutomationAllowed(task, target, request);
  // A departure already past is said first: the departure is then chosen again anyway.
  const past = departureInThePastError(task.expected_departure_on, target, now);
  if (past) throw past;
  const missing = requiredFieldsError(missingFields(task, target));
  if (missing) throw missing;
  if (RESOURCE_CHECKED_TARGETS.includes(target)) await assertResourcesAvailable(trx, claimOf(task));
  return { target, reason };
}

/** The columns a transition writes besides status and visited_statuses (section 4). */
function columnsFor(
  target: FleetTaskStatus,
  request: TransitionRequest,
  options: TransitionOptions,
  reasonId: number | null,
): Updateable<FleetTasksTable> {
  const now = new Date();
  switch (target) {
    case 'SCHEDULED':
      return request.auto_start_type === 'GEOFENCE' ? { auto_start_type: 'GEOFENCE' } : {};
    case 'STARTED':
      // Started, by hand or by GPS: an earlier failed automatic start no longer concerns anyone.
      return {
        actual_departure_on: options.departedOn ?? now,
        is_auto_started: options.source === 'geofence',
        auto_start_failed_reason: null,
      };
    case 'ENDED':
      return { actual_arrival_on: now };
    case 'CANCELED':
      // Irreversible; a cancelled task no longer waits for its start point.
      return { canceled_reason_id: reasonId, auto_start_type: null };
    default:
      return {};
  }
}

/** Alert 143 of a cancel, when a rule asks for one: the history event of the cancel is its log. */
function alertCancel(
  trx: Kysely<Database>,
  options: TransitionOptions,
  task: LockedFleetTask,
  logId: string,
) {
  return options.hooks.fleetTaskAlert(trx, {
    companyId: task.company_id,
    alertCode: FLEET_ORDER_EVENT_CODES.taskCanceled,
    task: { id: task.id, number: task.number, vehicleId: task.vehicle_id },
    logId,
    occurredOn: new Date(),
    // A cancel is final: one per task.
    episode: 'canceled',
  });
}

/**
 * The dashboards' events of a transition (issue 26 item 10), in its transaction: the task's new
 * status and its orders that changed, to the task's company; a sender's task that followed its
 * vendor's, to the sender's company (each company hears of its own rows only).
 */
async function publishTransition(
  trx: Kysely<Database>,
  moved: {
    task: LockedFleetTask;
    target: FleetTaskStatus;
    changedOrders: readonly string[];
    followed: { senderTaskId: string; senderCompanyId: number; status: FleetTaskStatus } | null;
  },
) {
  const { task, target, changedOrders, followed } = moved;
  await publishFleetTasksChanged(trx, task.company_id, [{ fleetTaskId: task.id, status: target }]);
  const orderStatus = target === 'CANCELED' ? 'OPEN' : 'ASSIGNED';
  await publishDeliveryOrdersChanged(trx, task.company_id, {
    deliveryOrderIds: [...changedOrders],
    status: orderStatus,
  });
  if (followed) {
    await publishFleetTasksChanged(trx, followed.senderCompanyId, [
      { fleetTaskId: followed.senderTaskId, status: followed.status },
    ]);
  }
}

/**
 * Moves a task to `request.status` inside the caller's transaction, or throws and writes nothing.
 * Scheduling assigns the task's orders; a cancel frees them; Menunggu Vendor sends the request to the
 * vendor company; a vendor's task made from a request makes the sender's task follow. One history
 * event on the task, and one on each order whose status changed.
 */
export async function applyTransition(
  trx: Kysely<Database>,
  actor: Actor,
  id: string,
  request: TransitionRequest,
  options: TransitionOptions,
): Promise<StoredFleetTask> {
  const source = options.source ?? 'manual';
  const task = await lockFleetTask(trx, actor.companyId, id);
  if (!task) throw new DomainError('not-found');
  const { target, reason } = await checkedTarget(trx, task, request, options.now ?? new Date());
  // The first save of a task being created gives it its FO number (issue 26 item 8).
  if (task.status === 'TEMPORARY') task.number = await assignFleetTaskNumber(trx, task);
  const updated = await updateFleetTaskRow(trx, id, {
    number: task.number,
    status: target,
    visited_statuses: visitedAfter(task.visited_statuses, target),
    ...columnsFor(target, request, options, reason?.id ?? null),
  });
  const orders = await ordersOfTask(trx, id);
  const orderIds = orders.map((order) => order.id);
  let changedOrders: string[] = [];
  if (target === 'SCHEDULED') changedOrders = await assignOrders(trx, orderIds);
  if (target === 'CANCELED') changedOrders = await releaseOrders(trx, id, orderIds);
  if (target === 'WAITING_FOR_VENDOR') {
    // Only a person sends a request (the automation only starts tasks); the dispatch writes the
    // event of this transition ('Permintaan dikirim ke vendor'), so none is added here.
    if (actor.id === null) throw new DomainError('auth/forbidden');
    await sendVendorRequest(trx, {
      task: updated,
      actor: { ...actor, id: actor.id },
    });
  } else {
    const logId = await recordHistory(
      trx,
      transitionHistory({ task, target, actor, source, reason: reason?.reason ?? null, orders, request }),
    );
    if (target === 'CANCELED' && cancelIsAlerted(task.status)) await alertCancel(trx, options, task, logId);
  }
  await recordHistories(
    trx,
    orderHistories({
      task,
      target,
      actor,
      orders: orders.filter((order) => changedOrders.includes(order.id)),
    }),
  );
  const followed =
    task.source_fleet_task_id === null
      ? null
      : await followVendorTask(trx, { vendorTask: updated, status: target });
  await enqueueStatusNotification(trx, updated, target);
  // The sender's customer hears of the vendor's schedule, start and end like of the sender's own.
  if (followed) await enqueueStatusNotification(trx, followed.senderTaskId, followed.status);
  await publishTransition(trx, { task, target, changedOrders, followed });
  return updated;
}

/** A transition in its own transaction: what the GPS travel automation calls (source 'geofence'). */
export async function transitionFleetTask(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  request: TransitionRequest,
  options: TransitionOptions,
): Promise<StoredFleetTask> {
  return db.transaction().execute((trx) => applyTransition(trx, actor, id, request, options));
}

/** POST /fleet-task/{id}/transition by the logged-in user; answers the task as the detail shows it. */
export async function transitionFleetTaskAs(
  context: ApiContext,
  auth: AuthContext,
  id: string,
  request: TransitionRequest,
): Promise<FleetTask> {
  const actor = actorOf(auth);
  await transitionFleetTask(context.db, actor, id, request, { source: 'manual', hooks: context.hooks });
  return getFleetTask(context.db, auth, id, context.publicUrl);
}

/**
 * GET /fleet-task/{id}/history (section 7): the task's events, newest first, in the spec's History
 * event shape (title, description, badge, properties with links, clickable load changes). Every
 * `type` answers the whole history; the web sends `basic`.
 */
export async function fleetTaskHistory(
  db: Kysely<Database>,
  auth: AuthContext,
  id: string,
): Promise<HistoryEvent[]> {
  if (!(await fleetTaskExists(db, auth.companyId, id))) throw new DomainError('not-found');
  return readHistory(
    db,
    { companyId: auth.companyId, entityType: 'fleet_task', entityId: id },
    auth.user.company.time_zone,
  );
}
