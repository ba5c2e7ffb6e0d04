import { randomBytes } from 'node:crypto';
import { ROLE_SCOPES } from '@armada/domain';
import type { Kysely } from 'kysely';
import { signToken } from '../apps/server/src/auth/tokens';
import type { Database } from '../apps/server/src/db/schema';
import { hashOf } from '../apps/server/src/modules/telemetry/api-keys';
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
import { createRuleMix } from './intake-rules';

/*
 * The datasets of the intake benches (telemetry.bench.ts, intake.bench.ts): active fleet tasks, each
 * its own vehicle (imei), driver, garage and two stops east of the garage (pickup at 2 km, drop at
 * 4 km). Half are Dijadwalkan with the travel automation (auto_start_type GEOFENCE: leaving the
 * garage starts them), half are on their way with DO status by GPS on (each position is checked
 * against their stops' geofences).
 */

export const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
/** The one overspeed rule's limit (intake.bench.ts): a speeding vehicle's fast fixes are above it. */
export const LIMIT_KMH = 80;

export type Origin = { latitude: number; longitude: number };
export type JourneyKind = 'auto-start' | 'on-the-way';

/** `meters` east of a point (a walk of a few km: the flat-earth error is centimetres). */
export const eastOf = (origin: Origin, meters: number): Origin => ({
  latitude: origin.latitude,
  longitude: origin.longitude + meters / (METERS_PER_DEGREE * Math.cos((origin.latitude * Math.PI) / 180)),
});

/** The i-th garage: a grid about 5.5 km apart around Jakarta, so no two vehicles share a stop. */
export const garageOf = (i: number): Origin => ({
  latitude: -6.0 - (i % 40) * 0.05,
  longitude: 106.5 + Math.floor(i / 40) * 0.05,
});

/** What every task of a dataset shares: the company, its customer and product, the departure. */
export interface JourneyCompany {
  companyId: number;
  customerId: number;
  productId: number;
  departure: Date;
}

export async function buildJourneyCompany(db: Kysely<Database>, name: string): Promise<JourneyCompany> {
  const company = await buildCompany(db, { name });
  const customer = await buildCustomer(db, { company_id: company.id });
  const product = await buildProduct(db, { company_id: company.id });
  const departure = new Date(Date.now() - 2 * 60 * 60_000);
  return { companyId: company.id, customerId: customer.id, productId: product.id, departure };
}

/** One active task of the i-th vehicle: its kind alternates, auto-start first. */
export async function buildJourneyTask(db: Kysely<Database>, company: JourneyCompany, i: number) {
  const origin = garageOf(i);
  const kind: JourneyKind = i % 2 === 0 ? 'auto-start' : 'on-the-way';
  const started = kind === 'on-the-way';
  const inCompany = { company_id: company.companyId };
  const vehicle = await buildVehicle(db, inCompany);
  const order = await buildDeliveryOrder(db, {
    ...inCompany,
    customer_id: company.customerId,
    origin_address_id: (await buildAddress(db, { ...inCompany, ...eastOf(origin, 2_000) })).id,
    destination_address_id: (await buildAddress(db, { ...inCompany, ...eastOf(origin, 4_000) })).id,
    status: 'ASSIGNED',
    loads: [{ product_id: company.productId, quantity: 10 }],
  });
  await buildFleetTask(db, {
    ...inCompany,
    status: started ? 'STARTED' : 'SCHEDULED',
    visited_statuses: started ? ['DRAFT', 'SCHEDULED', 'STARTED'] : ['DRAFT', 'SCHEDULED'],
    auto_start_type: started ? null : 'GEOFENCE',
    is_autocomplete_on: started,
    expected_departure_on: company.departure,
    actual_departure_on: started ? company.departure : null,
    start_address_id: (await buildAddress(db, { ...inCompany, ...origin, is_garage: true })).id,
    vehicle_id: vehicle.id,
    driver_user_id: (await buildUser(db, { ...inCompany, role: 'driver' })).id,
    orders: [order],
  });
  return { imei: vehicle.imei as string, vehicleId: vehicle.id, origin, kind };
}

