import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildUser, demoPassword, type UserRow } from '../../src/seed/builders/builders';
import type { BuiltFleetTask, FleetTaskOverrides } from '../../src/seed/builders/fleet-task-builder';
import { loginAs } from '../app';
import { type MultipartFile, multipartBody } from '../multipart';
import { createTelemetryWorld, type TelemetryWorld } from './telemetry.factory';

/**
 * What the driver-app tests share: the telemetry world (a company, its admin, places east of a
 * garage, OsmAnd calls) plus drivers who log in, and calls on /api/fleet-planning/v1/driver-app/.
 */
export const DRIVER_API = '/api/fleet-planning/v1/driver-app';

export interface DriverClient {
  user: UserRow;
  call: (method: InjectOptions['method'], url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  upload: (activityUrl: string, files: MultipartFile[]) => Promise<LightMyRequestResponse>;
}

export interface DriverAppWorld extends TelemetryWorld {
  garage: number;
  /** A driver of the company (with a phone device_id unless `device_id: null`), logged in. */
  loggedInDriver: (overrides?: { device_id?: string | null }) => Promise<DriverClient>;
  /** A task of `driver` with a vehicle and a departure in an hour, SCHEDULED unless told. */
  driverTask: (driver: UserRow, overrides?: FleetTaskOverrides) => Promise<BuiltFleetTask>;
}

let counter = 0;

export async function createDriverAppWorld(): Promise<DriverAppWorld> {
  // Every test logs a driver or two in: more logins than the default limit allows.
  const w = await createTelemetryWorld({ loginRateLimit: { max: 10_000, timeWindow: '1 minute' } });
  const garage = (await w.place('Pool Pengemudi', 0, { garage: true })).id;
  return {
    ...w,
    garage,
    loggedInDriver: async (overrides = {}) => {
      counter += 1;
      const email = `supir${counter}-${w.companyId}@pengemudi.id`;
      const user = await buildUser(w.db, { company_id: w.companyId, role: 'driver', email, ...overrides });
      const headers = await loginAs(w.t.app, email, demoPassword());
      return {
        user,
        call: (method, url, payload) =>
          w.t.app.inject({
            method,
            url: `${DRIVER_API}${url}`,
            headers,
            ...(payload === undefined ? {} : { payload: payload as object }),
          }),
        upload: (activityUrl, files) => {
          const body = multipartBody({ type: 'photo' }, files);
          return w.t.app.inject({
            method: 'POST',
            url: `${DRIVER_API}${activityUrl}/attachment`,
            headers: { ...headers, ...body.headers },
            payload: body.payload,
          });
        },
      };
    },
    driverTask: async (driver, overrides = {}) =>
      w.task({
        auto_start_type: null,
        start_address_id: garage,
        vehicle_id: (await w.vehicle()).id,
        driver_user_id: driver.id,
        expected_departure_on: new Date(Date.now() + 3_600_000),
        ...overrides,
      }),
  };
}
