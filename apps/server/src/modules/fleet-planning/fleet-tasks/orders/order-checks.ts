import {
  activityMenu,
  blockedMenuAction,
  canAddDelivery,
  currentLeg,
  DomainError,
  fleetTaskFacts,
  ISSUE_CODES,
  isEditable,
  isInterventionStatus,
  type LegPlacement,
  legAddresses,
  notEditableError,
  ORDER_HOLDING_STATUSES,
  type OrderRoute,
  type ShipmentType,
} from '@armada/domain';

import type { AuthContext } from '../../../../auth/guard';

import type { TaskHead } from '../task/task-repository';
import type { AssignKind } from './order-history';
import type { OrderActivityRow } from './order-queries';

/**
 * Which orders may join or leave a task (issue 4 item 3; fleet-task-planning.md sections 2, 4 and
 * 8), composed from the domain's rules: canAddDelivery, isEditable, activityMenu, and
 * ORDER_HOLDING_STATUSES (an order is on at most one open task at a time).
 */

const isHolding = (status: string) => (ORDER_HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * PUT .../delivery-order: only when the add-delivery button shows (canAddDelivery, section 2); on a
 * task already on its way that is an intervention. POST .../intervention: only on its way, without a
 * vendor and not from a vendor request (the same rule's second half).
 */
export function assignKindFor(task: TaskHead, requested: AssignKind): AssignKind {
  const facts = fleetTaskFacts(task);
  const intervention = isInterventionStatus(task.status);
  if (requested === 'intervention' && !(intervention && canAddDelivery(facts))) {
    throw new DomainError('fleet-task/intervention-not-available');
  }
  if (!canAddDelivery(facts)) throw new DomainError('fleet-task/cannot-add-delivery');
  return intervention ? 'intervention' : 'attach';
}

export interface AssignableOrder {
  id: string;
  number: string;
  status: string;
  shipment_type: ShipmentType;
  origin_address_id: number;
  destination_address_id: number;
}

/** Orders past these never travel again. */
const FINAL_ORDER_STATUSES = ['CANCELED', 'DELIVERED'];

/**
 * The leg to place for an order, or null when it is on this task already (it stays as it is).
 * - Another open task (ORDER_HOLDING_STATUSES) with an activity of the order not yet done holds
 *   it: delivery/cannot-unassign-from-fleet-task, naming the order and that task.
 * - The order's current leg is the first whose drop is not completed anywhere; a DIRECT order has
 *   one. An order must be OPEN; a TRANSIT order waiting at a transit between legs (its earlier leg
 *   dropped) may have moved on from OPEN and still joins for its next leg.
 */
export function legToPlace(
  task: TaskHead,
  order: AssignableOrder & { transitAddressIds: readonly number[] },
  activities: readonly OrderActivityRow[],
  field: string,
): LegPlacement | null {
  if (activities.some((activity) => activity.fleet_task_id === task.id)) return null;
  const holder = activities.find(
    (activity) => isHolding(activity.task_status) && activity.status !== 'COMPLETED',
  );
  if (holder) {
    throw new DomainError('delivery/cannot-unassign-from-fleet-task', {
      params: { number: order.number, fleet_task_number: holder.task_number },
      fields: [{ field, code: 'invalid-value' }],
    });
  }
  const route: OrderRoute = { ...order, transitAddressIds: order.transitAddressIds };
  const dropped = activities.filter(
    (activity) => activity.type === 'DROP' && activity.status === 'COMPLETED',
  );
  const leg = currentLeg(route, new Set(dropped.map((activity) => activity.transit_leg ?? 0)));
  const betweenLegs =
    order.shipment_type === 'TRANSIT' &&
    leg !== null &&
    leg > 0 &&
    !FINAL_ORDER_STATUSES.includes(order.status);
  if (leg === null || (order.status !== 'OPEN' && !betweenLegs)) {
    throw new DomainError('fleet-task/delivery-order-not-assignable', {
      params: { number: order.number },
      fields: [{ field, code: 'invalid-value' }],
      issues: [{ code: ISSUE_CODES.deliveryOrderInvalidStatus, field }],
    });
  }
  return {
    deliveryOrderId: order.id,
    leg: order.shipment_type === 'TRANSIT' ? leg : null,
    ...legAddresses(route, leg),
  };
}

export interface RemovalSubject {
  task: TaskHead;
  order: { id: string; number: string; shipment_type: ShipmentType; is_from_vendor_request: boolean };
  /** The order's activities on this task. */
  activities: readonly { type: 'PICKUP' | 'DROP'; status: string }[];
  /** The order's activities on every task. */
  everywhere: readonly OrderActivityRow[];
  /** Different orders on the task, this one included. */
  orderCount: number;
}

/**
 * Every removal rule of section 8 ('Remove') and section 4 ('Activity row menu'), in this order:
 * - the status: an editable task, or 'Keluarkan Pengiriman' offered for a pending row (Dijadwalkan,
 *   Perjalanan); otherwise fleet-task/not-editable;
 * - an order from a vendor request belongs to the request: delivery/failed-to-unassigned-request;
 * - a completed pickup or drop is history: fleet-task/delivery-order-activity-completed;
 * - a TRANSIT order with a leg on another open task is assigned further than this task:
 *   fleet-task/cannot-unassign-transit-delivery-order (issue FLEET_TASK_CANNOT_UNASSIGN_TRANSIT_DELIVERY_ORDER);
 * - the last order cannot leave: minimum-one-delivery.
 */
export function checkRemoval(subject: RemovalSubject, auth: AuthContext): void {
  const { task, order } = subject;
  const offered = activityMenu({
    taskStatus: task.status,
    scopes: auth.user.scopes,
    // The status part of the rule: would a pending row of this order offer the action?
    activity: {
      type: subject.activities[0]?.type ?? 'PICKUP',
      status: 'UNCOMPLETED',
      atOrigin: false,
      atDestination: false,
      relatedPickupCompleted: false,
      relatedDropCompleted: false,
    },
    deliveryOrder: {
      shipmentType: order.shipment_type,
      isFromVendorRequest: order.is_from_vendor_request,
      loadCount: 0,
      isLoadAdjusted: false,
    },
  }).includes('remove');
  if (!isEditable(fleetTaskFacts(task)) && !offered) throw notEditableError(task.status, auth.language);
  if (order.is_from_vendor_request) throw new DomainError('delivery/failed-to-unassigned-request');
  if (subject.activities.some((activity) => activity.status === 'COMPLETED')) {
    throw new DomainError('fleet-task/delivery-order-activity-completed', {
      params: { number: order.number },
    });
  }
  const elsewhere = subject.everywhere.find(
    (activity) => activity.fleet_task_id !== task.id && isHolding(activity.task_status),
  );
  if (order.shipment_type === 'TRANSIT' && elsewhere) {
    throw new DomainError('fleet-task/cannot-unassign-transit-delivery-order', {
      params: { number: order.number, fleet_task_number: elsewhere.task_number },
      issues: [{ code: ISSUE_CODES.cannotUnassignTransitDeliveryOrder }],
    });
  }
  // The page disables the action by the same rule (issue 26 item 9); transfer goes through here too.
  const blocked = blockedMenuAction('remove', subject.orderCount);
  if (blocked) throw new DomainError(blocked);
}
