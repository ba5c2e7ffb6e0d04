import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertingWorld, createAlertingWorld } from '../../../../test/factories/alerting.factory';
import { east, minute } from '../../../../test/factories/telemetry.factory';
import { graphql } from '../../../../test/graphql/client';
import { sweepAlerts } from './sweeper';

// The running task's alerts (issue 12 item 3): late at a stop (139) from the sweeper, long stop (140)
// from positions and the sweeper, off route (141) from positions, through the real OsmAnd intake,
// each once, with the task's FO number, id and driver.

let w: AlertingWorld;
let garage: number;
let siteA: number;
let siteB: number;

beforeAll(async () => {
  w = await createAlertingWorld();
  garage = (await w.place('Pool Rute', 0, { garage: true })).id;
  siteA = (await w.place('Gudang Rute A', 5_000)).id;
  siteB = (await w.place('Gudang Rute B', 10_000)).id;
});
afterAll(() => w.t.close());

const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
const seconds = (base: Date, s: number) => new Date(base.getTime() + s * 1000);

/** One OsmAnd GET at `eastM` along the route's line and `northM` beside it. */
async function report(imei: string, at: Date, eastM: number, northM = 0, speedKmh = 0) {
  const point = east(eastM);
  const query = new URLSearchParams({
    id: imei,
    timestamp: String(Math.floor(at.getTime() / 1000)),
    lat: String(point.latitude + northM / METERS_PER_DEGREE),
    lon: String(point.longitude),
    speed: String(speedKmh / 1.852),
    accuracy: '8.0',
  });
  const response = await w.t.app.inject({ method: 'GET', url: `/api/telemetry/osmand?${query}` });
  expect(response.statusCode, response.body).toBe(200);
}

/** A task in Perjalanan since minute(0): garage -> A (pickup) -> B (drop) -> garage, A's service time given. */
async function runningTask(serviceTimeA = 0) {
  const vehicle = await w.vehicle();
  const driver = await w.driver();
  const task = await w.task({
    status: 'STARTED',
    visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
    auto_start_type: null,
    start_address_id: garage,
    vehicle_id: vehicle.id,
    driver_user_id: driver.id,
    expected_departure_on: minute(0),
    actual_departure_on: minute(0),
    orders: [await w.order(siteA, siteB)],
  });
  const stopA = task.points.find((point) => point.address_id === siteA)!;
  await w.db
    .updateTable('fleet_task_points')
    .set({ service_time_seconds: serviceTimeA })
    .where('id', '=', stopA.id)
    .execute();
  return { task, vehicle, driver, imei: vehicle.imei as string, stopA };
}

const alertsOf = (taskId: string, code: number) =>
  w.db
    .selectFrom('raw_alerts')
    .selectAll()
    .where('fleet_task_id', '=', taskId)
    .where('alert_code', '=', code)
    .orderBy('created_on')
    .execute();

/** The estimated arrival of each stop as the dispatcher's sequence shows it. */
async function sequenceArrivals(taskId: string): Promise<Date[]> {
  const response = await w.api('GET', `/api/fleet-planning/v1/fleet-task/${taskId}/sequence`);
  expect(response.statusCode, response.body).toBe(200);
  const points = (response.json() as { data: { points: { type: string; estimated_arrival_on: string }[] } })
    .data.points;
  return points
    .filter((point) => point.type === 'DEFAULT')
    .map((point) => new Date(point.estimated_arrival_on));
}

describe('late at a stop (139), from the sweeper', () => {
  it("alerts each stop not reached minThresholdTime after the sequence's estimated arrival, once", async () => {
    const { task, vehicle, driver } = await runningTask();
    const rule = await w.rule({ alert_code: 139, min_threshold_time: 1_800, vehicleIds: [vehicle.id] });
    const [arrivalA, arrivalB] = await sequenceArrivals(task.id);
    await sweepAlerts(w.db, seconds(arrivalA!, 1_799));
    expect(await alertsOf(task.id, 139)).toEqual([]);
    await sweepAlerts(w.db, seconds(arrivalA!, 1_800));
    await sweepAlerts(w.db, seconds(arrivalA!, 1_830));
    expect(await alertsOf(task.id, 139)).toMatchObject([
      {
        alert_rule_ids: [rule.id],
        vehicle_id: vehicle.id,
        driver_user_id: driver.id,
        fleet_task_id: task.id,
        fo_number: task.number,
        log_id: null,
        alert_data: '1|1800|1800',
      },
    ]);
    const listed = await graphql(
      w.t.app,
      `query($filter: RawAlertFilter!) { rawAlerts(filter: $filter) {
        rawAlerts { data { alertCode foNumber foId formattedAlertData } } } }`,
      { filter: { vehicleId: vehicle.id, alertCode: 139 } },
      w.headers,
    );
    expect(listed.data?.rawAlerts.rawAlerts.data).toEqual([
      {
        alertCode: 139,
        foNumber: task.number,
        foId: task.id,
        formattedAlertData: 'Belum tiba di titik 1, 30 menit setelah perkiraan tiba, batas 30 menit',
      },
    ]);
    await sweepAlerts(w.db, seconds(arrivalB!, 1_800));
    await sweepAlerts(w.db, seconds(arrivalB!, 1_900));
    expect((await alertsOf(task.id, 139)).map((alert) => alert.alert_data)).toEqual([
      '1|1800|1800',
      '2|1800|1800',
    ]);
  });

  it('a stop reached through its geofence, or whose activities are done, is never late', async () => {
    const { task, vehicle, imei } = await runningTask();
    await w.rule({ alert_code: 139, min_threshold_time: 1_800, vehicleIds: [vehicle.id] });
    await report(imei, minute(5), 5_050);
    await report(imei, minute(8), 7_000, 0, 40);
    await w.db
      .updateTable('fleet_task_activities')
      .set({ status: 'COMPLETED', completed_on: minute(9) })
      .where('fleet_task_id', '=', task.id)
      .where('type', '=', 'DROP')
      .execute();
    await sweepAlerts(w.db, minute(300));
    expect(await alertsOf(task.id, 139)).toEqual([]);
  });

  it('makes none without an active rule of the code covering the vehicle', async () => {
    const { task, vehicle } = await runningTask();
    await w.rule({ alert_code: 139, is_active: false, vehicleIds: [vehicle.id] });
    await w.rule({ alert_code: 139, vehicleIds: [(await w.vehicle()).id] });
    await sweepAlerts(w.db, minute(300));
    expect(await alertsOf(task.id, 139)).toEqual([]);
  });
});

