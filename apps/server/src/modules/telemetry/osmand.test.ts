import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTelemetryWorld,
  east,
  minute,
  type TelemetryWorld,
} from '../../../test/factories/telemetry.factory';
import { buildVehicle } from '../../seed/builders/builders';
import { listenOsmAndPort } from './osmand-port';

let w: TelemetryWorld;
beforeAll(async () => {
  w = await createTelemetryWorld();
});
afterAll(() => w.t.close());

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));
const positionsOf = (column: 'vehicle_id' | 'driver_user_id', id: number) =>
  w.db.selectFrom('telemetry_positions').selectAll().where(column, '=', id).orderBy('fix_on').execute();
const stats = async () => (await w.api('GET', '/api/telemetry/v1/intake-stats')).json().data;

/** Traccar Client's parameters, as text, at 2 km east of the origin. */
const params = (id: string, at: Date) => ({
  id,
  timestamp: seconds(at),
  lat: String(east(2_000).latitude),
  lon: String(east(2_000).longitude),
  speed: '27.0',
  bearing: '87.0',
  altitude: '15.0',
  accuracy: '6.0',
  batt: '64.0',
});

describe('OsmAnd intake (Traccar Client)', () => {
  it('stores a GET with query parameters, speed from knots, and moves the vehicle to it', async () => {
    const vehicle = await w.vehicle();
    const query = new URLSearchParams(params(vehicle.imei as string, minute(1)));
    const response = await w.t.app.inject({ method: 'GET', url: `/api/telemetry/osmand?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ accepted: 1, duplicates: 0, without_fix: 0, refused: [] });
    const [stored] = await positionsOf('vehicle_id', vehicle.id);
    expect(stored).toMatchObject({
      company_id: w.companyId,
      driver_user_id: null,
      accuracy_m: 6,
      battery_pct: 64,
    });
    expect(stored?.speed_kmh).toBeCloseTo(50.004, 3);
    expect(stored?.fix_on.toISOString()).toBe(minute(1).toISOString());
    const moved = await w.db
      .selectFrom('vehicles')
      .selectAll()
      .where('id', '=', vehicle.id)
      .executeTakeFirstOrThrow();
    expect(moved.last_latitude).toBeCloseTo(east(2_000).latitude, 9);
    expect(moved.last_position_on?.toISOString()).toBe(minute(1).toISOString());
  });

  it('stores a POST with the parameters in the query and an empty body (Traccar Client for Android and iOS)', async () => {
    const vehicle = await w.vehicle();
    const query = new URLSearchParams(params(vehicle.imei as string, minute(2)));
    const response = await w.t.app.inject({
      method: 'POST',
      url: `/api/telemetry/osmand?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await positionsOf('vehicle_id', vehicle.id)).toHaveLength(1);
  });

  it('stores a POST application/x-www-form-urlencoded body', async () => {
    const vehicle = await w.vehicle();
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/telemetry/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params(vehicle.imei as string, minute(3))).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await positionsOf('vehicle_id', vehicle.id)).toHaveLength(1);
  });

  it("stores the JSON of Traccar Client 9 from a driver's phone, speed from m/s and battery from 0..1", async () => {
    const driver = await w.driver();
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/telemetry/osmand',
      payload: {
        location: {
          timestamp: minute(4).toISOString(),
          coords: { ...east(2_000), speed: 10, heading: 90, altitude: 12, accuracy: 4.5 },
          is_moving: true,
          odometer: 1200,
          event: 'motionchange',
          battery: { level: 0.52, is_charging: true },
          activity: { type: 'in_vehicle' },
        },
        device_id: driver.device_id,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await positionsOf('driver_user_id', driver.id);
    expect(stored).toMatchObject({ vehicle_id: null, speed_kmh: 36, bearing: 90, battery_pct: 52 });
  });

  it('answers a resent position without storing it twice, and keeps the newer last position', async () => {
    const vehicle = await w.vehicle();
    const send = (at: Date, meters: number) =>
      w.report(vehicle.imei as string, meters, at).then((response) => response.json().data);
    expect(await send(minute(10), 1_000)).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(await send(minute(10), 1_000)).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(await send(minute(5), 500)).toMatchObject({ accepted: 1 });
    expect(await positionsOf('vehicle_id', vehicle.id)).toHaveLength(2);
    const row = await w.db
      .selectFrom('vehicles')
      .selectAll()
      .where('id', '=', vehicle.id)
      .executeTakeFirstOrThrow();
    expect(row.last_position_on?.toISOString()).toBe(minute(10).toISOString());
  });

  it('answers a report without a fix (valid=false) without storing anything', async () => {
    const vehicle = await w.vehicle();
    const query = new URLSearchParams({ ...params(vehicle.imei as string, minute(1)), valid: 'false' });
    const response = await w.t.app.inject({ method: 'GET', url: `/api/telemetry/osmand?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ accepted: 0, without_fix: 1 });
    expect(await positionsOf('vehicle_id', vehicle.id)).toHaveLength(0);
  });

  it('refuses an unknown device with 404, counts it, and stores nothing', async () => {
    const before = await stats();
    const stored = async () =>
      Number(
        (
          await w.db
            .selectFrom('telemetry_positions')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const rowsBefore = await stored();
    const query = new URLSearchParams(params('999999999999999', minute(1)));
    const response = await w.t.app.inject({ method: 'GET', url: `/api/telemetry/osmand?${query}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('telemetry/unknown-device');
    expect((await stats()).refused_unknown_device).toBe(before.refused_unknown_device + 1);
    expect(await stored()).toBe(rowsBefore);
  });

  it('refuses the imei of a deactivated vehicle like an unknown one', async () => {
    const vehicle = await buildVehicle(w.db, { company_id: w.companyId, is_active: false });
    const response = await w.report(vehicle.imei as string, 0, minute(1));
    expect(response.statusCode).toBe(404);
  });

  it('refuses malformed parameters with 400 and the fields', async () => {
    const vehicle = await w.vehicle();
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/telemetry/osmand?id=${vehicle.imei}&lat=abc&lon=106.8`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-fields',
      errors: [{ field: 'lat', code: 'invalid-format' }],
    });
  });

  it('needs no login: the device endpoints are public', async () => {
    const vehicle = await w.vehicle();
    const response = await w.report(vehicle.imei as string, 0, minute(1));
    expect(response.statusCode).toBe(200);
  });
});

describe('the OsmAnd port', () => {
  it('takes Traccar Client requests at the root of its own port, through the same route', async () => {
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = (await listenOsmAndPort(w.t.app, 0)) as AddressInfo;
    const vehicle = await w.vehicle();
    const query = new URLSearchParams(params(vehicle.imei as string, minute(20)));
    const ok = await fetch(`http://127.0.0.1:${address.port}/?${query}`, { method: 'POST' });
    expect(ok.status).toBe(200);
    const unknown = await fetch(
      `http://127.0.0.1:${address.port}/?${new URLSearchParams(params('1', minute(20)))}`,
    );
    expect(unknown.status).toBe(404);
    expect(await positionsOf('vehicle_id', vehicle.id)).toHaveLength(1);
  });

  it('keeps the API running when its port is taken', async () => {
    const taken = (w.t.app.server.address() as AddressInfo).port;
    expect(await listenOsmAndPort(w.t.app, taken)).toBeNull();
    expect((await w.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is off when no port is configured', async () => {
    expect(await listenOsmAndPort(w.t.app, null)).toBeNull();
  });
});
