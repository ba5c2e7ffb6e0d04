import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Row } from '../../src/seed/builders/builders';
import {
  buildAddress,
  buildCompany,
  buildDeliveryOrder,
  buildUser,
  buildVehicle,
  type DeliveryOrderRow,
  type UserRow,
} from '../../src/seed/builders/builders';
import {
  type BuiltFleetTask,
  buildFleetTask,
  type FleetTaskOverrides,
} from '../../src/seed/builders/fleet-task-builder';
import { createTestApp, loginAs, type TestApp } from '../app';

/**
 * What the telemetry tests share: a fresh app, a company with an admin, places on a line east of a
 * garage in Jakarta (so distances are known in metres), vehicles with an imei, drivers with a phone,
 * and OsmAnd calls as Traccar Client makes them.
 */

const PASSWORD = 'kata-sandi-uji';
const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
export const ORIGIN = { latitude: -6.2, longitude: 106.8 };

/** A point `meters` east of the garage (along the equator's parallel near Jakarta, close enough). */
export function east(meters: number) {
  return {
    latitude: ORIGIN.latitude,
    longitude: ORIGIN.longitude + meters / (METERS_PER_DEGREE * Math.cos((ORIGIN.latitude * Math.PI) / 180)),
  };
}

/** Fix times: minutes after a base two hours ago, so none is in the future. */
export const BASE = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 2 * 3_600_000);
export const minute = (n: number) => new Date(BASE.getTime() + n * 60_000);

export interface TelemetryWorld {
  t: TestApp;
  db: TestApp['database']['db'];
  companyId: number;
  headers: { authorization: string };
  api: (method: InjectOptions['method'], url: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** A garage or site `meters` east of the origin. */
  place: (
    name: string,
    meters: number,
    options?: { garage?: boolean; radius?: number },
  ) => Promise<Row<'addresses'>>;
  driver: () => Promise<UserRow>;
  vehicle: () => Promise<Row<'vehicles'>>;
  order: (origin: number, destination: number) => Promise<DeliveryOrderRow>;
  /** A task with vehicle, driver, departure and orders; SCHEDULED with GEOFENCE unless told. */
  task: (overrides: FleetTaskOverrides) => Promise<BuiltFleetTask>;
  /** One GET of Traccar Client: the device at `meters` east of the origin at `at`. */
  report: (deviceId: string, meters: number, at: Date) => Promise<LightMyRequestResponse>;
  /** Several reports in order, failing the test on any that is not 200. */
  drive: (deviceId: string, stops: readonly (readonly [number, Date])[]) => Promise<void>;
  taskRow: (id: string) => Promise<Row<'fleet_tasks'>>;
}

let counter = 0;

export async function createTelemetryWorld(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<TelemetryWorld> {
  const t = await createTestApp(options);
  const db = t.database.db;
  counter += 1;
  const companyId = (await buildCompany(db, { name: `PT Telemetri Uji ${counter}` })).id;
  await buildUser(db, { company_id: companyId, email: `admin${counter}@telemetri.id`, password: PASSWORD });
  const headers = await loginAs(t.app, `admin${counter}@telemetri.id`, PASSWORD);
  const report = (deviceId: string, meters: number, at: Date) => {
    const point = east(meters);
    const query = new URLSearchParams({
      id: deviceId,
      timestamp: String(Math.floor(at.getTime() / 1000)),
      lat: String(point.latitude),
      lon: String(point.longitude),
      speed: '0.0',
      bearing: '90.0',
      altitude: '10.0',
      accuracy: '8.0',
      batt: '80.0',
    });
    return t.app.inject({ method: 'GET', url: `/api/telemetry/osmand?${query}` });
  };
  return {
    t,
    db,
    companyId,
    headers,
    api: (method, url, payload) =>
      t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }),
    place: (name, meters, options = {}) =>
      buildAddress(db, {
        company_id: companyId,
        name,
        ...east(meters),
        is_garage: options.garage ?? false,
        geofence_radius_m: options.radius ?? null,
      }),
    driver: () => buildUser(db, { company_id: companyId, role: 'driver' }),
    vehicle: () => buildVehicle(db, { company_id: companyId }),
    order: (origin, destination) =>
      buildDeliveryOrder(db, {
        company_id: companyId,
        origin_address_id: origin,
        destination_address_id: destination,
        status: 'ASSIGNED',
      }),
    task: (overrides) =>
      buildFleetTask(db, {
        company_id: companyId,
        status: 'SCHEDULED',
        visited_statuses: ['DRAFT', 'SCHEDULED'],
        auto_start_type: 'GEOFENCE',
        expected_departure_on: BASE,
        ...overrides,
      }),
    report,
    drive: async (deviceId, stops) => {
      for (const [meters, at] of stops) {
        const response = await report(deviceId, meters, at);
        if (response.statusCode !== 200) throw new Error(`report at ${meters} m: ${response.body}`);
      }
    },
    taskRow: (id) => db.selectFrom('fleet_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}