describe('long stop (140), from positions and the sweeper', () => {
  it('alerts a visit longer than service time plus minThresholdTime once; a return is a new visit', async () => {
    const { task, vehicle, imei } = await runningTask(1_200);
    await w.rule({ alert_code: 140, min_threshold_time: 600, vehicleIds: [vehicle.id] });
    for (const m of [10, 20, 39]) await report(imei, minute(m), 5_000);
    expect(await alertsOf(task.id, 140)).toEqual([]);
    await report(imei, minute(40), 5_010);
    await report(imei, minute(45), 5_000);
    await report(imei, minute(50), 7_000, 0, 40);
    await report(imei, minute(55), 5_000);
    await report(imei, minute(85), 5_000);
    const alerts = await alertsOf(task.id, 140);
    expect(alerts.map((alert) => [alert.alert_data, alert.created_on.getTime()])).toEqual([
      ['1|1800|1200|600', minute(40).getTime()],
      ['1|1800|1200|600', minute(85).getTime()],
    ]);
    expect(alerts[0]).toMatchObject({ fo_number: task.number, source_device_category: 'FLEET_TASK' });
  });

  it('the sweeper alerts a parked truck whose tracker stays silent, once', async () => {
    const { task, vehicle, imei } = await runningTask(1_200);
    await w.rule({ alert_code: 140, min_threshold_time: 600, vehicleIds: [vehicle.id] });
    await report(imei, minute(10), 5_000);
    await sweepAlerts(w.db, minute(39));
    expect(await alertsOf(task.id, 140)).toEqual([]);
    await sweepAlerts(w.db, minute(40));
    await sweepAlerts(w.db, minute(41));
    expect(await alertsOf(task.id, 140)).toMatchObject([
      { fleet_task_id: task.id, fo_number: task.number, alert_data: '1|1800|1200|600' },
    ]);
  });
});

describe('off route (141), from positions', () => {
  it('alerts once per excursion farther than maxThreshold from every leg for minThresholdTime', async () => {
    const { task, vehicle, driver, imei } = await runningTask();
    await w.rule({ alert_code: 141, max_threshold: 1_000, min_threshold_time: 60, vehicleIds: [vehicle.id] });
    await report(imei, minute(60), 2_000, 0, 40);
    await report(imei, seconds(minute(61), 0), 3_000, 1_500, 40);
    await report(imei, seconds(minute(61), 30), 3_200, 1_500, 40);
    expect(await alertsOf(task.id, 141)).toEqual([]);
    await report(imei, seconds(minute(62), 0), 3_400, 1_500, 40);
    await report(imei, seconds(minute(63), 0), 3_600, 1_500, 40);
    await report(imei, seconds(minute(64), 0), 4_000, 200, 40);
    await report(imei, seconds(minute(65), 0), 4_500, 1_500, 40);
    await report(imei, seconds(minute(66), 0), 4_800, 1_500, 40);
    const alerts = await alertsOf(task.id, 141);
    expect(alerts).toMatchObject([
      {
        alert_data: '1500|1000|60',
        fo_number: task.number,
        driver_user_id: driver.id,
        created_on: minute(62),
      },
      { alert_data: '1500|1000|60', created_on: minute(66) },
    ]);
  });

  it('a vehicle without a running task is never off route', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 141, max_threshold: 1_000, min_threshold_time: 60, vehicleIds: [vehicle.id] });
    for (const m of [100, 102, 104]) await report(vehicle.imei as string, minute(m), 3_000, 5_000, 40);
    expect(await w.rawAlerts(vehicle.id)).toEqual([]);
  });
});
