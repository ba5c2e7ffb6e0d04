import type { LightMyRequestResponse } from 'fastify';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildFleetTask,
  buildReason,
  buildUser,
  buildVehicle,
  buildVendor,
  type DeliveryOrderOverrides,
  type FleetTaskOverrides,
  nextSequence,
} from '../../src/seed/builders/builders';
import { createTestApp, loginAs, type TestApp } from '../app';

// One transport company with garages, a customer's sites, vehicles, drivers, a cancel reason and a
// vendor paired with a second company: what the update, transition and history tests share.

const PASSWORD = 'kata-sandi-uji';
const API = '/api/fleet-planning/v1';

type Method = 'GET' | 'POST' | 'PATCH';
export type Call = (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;

/** Tomorrow at a given hour (UTC), so departures never lie in the past of a test run. */
export function tomorrowAt(hour: number, dayOffset = 0): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1 + dayOffset);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
}

export async function taskWorld() {
  const t: TestApp = await createTestApp();
  const db = t.database.db;
  const n = nextSequence();
  const company = await buildCompany(db, { name: 'PT Armada Uji' });
  const inCompany = { company_id: company.id };
  const admin = await buildUser(db, {
    ...inCompany,
    name: 'Rina Admin',
    email: `admin${n}@armada.uji.id`,
    password: PASSWORD,
  });
  await buildUser(db, {
    ...inCompany,
    email: `dispatcher${n}@armada.uji.id`,
    role: 'dispatcher',
    password: PASSWORD,
  });
  const driver = await buildUser(db, {
    ...inCompany,
    name: 'Joko Supir',
    email: `supir${n}@armada.uji.id`,
    role: 'driver',
    password: PASSWORD,
  });
  const secondDriver = await buildUser(db, { ...inCompany, name: 'Agus Supir', role: 'driver' });
  const garage = await buildAddress(db, {
    ...inCompany,
    is_garage: true,
    name: 'Pool Cakung',
    city: 'Jakarta Timur',
  });
  const otherGarage = await buildAddress(db, {
    ...inCompany,
    is_garage: true,
    name: 'Pool Bekasi',
    city: 'Bekasi',
  });
  const warehouse = await buildAddress(db, {
    ...inCompany,
    name: 'Gudang Cikarang',
    city: 'Bekasi',
    latitude: -6.3,
    longitude: 107.15,
  });
  const store = await buildAddress(db, {
    ...inCompany,
    name: 'Toko Dago',
    city: 'Bandung',
    latitude: -6.89,
    longitude: 107.61,
  });
  const vehicle = await buildVehicle(db, { ...inCompany, license_plate: 'B 1234 UJI' });
  const secondVehicle = await buildVehicle(db, { ...inCompany, license_plate: 'B 5678 UJI' });
  const reason = await buildReason(db, { ...inCompany, reason: 'Pelanggan membatalkan pesanan' });
  const vendorCompany = await buildCompany(db, { name: 'PT Vendor Mitra' });
  const vendor = await buildVendor(db, {
    ...inCompany,
    name: 'Mitra Angkut',
    paired_company_id: vendorCompany.id,
  });
  const customer = await buildCustomer(db, { ...inCompany, name: 'PT Sumber Makmur' });
  const foreignCompany = await buildCompany(db, { name: 'PT Lain' });

  const headersOf = (email: string) => loginAs(t.app, email, PASSWORD);
  const adminHeaders = await headersOf(`admin${n}@armada.uji.id`);
  const callAs =
    (headers: Record<string, string>): Call =>
    (method, url, payload) =>
      t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

  const order = (overrides: DeliveryOrderOverrides = {}) =>
    buildDeliveryOrder(db, {
      ...inCompany,
      customer_id: customer.id,
      origin_address_id: warehouse.id,
      destination_address_id: store.id,
      ...overrides,
    });

  /**
   * A Draf ready to be scheduled: garages, departure tomorrow 01:00 UTC, one order, and a vehicle and
   * a driver of its own (so that tasks of different tests never overlap by accident).
   */
  const readyTask = async (overrides: FleetTaskOverrides = {}) =>
    buildFleetTask(db, {
      ...inCompany,
      status: 'DRAFT',
      start_address_id: garage.id,
      end_address_id: garage.id,
      expected_departure_on: tomorrowAt(1),
      vehicle_id: 'vehicle_id' in overrides ? null : (await buildVehicle(db, inCompany)).id,
      driver_user_id:
        'driver_user_id' in overrides ? null : (await buildUser(db, { ...inCompany, role: 'driver' })).id,
      orders: 'orders' in overrides ? [] : [await order()],
      ...overrides,
    });

  const historyOf = (entityId: string) =>
    db
      .selectFrom('history_events')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('created_on', 'desc')
      .orderBy('id', 'desc')
      .execute();

  const taskRow = (id: string) =>
    db.selectFrom('fleet_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  return {
    t,
    db,
    company,
    admin,
    driver,
    secondDriver,
    garage,
    otherGarage,
    warehouse,
    store,
    vehicle,
    secondVehicle,
    reason,
    vendor,
    vendorCompany,
    customer,
    foreignCompany,
    api: callAs(adminHeaders),
    asDriver: callAs(await headersOf(`supir${n}@armada.uji.id`)),
    asDispatcher: callAs(await headersOf(`dispatcher${n}@armada.uji.id`)),
    order,
    readyTask,
    historyOf,
    taskRow,
  };
}

export type TaskWorld = Awaited<ReturnType<typeof taskWorld>>;
