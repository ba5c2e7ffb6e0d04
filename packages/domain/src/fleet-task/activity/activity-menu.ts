import type { ShipmentType } from '../../delivery-order';
import type { ActivityStatus, ActivityType, FleetTaskStatus } from '../../fleet-task-status';
import { hasAllScopes, LOAD_ADJUSTMENT_SCOPES } from '../../scopes';

/**
 * The menu of an activity row (fleet-task-planning.md section 4, 'Activity row menu'). Action ids are
 * English; their labels ('Selesaikan', 'Transfer Pengiriman', ...) are the web's i18n. The server
 * refuses the same actions with the same rules.
 */
export const ACTIVITY_MENU_ACTIONS = [
  'complete', // 'Selesaikan'
  'transfer', // 'Transfer Pengiriman'
  'remove', // 'Keluarkan Pengiriman'
  'cancel', // 'Batalkan'
  'view-proof', // proof of pickup or drop
  'view-load', // 'Lihat Muatan'
  'adjust-load', // 'Ubah Kuantitas Muatan'
  'load-history', // 'Riwayat Perubahan Muatan'
] as const;
export type ActivityMenuAction = (typeof ACTIVITY_MENU_ACTIONS)[number];

export interface LoadAdjustmentSubject {
  shipmentType: ShipmentType;
  loadCount: number;
  isFromVendorRequest: boolean;
  activityType: ActivityType;
  /** The activity's point is the order's origin address. */
  atOrigin: boolean;
  /** The activity's point is the order's destination address. */
  atDestination: boolean;
}

/**
 * Section 4, 'Other rules': adjustment is enabled for DIRECT orders with loads; for TRANSIT only at
 * the ends of the order (pickup at the origin, drop at the destination: the legs between transits
 * carry the same goods); never for an order from a vendor request (its loads are the requester's).
 * A TRANSIT order without loads has nothing to adjust either, so loadCount > 0 holds for both.
 */
export function isLoadAdjustmentEnabled(subject: LoadAdjustmentSubject): boolean {
  if (subject.isFromVendorRequest || subject.loadCount <= 0) return false;
  if (subject.shipmentType === 'DIRECT') return true;
  return subject.activityType === 'PICKUP' ? subject.atOrigin : subject.atDestination;
}

export interface ActivityMenuContext {
  taskStatus: FleetTaskStatus;
  /** The scopes of the user looking at the row. */
  scopes: readonly string[];
  activity: {
    type: ActivityType;
    status: ActivityStatus;
    atOrigin: boolean;
    atDestination: boolean;
    /** For a drop: the pickup of the same order (and leg) is completed. */
    relatedPickupCompleted: boolean;
    /** For a pickup: the drop of the same order (and leg) is completed. */
    relatedDropCompleted: boolean;
  };
  deliveryOrder: {
    shipmentType: ShipmentType;
    isFromVendorRequest: boolean;
    loadCount: number;
    /** `is_load_adjusted` / `delivery_order.is_adjusted`. */
    isLoadAdjusted: boolean;
  };
}

/**
 * Actions of a row whose activity is not completed yet:
 * - complete only on the way;
 * - transfer for a DIRECT order not from a vendor request, from its pickup, or from a drop whose pickup
 *   is not done yet (once picked up the goods are on this truck);
 * - remove while scheduled or on the way; cancel while scheduled.
 * The spec ties transfer to no status; we follow it (the task's own editability guards the route).
 */
function uncompletedActions({
  taskStatus,
  activity,
  deliveryOrder,
}: ActivityMenuContext): ActivityMenuAction[] {
  const actions: ActivityMenuAction[] = [];
  if (taskStatus === 'STARTED') actions.push('complete');
  const transferable =
    deliveryOrder.shipmentType !== 'TRANSIT' &&
    !deliveryOrder.isFromVendorRequest &&
    (activity.type === 'PICKUP' || !activity.relatedPickupCompleted);
  if (transferable) actions.push('transfer');
  if (taskStatus === 'SCHEDULED' || taskStatus === 'STARTED') actions.push('remove');
  if (taskStatus === 'SCHEDULED') actions.push('cancel');
  return actions;
}

/**
 * Actions of a completed row (only on the way or at the end): the proof always; the load view for a
 * pickup whose drop is done and that has loads; adjust when enabled; the history once adjusted.
 * The load view and the adjustment both need the load-adjustment scopes (section 6: they are 'needed
 * to adjust quantities, and to open a completed activity's load view instead of only the proof view').
 */
function completedActions(context: ActivityMenuContext): ActivityMenuAction[] {
  const { taskStatus, scopes, activity, deliveryOrder } = context;
  if (taskStatus !== 'STARTED' && taskStatus !== 'ENDED') return [];
  const actions: ActivityMenuAction[] = ['view-proof'];
  const mayAdjust = hasAllScopes(scopes, LOAD_ADJUSTMENT_SCOPES);
  if (
    mayAdjust &&
    activity.type === 'PICKUP' &&
    activity.relatedDropCompleted &&
    deliveryOrder.loadCount > 0
  ) {
    actions.push('view-load');
  }
  const enabled = isLoadAdjustmentEnabled({
    shipmentType: deliveryOrder.shipmentType,
    loadCount: deliveryOrder.loadCount,
    isFromVendorRequest: deliveryOrder.isFromVendorRequest,
    activityType: activity.type,
    atOrigin: activity.atOrigin,
    atDestination: activity.atDestination,
  });
  if (mayAdjust && enabled) actions.push('adjust-load');
  if (deliveryOrder.isLoadAdjusted) actions.push('load-history');
  return actions;
}

/** The row's menu, in display order; empty for a cancelled task ('No menu when the task is Dibatalkan'). */
export function activityMenu(context: ActivityMenuContext): ActivityMenuAction[] {
  if (context.taskStatus === 'CANCELED') return [];
  return context.activity.status === 'COMPLETED' ? completedActions(context) : uncompletedActions(context);
}

/** Actions that take an order off its task: a task keeps at least one order (minimum-one-delivery). */
const ACTIONS_TAKING_THE_ORDER_AWAY: readonly ActivityMenuAction[] = ['transfer', 'remove'];

/**
 * Why a menu action cannot run for a row whose task holds `orderCount` different orders, or null:
 * transfer and remove of a task's only order are refused with minimum-one-delivery (section 8,
 * 'Remove'), so the page shows them disabled with that reason instead of failing (issue 26 item 9).
 */
export function blockedMenuAction(
  action: ActivityMenuAction,
  orderCount: number,
): 'minimum-one-delivery' | null {
  return ACTIONS_TAKING_THE_ORDER_AWAY.includes(action) && orderCount <= 1 ? 'minimum-one-delivery' : null;
}
