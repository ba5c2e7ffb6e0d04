import type { DeliveryOrderStatus, ShipmentType } from './delivery-order';
import type { FieldProblem } from './errors';
import type { FleetTaskStatus } from './fleet-task-status';

/**
 * Items of one POST /delivery-order/bulk call (all-or-nothing, one transaction). A spreadsheet
 * import sends its whole file in one call so that it stays all-or-nothing; 5,000 rows is the
 * largest file it takes (issue 13 item 2, measured by `npm run bench:import`).
 */
export const MAX_BULK_DELIVERY_ORDERS = 5000;
/** Ids of one delete or duplicate call. */
export const MAX_DELIVERY_ORDER_IDS = 500;
export const MAX_TRANSITS_PER_ORDER = 20;
export const MAX_LOADS_PER_ORDER = 200;
export const MAX_USER_DEFINITION_FIELDS = 50;

/**
 * An order on a task in one of these statuses keeps its addresses, shipment type and transits: the
 * trip was (or is being) driven along them. On a task that has not started the dispatcher may still
 * correct them (a wrong address is common and found late); the fleet-task service then has to
 * re-plan that task's points from the order.
 */
export const ROUTE_LOCKING_TASK_STATUSES = ['STARTED', 'ENDED'] as const satisfies readonly FleetTaskStatus[];

export function isRouteLockedBy(taskStatus: string): boolean {
  return (ROUTE_LOCKING_TASK_STATUSES as readonly string[]).includes(taskStatus);
}

/** The fields of an order that its route rules look at, after a create or a merged update. */
export interface DeliveryOrderRoute {
  shipment_type: ShipmentType;
  origin_address_id: number;
  destination_address_id: number;
  transit_address_ids: readonly number[];
  expected_pickup_on?: string | Date | null;
  expected_delivered_on?: string | Date | null;
}

const time = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).getTime();

/**
 * The route rules of a delivery order, checked on create (by the request schema) and on update (by
 * the service, on the stored order merged with the change), so both report the same fields:
 * - a DIRECT order has no transits; a TRANSIT order has at least one (reported on the first row);
 * - a transit is neither repeated nor equal to the origin or the destination;
 * - origin and destination differ;
 * - the expected delivery is not before the expected pickup.
 */
export function deliveryOrderRouteProblems(order: DeliveryOrderRoute): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (order.origin_address_id === order.destination_address_id) {
    problems.push({ field: 'destination_address_id', code: 'invalid-value' });
  }
  const transits = order.transit_address_ids;
  if (order.shipment_type === 'DIRECT' && transits.length > 0) {
    problems.push({ field: 'transit_address_ids', code: 'invalid-value' });
  }
  if (order.shipment_type === 'TRANSIT') {
    if (transits.length === 0) problems.push({ field: 'transit_address_ids.0', code: 'required' });
    const ends = [order.origin_address_id, order.destination_address_id];
    transits.forEach((addressId, index) => {
      if (ends.includes(addressId) || transits.indexOf(addressId) < index) {
        problems.push({ field: `transit_address_ids.${index}`, code: 'invalid-value' });
      }
    });
  }
  const pickup = time(order.expected_pickup_on);
  const delivered = time(order.expected_delivered_on);
  if (pickup !== null && delivered !== null && delivered < pickup) {
    problems.push({ field: 'expected_delivered_on', code: 'invalid-value' });
  }
  return problems;
}

/**
 * A delivered or canceled order is closed: its record is what happened, so neither the order nor
 * its loads change any more (the detail page hides 'Ubah', the server refuses a PATCH).
 */
export const CLOSED_DELIVERY_ORDER_STATUSES = [
  'DELIVERED',
  'CANCELED',
] as const satisfies readonly DeliveryOrderStatus[];

export function isDeliveryOrderEditable(status: string): boolean {
  return !(CLOSED_DELIVERY_ORDER_STATUSES as readonly string[]).includes(status);
}

// Sums of quantity times a fractional conversion carry binary noise (0.35000000000000003);
// grams and litres are finer than any truck load is weighed or measured.
export const roundWeight = (kg: number) => Math.round(kg * 1000) / 1000;
export const roundVolume = (cbm: number) => Math.round(cbm * 1_000_000) / 1_000_000;

/** What a load's weight and volume are computed from: its quantity and the conversions of one unit. */
export interface LoadMeasure {
  quantity: number;
  conversion_weight_value: number;
  conversion_volume_value: number;
}

/** A load's weight (kg) and volume (cbm): quantity times the conversion values of one unit. */
export function deliveryLoadTotals(load: LoadMeasure): { weight: number; volume: number } {
  return {
    weight: roundWeight(load.quantity * load.conversion_weight_value),
    volume: roundVolume(load.quantity * load.conversion_volume_value),
  };
}

/** An order's weight and volume: the sum over its loads, rounded once at the end. */
export function deliveryOrderTotals(loads: readonly LoadMeasure[]): { weight: number; volume: number } {
  let weight = 0;
  let volume = 0;
  for (const load of loads) {
    weight += load.quantity * load.conversion_weight_value;
    volume += load.quantity * load.conversion_volume_value;
  }
  return { weight: roundWeight(weight), volume: roundVolume(volume) };
}

/** A load with what happened to it: the quantities recorded at the pickup and at the drop. */
export interface LoadProgress extends LoadMeasure {
  quantity_picked: number | null;
  quantity_delivered: number | null;
  is_adjusted_picked?: boolean;
  is_adjusted_delivered?: boolean;
}

/**
 * The quantity a load stands at now: the plan until the pickup records one, then what was picked up
 * (a pickup's load adjustment), then what was delivered (a drop's adjustment). The latest recorded
 * figure wins, so an adjustment at either end changes the order's load everywhere it is shown.
 */
export function currentLoadQuantity(load: LoadProgress): number {
  return load.quantity_delivered ?? load.quantity_picked ?? load.quantity;
}

export interface CurrentLoad {
  weight: number;
  volume: number;
  /** Whether a load of the order was adjusted at its pickup or its drop. */
  is_adjusted: boolean;
}

/**
 * A delivery order's current load (issue 26 item 6): the one figure the fleet task page, the
 * printed order and the delivery order's page show, each load at its currentLoadQuantity.
 */
export function deliveryOrderCurrentLoad(loads: readonly LoadProgress[]): CurrentLoad {
  const totals = deliveryOrderTotals(loads.map((load) => ({ ...load, quantity: currentLoadQuantity(load) })));
  return {
    ...totals,
    is_adjusted: loads.some(
      (load) => load.is_adjusted_picked === true || load.is_adjusted_delivered === true,
    ),
  };
}

/** The load of several orders (a fleet task's), each order counted once, rounded once at the end. */
export function sumOfLoads(orders: readonly { weight: number; volume: number }[]): {
  weight: number;
  volume: number;
} {
  let weight = 0;
  let volume = 0;
  for (const order of orders) {
    weight += order.weight;
    volume += order.volume;
  }
  return { weight: roundWeight(weight), volume: roundVolume(volume) };
}
