import type { FleetTaskStatus } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../../test/app';
import {
  type BuiltDeliveryOrder,
  buildAddress,
  buildCompany,
  buildDeliveryOrder,
  buildFleetTask,
  buildUser,
  buildVehicle,
  buildVendorRate,
} from '../../../../seed/builders/builders';

const PASSWORD = 'kata-sandi-uji';
const DRIVER_PHONE = '+6281377441122';
const CUSTOMER_PHONE = '+6281955500011';
const SECRET_NOTE = 'Catatan internal: titip kunci di pos satpam';
const CONTACT_PERSON = 'Bu Ratna Penerima';
const POSITION_ON = new Date('2026-11-23T03:30:00Z');

let t: TestApp;
let headers: { authorization: string };
let companyId: number;
let garageId: number;
let vehicleId: number;
let driverId: number;
let order: BuiltDeliveryOrder;

beforeAll(async () => {
  // inject() calls come from 127.0.0.1: trusting it as the proxy lets X-Forwarded-For name clients.
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  const db = t.database.db;
  companyId = (await buildCompany(db, { name: 'PT Lacak Armada' })).id;
  await buildUser(db, { company_id: companyId, email: 'admin@lacak.id', role: 'admin', password: PASSWORD });
  await buildUser(db, { company_id: companyId, email: 'supir@lacak.id', role: 'driver', password: PASSWORD });
  garageId = (await buildAddress(db, { company_id: companyId, is_garage: true, name: 'Pool Pulogadung' })).id;
  const warehouse = await buildAddress(db, {
    company_id: companyId,
    name: 'Gudang Cikarang',
    city: 'Bekasi',
    latitude: -6.2835,
    longitude: 107.1713,
  });
  const store = await buildAddress(db, {
    company_id: companyId,
    name: 'Toko Sumber Rejeki',
    city: 'Bandung',
    latitude: -6.9175,
    longitude: 107.6191,
  });
  driverId = (
    await buildUser(db, { company_id: companyId, role: 'driver', name: 'Agus Salim', phone_no: DRIVER_PHONE })
  ).id;
  vehicleId = (
    await buildVehicle(db, {
      company_id: companyId,
      license_plate: 'B 7788 LCK',
      last_latitude: -6.5,
      last_longitude: 107.3,
      last_position_on: POSITION_ON,
    })
  ).id;
  // A price the company has on file for this very lane: it must never reach the public page.
  await buildVendorRate(db, {
    company_id: companyId,
    origin_address_id: warehouse.id,
    destination_address_id: store.id,
    base_price: 3_750_000,
  });
  order = await buildDeliveryOrder(db, {
    company_id: companyId,
    origin_address_id: warehouse.id,
    destination_address_id: store.id,
  });
  headers = await loginAs(t.app, 'admin@lacak.id', PASSWORD);
});
afterAll(() => t.close());

/** A task on the route garage -> warehouse (pickup) -> store (drop) -> garage, with its pickup done. */
async function trackedTask(status: FleetTaskStatus, orders = [order]) {
  const db = t.database.db;
  const task = await buildFleetTask(db, {
    company_id: companyId,
    status,
    orders,
    start_address_id: garageId,
    vehicle_id: vehicleId,
    driver_user_id: driverId,
    expected_departure_on: new Date('2026-11-23T01:00:00Z'),
    customer_phone_number: CUSTOMER_PHONE,
  });
  const pickup = task.activities.find((activity) => activity.type === 'PICKUP');
  if (pickup) {
    await db
      .updateTable('fleet_task_activities')
      .set({
        status: 'COMPLETED',
        completed_on: new Date('2026-11-23T02:00:00Z'),
        contact_person_name: CONTACT_PERSON,
        note: SECRET_NOTE,
      })
      .where('id', '=', pickup.id)
      .execute();
  }
  return task;
}

const track = (taskId: string, as = headers) =>
  t.app.inject({ method: 'GET', url: `/api/fleet-planning/v1/fleet-task/track/${taskId}`, headers: as });

const publicTrack = (token: string, ip = '198.51.100.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/fleet-planning/v1/public/track/${encodeURIComponent(token)}`,
    headers: { 'x-forwarded-for': ip },
  });

