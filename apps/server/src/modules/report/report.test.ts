import { estimateLeg } from '@armada/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import type { Database } from '../../db/schema';
import { buildRawAlert } from '../../seed/builders/alert-builders';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildUser,
  buildVehicle,
} from '../../seed/builders/builders';
import { type BuiltFleetTask, buildFleetTask } from '../../seed/builders/fleet-task-builder';

const PASSWORD = 'kata-sandi-uji';
let t: TestApp;
let headers: { authorization: string };
let otherHeaders: { authorization: string };
let routeMeters = 0;
const ids = { v1: 0, v2: 0, d1: 0, d2: 0, c1: 0, c2: 0 };

const at = (iso: string) => new Date(iso);

/** Marks the task's drops completed at `on`, as 'Selesaikan' on the drop rows would. */
async function completeDrops(db: Kysely<Database>, task: BuiltFleetTask, on: string) {
  await db
    .updateTable('fleet_task_activities')
    .set({ status: 'COMPLETED', completed_on: at(on) })
    .where('fleet_task_id', '=', task.id)
    .where('type', '=', 'DROP')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const own = await buildCompany(db, { time_zone: 'Asia/Jakarta' });
  const other = await buildCompany(db, { time_zone: 'Asia/Jakarta' });
  await buildUser(db, {
    company_id: own.id,
    email: 'laporan@uji.id',
    role: 'dispatcher',
    password: PASSWORD,
  });
  await buildUser(db, { company_id: other.id, email: 'lain@uji.id', role: 'dispatcher', password: PASSWORD });
  const garage = await buildAddress(db, {
    company_id: own.id,
    is_garage: true,
    latitude: -6.2,
    longitude: 106.8,
  });
  const customerSite = await buildAddress(db, { company_id: own.id, latitude: -6.3, longitude: 106.8 });
  const a = { latitude: -6.2, longitude: 106.8 };
  const b = { latitude: -6.3, longitude: 106.8 };
  // START garage, pickup at the garage, drop at the customer, END garage.
  routeMeters =
    estimateLeg(a, a).distanceMeters + estimateLeg(a, b).distanceMeters + estimateLeg(b, a).distanceMeters;

  const v1 = await buildVehicle(db, { company_id: own.id, license_plate: 'B 1001 UJI' });
  const v2 = await buildVehicle(db, { company_id: own.id, license_plate: 'B 1002 UJI' });
  const d1 = await buildUser(db, { company_id: own.id, role: 'driver', name: 'Budi Santoso' });
  const d2 = await buildUser(db, { company_id: own.id, role: 'driver', name: 'Agus Salim' });
  const c1 = await buildCustomer(db, { company_id: own.id, name: 'PT Sinar Jaya' });
  Object.assign(ids, { v1: v1.id, v2: v2.id, d1: d1.id, d2: d2.id, c1: c1.id });

  const order = (quantity: number, delivered: number | null) =>
    buildDeliveryOrder(db, {
      company_id: own.id,
      customer_id: c1.id,
      status: 'DELIVERED',
      origin_address_id: garage.id,
      destination_address_id: customerSite.id,
      loads: [
        { quantity, quantity_delivered: delivered, conversion_weight_value: 2, conversion_volume_value: 0.5 },
      ],
    });
  const task = (values: Parameters<typeof buildFleetTask>[1]) =>
    buildFleetTask(db, { company_id: own.id, start_address_id: garage.id, ...values });

  // 1 Nov: one departure on time with a late arrival, one late departure with an on-time arrival.
  const t1 = await task({
    status: 'ENDED',
    vehicle_id: v1.id,
    driver_user_id: d1.id,
    expected_departure_on: at('2026-11-01T08:00:00+07:00'),
    actual_departure_on: at('2026-11-01T08:10:00+07:00'),
    estimated_arrival_on: at('2026-11-01T12:00:00+07:00'),
    actual_arrival_on: at('2026-11-01T12:20:00+07:00'),
    current_total_weight: 100,
    current_total_volume: 1.5,
    orders: [await order(10, 8)],
  });
  await completeDrops(db, t1, '2026-11-01T12:20:00+07:00');
  const t2 = await task({
    status: 'ENDED',
    vehicle_id: v1.id,
    driver_user_id: d2.id,
    expected_departure_on: at('2026-11-01T09:00:00+07:00'),
    actual_departure_on: at('2026-11-01T09:20:00+07:00'),
    estimated_arrival_on: at('2026-11-01T13:00:00+07:00'),
    actual_arrival_on: at('2026-11-01T13:00:00+07:00'),
    current_total_weight: 50,
    current_total_volume: 0.5,
    orders: [await order(5, null)],
  });
  await completeDrops(db, t2, '2026-11-01T13:00:00+07:00');
  // 2 Nov: leaving exactly 15 minutes late is on time; a canceled task is not counted.
  await task({
    status: 'STARTED',
    vehicle_id: v2.id,
    driver_user_id: d1.id,
    expected_departure_on: at('2026-11-02T07:00:00+07:00'),
    actual_departure_on: at('2026-11-02T07:15:00+07:00'),
    current_total_weight: 30,
  });
  await task({
    status: 'CANCELED',
    vehicle_id: v2.id,
    expected_departure_on: at('2026-11-02T10:00:00+07:00'),
  });
  // 3 Nov 00:30 in Jakarta is still 2 Nov in UTC: outside the range in the company's zone.
  const late = await task({
    status: 'ENDED',
    vehicle_id: v2.id,
    driver_user_id: d2.id,
    expected_departure_on: at('2026-11-03T00:30:00+07:00'),
    actual_departure_on: at('2026-11-03T00:30:00+07:00'),
    current_total_weight: 999,
    orders: [await order(100, null)],
  });
  await completeDrops(db, late, '2026-11-03T01:00:00+07:00');

  // A second customer: what counts as delivered in the range, and at which quantity.
  const c2 = await buildCustomer(db, { company_id: own.id, name: 'CV Maju Bersama' });
  ids.c2 = c2.id;
  const c2Order = (load: { quantity: number; quantity_picked?: number }) =>
    buildDeliveryOrder(db, {
      company_id: own.id,
      customer_id: c2.id,
      status: 'DELIVERED',
      origin_address_id: garage.id,
      destination_address_id: customerSite.id,
      loads: [{ ...load, conversion_weight_value: 2, conversion_volume_value: 0.5 }],
    });
  const dropOn = async (order: Awaited<ReturnType<typeof c2Order>>, on: string) =>
    completeDrops(db, await task({ orders: [order] }), on);
  // Picked up 6 of 10 and delivered without an adjustment at the drop: 6 count.
  await dropOn(await c2Order({ quantity: 10, quantity_picked: 6 }), '2026-11-02T10:00:00+07:00');
  // Dropped before the range and again inside it: the last drop is in the range.
  const redelivered = await c2Order({ quantity: 1 });
  await dropOn(redelivered, '2026-10-30T10:00:00+07:00');
  await dropOn(redelivered, '2026-11-02T11:00:00+07:00');
  // Dropped inside the range and again after it: delivered after the range.
  const deliveredLater = await c2Order({ quantity: 50 });
  await dropOn(deliveredLater, '2026-11-01T10:00:00+07:00');
  await dropOn(deliveredLater, '2026-11-04T10:00:00+07:00');

  await buildRawAlert(db, {
    company_id: own.id,
    vehicle_id: v1.id,
    driver_user_id: d1.id,
    is_urgent: true,
    created_on: at('2026-11-01T10:00:00+07:00'),
  });
  await buildRawAlert(db, {
    company_id: own.id,
    vehicle_id: v1.id,
    driver_user_id: d1.id,
    is_urgent: false,
    is_false_alert: true,
    created_on: at('2026-11-02T23:59:00+07:00'),
  });
  await buildRawAlert(db, {
    company_id: own.id,
    vehicle_id: v2.id,
    driver_user_id: d2.id,
    created_on: at('2026-10-31T23:30:00+07:00'),
  });

  // The other company's task, order and alert fall in the same days.
  const otherDriver = await buildUser(db, { company_id: other.id, role: 'driver' });
  const otherVehicle = await buildVehicle(db, { company_id: other.id });
  await buildFleetTask(db, {
    company_id: other.id,
    status: 'ENDED',
    vehicle_id: otherVehicle.id,
    driver_user_id: otherDriver.id,
    expected_departure_on: at('2026-11-01T08:00:00+07:00'),
    actual_departure_on: at('2026-11-01T10:00:00+07:00'),
    current_total_weight: 700,
  });
  await buildRawAlert(db, {
    company_id: other.id,
    vehicle_id: otherVehicle.id,
    driver_user_id: otherDriver.id,
    created_on: at('2026-11-01T10:00:00+07:00'),
  });

  headers = await loginAs(t.app, 'laporan@uji.id', PASSWORD);
  otherHeaders = await loginAs(t.app, 'lain@uji.id', PASSWORD);
});
afterAll(() => t.close());

