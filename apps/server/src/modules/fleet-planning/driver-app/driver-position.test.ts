import { MIN_STOP_DWELL_MS } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriverAppWorld, type DriverAppWorld } from '../../../../test/factories/driver-app.factory';
import { east, minute } from '../../../../test/factories/telemetry.factory';

let w: DriverAppWorld;
let siteA: number;
let siteB: number;

beforeAll(async () => {
  w = await createDriverAppWorld();
  siteA = (await w.place('Gudang A', 5_000)).id;
  siteB = (await w.place('Gudang B', 10_000)).id;
});
afterAll(() => w.t.close());

/** A fix `meters` east of the garage at `at`, as the phone sends it. */
const fix = (meters: number, at: Date) => ({
  ...east(meters),
  recorded_on: at.toISOString(),
  speed_kmh: 0,
  accuracy_m: 8,
});

const pickupOf = (taskId: string) =>
  w.db
    .selectFrom('fleet_task_activities')
    .select(['status', 'completion_source', 'contact_person_name'])
    .where('fleet_task_id', '=', taskId)
    .where('type', '=', 'PICKUP')
    .executeTakeFirstOrThrow();

describe("the phone's positions as Smart Driver", () => {
  it("stores a batch under the driver's device and completes a visited stop with the company's Smart Driver source", async () => {
    const driver = await w.loggedInDriver();
    const task = await w.driverTask(driver.user, {
      status: 'STARTED',
      visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
      actual_departure_on: minute(0),
      is_autocomplete_on: true,
      autocomplete_source: 'Smart Driver',
      orders: [await w.order(siteA, siteB)],
    });
    // Arrive at A, stay longer than the minimum dwell (by the fixes' own times), leave.
    const stay = MIN_STOP_DWELL_MS / 60_000 + 5;
    const positions = [fix(1_000, minute(5)), fix(5_010, minute(10)), fix(5_020, minute(10 + stay))];
    const first = await driver.call('POST', '/position', { positions });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ accepted: 3, duplicates: 0 });
    expect((await pickupOf(task.id)).status).toBe('UNCOMPLETED');

    const left = await driver.call('POST', '/position', {
      positions: [fix(5_020, minute(10 + stay)), fix(7_000, minute(20 + stay))],
    });
    expect(left.json().data).toEqual({ accepted: 1, duplicates: 1 });
    expect(await pickupOf(task.id)).toMatchObject({
      status: 'COMPLETED',
      completion_source: 'smart-driver',
      contact_person_name: 'Sistem (Smart Driver)',
    });
    const stored = await w.db
      .selectFrom('telemetry_positions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('driver_user_id', '=', driver.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(4);
  });

  it('leaves the stop open when the company follows the vehicle, not the phone', async () => {
    const driver = await w.loggedInDriver();
    const task = await w.driverTask(driver.user, {
      status: 'STARTED',
      visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
      actual_departure_on: minute(0),
      is_autocomplete_on: true,
      autocomplete_source: 'GPS Kendaraan',
      orders: [await w.order(siteA, siteB)],
    });
    const response = await driver.call('POST', '/position', {
      positions: [fix(5_010, minute(10)), fix(5_020, minute(30)), fix(7_000, minute(40))],
    });
    expect(response.statusCode).toBe(200);
    expect((await pickupOf(task.id)).status).toBe('UNCOMPLETED');
  });

  it('refuses a driver without a device_id with telemetry/driver-without-device (409), storing nothing', async () => {
    const driver = await w.loggedInDriver({ device_id: null });
    const response = await driver.call('POST', '/position', { positions: [fix(1_000, minute(5))] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'telemetry/driver-without-device',
      message: 'Ponsel Anda belum terdaftar sebagai perangkat Smart Driver. Hubungi admin.',
    });
    const stored = await w.db
      .selectFrom('telemetry_positions')
      .select('driver_user_id')
      .where('driver_user_id', '=', driver.user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a dispatcher without the driver scopes (403)', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/fleet-planning/v1/driver-app/position',
      headers: w.headers,
      payload: { positions: [fix(1_000, minute(5))] },
    });
    expect(response.statusCode).toBe(403);
  });
});
