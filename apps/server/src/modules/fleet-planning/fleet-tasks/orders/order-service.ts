import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type LegPlacement,
  type ListQuery,
  MAX_PAGE_SIZE,
  placeLegs,
  type TaskDeliveryOrderRow,
  toZonedIso,
  withoutOrder,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../../auth/guard';
import { listResponse, runListQuery } from '../../../../db/list-query';
import type { Database } from '../../../../db/schema';
import type { RoutingProvider } from '../../../../routing';
import { actorOf } from '../../../history/actor';
import { recordHistories } from '../../../history/service';
import { publishDeliveryOrdersChanged } from '../../../live/operations';
import { toOrderRow } from '../../../order/presenters';
import { lockOrders, transitsOf } from '../../../order/queries';
import { ORDER_LIST_DEFINITION } from '../../../order/row-queries';
import { sequenceOfRows } from '../sequence/sequence-builder';
import { storedSequenceRows } from '../sequence/sequence-queries';
import { lockTaskOrThrow, refreshEstimatedArrival } from '../sequence/sequence-service';
import { clearVendorAfterSequenceChange, saveSequence } from '../sequence/sequence-writer';
import { refreshTaskTotals } from '../task/totals';
import { assignKindFor, checkRemoval, legToPlace } from './order-checks';
import { type AssignKind, orderAssignedEvents, orderRemovedEvents } from './order-history';
import {
  activitiesOfOrders,
  type OrderActivityRow,
  setOrdersStatus,
  taskActivitiesOfOrders,
  taskOrderRowsQuery,
} from './order-queries';

/**
 * Delivery orders on a task (fleet-task-planning.md section 7: GET and PUT /fleet-task/{id}/delivery-order,
 * DELETE .../delivery-order/{orderId}, POST /fleet-task/{id}/intervention). Each change runs in one
 * transaction: the route, the orders' status, the task's totals, history on both sides, a vendor
 * cleared when the route changes under it, and the estimated arrival.
 */

type TaskActivity = Awaited<ReturnType<typeof taskActivitiesOfOrders>>[number];

function activityRef(activity: TaskActivity | undefined, timeZone: string) {
  if (!activity) return null;
  return {
    id: activity.id,
    point_id: activity.point_id,
    status: { raw_type: activity.status === 'COMPLETED' ? ('COMPLETED' as const) : ('UNCOMPLETED' as const) },
    completed_on: activity.completed_on === null ? null : toZonedIso(activity.completed_on, timeZone),
  };
}

/** GET /fleet-task/{id}/delivery-order: the order list's rows, each with its pickup and drop here. */
export async function listTaskOrders(
  db: Kysely<Database>,
  auth: AuthContext,
  taskId: string,
  query: ListQuery,
) {
  const task = await db
    .selectFrom('fleet_tasks')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!task) throw new DomainError('not-found');
  const base = taskOrderRowsQuery(db, auth.companyId, taskId);
  const { rows, total } = await runListQuery(db, base, ORDER_LIST_DEFINITION, query);
  const activities = await taskActivitiesOfOrders(
    db,
    taskId,
    rows.map((row) => row.id),
  );
  const timeZone = auth.user.company.time_zone;
  const result: TaskDeliveryOrderRow[] = rows.map((row) => {
    const mine = activities.filter((activity) => activity.delivery_order_id === row.id);
    const pickup = mine.find((activity) => activity.type === 'PICKUP');
    const drop = mine.findLast((activity) => activity.type === 'DROP');
    return {
      ...toOrderRow(row, timeZone),
      transit_leg: (pickup ?? drop)?.transit_leg ?? null,
      pickup: activityRef(pickup, timeZone),
      drop: activityRef(drop, timeZone),
    };
  });
  return listResponse(result, (row) => row.id, query, total);
}

const ALL_ORDERS: ListQuery = { limit: MAX_PAGE_SIZE, page: 1, sorts: [], filters: [] };

/**
 * The legs to place for the requested orders, in the order they were listed (once each); a problem
 * names the order's index in the request, `delivery_order_ids.N`.
 */