const report = (query: string, as = headers) =>
  t.app.inject({ method: 'GET', url: `/api/report/v1/operations?${query}`, headers: as });

describe('GET /api/report/v1/operations', () => {
  it('rates departures and arrivals per day of the range, late meaning more than 15 minutes', async () => {
    const response = await report('from=2026-11-01&to=2026-11-02');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.punctuality).toEqual([
      {
        day: '2026-11-01',
        departures: 2,
        on_time_departures: 1,
        departure_rate: 50,
        arrivals: 2,
        on_time_arrivals: 1,
        arrival_rate: 50,
      },
      {
        day: '2026-11-02',
        departures: 1,
        on_time_departures: 1,
        departure_rate: 100,
        arrivals: 0,
        on_time_arrivals: 0,
        arrival_rate: null,
      },
    ]);
  });

  it('sums tasks, planned route distance and load per vehicle and per driver', async () => {
    const { data } = (await report('from=2026-11-01&to=2026-11-02')).json();
    const km = (meters: number) => Math.round(meters / 100) / 10;
    expect(data.vehicles).toEqual([
      {
        vehicle_id: ids.v1,
        license_plate: 'B 1001 UJI',
        tasks: 2,
        distance_km: km(2 * routeMeters),
        load_weight: 150,
        load_volume: 2,
      },
      // The started task has no orders: a START and an END at the garage, no distance.
      {
        vehicle_id: ids.v2,
        license_plate: 'B 1002 UJI',
        tasks: 1,
        distance_km: 0,
        load_weight: 30,
        load_volume: 0,
      },
    ]);
    expect(data.drivers).toEqual([
      {
        driver_id: ids.d2,
        driver_name: 'Agus Salim',
        tasks: 1,
        distance_km: km(routeMeters),
        load_weight: 50,
        load_volume: 0.5,
      },
      {
        driver_id: ids.d1,
        driver_name: 'Budi Santoso',
        tasks: 2,
        distance_km: km(routeMeters),
        load_weight: 130,
        load_volume: 1.5,
      },
    ]);
  });

  it('sums the delivered quantity per customer, the drop adjustment before the ordered one', async () => {
    const { data } = (await report('from=2026-11-01&to=2026-11-02')).json();
    // 8 delivered of 10 ordered, and 5: 13 units of 2 kg and 0.5 m3. The second customer: 6 picked
    // of 10, and 1 delivered again in the range (its order delivered again after the range is not).
    expect(data.customers).toEqual([
      {
        customer_id: ids.c1,
        customer_name: 'PT Sinar Jaya',
        delivery_orders: 2,
        delivered_weight: 26,
        delivered_volume: 6.5,
      },
      {
        customer_id: ids.c2,
        customer_name: 'CV Maju Bersama',
        delivery_orders: 2,
        delivered_weight: 14,
        delivered_volume: 3.5,
      },
    ]);
  });

  it('counts an order in the range of its last completed drop only', async () => {
    const { data } = (await report('from=2026-11-03&to=2026-11-04')).json();
    const second = data.customers.find((row: { customer_id: number }) => row.customer_id === ids.c2);
    expect(second).toEqual({
      customer_id: ids.c2,
      customer_name: 'CV Maju Bersama',
      delivery_orders: 1,
      delivered_weight: 100,
      delivered_volume: 25,
    });
  });

  it("counts the Alert Center's alerts per driver by the event's day in the company's zone", async () => {
    const { data } = (await report('from=2026-11-01&to=2026-11-02')).json();
    expect(data.driver_alerts).toEqual([
      { driver_id: ids.d1, driver_name: 'Budi Santoso', alerts: 2, urgent: 1, false_alerts: 1 },
    ]);
  });

  it("shows another company none of this company's rows", async () => {
    const { data } = (await report('from=2026-11-01&to=2026-11-02', otherHeaders)).json();
    expect(data.vehicles.map((row: { tasks: number }) => row.tasks)).toEqual([1]);
    expect(data.vehicles[0].load_weight).toBe(700);
    expect(data.customers).toEqual([]);
    expect(data.driver_alerts).toHaveLength(1);
    expect(data.punctuality[0]).toMatchObject({ departures: 1, on_time_departures: 0 });
  });

  it.each([
    ['to before from', 'from=2026-11-02&to=2026-11-01', 'to'],
    ['more than a year', 'from=2025-01-01&to=2026-11-01', 'to'],
    ['a malformed date', 'from=1-11-2026&to=2026-11-01', 'from'],
    ['a missing end', 'from=2026-11-01', 'to'],
  ])('refuses %s with 400 and the field', async (_name, query, field) => {
    const response = await report(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('needs the report scope', async () => {
    const db = t.database.db;
    const company = (
      await db
        .selectFrom('users')
        .select('company_id')
        .where('email', '=', 'laporan@uji.id')
        .executeTakeFirstOrThrow()
    ).company_id;
    await buildUser(db, {
      company_id: company,
      email: 'tanpa-laporan@uji.id',
      role: 'dispatcher',
      password: PASSWORD,
      scopes: ['dashboard:read'],
    });
    const response = await report(
      'from=2026-11-01&to=2026-11-02',
      await loginAs(t.app, 'tanpa-laporan@uji.id', PASSWORD),
    );
    expect(response.statusCode).toBe(403);
  });
});