export interface IntakeDevice {
  imei: string;
  vehicleId: number;
  origin: Origin;
  kind: JourneyKind;
  /** Alternates fixes over and under LIMIT_KMH, so every other one starts an overspeed episode. */
  speeding: boolean;
  /** An auto-start vehicle that leaves its garage in the steady run (the others stay in it). */
  leaves: boolean;
  /** When it leaves, as a share of the steady run's first 80 % (starts spread, as a day's are). */
  departure: number;
}

export interface IntakeData {
  devices: IntakeDevice[];
  /** Alert Center users' tokens (admin scopes): the sockets, and the list requests of the burst. */
  tokens: string[];
  /** The company's gateway API key in plain (the gateway peak's X-Api-Key); only its SHA-256 is stored. */
  /** Gateway keys, one per concurrent gateway of the gateway peak. */
  apiKeys: string[];
}

/** Gateways of the gateway peak, each its own key (BENCH_GATEWAY_CONCURRENCY at most uses as many). */
export const GATEWAY_KEYS = 16;

/** A gateway key of the company, stored as api-keys.ts stores one (its SHA-256 and its prefix). */
async function createGatewayKey(db: Kysely<Database>, companyId: number, name: string) {
  const key = `armgw_${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('telemetry_api_keys')
    .values({
      company_id: companyId,
      name,
      key_hash: hashOf(key),
      key_prefix: key.slice(0, 12),
    })
    .execute();
  return key;
}

/**
 * intake.bench.ts's dataset: `tasks` journeys (and vehicles without a task up to `devices`), one vehicle in `speedingEvery` speeding (on-the-way
 * ones), the first `leavers` auto-start vehicles leaving their garage, and `rules` active rules: one overspeed rule over LIMIT_KMH that fires at once (no minimum
 * time), plus `rules - 1` of the telemetry bench's mix.
 */
export async function buildIntakeData(
  db: Kysely<Database>,
  options: {
    tasks: number;
    /** Devices at least: vehicles without an active task make up the difference. */
    devices: number;
    rules: number;
    speedingEvery: number;
    /** Auto-start vehicles that leave their garage: the same starts whatever the fleet's size. */
    leavers: number;
    users: number;
    secret: Uint8Array;
  },
): Promise<IntakeData> {
  const company = await buildJourneyCompany(db, 'PT Beban Intake');
  const devices: IntakeDevice[] = [];
  for (let i = 0; i < options.tasks; i++) {
    const task = await buildJourneyTask(db, company, i);
    devices.push({
      ...task,
      speeding: task.kind === 'on-the-way' && i % options.speedingEvery === 1,
      leaves: task.kind === 'auto-start' && i < 2 * options.leavers,
      departure: i / (2 * options.leavers),
    });
  }
  // Vehicles between tasks report too: enough devices that none passes the intake's 300 positions a
  // minute per device at the peak, whatever the number of tasks.
  for (let i = options.tasks; i < options.devices; i++) {
    const vehicle = await buildVehicle(db, { company_id: company.companyId });
    devices.push({
      imei: vehicle.imei as string,
      vehicleId: vehicle.id,
      origin: garageOf(i),
      kind: 'on-the-way',
      speeding: false,
      leaves: false,
      departure: 0,
    });
  }
  // No vehicles named: the rule covers every vehicle of the company; 0 s over the limit fires at once.
  await buildAlertRule(db, {
    company_id: company.companyId,
    alert_code: 8,
    alert_urgency_type: 'URGENT',
    max_threshold: LIMIT_KMH,
    min_threshold_time: 0,
  });
  if (options.rules > 1) await createRuleMix(db, company.companyId, garageOf(0), options.rules - 1);
  const tokens: string[] = [];
  for (let i = 0; i < options.users; i++) {
    const user = await buildUser(db, { company_id: company.companyId, scopes: [...ROLE_SCOPES.admin] });
    tokens.push(await signToken({ userId: user.id, companyId: company.companyId }, options.secret, 3_600));
  }
  // A key per gateway: the server limits each key to 600 requests a minute, as a real gateway sends.
  const apiKeys: string[] = [];
  for (let i = 0; i < GATEWAY_KEYS; i++)
    apiKeys.push(await createGatewayKey(db, company.companyId, `Bench gateway ${i + 1}`));
  return { devices, tokens, apiKeys };
}