describe('GET /fleet-task/track/{id}', () => {
  it("shows the task, the vehicle's last position and each point's coordinates, ETA and completion", async () => {
    const task = await trackedTask('STARTED');
    const response = await track(task.id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.task).toEqual({
      id: task.id,
      number: task.number,
      status: { name: 'STARTED', raw_type: 'STARTED' },
      vehicle: { id: vehicleId, license_plate: 'B 7788 LCK' },
      driver_user: { id: driverId, name: 'Agus Salim' },
      is_trackable: true,
      tracked_device: { kind: 'vehicle', id: vehicleId },
    });
    expect(data.last_position).toEqual({
      latitude: -6.5,
      longitude: 107.3,
      recorded_on: '2026-11-23T10:30:00.000+07:00',
    });
    const summary = data.points.map(
      (point: { type: string; address: { name: string }; is_completed: boolean }) => [
        point.type,
        point.address.name,
        point.is_completed,
      ],
    );
    expect(summary).toEqual([
      ['START', 'Pool Pulogadung', true],
      ['DEFAULT', 'Gudang Cikarang', true],
      ['DEFAULT', 'Toko Sumber Rejeki', false],
      ['END', 'Pool Pulogadung', false],
    ]);
    const store = data.points[2];
    expect(store.address).toMatchObject({ city: 'Bandung', latitude: -6.9175, longitude: 107.6191 });
    expect(store).toMatchObject({ activity_count: 1, completed_activity_count: 0 });
    expect(data.points[0].estimated_departure_on).toBe('2026-11-23T08:00:00.000+07:00');
    // The same times as the task page's sequence, so the map and the page never disagree.
    const sequence = (
      await t.app.inject({
        method: 'GET',
        url: `/api/fleet-planning/v1/fleet-task/${task.id}/sequence`,
        headers,
      })
    ).json().data;
    expect(data.points.map((point: { estimated_arrival_on: string }) => point.estimated_arrival_on)).toEqual(
      sequence.points.map((point: { estimated_arrival_on: string }) => point.estimated_arrival_on),
    );
    expect(Date.parse(store.estimated_arrival_on)).toBeGreaterThan(Date.parse('2026-11-23T01:00:00Z'));
  });

  it('gives no position outside the trip: a scheduled truck is not yet on this route', async () => {
    const task = await trackedTask('SCHEDULED');
    const data = (await track(task.id)).json().data;
    expect(data.task.is_trackable).toBe(false);
    expect(data.last_position).toBeNull();
    expect(data.points[0].is_completed).toBe(false);
  });

  it('marks every point done once the task ended', async () => {
    const task = await trackedTask('ENDED');
    await t.database.db
      .updateTable('fleet_task_activities')
      .set({ status: 'COMPLETED', completed_on: new Date() })
      .where('fleet_task_id', '=', task.id)
      .execute();
    const data = (await track(task.id)).json().data;
    expect(data.points.map((point: { is_completed: boolean }) => point.is_completed)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("follows the driver's phone on a Smart Driver task: its newest fix and its track", async () => {
    const db = t.database.db;
    const task = await trackedTask('STARTED');
    await db
      .updateTable('fleet_tasks')
      .set({ autocomplete_source: 'Smart Driver' })
      .where('id', '=', task.id)
      .execute();
    const fixes = [
      { fix_on: new Date('2026-11-23T03:40:00Z'), latitude: -6.6, longitude: 107.4 },
      { fix_on: new Date('2026-11-23T03:45:00Z'), latitude: -6.7, longitude: 107.5 },
    ];
    await db
      .insertInto('telemetry_positions')
      .values(fixes.map((fix) => ({ ...fix, company_id: companyId, driver_user_id: driverId })))
      .execute();
    const data = (await track(task.id)).json().data;
    expect(data.task.tracked_device).toEqual({ kind: 'driver', id: driverId });
    expect(data.last_position).toEqual({
      latitude: -6.7,
      longitude: 107.5,
      recorded_on: '2026-11-23T10:45:00.000+07:00',
    });
    const window = 'from=2026-11-23T03:00:00Z&to=2026-11-23T04:00:00Z';
    const phone = await t.app.inject({
      method: 'GET',
      url: `/api/telemetry/v1/driver/${driverId}/track?${window}`,
      headers,
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data.driver).toEqual({ id: driverId, name: 'Agus Salim' });
    expect(phone.json().data.positions.map((fix: { latitude: number }) => fix.latitude)).toEqual([
      -6.6, -6.7,
    ]);
  });

  it("answers another company's driver track 404, like a missing one", async () => {
    const other = await buildCompany(t.database.db, { name: 'PT Lain Armada' });
    const stranger = await buildUser(t.database.db, { company_id: other.id, role: 'driver' });
    const window = 'from=2026-11-23T03:00:00Z&to=2026-11-23T04:00:00Z';
    for (const id of [stranger.id, 987_654]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/telemetry/v1/driver/${id}/track?${window}`,
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a driver, who does not hold fleet-task:read', async () => {
    const task = await trackedTask('STARTED');
    const driver = await loginAs(t.app, 'supir@lacak.id', PASSWORD);
    const response = await track(task.id, driver);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden');
  });

  it("answers another company's task like a missing one", async () => {
    const foreign = await buildFleetTask(t.database.db, {
      company_id: (await buildCompany(t.database.db)).id,
      status: 'STARTED',
    });
    const response = await track(foreign.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
  });
});

describe('GET /public/track/{token}', () => {
  it('answers without login: status, FO number, plate, position and the route with completion', async () => {
    const task = await trackedTask('STARTED');
    const response = await publicTrack(task.track_token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      number: task.number,
      status: { id: 'STARTED', label: 'Perjalanan' },
      vehicle: { license_plate: 'B 7788 LCK' },
      last_position: { latitude: -6.5, longitude: 107.3, recorded_on: '2026-11-23T10:30:00.000+07:00' },
    });
    expect(data.points).toHaveLength(4);
    expect(data.points[1]).toMatchObject({
      type: 'DEFAULT',
      name: 'Gudang Cikarang',
      city: 'Bekasi',
      latitude: -6.2835,
      longitude: 107.1713,
      is_completed: true,
    });
    expect(data.points[2].is_completed).toBe(false);
    expect(data.points[2].estimated_arrival_on).toMatch(/\+07:00$/);
  });

  it('leaks nothing private: no phone, driver, contact person, note, price, id or token', async () => {
    const task = await trackedTask('STARTED');
    const response = await publicTrack(task.track_token);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const secret of [
      'phone',
      DRIVER_PHONE,
      CUSTOMER_PHONE,
      'Agus Salim',
      'driver',
      CONTACT_PERSON,
      'contact',
      SECRET_NOTE,
      'note',
      '3750000',
      'price',
      'user',
      task.id,
      order.id,
      order.number,
      task.track_token,
      'token',
    ]) {
      expect(body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    // Only the keys the public schema names, at every level.
    const keys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          collect(inner);
        }
      }
    };
    collect(response.json());
    expect([...keys].sort()).toEqual(
      [
        'data',
        'number',
        'status',
        'id',
        'label',
        'vehicle',
        'license_plate',
        'last_position',
        'latitude',
        'longitude',
        'recorded_on',
        'points',
        'type',
        'name',
        'city',
        'estimated_arrival_on',
        'estimated_departure_on',
        'is_completed',
      ].sort(),
    );
  });

  it('answers an unknown token with the same 404 as any missing data', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/fleet-planning/v1/fleet-task/00000000-0000-4000-8000-000000000000',
      headers,
    });
    const response = await publicTrack('tidak-ada-token-seperti-ini-123456');
    expect(response.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(response.json()).toEqual(missing.json());
  });

  it.each<FleetTaskStatus>(['CANCELED', 'TEMPORARY'])('answers 404 for a %s task', async (status) => {
    const task = await trackedTask(status, []);
    const response = await publicTrack(task.track_token);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
  });

  it('gives no position once the trip ended, though the route stays readable', async () => {
    const task = await trackedTask('ENDED');
    const data = (await publicTrack(task.track_token)).json().data;
    expect(data.status).toEqual({ id: 'ENDED', label: 'Selesai' });
    expect(data.last_position).toBeNull();
    expect(data.points.at(-1).is_completed).toBe(true);
  });

  it('limits one client to 60 requests a minute, like login', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let index = 0; index < 61; index++)
      statuses.push((await publicTrack('token-yang-salah', ip)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    const other = await publicTrack('token-yang-salah', '203.0.113.78');
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /fleet-task/{id}/track-link', () => {
  const replaceLink = (taskId: string, as = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/fleet-planning/v1/fleet-task/${taskId}/track-link`,
      headers: as,
    });

  it('replaces the public link: the old token answers 404 at once, the new one the task', async () => {
    const task = await trackedTask('STARTED');
    const response = await replaceLink(task.id);
    expect(response.statusCode, response.body).toBe(200);
    const link: string = response.json().data.track_link;
    const token = link.split('/').at(-1) ?? '';
    expect(token).not.toBe(task.track_token);
    // 24 random bytes in base64url: 192 bits.
    expect(Buffer.from(token, 'base64url')).toHaveLength(24);
    expect((await publicTrack(task.track_token, '198.51.100.20')).statusCode).toBe(404);
    const fresh = await publicTrack(token, '198.51.100.20');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.number).toBe(task.number);
  });

  it("answers another company's task like a missing one, and leaves its link working", async () => {
    const otherCompany = await buildCompany(t.database.db, { name: 'PT Lain Lacak' });
    const foreign = await buildFleetTask(t.database.db, { company_id: otherCompany.id, status: 'STARTED' });
    const response = await replaceLink(foreign.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
    const stored = await t.database.db
      .selectFrom('fleet_tasks')
      .select('track_token')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(stored.track_token).toBe(foreign.track_token);
  });
});
