import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelemetryWorld, minute, type TelemetryWorld } from '../../../test/factories/telemetry.factory';
import { refreshGeofenceOverlap } from './overlap';

let w: TelemetryWorld;
let garage: number;
let siteA: number;
let siteB: number;

beforeAll(async () => {
  w = await createTelemetryWorld();
  garage = (await w.place('Pool Uji', 0, { garage: true })).id;
  siteA = (await w.place('Gudang A', 5_000)).id;
  siteB = (await w.place('Gudang B', 10_000)).id;
});
afterAll(() => w.t.close());

/** A Dijadwalkan task with GEOFENCE from the garage, a pickup at `origin`, a drop at B. */
async function scheduled(origin = siteA, overrides: Parameters<TelemetryWorld['task']>[0] = {}) {
  const vehicle = await w.vehicle();
  const driver = await w.driver();
  const order = await w.order(origin, siteB);
  const task = await w.task({
    start_address_id: garage,
    vehicle_id: vehicle.id,
    driver_user_id: driver.id,
    orders: [order],
    ...overrides,
  });
  return { task, vehicle, driver, imei: vehicle.imei as string };
}

const detail = async (id: string) => {
  const response = await w.api('GET', `/api/fleet-planning/v1/fleet-task/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('geofence auto start', () => {
  it('starts a Dijadwalkan task with GEOFENCE when its vehicle leaves the start, at the GPS time, as Otomatis', async () => {
    const { task, imei } = await scheduled();
    await w.drive(imei, [
      [20, minute(0)],
      [60, minute(1)],
    ]);
    expect((await w.taskRow(task.id)).status).toBe('SCHEDULED');
    await w.drive(imei, [[1_500, minute(3)]]);

    const row = await w.taskRow(task.id);
    expect(row).toMatchObject({ status: 'STARTED', is_auto_started: true, auto_start_failed_reason: null });
    expect(row.actual_departure_on?.toISOString()).toBe(minute(3).toISOString());
    const history = await w.api('GET', `/api/fleet-planning/v1/fleet-task/${task.id}/history?type=basic`);
    const started = history
      .json()
      .data.find((event: { title: string }) => event.title === 'Penugasan mulai dijalankan');
    expect(started).toMatchObject({ has_badge: true, badge_text: 'Otomatis' });
    expect((await detail(task.id)).is_auto_started).toBe(true);
  });

  it('starts once when two positions leaving the start arrive at the same time', async () => {
    const { task, imei } = await scheduled();
    await w.drive(imei, [[0, minute(0)]]);
    const answers = await Promise.all([w.report(imei, 1_500, minute(2)), w.report(imei, 1_800, minute(3))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const history = await w.api('GET', `/api/fleet-planning/v1/fleet-task/${task.id}/history?type=basic`);
    const starts = history
      .json()
      .data.filter((event: { title: string }) => event.title === 'Penugasan mulai dijalankan');
    expect(starts).toHaveLength(1);
    expect((await w.taskRow(task.id)).status).toBe('STARTED');
  });

  it('does not start a task whose vehicle was never seen at the start', async () => {
    const { task, imei } = await scheduled();
    await w.drive(imei, [
      [3_000, minute(0)],
      [4_000, minute(1)],
    ]);
    expect((await w.taskRow(task.id)).status).toBe('SCHEDULED');
  });

  it('does not start a task without GEOFENCE', async () => {
    const { task, imei } = await scheduled(siteA, { auto_start_type: null });
    await w.drive(imei, [
      [0, minute(0)],
      [2_000, minute(2)],
    ]);
    expect((await w.taskRow(task.id)).status).toBe('SCHEDULED');
  });

  it('starts when the vehicle arrives at a start that is also the first pickup, not when it leaves', async () => {
    const { task, imei } = await scheduled(garage);
    await w.drive(imei, [
      [0, minute(0)],
      [2_000, minute(2)],
    ]);
    expect((await w.taskRow(task.id)).status).toBe('SCHEDULED');
    await w.drive(imei, [[30, minute(10)]]);
    const row = await w.taskRow(task.id);
    expect(row).toMatchObject({ status: 'STARTED', is_auto_started: true });
    expect((await detail(task.id)).is_start_and_first_point_same).toBe(true);
  });

  it('ignores a position sent late, older than the last one', async () => {
    const { task, imei } = await scheduled();
    await w.drive(imei, [
      [0, minute(0)],
      [10, minute(5)],
      [3_000, minute(2)],
    ]);
    expect((await w.taskRow(task.id)).status).toBe('SCHEDULED');
  });

  it('watches only the task planned closest to the fix, so leaving today does not touch tomorrow', async () => {
    const { task: today, imei, vehicle, driver } = await scheduled();
    const tomorrow = await w.task({
      start_address_id: garage,
      vehicle_id: vehicle.id,
      driver_user_id: driver.id,
      expected_departure_on: new Date(minute(0).getTime() + 24 * 3_600_000),
      orders: [await w.order(siteA, siteB)],
    });
    await w.drive(imei, [
      [0, minute(0)],
      [2_000, minute(2)],
    ]);
    expect((await w.taskRow(today.id)).status).toBe('STARTED');
    expect(await w.taskRow(tomorrow.id)).toMatchObject({
      status: 'SCHEDULED',
      auto_start_failed_reason: null,
    });
  });
});

describe('a busy driver or vehicle blocks the auto start', () => {
  /** Another task on its way with the given vehicle and/or driver. */
  const running = (values: { vehicle_id?: number; driver_user_id?: number }) =>
    w.task({
      status: 'STARTED',
      visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
      auto_start_type: null,
      start_address_id: garage,
      // Planned days ago and long overdue: only "running" makes it busy now.
      expected_departure_on: new Date(minute(0).getTime() - 3 * 24 * 3_600_000),
      orders: [],
      ...values,
    });

  it.each([
    ['DRIVER_CONFLICT', true, false, 'Pengemudi sedang menjalankan penugasan lain'],
    ['VEHICLE_CONFLICT', false, true, 'Kendaraan telah terpakai pada pengiriman lain'],
    [
      'DRIVER_CONFLICT,VEHICLE_CONFLICT',
      true,
      true,
      'Kendaraan dan Pengemudi telah terpakai pada pengiriman lain',
    ],
  ])(
    'stores %s, visible in GET /fleet-task/{id}, with a history event',
    async (reason, busyDriver, busyVehicle, text) => {
      const { task, imei, vehicle, driver } = await scheduled();
      const other = await w.vehicle();
      await running({
        vehicle_id: busyVehicle ? vehicle.id : other.id,
        ...(busyDriver ? { driver_user_id: driver.id } : {}),
      });
      await w.drive(imei, [
        [0, minute(0)],
        [2_000, minute(2)],
      ]);

      const shown = await detail(task.id);
      expect(shown.status.name).toBe('SCHEDULED');
      expect(shown.is_auto_started).toBe(false);
      expect(shown.auto_start_failed_reason).toBe(reason);
      const history = await w.api('GET', `/api/fleet-planning/v1/fleet-task/${task.id}/history?type=basic`);
      expect(history.json().data[0]).toMatchObject({
        title: 'Automasi perjalanan gagal menjalankan penugasan',
        description: text,
      });
    },
  );

  it('starts on a later departure once the other task has ended, and clears the reason', async () => {
    const { task, imei, driver } = await scheduled();
    const other = await running({ driver_user_id: driver.id, vehicle_id: (await w.vehicle()).id });
    await w.drive(imei, [
      [0, minute(0)],
      [2_000, minute(2)],
    ]);
    expect((await w.taskRow(task.id)).auto_start_failed_reason).toBe('DRIVER_CONFLICT');
    await w.db.updateTable('fleet_tasks').set({ status: 'ENDED' }).where('id', '=', other.id).execute();
    await w.drive(imei, [
      [0, minute(10)],
      [2_000, minute(12)],
    ]);
    expect(await w.taskRow(task.id)).toMatchObject({ status: 'STARTED', auto_start_failed_reason: null });
  });

  it('forgets the failed start once the dispatcher starts the task by hand', async () => {
    const { task, imei, vehicle } = await scheduled();
    await running({ vehicle_id: vehicle.id });
    await w.drive(imei, [
      [0, minute(0)],
      [2_000, minute(2)],
    ]);
    expect((await w.taskRow(task.id)).auto_start_failed_reason).toBe('VEHICLE_CONFLICT');
    await w.db
      .updateTable('fleet_tasks')
      .set({ status: 'ENDED' })
      .where('vehicle_id', '=', vehicle.id)
      .where('id', '<>', task.id)
      .execute();

    const started = await w.api('POST', `/api/fleet-planning/v1/fleet-task/${task.id}/transition`, {
      status: 'STARTED',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await w.taskRow(task.id)).toMatchObject({
      status: 'STARTED',
      is_auto_started: false,
      auto_start_failed_reason: null,
    });
  });
});

describe('overlapping geofences', () => {
  it('sets is_overlap and never starts when the first pickup is 300 m from the start', async () => {
    const near = (await w.place('Gudang Sebelah', 300)).id;
    const { task, imei } = await scheduled(near);
    await w.drive(imei, [
      [0, minute(0)],
      [3_000, minute(3)],
    ]);
    const shown = await detail(task.id);
    expect(shown).toMatchObject({ is_overlap: true, status: { name: 'SCHEDULED' } });
  });

  it('takes the radius of each address: small fences 300 m apart do not overlap', async () => {
    const start = (await w.place('Pool Kecil', 20_000, { garage: true, radius: 100 })).id;
    const near = (await w.place('Gudang Kecil', 20_300, { radius: 100 })).id;
    const { task, imei } = await scheduled(near, { start_address_id: start });
    await w.drive(imei, [
      [20_000, minute(0)],
      [22_000, minute(3)],
    ]);
    expect(await w.taskRow(task.id)).toMatchObject({ is_overlap: false, status: 'STARTED' });
  });
});

describe('refreshGeofenceOverlap, for the fleet-task services', () => {
  it('stores is_overlap from the addresses before any position, and clears it when the first stop moves away', async () => {
    const near = (await w.place('Gudang Dekat Pool', 250)).id;
    const { task } = await scheduled(near);
    expect(await refreshGeofenceOverlap(w.db, task.id)).toBe(true);
    expect((await detail(task.id)).is_overlap).toBe(true);
    const firstStop = task.points.find((point) => point.type === 'DEFAULT');
    await w.db
      .updateTable('fleet_task_points')
      .set({ address_id: siteA })
      .where('id', '=', firstStop?.id ?? '')
      .execute();
    expect(await refreshGeofenceOverlap(w.db, task.id)).toBe(false);
    expect((await w.taskRow(task.id)).is_overlap).toBe(false);
  });

  it('never marks a start that is itself the first pickup as overlapping', async () => {
    const { task } = await scheduled(garage);
    expect(await refreshGeofenceOverlap(w.db, task.id)).toBe(false);
  });
});

describe('the transition refuses the start', () => {
  it('stores VEHICLE_CONFLICT when another Dijadwalkan task holds the vehicle over the same hours', async () => {
    const { task, imei, vehicle } = await scheduled();
    await w.task({ vehicle_id: vehicle.id, auto_start_type: null, start_address_id: siteB, orders: [] });
    await w.drive(imei, [
      [0, minute(0)],
      [2_000, minute(2)],
    ]);
    expect(await w.taskRow(task.id)).toMatchObject({
      status: 'SCHEDULED',
      auto_start_failed_reason: 'VEHICLE_CONFLICT',
    });
  });
});
