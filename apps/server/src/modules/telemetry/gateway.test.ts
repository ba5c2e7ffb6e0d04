import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/app';
import {
  createTelemetryWorld,
  east,
  minute,
  type TelemetryWorld,
} from '../../../test/factories/telemetry.factory';
import { buildCompany, buildUser, buildVehicle } from '../../seed/builders/builders';

let w: TelemetryWorld;
beforeAll(async () => {
  w = await createTelemetryWorld();
});
afterAll(() => w.t.close());

const newKey = async (name = 'Gateway Teltonika') => {
  const response = await w.api('POST', '/api/telemetry/v1/api-key', { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; key: string; key_prefix: string };
};

const item = (deviceId: string, at: Date, meters = 1_000) => ({
  device_id: deviceId,
  ...east(meters),
  recorded_on: at.toISOString(),
  speed_kmh: 42.5,
  bearing: 180,
  accuracy_m: 7,
});

const post = (key: string | null, positions: unknown[]) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/telemetry/v1/positions',
    headers: key === null ? {} : { 'x-api-key': key },
    payload: { positions },
  });

describe('gateway API keys', () => {
  it('creates a key shown once, lists it without the key, and refuses another company', async () => {
    const created = await newKey('Gateway Surabaya');
    expect(created.key).toMatch(/^armgw_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.key_prefix)).toBe(true);
    const list = await w.api('GET', '/api/telemetry/v1/api-key');
    const listed = list.json().data.find((row: { id: number }) => row.id === created.id);
    expect(listed).toMatchObject({ name: 'Gateway Surabaya', revoked_on: null });
    expect(JSON.stringify(list.json())).not.toContain(created.key);

    const other = await buildCompany(w.db);
    await buildUser(w.db, { company_id: other.id, email: 'admin@lain.id', password: 'kata-sandi-lain' });
    const outsider = await loginAs(w.t.app, 'admin@lain.id', 'kata-sandi-lain');
    const revoke = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/telemetry/v1/api-key/${created.id}`,
      headers: outsider,
    });
    expect(revoke.statusCode).toBe(404);
  });

  it('needs setting:update to create a key', async () => {
    await buildUser(w.db, {
      company_id: w.companyId,
      email: 'supir@gw.id',
      role: 'driver',
      password: 'kata-sandi',
    });
    const driver = await loginAs(w.t.app, 'supir@gw.id', 'kata-sandi');
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/telemetry/v1/api-key',
      headers: driver,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/telemetry/v1/positions', () => {
  it("stores a batch of the company's devices and refuses, one by one, the devices it does not have", async () => {
    const { key } = await newKey();
    const vehicle = await w.vehicle();
    const driver = await w.driver();
    const foreign = await buildVehicle(w.db);
    const response = await post(key, [
      item(vehicle.imei as string, minute(1)),
      item(driver.device_id as string, minute(1)),
      item(foreign.imei as string, minute(1)),
      item('tidak-dikenal', minute(1)),
      item(vehicle.imei as string, minute(2), 1_500),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      accepted: 3,
      duplicates: 0,
      without_fix: 0,
      refused: [
        { index: 2, device_id: foreign.imei, code: 'unknown-device' },
        { index: 3, device_id: 'tidak-dikenal', code: 'unknown-device' },
      ],
    });
    const foreignRows = await w.db
      .selectFrom('telemetry_positions')
      .select('vehicle_id')
      .where('vehicle_id', '=', foreign.id)
      .execute();
    expect(foreignRows).toHaveLength(0);
    const again = await post(key, [item(vehicle.imei as string, minute(2), 1_500)]);
    expect(again.json().data).toMatchObject({ accepted: 0, duplicates: 1 });
  });

  it('refuses a missing, wrong or revoked key with 401 before reading the body', async () => {
    const { id, key } = await newKey();
    expect((await post(null, [])).statusCode).toBe(401);
    expect((await post(`${key}x`, [])).statusCode).toBe(401);
    expect((await w.api('DELETE', `/api/telemetry/v1/api-key/${id}`)).json().data.revoked_on).not.toBeNull();
    const revoked = await post(key, [item('x', minute(1))]);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('telemetry/invalid-api-key');
  });

  it('refuses a malformed batch with the fields', async () => {
    const { key } = await newKey();
    const response = await post(key, [
      { device_id: 'x', latitude: 95, longitude: 106, recorded_on: 'kemarin' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['positions.0.latitude', 'positions.0.recorded_on']),
    );
  });
});

describe("a vehicle's track and the devices", () => {
  it('answers the positions between two times, oldest first, and 404 for a vehicle of another company', async () => {
    const vehicle = await w.vehicle();
    await w.drive(vehicle.imei as string, [
      [0, minute(1)],
      [500, minute(2)],
      [1_000, minute(3)],
      [1_500, minute(4)],
    ]);
    const window = new URLSearchParams({ from: minute(2).toISOString(), to: minute(3).toISOString() });
    const response = await w.api('GET', `/api/telemetry/v1/vehicle/${vehicle.id}/track?${window}`);
    expect(response.statusCode, response.body).toBe(200);
    const track = response.json().data;
    expect(track.vehicle).toEqual({ id: vehicle.id, license_plate: vehicle.license_plate });
    expect(track.truncated).toBe(false);
    expect(track.positions.map((row: { recorded_on: string }) => Date.parse(row.recorded_on))).toEqual([
      minute(2).getTime(),
      minute(3).getTime(),
    ]);
    const foreign = await buildVehicle(w.db);
    expect((await w.api('GET', `/api/telemetry/v1/vehicle/${foreign.id}/track?${window}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a window that ends before it starts, or longer than 7 days', async () => {
    const vehicle = await w.vehicle();
    const backwards = new URLSearchParams({ from: minute(3).toISOString(), to: minute(2).toISOString() });
    const long = new URLSearchParams({
      from: minute(0).toISOString(),
      to: new Date(minute(0).getTime() + 8 * 24 * 3_600_000).toISOString(),
    });
    for (const window of [backwards, long]) {
      const response = await w.api('GET', `/api/telemetry/v1/vehicle/${vehicle.id}/track?${window}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it('lists vehicles by imei and drivers by device_id with their last position', async () => {
    const vehicle = await w.vehicle();
    const driver = await w.driver();
    await w.drive(driver.device_id as string, [[700, minute(7)]]);
    const response = await w.api('GET', '/api/telemetry/v1/device');
    expect(response.statusCode).toBe(200);
    const devices = response.json().data;
    expect(devices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'vehicle',
          id: vehicle.id,
          device_id: vehicle.imei,
          last_position: null,
        }),
        expect.objectContaining({
          kind: 'driver',
          id: driver.id,
          device_id: driver.device_id,
          last_position: expect.objectContaining({ latitude: east(700).latitude }),
        }),
      ]),
    );
  });
});

describe('limits for devices', () => {
  it('slows a device beyond 300 reports a minute with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++) {
      statuses.push(
        (await w.t.app.inject({ method: 'GET', url: '/api/telemetry/osmand?id=banjir&lat=1&lon=1' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 300).every((status) => status === 404)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  it('refuses an OsmAnd body over 256 KB with 413', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/telemetry/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=x&note=${'a'.repeat(300 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
  });
});
