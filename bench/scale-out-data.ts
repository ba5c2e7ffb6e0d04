import { ROLE_SCOPES } from '@armada/domain';
import type { Kysely } from 'kysely';
import { signToken } from '../apps/server/src/auth/tokens';
import type { Database } from '../apps/server/src/db/schema';
import { buildAlertRule } from '../apps/server/src/seed/builders/alert-builders';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildProduct,
  buildUser,
  buildVehicle,
} from '../apps/server/src/seed/builders/builders';
import { buildFleetTask } from '../apps/server/src/seed/builders/fleet-task-builder';

/*
 * The scale-out benchmark's one dataset: a company whose every vehicle has a device and an active
 * fleet task on its way (autocomplete on, so each position is checked against the task's stop
 * geofences), one overspeed rule over every vehicle, and users for the Alert Center sockets.
 */

export const LIMIT_KMH = 80;
/** Metres between a vehicle's garage and its two stops, east of it: the positions drive through them. */
export const STOPS_EAST_M = [1_000, 2_000];
export const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;

export interface ScaleDevice {
  imei: string;
  vehicleId: number;
  latitude: number;
  longitude: number;
  /** Alternates fixes over and under the limit (so every other one starts an overspeed episode). */
  speeding: boolean;
}

export interface ScaleData {
  devices: ScaleDevice[];
  tokens: string[];
}

const eastOf = (latitude: number, longitude: number, meters: number) => ({
  latitude,
  longitude: longitude + meters / (METERS_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)),
});

export async function generateScaleData(
  db: Kysely<Database>,
  options: { vehicles: number; speedingEvery: number; sockets: number; secret: Uint8Array },
): Promise<ScaleData> {
  const company = await buildCompany(db, { name: 'PT Beban Skala' });
  const inCompany = { company_id: company.id };
  const customer = await buildCustomer(db, inCompany);
  const product = await buildProduct(db, inCompany);
  const departure = new Date(Date.now() - 60 * 60_000);
  const devices: ScaleDevice[] = [];
  for (let i = 0; i < options.vehicles; i++) {
    // Garages on a grid about 5.5 km apart around Jakarta, so no two vehicles share a stop.
    const latitude = -6.0 - (i % 40) * 0.05;
    const longitude = 106.5 + Math.floor(i / 40) * 0.05;
    const [pickup, drop] = STOPS_EAST_M.map((meters) => eastOf(latitude, longitude, meters));
    const vehicle = await buildVehicle(db, inCompany);
    const order = await buildDeliveryOrder(db, {
      ...inCompany,
      customer_id: customer.id,
      origin_address_id: (await buildAddress(db, { ...inCompany, ...pickup })).id,
      destination_address_id: (await buildAddress(db, { ...inCompany, ...drop })).id,
      status: 'ASSIGNED',
      loads: [{ product_id: product.id, quantity: 10 }],
    });
    await buildFleetTask(db, {
      ...inCompany,
      status: 'STARTED',
      visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
      is_autocomplete_on: true,
      expected_departure_on: departure,
      actual_departure_on: departure,
      start_address_id: (await buildAddress(db, { ...inCompany, latitude, longitude, is_garage: true })).id,
      vehicle_id: vehicle.id,
      driver_user_id: (await buildUser(db, { ...inCompany, role: 'driver' })).id,
      orders: [order],
    });
    devices.push({
      imei: vehicle.imei as string,
      vehicleId: vehicle.id,
      latitude,
      longitude,
      speeding: i % options.speedingEvery === 0,
    });
  }
  // No vehicles named: the rule covers every vehicle of the company; 0 s over the limit fires at once.
  await buildAlertRule(db, {
    ...inCompany,
    alert_code: 8,
    alert_urgency_type: 'URGENT',
    max_threshold: LIMIT_KMH,
    min_threshold_time: 0,
  });
  const tokens: string[] = [];
  for (let i = 0; i < options.sockets; i++) {
    const user = await buildUser(db, { ...inCompany, scopes: [...ROLE_SCOPES.admin] });
    tokens.push(await signToken({ userId: user.id, companyId: company.id }, options.secret, 3_600));
  }
  return { devices, tokens };
}
