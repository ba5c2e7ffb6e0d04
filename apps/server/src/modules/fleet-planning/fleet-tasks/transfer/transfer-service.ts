import { randomUUID } from 'node:crypto';

import {
  type ActivityStatus,
  DomainError,
  fleetTaskFacts,
  type ListQuery,
  notEditableError,
  orderTransferRefusal,
  placeLegs,
  type TransferDeliveryOrderRequest,
  type TransferredDeliveryOrder,
  transferTargetRefusal,
  withoutOrder,
} from '@armada/domain';

import type { Kysely } from 'kysely';

import type { AuthContext } from '../../../../auth/guard';

import { listResponse, runListQuery } from '../../../../db/list-query';

import type { Database } from '../../../../db/schema';

import type { RoutingProvider } from '../../../../routing';
import { actorOf } from '../../../history/actor';
import { recordHistories, recordHistory } from '../../../history/service';
import { publishDeliveryOrdersChanged, publishFleetTasksChanged } from '../../../live/operations';
import { lockOrders } from '../../../order/queries';
import { checkRemoval } from '../orders/order-checks';
import { activitiesOfOrders, setOrdersStatus } from '../orders/order-queries';
import { sequenceOfRows } from '../sequence/sequence-builder';
import { syncSequenceEndpoints } from '../sequence/sequence-endpoints';
import { type StoredSequenceRows, storedSequenceRows } from '../sequence/sequence-queries';
import { refreshEstimatedArrival } from '../sequence/sequence-service';
import { clearVendorAfterSequenceChange, saveSequence } from '../sequence/sequence-writer';
import { fleetTaskListDefinition } from '../task/list-definition';
import { nextFleetTaskNumber } from '../task/numbers';
import { toFleetTaskListRow } from '../task/presenters';
import { fleetTaskExists } from '../task/task-queries';
import { lockFleetTasks, type TaskHead } from '../task/task-repository';
import { refreshTaskTotals } from '../task/totals';
import { orderTransferredEvents, transferTaskCreatedEvent } from './transfer-history';
import { insertTransferTask, transferTargets, transferTemplate } from './transfer-queries';

/**
 * POST /fleet-task/{id}/delivery-order/{orderId}/transfer (fleet-task-planning.md section 4 'Transfer
 * wizard', section 7): the order's pickup and drop leave this task and are placed on another
 * scheduled task, or on a Draf made for it. One transaction: both routes, both tasks' totals and
 * estimated arrival, the histories of both tasks and of the order, and a vendor cleared on the
 * source. Any failure leaves both tasks as they were.
 */

type LockedOrder = Awaited<ReturnType<typeof lockOrders>>[number];

const targetField = [{ field: 'fleet_task_uuid', code: 'invalid-value' as const }];

/** Both tasks locked in id order; a destination that is not the company's is not found. */
async function lockedTasks(
  trx: Kysely<Database>,
  auth: AuthContext,
  taskId: string,
  request: TransferDeliveryOrderRequest,
) {
  const targetId = request.type === 'exist' ? (request.fleet_task_uuid ?? null) : null;
  const locked = await lockFleetTasks(trx, auth.companyId, targetId ? [taskId, targetId] : [taskId]);
  const source = locked.get(taskId);
  if (!source) throw new DomainError('not-found');
  if (targetId === null) return { source, target: null };
  const target = locked.get(targetId);
  if (!target) throw new DomainError('transfer/target-not-found', { fields: targetField });
  return { source, target };
}

/**
 * The order as it leaves `source`, after the row menu's rule (orderTransferRefusal, which asks
 * activityMenu) and the removal rules of the task it leaves (checkRemoval: status, last order).
 */
async function leavingOrder(trx: Kysely<Database>, auth: AuthContext, source: TaskHead, orderId: string) {
  const [order] = await lockOrders(trx, auth.companyId, [orderId]);
  const rows = await storedSequenceRows(trx, source.id);
  const activities = rows.activities.filter((activity) => activity.delivery_order_id === orderId);
  if (!order || activities.length === 0) throw new DomainError('not-found');
  const refusal = orderTransferRefusal({
    taskStatus: source.status,
    scopes: auth.user.scopes,
    deliveryOrder: { shipmentType: order.shipment_type, isFromVendorRequest: order.is_from_vendor_request },
    activities: activities.map((activity) => ({
      type: activity.type,
      status: activity.status as ActivityStatus,
    })),
  });
  if (refusal === 'status') throw notEditableError(source.status, auth.language);
  if (refusal) throw new DomainError(refusal, { params: { number: order.number } });
  const everywhere = await activitiesOfOrders(trx, [orderId]);
  const orderCount = new Set(rows.activities.map((activity) => activity.delivery_order_id)).size;
  checkRemoval({ task: source, order, activities, everywhere, orderCount }, auth);
  return { order, rows };
}

