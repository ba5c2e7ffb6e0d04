import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelemetryWorld, minute, type TelemetryWorld } from '../../../test/factories/telemetry.factory';

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

const activities = (taskId: string) =>
  w.db
    .selectFrom('fleet_task_activities as a')
    .innerJoin('delivery_orders as o', 'o.id', 'a.delivery_order_id')
    .innerJoin('fleet_task_points as p', 'p.id', 'a.point_id')
    .select([
      'a.id',
      'a.type',
      'a.status',
      'a.completed_on',
      'a.completed_by',
      'a.completion_source',
      'a.contact_person_name',
      'a.note',
      'o.number',
      'o.status as order_status',
      'p.address_id',
    ])
    .where('a.fleet_task_id', '=', taskId)
    // Pickup before drop ('PICKUP' sorts after 'DROP'), then by stop.
    .orderBy('a.type', 'desc')
    .orderBy('p.position')
    .execute();

/** A task on its way with autocomplete on, following the vehicle (or the driver's phone). */
async function onTheWay(
  orders: [number, number][],
  source: 'GPS Kendaraan' | 'Smart Driver' = 'GPS Kendaraan',
) {
  const vehicle = await w.vehicle();
  const driver = await w.driver();
  const built = [];
  for (const [origin, destination] of orders) built.push(await w.order(origin, destination));
  const task = await w.task({
    status: 'STARTED',
    visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
    auto_start_type: null,
    actual_departure_on: minute(0),
    start_address_id: garage,
    vehicle_id: vehicle.id,
    driver_user_id: driver.id,
    is_autocomplete_on: true,
    autocomplete_source: source,
    orders: built,
  });
  return { task, orders: built, imei: vehicle.imei as string, phone: driver.device_id as string };
}

