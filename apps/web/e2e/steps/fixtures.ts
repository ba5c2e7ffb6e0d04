// Resources a browser test makes or picks for itself, so that no test depends on what the demo's
// shared free vehicles and open orders look like after the files run before it, in any order.
import type { FleetTask } from '@armada/domain';
import { type Api, FLEET, filter } from './session';

const ORDERS = '/api/order/v1';
const VM = '/api/vehicle-management/v1';

export interface OwnOrder {
  id: string;
  number: string;
}

/**
 * `count` new DIRECT delivery orders (status Open), each from one demo address to another for a demo
 * customer with ten of a demo product: made for the test that asks, so no other test has attached
 * them first. With `placeEach`, every order goes to a demo address of its own, so a task carrying them
 * stops at each (a route of `count` + 3 points).
 */
export async function createDirectOrders(
  api: Api,
  count: number,
  { placeEach = false } = {},
): Promise<OwnOrder[]> {
  const customers = await api<{ paginated_result: { id: number }[] }>('GET', `${ORDERS}/customer?limit=1`);
  const places = await api<{ paginated_result: { id: number }[] }>(
    'GET',
    `${VM}/address?limit=${placeEach ? count + 1 : 2}&${filter('is_garage eq false')}`,
  );
  const products = await api<{ paginated_result: { id: number }[] }>('GET', `${ORDERS}/product?limit=1`);
  const customer = customers.paginated_result[0];
  const product = products.paginated_result[0];
  const [origin, ...destinations] = places.paginated_result;
  if (!customer || !product || !origin || destinations.length < (placeEach ? count : 1)) {
    throw new Error('The demo data lacks a customer, a product or enough addresses that are not garages');
  }
  const orders: OwnOrder[] = [];
  for (let index = 0; index < count; index += 1) {
    orders.push(
      await api<OwnOrder>('POST', `${ORDERS}/delivery-order`, {
        customer_id: customer.id,
        origin_address_id: origin.id,
        destination_address_id: (destinations[placeEach ? index : 0] as { id: number }).id,
        shipment_type: 'DIRECT',
        loads: [{ product_id: product.id, quantity: 10 }],
      }),
    );
  }
  return orders;
}

/** The demo's first garage. */
export async function demoGarage(api: Api): Promise<number> {
  const garages = await api<{ paginated_result: { id: number }[] }>(
    'GET',
    `${VM}/address?limit=1&${filter('is_garage eq true')}`,
  );
  const id = garages.paginated_result[0]?.id;
  if (id === undefined) throw new Error('The demo data has no garage');
  return id;
}

export interface FreeVehicle {
  id: number;
  license_plate: string;
  imei: string | null;
  driver: { id: number; name: string };
}

interface VehicleRow {
  id: number;
  license_plate: string;
  imei: string | null;
  driver: { id: number; name: string } | null;
}

interface Held {
  vehicles: { id: number }[];
  drivers: { id: number }[];
}

export interface VehicleChoice {
  /** Vehicles the test already chose for its other tasks. */
  exclude?: readonly number[];
  /** Narrows the choice, e.g. to a vehicle with a GPS device. */
  accept?: (vehicle: FreeVehicle) => boolean;
  /** Also on no Dijadwalkan or Perjalanan task right now, vehicle and driver: for a task started now. */
  freeNow?: boolean;
}

/** Vehicles that, with their usual driver, are on no Dijadwalkan or Perjalanan task right now. */
async function freeNowIds(api: Api): Promise<Set<number>> {
  const rows = await api<{ result: { id: number; driver: { is_available: boolean } | null }[] }>(
    'GET',
    `${FLEET}/nearest-vehicle?latitude=-6.2&longitude=106.85&available=true&limit=1000`,
  );
  return new Set(rows.result.filter((row) => row.driver?.is_available).map((row) => row.id));
}

/**
 * A vehicle with its usual driver that no other task holds over the stored task's own window: the
 * resource-availability answer is the rule its scheduling is checked with.
 */
export async function freeVehicleFor(
  api: Api,
  taskId: string,
  options: VehicleChoice = {},
): Promise<FreeVehicle> {
  const held = await api<Held>('GET', `${FLEET}/fleet-task/${taskId}/resource-availability`);
  const vehicles = await api<{ paginated_result: VehicleRow[] }>(
    'GET',
    `${VM}/vehicle?limit=1000&${filter('is_active eq true')}`,
  );
  const now = options.freeNow ? await freeNowIds(api) : null;
  const heldVehicles = new Set(held.vehicles.map((vehicle) => vehicle.id));
  const heldDrivers = new Set(held.drivers.map((driver) => driver.id));
  const free = vehicles.paginated_result
    .filter((row): row is FreeVehicle => row.driver !== null)
    .filter(
      (vehicle) =>
        !heldVehicles.has(vehicle.id) &&
        !heldDrivers.has(vehicle.driver.id) &&
        !(options.exclude ?? []).includes(vehicle.id) &&
        (now?.has(vehicle.id) ?? true) &&
        (options.accept?.(vehicle) ?? true),
    );
  // The first one: the trip and the alert journeys drive the last ones of the demo.
  const vehicle = free[0];
  if (!vehicle) throw new Error(`No vehicle with a driver is free over the window of task ${taskId}`);
  return vehicle;
}

/**
 * A Draf made through the API as the page would (create, garages and departure, a vehicle and driver
 * free at that departure, its orders, save as Draf).
 */
export async function createDraft(
  api: Api,
  input: VehicleChoice & { garageId: number; departure: string; orderIds: readonly string[] },
): Promise<{ task: FleetTask; vehicle: FreeVehicle }> {
  const created = await api<FleetTask>('POST', `${FLEET}/fleet-task`);
  await api('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    start_address_id: input.garageId,
    end_address_id: input.garageId,
    expected_departure_on: input.departure,
  });
  const vehicle = await freeVehicleFor(api, created.id, input);
  await api('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    vehicle_id: vehicle.id,
    driver_user_id: vehicle.driver.id,
  });
  await api('PUT', `${FLEET}/fleet-task/${created.id}/delivery-order`, {
    delivery_order_ids: input.orderIds,
  });
  const task = await api<FleetTask>('POST', `${FLEET}/fleet-task/${created.id}/transition`, {
    status: 'DRAFT',
  });
  return { task, vehicle };
}