function checkedTarget(source: TaskHead, target: TaskHead): TaskHead {
  const refusal = transferTargetRefusal(source.id, { id: target.id, ...fleetTaskFacts(target) });
  if (refusal) {
    throw new DomainError(refusal, { params: { fleet_task_number: target.number }, fields: targetField });
  }
  return target;
}

/** Type create: a Draf with its own FO number, its START and END at the source's garages. */
async function createdTarget(
  trx: Kysely<Database>,
  auth: AuthContext,
  source: TaskHead,
  order: LockedOrder,
): Promise<TaskHead> {
  const template = await transferTemplate(trx, source.id);
  const number = await nextFleetTaskNumber(trx, auth.companyId, auth.user.company.time_zone);
  const task = await insertTransferTask(trx, {
    ...template,
    company_id: auth.companyId,
    number,
    created_by: auth.user.id,
  });
  await syncSequenceEndpoints(trx, task);
  await recordHistory(trx, transferTaskCreatedEvent(task, { from: source, order }, actorOf(auth)));
  return task;
}

/** Out of the source's route (emptied stops go), into the destination's by the domain's placeLegs. */
async function moveActivities(
  trx: Kysely<Database>,
  move: { source: TaskHead; sourceRows: StoredSequenceRows; destination: TaskHead; order: LockedOrder },
) {
  const { source, sourceRows, destination, order } = move;
  await saveSequence(
    trx,
    source,
    sourceRows,
    withoutOrder(sequenceOfRows(sourceRows.points, sourceRows.activities), order.id),
  );
  const rows = await storedSequenceRows(trx, destination.id);
  const leg = {
    deliveryOrderId: order.id,
    // Only DIRECT orders are transferred (orderTransferRefusal): one leg, origin to destination.
    leg: null,
    pickupAddressId: order.origin_address_id,
    dropAddressId: order.destination_address_id,
  };
  await saveSequence(
    trx,
    destination,
    rows,
    placeLegs(sequenceOfRows(rows.points, rows.activities), [leg], randomUUID),
  );
}

export async function transferOrder(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  ids: { taskId: string; orderId: string },
  request: TransferDeliveryOrderRequest,
): Promise<TransferredDeliveryOrder> {
  return db.transaction().execute(async (trx) => {
    const { source, target } = await lockedTasks(trx, auth, ids.taskId, request);
    const { order, rows } = await leavingOrder(trx, auth, source, ids.orderId);
    const destination = target
      ? checkedTarget(source, target)
      : await createdTarget(trx, auth, source, order);
    await moveActivities(trx, { source, sourceRows: rows, destination, order });
    // Every order on a task is ASSIGNED (attachOrders); one planned on a Draf may still be OPEN.
    if (order.status !== 'ASSIGNED') {
      await setOrdersStatus(trx, [order.id], 'ASSIGNED');
      await publishDeliveryOrdersChanged(trx, auth.companyId, {
        deliveryOrderIds: [order.id],
        status: 'ASSIGNED',
      });
    }
    // A task made by the transfer is a new row of the company's lists.
    if (!target) {
      await publishFleetTasksChanged(trx, auth.companyId, [
        { fleetTaskId: destination.id, status: destination.status },
      ]);
    }
    await refreshTaskTotals(trx, source.id);
    await refreshTaskTotals(trx, destination.id);
    await recordHistories(
      trx,
      orderTransferredEvents({ from: source, to: destination, order }, actorOf(auth)),
    );
    const vendorCleared = await clearVendorAfterSequenceChange(
      trx,
      source,
      actorOf(auth),
      `Pengiriman ${order.number} ditransfer ke penugasan ${destination.number}.`,
    );
    await refreshEstimatedArrival(trx, routing, auth.companyId, source.id);
    await refreshEstimatedArrival(trx, routing, auth.companyId, destination.id);
    return {
      id: destination.id,
      number: destination.number,
      status: destination.status,
      created: target === null,
      delivery_order: { id: order.id, number: order.number },
      vendor_cleared: vendorCleared,
    };
  });
}

/**
 * GET /fleet-task/{id}/transfer-target: the wizard's 'select destination' step as a list of the fleet
 * task list's rows (search, sorts, filters and pages of GET /fleet-task), holding only the tasks the
 * transfer accepts, so the dispatcher is never offered one that the submit would refuse.
 */
export async function listTransferTargets(
  db: Kysely<Database>,
  auth: AuthContext,
  taskId: string,
  query: ListQuery,
) {
  if (!(await fleetTaskExists(db, auth.companyId, taskId))) throw new DomainError('not-found');
  const targets = transferTargets(db, auth.companyId, taskId);
  const { rows, total } = await runListQuery(db, targets, fleetTaskListDefinition, query);
  const timeZone = auth.user.company.time_zone;
  return listResponse(
    rows.map((row) => toFleetTaskListRow(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}