describe('DO status by GPS', () => {
  it('completes a visited stop when the vehicle leaves, as the system, at the GPS time, moving the order on', async () => {
    const { task, imei } = await onTheWay([[siteA, siteB]]);
    await w.drive(imei, [
      [1_000, minute(5)],
      [5_020, minute(10)],
      [5_050, minute(40)],
    ]);
    expect((await activities(task.id)).every((row) => row.status === 'UNCOMPLETED')).toBe(true);
    await w.drive(imei, [[7_000, minute(45)]]);

    const [pickup, drop] = await activities(task.id);
    expect(pickup).toMatchObject({
      type: 'PICKUP',
      status: 'COMPLETED',
      completed_by: null,
      completion_source: 'gps',
      contact_person_name: 'Sistem (GPS Kendaraan)',
      order_status: 'PICKED_UP',
    });
    expect(pickup?.completed_on?.toISOString()).toBe(minute(45).toISOString());
    expect(pickup?.note).toMatch(
      /^Diselesaikan otomatis oleh GPS Kendaraan: tiba \d\d:\d\d, berangkat \d\d:\d\d\.$/,
    );
    expect(drop?.status).toBe('UNCOMPLETED');

    await w.drive(imei, [
      [10_000, minute(60)],
      [10_010, minute(90)],
      [12_000, minute(95)],
    ]);
    const after = await activities(task.id);
    expect(after.find((row) => row.type === 'DROP')).toMatchObject({
      status: 'COMPLETED',
      order_status: 'DELIVERED',
    });
    const history = await w.api('GET', `/api/fleet-planning/v1/fleet-task/${task.id}/history?type=basic`);
    expect(JSON.stringify(history.json().data)).toContain('Sistem (GPS Kendaraan)');
  });

  it('completes nothing on a drive-by shorter than a minute', async () => {
    const { task, imei } = await onTheWay([[siteA, siteB]]);
    await w.drive(imei, [
      [5_000, minute(10)],
      [5_100, minute(10.5)],
      [7_000, minute(10.9)],
    ]);
    expect((await activities(task.id)).map((row) => row.status)).toEqual(['UNCOMPLETED', 'UNCOMPLETED']);
  });

  it('completes pickups before drops at one stop, whatever their order in the stop', async () => {
    // The second order is picked up and dropped at B, its drop listed first in the stop.
    const { task, orders, imei } = await onTheWay([
      [siteA, siteB],
      [siteB, siteB],
    ]);
    const second = orders[1]?.id ?? '';
    const setPosition = (type: 'PICKUP' | 'DROP', position: number) =>
      w.db
        .updateTable('fleet_task_activities')
        .set({ position })
        .where('delivery_order_id', '=', second)
        .where('type', '=', type)
        .execute();
    await setPosition('DROP', 0);
    await setPosition('PICKUP', 9);
    await w.drive(imei, [
      [5_000, minute(10)],
      [7_000, minute(20)],
      [10_000, minute(30)],
      [12_000, minute(40)],
    ]);
    const rows = await activities(task.id);
    expect(
      rows.filter((row) => row.address_id === siteB).map((row) => [row.number, row.type, row.status]),
    ).toEqual(
      expect.arrayContaining([
        [orders[0]?.number, 'DROP', 'COMPLETED'],
        [orders[1]?.number, 'PICKUP', 'COMPLETED'],
        [orders[1]?.number, 'DROP', 'COMPLETED'],
      ]),
    );
  });

  it('never completes a drop before its pickup: a visit of the drop stop alone leaves it open', async () => {
    const { task, imei } = await onTheWay([[siteA, siteB]]);
    await w.drive(imei, [
      [10_000, minute(10)],
      [12_000, minute(20)],
    ]);
    expect((await activities(task.id)).map((row) => [row.type, row.status])).toEqual([
      ['PICKUP', 'UNCOMPLETED'],
      ['DROP', 'UNCOMPLETED'],
    ]);
    // The pickup visited afterwards completes; the drop waits for its own next visit.
    await w.drive(imei, [
      [5_000, minute(30)],
      [7_000, minute(40)],
      [10_000, minute(50)],
      [12_000, minute(60)],
    ]);
    const rows = await activities(task.id);
    expect(rows.map((row) => [row.type, row.status])).toEqual([
      ['PICKUP', 'COMPLETED'],
      ['DROP', 'COMPLETED'],
    ]);
    expect(rows[1]?.completed_on?.getTime()).toBeGreaterThan(rows[0]?.completed_on?.getTime() ?? 0);
  });

  it('does nothing with autocomplete off', async () => {
    const { task, imei } = await onTheWay([[siteA, siteB]]);
    await w.db
      .updateTable('fleet_tasks')
      .set({ is_autocomplete_on: false })
      .where('id', '=', task.id)
      .execute();
    await w.drive(imei, [
      [5_000, minute(10)],
      [7_000, minute(20)],
    ]);
    expect((await activities(task.id))[0]?.status).toBe('UNCOMPLETED');
  });

  it("follows the driver's phone, not the vehicle, when the source is Smart Driver", async () => {
    const { task, imei, phone } = await onTheWay([[siteA, siteB]], 'Smart Driver');
    await w.drive(imei, [
      [5_000, minute(10)],
      [7_000, minute(20)],
    ]);
    expect((await activities(task.id))[0]?.status).toBe('UNCOMPLETED');
    await w.drive(phone, [
      [5_000, minute(30)],
      [7_000, minute(40)],
    ]);
    expect((await activities(task.id))[0]).toMatchObject({
      status: 'COMPLETED',
      completion_source: 'smart-driver',
      contact_person_name: 'Sistem (Smart Driver)',
    });
  });

  it('an auto start at a start that is the first pickup then completes that pickup on leaving', async () => {
    const vehicle = await w.vehicle();
    const task = await w.task({
      start_address_id: garage,
      vehicle_id: vehicle.id,
      driver_user_id: (await w.driver()).id,
      is_autocomplete_on: true,
      orders: [await w.order(garage, siteB)],
    });
    await w.drive(vehicle.imei as string, [
      [3_000, minute(0)],
      [20, minute(5)],
      [40, minute(35)],
      [3_000, minute(40)],
    ]);
    expect((await w.taskRow(task.id)).status).toBe('STARTED');
    expect((await activities(task.id)).find((row) => row.type === 'PICKUP')).toMatchObject({
      status: 'COMPLETED',
    });
  });
});