async function plannedLegs(
  db: Kysely<Database>,
  auth: AuthContext,
  task: Parameters<typeof legToPlace>[0],
  requested: readonly string[],
) {
  const ids = [...new Set(requested)];
  const fieldOf = (id: string) => `delivery_order_ids.${requested.indexOf(id)}`;
  const found = new Map((await lockOrders(db, auth.companyId, ids)).map((order) => [order.id, order]));
  const missing = ids.flatMap((id) =>
    found.has(id) ? [] : [{ field: fieldOf(id), code: 'invalid-value' as const }],
  );
  if (missing.length > 0) throw new DomainError('invalid/invalid-reference', { fields: missing });
  const [activities, transits] = await Promise.all([activitiesOfOrders(db, ids), transitsOf(db, ids)]);
  const legs: (LegPlacement & { number: string })[] = [];
  ids.forEach((id) => {
    const order = found.get(id);
    if (!order) return;
    const leg = legToPlace(
      task,
      {
        ...order,
        transitAddressIds: transits.filter((t) => t.delivery_order_id === id).map((t) => t.address_id),
      },
      activities.filter((activity) => activity.delivery_order_id === id),
      fieldOf(id),
    );
    if (leg) legs.push({ ...leg, number: order.number });
  });
  return legs;
}

/**
 * PUT /fleet-task/{id}/delivery-order and POST /fleet-task/{id}/intervention: attaches the listed
 * orders (those already on the task stay as they are) and answers the task's order list. Each
 * order's current leg gets a pickup and a drop placed by the domain's placeLegs; the orders
 * become ASSIGNED.
 */
export async function attachOrders(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  taskId: string,
  requestedIds: readonly string[],
  requested: AssignKind,
) {
  await db.transaction().execute(async (trx) => {
    const task = await lockTaskOrThrow(trx, auth, taskId);
    const kind = assignKindFor(task, requested);
    const legs = await plannedLegs(trx, auth, task, requestedIds);
    if (legs.length === 0) return;
    const rows = await storedSequenceRows(trx, task.id);
    await saveSequence(
      trx,
      task,
      rows,
      placeLegs(sequenceOfRows(rows.points, rows.activities), legs, randomUUID),
    );
    await setOrdersStatus(
      trx,
      legs.map((leg) => leg.deliveryOrderId),
      'ASSIGNED',
    );
    await refreshTaskTotals(trx, task.id);
    await publishDeliveryOrdersChanged(trx, auth.companyId, {
      deliveryOrderIds: legs.map((leg) => leg.deliveryOrderId),
      status: 'ASSIGNED',
    });
    await recordHistories(
      trx,
      orderAssignedEvents(
        task,
        legs.map((leg) => ({ id: leg.deliveryOrderId, number: leg.number, leg: leg.leg })),
        actorOf(auth),
        kind,
      ),
    );
    await clearVendorAfterSequenceChange(trx, task, actorOf(auth), 'Pengiriman ditambahkan ke penugasan.');
    await refreshEstimatedArrival(trx, routing, auth.companyId, task.id);
  });
  return listTaskOrders(db, auth, taskId, ALL_ORDERS);
}

/**
 * DELETE /fleet-task/{id}/delivery-order/{orderId}: every rule of order-checks' checkRemoval; then
 * the order's activities leave the route (emptied stops deleted), the order is OPEN again, and a
 * vendor on the task is cleared (section 4: 'Removing a DO from a vendor task clears the vendor').
 */
export async function removeOrder(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  taskId: string,
  orderId: string,
) {
  return db.transaction().execute(async (trx) => {
    const task = await lockTaskOrThrow(trx, auth, taskId);
    const [order] = await lockOrders(trx, auth.companyId, [orderId]);
    const rows = await storedSequenceRows(trx, task.id);
    const activities = rows.activities.filter((activity) => activity.delivery_order_id === orderId);
    if (!order || activities.length === 0) throw new DomainError('not-found');
    const everywhere: OrderActivityRow[] = await activitiesOfOrders(trx, [orderId]);
    const orderCount = new Set(rows.activities.map((activity) => activity.delivery_order_id)).size;
    checkRemoval({ task, order, activities, everywhere, orderCount }, auth);
    await saveSequence(trx, task, rows, withoutOrder(sequenceOfRows(rows.points, rows.activities), orderId));
    await setOrdersStatus(trx, [orderId], 'OPEN');
    await refreshTaskTotals(trx, task.id);
    await publishDeliveryOrdersChanged(trx, auth.companyId, { deliveryOrderIds: [orderId], status: 'OPEN' });
    await recordHistories(trx, orderRemovedEvents(task, order, actorOf(auth)));
    const vendorCleared = await clearVendorAfterSequenceChange(
      trx,
      task,
      actorOf(auth),
      `Pengiriman ${order.number} dikeluarkan dari penugasan.`,
    );
    await refreshEstimatedArrival(trx, routing, auth.companyId, task.id);
    return { id: order.id, number: order.number, vendor_cleared: vendorCleared };
  });
}
