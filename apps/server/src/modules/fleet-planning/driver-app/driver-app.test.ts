import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityUrl } from '../../../../test/factories/activity.factory';
import { createDriverAppWorld, type DriverAppWorld } from '../../../../test/factories/driver-app.factory';
import { jpegOfSize } from '../../../../test/multipart';
import { buildCompany, buildUser } from '../../../seed/builders/builders';
import { buildFleetTask } from '../../../seed/builders/fleet-task-builder';

let w: DriverAppWorld;
let siteA: number;
let siteB: number;

beforeAll(async () => {
  w = await createDriverAppWorld();
  siteA = (await w.place('Gudang Pengirim', 5_000)).id;
  siteB = (await w.place('Toko Penerima', 10_000)).id;
});
afterAll(() => w.t.close());

const photo = () => ({ fileName: 'bukti.jpg', contentType: 'image/jpeg', bytes: jpegOfSize(2_000) });
const now = () => new Date().toISOString();
const completion = (extra: Record<string, unknown> = {}) => ({
  contact_person_name: 'Pak Joko',
  completed_on: now(),
  note: 'Barang lengkap',
  type: 'driver',
  ...extra,
});

/** A driver with a started trip of one order from A to B. */
async function onTheWay() {
  const driver = await w.loggedInDriver();
  const order = await w.order(siteA, siteB);
  const task = await w.driverTask(driver.user, {
    status: 'STARTED',
    visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
    actual_departure_on: new Date(Date.now() - 60_000),
    orders: [order],
  });
  return {
    driver,
    task,
    order,
    pickup: activityUrl(task, order.id, 'PICKUP'),
    drop: activityUrl(task, order.id, 'DROP'),
  };
}

const activityRow = (url: string) =>
  w.db
    .selectFrom('fleet_task_activities')
    .selectAll()
    .where('id', '=', url.split('/').at(-1) ?? '')
    .executeTakeFirstOrThrow();

