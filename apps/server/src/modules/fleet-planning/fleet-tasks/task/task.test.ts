import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../../test/app';
import {
  buildAddress,
  buildCompany,
  buildDeliveryOrder,
  buildFleetTask,
  buildUser,
  buildVehicle,
  type DeliveryOrderRow,
} from '../../../../seed/builders/builders';
import { purgeExpiredTemporaryTasks } from './task-service';

const PASSWORD = 'kata-sandi-uji';
let t: TestApp;
let headers: { authorization: string };
let companyId: number;
let garageId: number;
let jakartaOrder: DeliveryOrderRow;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await buildCompany(db, { name: 'PT Uji Penugasan' })).id;
  await buildUser(db, {
    company_id: companyId,
    email: 'admin@penugasan.id',
    role: 'admin',
    password: PASSWORD,
  });
  await buildUser(db, {
    company_id: companyId,
    email: 'supir@penugasan.id',
    role: 'driver',
    password: PASSWORD,
  });
  garageId = (
    await buildAddress(db, {
      company_id: companyId,
      is_garage: true,
      name: 'Pool Cakung',
      city: 'Jakarta Timur',
    })
  ).id;
  const warehouse = await buildAddress(db, { company_id: companyId, name: 'Gudang Bekasi', city: 'Bekasi' });
  const store = await buildAddress(db, { company_id: companyId, name: 'Toko Bandung', city: 'Bandung' });
  jakartaOrder = await buildDeliveryOrder(db, {
    company_id: companyId,
    origin_address_id: warehouse.id,
    destination_address_id: store.id,
  });
  headers = await loginAs(t.app, 'admin@penugasan.id', PASSWORD);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/fleet-planning/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('POST /fleet-task', () => {
  it('starts a Temporary task without an FO number; the first save takes the next one', async () => {
    const created = await api('POST', '/fleet-task');
    expect(created.statusCode).toBe(201);
    const a = created.json().data;
    expect(a.number).not.toMatch(/^FO-/);
    expect(a.status).toEqual({ name: 'TEMPORARY', raw_type: 'TEMPORARY', visited_statuses: [] });
    expect(a.track_link).toMatch(/^http:\/\/localhost:3000\/track\/[\w-]{32}$/);
  });

  it('gives saved tasks consecutive FO numbers whatever creates were abandoned (issue 26 item 8)', async () => {
    const save = async () => {
      const task = (await api('POST', '/fleet-task')).json().data;
      await api('PATCH', `/fleet-task/${task.id}`, {
        expected_departure_on: new Date(Date.now() + 86_400_000).toISOString(),
        start_address_id: garageId,
        end_address_id: garageId,
      });
      const saved = await api('POST', `/fleet-task/${task.id}/transition`, { status: 'DRAFT' });
      expect(saved.statusCode).toBe(200);
      return { id: task.id as string, number: saved.json().data.number as string };
    };
    const first = await save();
    await api('POST', '/fleet-task');
    await api('POST', '/fleet-task');
    const second = await save();
    expect(first.number).toMatch(/^FO-\d{4}-\d{5}$/);
    expect(Number(second.number.slice(-5))).toBe(Number(first.number.slice(-5)) + 1);
    // The event written at creation names the number the task got when saved.
    const created = await t.database.db
      .selectFrom('history_events')
      .select('properties')
      .where('entity_id', '=', second.id)
      .where('event', '=', 'FleetPlanning.FleetTaskCreated')
      .executeTakeFirstOrThrow();
    expect(created.properties).toContainEqual({ key: 'Nomor Penugasan', value: second.number });
  });

  it("takes the company's default garages when their toggles are on", async () => {
    await t.database.db
      .insertInto('company_settings')
      .values({
        company_id: companyId,
        start_address_default: garageId,
        end_address_default: garageId,
        start_address_toggle: true,
        end_address_toggle: false,
      })
      .execute();
    const task = (await api('POST', '/fleet-task')).json().data;
    expect(task.start_address).toEqual({ id: garageId, name: 'Pool Cakung', city: 'Jakarta Timur' });
    expect(task.end_address_id).toBeNull();
    await t.database.db.deleteFrom('company_settings').where('company_id', '=', companyId).execute();
  });

  it('refuses a user without fleet-task:create', async () => {
    const driver = await loginAs(t.app, 'supir@penugasan.id', PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/fleet-planning/v1/fleet-task',
      headers: driver,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /fleet-task/{id}', () => {
  it('shows route cities, counts and the single customer of the orders on the task', async () => {
    const task = await buildFleetTask(t.database.db, { company_id: companyId, orders: [jakartaOrder] });
    const response = await api('GET', `/fleet-task/${task.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      origin_city: 'Bekasi',
      destination_city: 'Bandung',
      delivery_order_count: 1,
    });
    expect(data.customer.count).toBe(1);
    expect(data.notification_available).toBe(true);
  });

  it("answers another company's task like a missing one", async () => {
    const foreign = await buildFleetTask(t.database.db, {
      company_id: (await buildCompany(t.database.db)).id,
    });
    const response = await api('GET', `/fleet-task/${foreign.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
  });
});

describe('GET /fleet-task', () => {
  it('lists saved tasks only, never Temporary ones', async () => {
    const response = await api('GET', '/fleet-task?limit=100');
    const statuses = response
      .json()
      .data.paginated_result.map((row: { status: { name: string } }) => row.status.name);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses).not.toContain('TEMPORARY');
  });

  it('filters by status, vehicle and driver and searches the plate and driver name', async () => {
    const db = t.database.db;
    const driver = await buildUser(db, { company_id: companyId, role: 'driver', name: 'Slamet Riyadi' });
    const vehicle = await buildVehicle(db, { company_id: companyId, license_plate: 'B 4321 UJI' });
    const task = await buildFleetTask(db, {
      company_id: companyId,
      status: 'SCHEDULED',
      vehicle_id: vehicle.id,
      driver_user_id: driver.id,
    });
    const ids = async (query: string) =>
      (await api('GET', `/fleet-task?${query}`))
        .json()
        .data.paginated_result.map((row: { id: string }) => row.id);
    expect(await ids('filters=status.name%20eq%20SCHEDULED')).toEqual([task.id]);
    expect(await ids(`filters=vehicle.id%20eq%20${vehicle.id}`)).toEqual([task.id]);
    expect(await ids(`filters=driver_user.id%20eq%20${driver.id}`)).toEqual([task.id]);
    expect(await ids('search=4321%20uji')).toEqual([task.id]);
    expect(await ids('search=slamet')).toEqual([task.id]);
    expect(await ids('filters=status.name%20in%20ENDED,CANCELED')).toEqual([]);
  });

  it('finds a task by the DO number of an order on it, page and total', async () => {
    const db = t.database.db;
    const order = await buildDeliveryOrder(db, { company_id: companyId, number: 'DO-CARI-778899' });
    const task = await buildFleetTask(db, { company_id: companyId, status: 'DRAFT', orders: [order] });
    const answer = (await api('GET', '/fleet-task?search=cari-7788')).json();
    expect([answer.data.ids, answer.metadata.total_count]).toEqual([[task.id], 1]);
  });

  it('refuses a filter on a field the list does not have', async () => {
    const response = await api('GET', '/fleet-task?filters=track_token%20eq%20x');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-list-filter');
  });
});

describe('POST /fleet-task/delete', () => {
  it('deletes Draf tasks and frees their orders, with a history event on each order', async () => {
    const db = t.database.db;
    const order = await buildDeliveryOrder(db, { company_id: companyId });
    const task = await buildFleetTask(db, { company_id: companyId, status: 'DRAFT', orders: [order] });
    const response = await api('POST', '/fleet-task/delete', { ids: [task.id] });
    expect(response.statusCode).toBe(200);
    expect(
      await db.selectFrom('fleet_tasks').select('id').where('id', '=', task.id).executeTakeFirst(),
    ).toBeUndefined();
    const events = await db
      .selectFrom('history_events')
      .select('event')
      .where('entity_id', '=', order.id)
      .execute();
    expect(events.map((event) => event.event)).toContain('FleetPlanning.DeliveryOrderUnassigned');
  });

  it('refuses the whole request when one task is not a Draf, and deletes nothing', async () => {
    const draft = await buildFleetTask(t.database.db, { company_id: companyId, status: 'DRAFT' });
    const scheduled = await buildFleetTask(t.database.db, { company_id: companyId, status: 'SCHEDULED' });
    const response = await api('POST', '/fleet-task/delete', { ids: [draft.id, scheduled.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('failed-to-bulk-delete');
    const left = await t.database.db
      .selectFrom('fleet_tasks')
      .select('id')
      .where('id', 'in', [draft.id, scheduled.id])
      .execute();
    expect(left).toHaveLength(2);
  });

  it('refuses a Draf made from a vendor request', async () => {
    const task = await buildFleetTask(t.database.db, {
      company_id: companyId,
      status: 'DRAFT',
      is_from_vendor_request: true,
    });
    const response = await api('POST', '/fleet-task/delete', { ids: [task.id] });
    expect(response.json().code).toBe('failed-to-delete-with-vendor');
  });

  it("answers 404 for another company's task", async () => {
    const foreign = await buildFleetTask(t.database.db, {
      company_id: (await buildCompany(t.database.db)).id,
    });
    expect((await api('POST', '/fleet-task/delete', { ids: [foreign.id] })).statusCode).toBe(404);
  });
});

describe('purgeExpiredTemporaryTasks', () => {
  it('removes Temporary tasks older than a day and keeps newer ones and saved ones', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const stale = await buildFleetTask(db, { company_id: companyId, status: 'TEMPORARY', created_on: old });
    const fresh = await buildFleetTask(db, { company_id: companyId, status: 'TEMPORARY' });
    const oldDraft = await buildFleetTask(db, { company_id: companyId, status: 'DRAFT', created_on: old });
    expect(await purgeExpiredTemporaryTasks(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('fleet_tasks')
      .select('id')
      .where('id', 'in', [stale.id, fresh.id, oldDraft.id])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([fresh.id, oldDraft.id].sort());
  });
});
