import type { ShipmentType } from '../delivery-order';
import type { ActivityType } from '../fleet-task-status';
import type { SequenceActivity, SequencePoint, SequenceRoute } from './movements';

/**
 * Placing an order's pickups and drops into the stops of a route, and taking them out again
 * (fleet-task-planning.md section 2 'Sequence', section 7 delivery orders of a task), and the legs of
 * a TRANSIT order. Pure: the server reads the stored route, changes it here and writes the
 * difference back. A new stop has a null id; a stop left without activities is gone.
 */

/** One leg of an order to carry: picked up at one address, dropped at the next. */
export interface LegPlacement {
  deliveryOrderId: string;
  /** Transit leg (0 = origin to first transit) of a TRANSIT order; null for DIRECT. */
  leg: number | null;
  pickupAddressId: number;
  dropAddressId: number;
}

/**
 * The first stop that new work may join: after every stop where something is already done. On a
 * running task (an intervention) the truck has left those stops, so a new pickup there would send
 * it back; before the start nothing is done and every stop is open.
 */
function firstOpenStop(stops: readonly { activities: readonly SequenceActivity[] }[]): number {
  let first = 0;
  stops.forEach((stop, index) => {
    if (stop.activities.some((activity) => activity.status === 'COMPLETED')) first = index + 1;
  });
  return first;
}

type WorkingStop = { id: string | null; addressId: number; activities: SequenceActivity[] };

/** The stop for an activity at `addressId`: an open one found by `pick`, else a new one at the end. */
function stopAt(stops: WorkingStop[], addressId: number, candidates: number[]): number {
  const found = candidates.find((index) => stops[index]?.addressId === addressId);
  if (found !== undefined) return found;
  stops.push({ id: null, addressId, activities: [] });
  return stops.length - 1;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(to - from, 0) }, (_, index) => from + index);

/**
 * The route with each leg's pickup and drop added, grouped into stops by address: the pickup joins
 * the earliest open stop at its address and the drop the latest stop at its address that comes
 * after the pickup, so every drop stays after its pickup (the rule movements.ts keeps); without such
 * a stop a new one is appended before END. Activities join the end of their stop's list. `newId`
 * names the new activities (their rows are inserted with these ids).
 */
export function placeLegs(
  route: SequenceRoute,
  legs: readonly LegPlacement[],
  newId: () => string,
): SequencePoint[] {
  const stops: WorkingStop[] = route
    .filter((point) => point.type === 'DEFAULT')
    .map((point) => ({ id: point.id, addressId: point.addressId, activities: [...point.activities] }));
  const open = firstOpenStop(stops);
  for (const leg of legs) {
    const pickupAt = stopAt(stops, leg.pickupAddressId, range(open, stops.length));
    const dropAt = stopAt(stops, leg.dropAddressId, range(pickupAt + 1, stops.length).reverse());
    const activity = (type: ActivityType): SequenceActivity => ({
      id: newId(),
      type,
      deliveryOrderId: leg.deliveryOrderId,
      leg: leg.leg,
      status: 'UNCOMPLETED',
    });
    stops[pickupAt]?.activities.push(activity('PICKUP'));
    stops[dropAt]?.activities.push(activity('DROP'));
  }
  return withStops(route, stops);
}

function withStops(route: SequenceRoute, stops: readonly WorkingStop[]): SequencePoint[] {
  return [
    ...route.filter((point) => point.type === 'START'),
    ...stops.map((stop) => ({ ...stop, type: 'DEFAULT' as const })),
    ...route.filter((point) => point.type === 'END'),
  ];
}

/**
 * The route without the order's activities. A stop left empty is gone; two stops that end up next
 * to each other at one address become one (the first keeps its id and service time), as a move
 * would regroup them (movements.ts: consecutive activities at one address form one point).
 */
export function withoutOrder(route: SequenceRoute, deliveryOrderId: string): SequencePoint[] {
  const stops: WorkingStop[] = [];
  for (const point of route.filter((p) => p.type === 'DEFAULT')) {
    const activities = point.activities.filter((activity) => activity.deliveryOrderId !== deliveryOrderId);
    if (activities.length === 0) continue;
    const last = stops.at(-1);
    if (last && last.addressId === point.addressId) last.activities.push(...activities);
    else stops.push({ id: point.id, addressId: point.addressId, activities });
  }
  return withStops(route, stops);
}

/** The order's addresses that define its legs. */
export interface OrderRoute {
  shipment_type: ShipmentType;
  origin_address_id: number;
  destination_address_id: number;
  /** Transit addresses in their sequence. */
  transitAddressIds: readonly number[];
}

/** Number of legs: one for DIRECT; origin -> transit 1 -> ... -> destination for TRANSIT. */
export function legCount(order: OrderRoute): number {
  return order.shipment_type === 'TRANSIT' ? order.transitAddressIds.length + 1 : 1;
}

/** Where leg `leg` starts and ends: origin->first transit, transit i->i+1, last transit->destination. */
export function legAddresses(order: OrderRoute, leg: number) {
  const stopsInOrder = [
    order.origin_address_id,
    ...(order.shipment_type === 'TRANSIT' ? order.transitAddressIds : []),
    order.destination_address_id,
  ];
  const pickupAddressId = stopsInOrder[leg];
  const dropAddressId = stopsInOrder[leg + 1];
  if (pickupAddressId === undefined || dropAddressId === undefined) {
    throw new RangeError(`Leg ${leg} is outside the order's ${stopsInOrder.length - 1} legs`);
  }
  return { pickupAddressId, dropAddressId };
}

/**
 * The leg an order is at now: the first whose drop is not completed on any task (a TRANSIT order
 * waits at a transit between legs). Null when every leg is delivered.
 */
export function currentLeg(order: OrderRoute, completedDropLegs: ReadonlySet<number>): number | null {
  const legs = legCount(order);
  for (let leg = 0; leg < legs; leg += 1) if (!completedDropLegs.has(leg)) return leg;
  return null;
}