describe("the driver's tasks", () => {
  it("lists only the caller's Dijadwalkan and Perjalanan tasks of today and later, Perjalanan first", async () => {
    const driver = await w.loggedInDriver();
    const other = await w.loggedInDriver();
    const scheduled = await w.driverTask(driver.user, { orders: [await w.order(siteA, siteB)] });
    const started = await w.driverTask(driver.user, {
      status: 'STARTED',
      visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
      actual_departure_on: new Date(),
      expected_departure_on: new Date(Date.now() + 5 * 3_600_000),
    });
    await w.driverTask(driver.user, {
      status: 'ENDED',
      visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED', 'ENDED'],
    });
    await w.driverTask(driver.user, { status: 'DRAFT', visited_statuses: ['DRAFT'] });
    await w.driverTask(driver.user, { expected_departure_on: new Date(Date.now() - 3 * 24 * 3_600_000) });
    await w.driverTask(other.user);

    const response = await driver.call('GET', '/fleet-task');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.ids).toEqual([started.id, scheduled.id]);
    expect(body.metadata.total_count).toBe(2);
    expect(body.data.paginated_result[1]).toMatchObject({
      number: scheduled.number,
      status: 'SCHEDULED',
      activity_count: 2,
      completed_activity_count: 0,
      vehicle: { id: scheduled.vehicle_id },
    });
  });

  it("answers 404 for another driver's task, another company's, an ended one and a missing one, alike", async () => {
    const driver = await w.loggedInDriver();
    const other = await w.loggedInDriver();
    const othersTask = await w.driverTask(other.user);
    const ended = await w.driverTask(driver.user, {
      status: 'ENDED',
      visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED', 'ENDED'],
    });
    const company = await buildCompany(w.db, { name: 'PT Lain Uji' });
    const stranger = await buildUser(w.db, { company_id: company.id, role: 'driver' });
    const foreign = await buildFleetTask(w.db, {
      company_id: company.id,
      status: 'SCHEDULED',
      driver_user_id: stranger.id,
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [othersTask.id, ended.id, foreign.id, missing]) {
      const detail = await driver.call('GET', `/fleet-task/${id}`);
      const start = await driver.call('POST', `/fleet-task/${id}/transition`, { status: 'STARTED' });
      for (const response of [detail, start]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('not-found');
      }
    }
    expect((await w.taskRow(othersTask.id)).status).toBe('SCHEDULED');
  });

  it('refuses a dispatcher without the driver scopes (403)', async () => {
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/fleet-planning/v1/driver-app/fleet-task',
      headers: w.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden');
  });

  it('shows the stops in route order with contacts, orders, loads and what the driver may do', async () => {
    const driver = await w.loggedInDriver();
    const order = await w.order(siteA, siteB);
    const task = await w.driverTask(driver.user, { orders: [order] });
    const response = await driver.call('GET', `/fleet-task/${task.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.stops.map((stop: { type: string }) => stop.type)).toEqual([
      'START',
      'DEFAULT',
      'DEFAULT',
      'END',
    ]);
    expect(detail.stops.map((stop: { address: { id: number } }) => stop.address.id)).toEqual([
      w.garage,
      siteA,
      siteB,
      w.garage,
    ]);
    const [pickup] = detail.stops[1].activities;
    expect(pickup).toMatchObject({
      type: 'PICKUP',
      status: 'UNCOMPLETED',
      proof: null,
      can_adjust_loads: false,
      delivery_order: { id: order.id, number: order.number },
    });
    expect(pickup.delivery_order.loads).toHaveLength(1);
    expect(detail.stops[1].address).toMatchObject({ name: 'Gudang Pengirim', latitude: expect.any(Number) });
    expect(detail).toMatchObject({ status: 'SCHEDULED', can_start: true, can_end: false });
  });
});

describe('a trip from the phone', () => {
  it('starts, completes the pickup with a photo and the drop, ends, and the history names the driver', async () => {
    const driver = await w.loggedInDriver();
    const order = await w.order(siteA, siteB);
    const task = await w.driverTask(driver.user, { orders: [order] });
    const pickup = activityUrl(task, order.id, 'PICKUP');
    const drop = activityUrl(task, order.id, 'DROP');

    const started = await driver.call('POST', `/fleet-task/${task.id}/transition`, { status: 'STARTED' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'STARTED', can_start: false, can_end: false });

    expect((await driver.upload(pickup, [photo()])).statusCode).toBe(201);
    const picked = await driver.call('POST', `${pickup}/complete`, completion());
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.attachments).toHaveLength(1);
    expect((await activityRow(pickup)).completion_source).toBe('driver');
    const dropped = await driver.call('POST', `${drop}/complete`, completion());
    expect(dropped.statusCode, dropped.body).toBe(200);

    const detail = (await driver.call('GET', `/fleet-task/${task.id}`)).json().data;
    expect(detail.can_end).toBe(true);
    expect(detail.stops[1].activities[0].proof.attachments).toHaveLength(1);
    const ended = await driver.call('POST', `/fleet-task/${task.id}/transition`, { status: 'ENDED' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.status).toBe('ENDED');
    expect((await w.taskRow(task.id)).status).toBe('ENDED');
    expect((await driver.call('GET', `/fleet-task/${task.id}`)).statusCode).toBe(404);

    const history = await w.api('GET', `/api/fleet-planning/v1/fleet-task/${task.id}/history?type=basic`);
    const events = JSON.stringify(history.json().data);
    expect(events).toContain(driver.user.name);
    const completedBy = await activityRow(drop);
    expect(completedBy.completed_by).toBe(driver.user.id);
  });

  it('refuses to end the trip while an activity is open, as the dispatcher would be', async () => {
    const { driver, task } = await onTheWay();
    const response = await driver.call('POST', `/fleet-task/${task.id}/transition`, { status: 'ENDED' });
    expect(response.statusCode).toBe(400);
    expect((await w.taskRow(task.id)).status).toBe('STARTED');
  });

  it('refuses a drop before its pickup with invalid/pickup-must-be-completed and stores nothing', async () => {
    const { driver, order, drop } = await onTheWay();
    const response = await driver.call('POST', `${drop}/complete`, completion());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/pickup-must-be-completed');
    expect((await activityRow(drop)).status).toBe('UNCOMPLETED');
    const stored = await w.db
      .selectFrom('delivery_orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('ASSIGNED');
  });

  it("refuses a completion that is not the driver's (type other than 'driver')", async () => {
    const { driver, pickup } = await onTheWay();
    const response = await driver.call('POST', `${pickup}/complete`, completion({ type: 'admin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid/invalid-fields' });
    expect(JSON.stringify(response.json())).toContain('"type"');
    expect((await activityRow(pickup)).status).toBe('UNCOMPLETED');
  });

  it('refuses a sixth photo of one activity', async () => {
    const { driver, pickup } = await onTheWay();
    for (let index = 0; index < 5; index += 1)
      expect((await driver.upload(pickup, [photo()])).statusCode).toBe(201);
    const sixth = await driver.upload(pickup, [photo()]);
    expect(sixth.json().code).toBe('attachment/photo-limit-reached');
    const listed = await driver.call('GET', `${pickup}/attachment`);
    expect(listed.json().data).toHaveLength(5);
    expect((await driver.call('DELETE', `${pickup}/attachment`)).json().data).toEqual({ deleted: 5 });
  });

  it('adjusts a picked quantity only while the company lets drivers do so', async () => {
    const { driver, order, task, pickup } = await onTheWay();
    expect((await driver.call('POST', `${pickup}/complete`, completion())).statusCode).toBe(200);
    const load = await w.db
      .selectFrom('delivery_loads')
      .select(['id', 'quantity'])
      .where('delivery_order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const items = [{ delivery_load_uuid: load.id, quantity: load.quantity - 1, reason: 'Satu dus rusak' }];

    const off = await driver.call('PATCH', `${pickup}/adjust-load`, items);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('delivery/driver-load-adjustment-off');
    const untouched = await w.db
      .selectFrom('delivery_loads')
      .select(['quantity_picked', 'is_adjusted_picked'])
      .where('id', '=', load.id)
      .executeTakeFirstOrThrow();
    expect(untouched.is_adjusted_picked).toBe(false);

    const setting = await w.api('PATCH', '/api/fleet-planning/v1/setting', {
      is_driver_load_adjustment_on: true,
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json().data.is_driver_load_adjustment_on).toBe(true);
    const on = await driver.call('PATCH', `${pickup}/adjust-load`, items);
    expect(on.statusCode, on.body).toBe(200);
    const adjusted = await w.db
      .selectFrom('delivery_loads')
      .select(['quantity_picked', 'is_adjusted_picked'])
      .where('id', '=', load.id)
      .executeTakeFirstOrThrow();
    expect(adjusted).toEqual({ quantity_picked: load.quantity - 1, is_adjusted_picked: true });
    const detail = (await driver.call('GET', `/fleet-task/${task.id}`)).json().data;
    expect(detail.stops[1].activities[0].can_adjust_loads).toBe(true);
    await w.api('PATCH', '/api/fleet-planning/v1/setting', { is_driver_load_adjustment_on: false });
  });
});
