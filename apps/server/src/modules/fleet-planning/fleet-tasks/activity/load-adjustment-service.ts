import {
  checkLoadAdjustments,
  DomainError,
  type FieldProblem,
  hasScope,
  ISSUE_CODES,
  isLoadAdjustmentEnabled,
  type LoadAdjustmentItem,
  type LoadChangeDetail,
  notEditableError,
  type ShipmentType,
} from '@armada/domain';

import type { Kysely } from 'kysely';

import type { AuthContext } from '../../../../auth/guard';

import type { Database } from '../../../../db/schema';
import { actorOf } from '../../../history/actor';
import { recordHistories } from '../../../history/service';
import { loadRowsOfOrders } from '../../../order/load-queries';
import { toLoad } from '../../../order/presenters';
import { type LockedFleetTask, lockFleetTask } from '../task/task-repository';
import { refreshTotalsOfOrderTasks } from '../task/totals';
import { loadsAdjustedEvents } from './activity-history';
import { type ActivityPath, type ActivityRow, findActivity, orderLoads } from './activity-queries';

/**
 * Load adjustment (activities issue item 4; fleet-task-planning.md sections 4, 5, 6 and 8): the
 * actual quantity picked up or delivered per load, on a completed activity where the domain's
 * isLoadAdjustmentEnabled allows it, by whom the caller's gate lets adjust (AdjustmentGate below).
 */

/** What the domain's isLoadAdjustmentEnabled reads of an activity, its order and its stop. */
export type AdjustableActivity = Pick<
  ActivityRow,
  | 'type'
  | 'shipment_type'
  | 'load_count'
  | 'is_from_vendor_request'
  | 'address_id'
  | 'origin_address_id'
  | 'destination_address_id'
>;

export function isAdjustmentEnabledFor(activity: AdjustableActivity): boolean {
  return isLoadAdjustmentEnabled({
    shipmentType: activity.shipment_type as ShipmentType,
    loadCount: Number(activity.load_count),
    isFromVendorRequest: activity.is_from_vendor_request,
    activityType: activity.type,
    atOrigin: activity.address_id === activity.origin_address_id,
    atDestination: activity.address_id === activity.destination_address_id,
  });
}

/**
 * Who may adjust loads, asked inside the adjustment's transaction: the caller decides. The
 * dispatcher's routes need the scope delivery-load-adjustment:update (byAdjustmentScope); the driver
 * app needs its company's setting is_driver_load_adjustment_on (driver-app/driver-app-service.ts).
 */
export type AdjustmentGate = (trx: Kysely<Database>, auth: AuthContext) => Promise<void>;

export const byAdjustmentScope: AdjustmentGate = async (_trx, auth) => {
  if (!hasScope(auth.user.scopes, 'delivery-load-adjustment:update')) throw new DomainError('auth/forbidden');
};

/**
 * Checks and applies the items on a completed activity, inside the caller's transaction, once the
 * gate lets the caller adjust; `prefix` names the items' place in the request
 * (`adjusted_delivery_loads.` inside a completion). Writes nothing when no quantity changes. Answers
 * whether something changed. The rows without a reason carry the spec's null-reason issue (section
 * 8, 'Adjust').
 */
export async function applyLoadAdjustment(
  trx: Kysely<Database>,
  auth: AuthContext,
  change: { task: LockedFleetTask; activity: ActivityRow; gate: AdjustmentGate },
  items: readonly LoadAdjustmentItem[],
  prefix = '',
): Promise<boolean> {
  const { task, activity } = change;
  await change.gate(trx, auth);
  if (!isAdjustmentEnabledFor(activity)) throw new DomainError('delivery/load-adjustment-disabled');
  const loads = await orderLoads(trx, activity.order_id);
  const result = checkLoadAdjustments(
    activity.type,
    loads.map((load) => ({
      id: load.id,
      quantity: load.quantity,
      quantityPicked: load.quantity_picked,
      quantityDelivered: load.quantity_delivered,
      isAdjustedPicked: load.is_adjusted_picked,
      isAdjustedDelivered: load.is_adjusted_delivered,
    })),
    items,
  );
  const named = (problem: FieldProblem) => ({ ...problem, field: `${prefix}${problem.field}` });
  if (result.fields.length > 0)
    throw new DomainError('invalid/invalid-fields', { fields: result.fields.map(named) });
  if (result.missingReasons.length > 0) {
    throw new DomainError('delivery/load-adjustment-reason-required', {
      fields: result.missingReasons.map((index) => ({
        field: `${prefix}${index}.reason`,
        code: 'reason-required',
      })),
      issues: result.missingReasons.map((index) => ({
        code: ISSUE_CODES.loadAdjustmentReasonIsNull,
        field: `${prefix}${index}.reason`,
      })),
    });
  }
  if (result.changes.length === 0) return false;
  const byId = new Map(loads.map((load) => [load.id, load]));
  const details: LoadChangeDetail[] = [];
  for (const change of result.changes) {
    await trx
      .updateTable('delivery_loads')
      .set(
        activity.type === 'PICKUP'
          ? { quantity_picked: change.newQuantity, is_adjusted_picked: true }
          : { quantity_delivered: change.newQuantity, is_adjusted_delivered: true },
      )
      .where('id', '=', change.loadId)
      .execute();
    const load = byId.get(change.loadId);
    details.push({
      delivery_load_uuid: change.loadId,
      product_name: load?.product_name ?? '',
      product_type_name: load?.product_type_name ?? '',
      uom: load?.uom ?? '',
      old_qty: change.oldQuantity,
      new_qty: change.newQuantity,
      reason: change.reason,
    });
  }
  await trx
    .updateTable('delivery_orders')
    .set({ updated_on: new Date() })
    .where('id', '=', activity.order_id)
    .execute();
  await refreshTotalsOfOrderTasks(trx, activity.order_id);
  await recordHistories(
    trx,
    loadsAdjustedEvents(
      task,
      { id: activity.order_id, number: activity.order_number },
      activity.type,
      details,
      actorOf(auth),
    ),
  );
  return true;
}

/**
 * PATCH .../adjust-load: on a completed activity of a task on its way or ended (the only states that
 * show a completed row's menu, section 4). Answers the order's loads after the change.
 */
export async function adjustActivityLoads(
  db: Kysely<Database>,
  auth: AuthContext,
  path: ActivityPath,
  items: readonly LoadAdjustmentItem[],
  gate: AdjustmentGate = byAdjustmentScope,
) {
  const order = await db.transaction().execute(async (trx) => {
    const task = await lockFleetTask(trx, auth.companyId, path.taskId);
    const activity = task ? await findActivity(trx, path) : undefined;
    if (!task || !activity) throw new DomainError('not-found');
    if (task.status !== 'STARTED' && task.status !== 'ENDED')
      throw notEditableError(task.status, auth.language);
    if (activity.status !== 'COMPLETED') throw new DomainError('fleet-task/activity-not-completed');
    await applyLoadAdjustment(trx, auth, { task, activity, gate }, items);
    return { id: activity.order_id, number: activity.order_number };
  });
  const loads = await loadRowsOfOrders(db, auth.companyId, [order.id]);
  return { delivery_order: order, loads: loads.map((row) => toLoad(row, auth.user.company.time_zone)) };
}
