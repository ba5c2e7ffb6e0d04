import type { FleetTaskStatus } from '@armada/domain';
import type { LightMyRequestResponse } from 'fastify';
import { enqueueStatusNotification } from '../../src/modules/notification/outbox';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildFleetTask,
  buildUser,
  buildVehicle,
  buildVendor,
  type FleetTaskOverrides,
  nextSequence,
} from '../../src/seed/builders/builders';
import { createTestApp, loginAs, type TestApp } from '../app';

// One transport company with a customer, its sites, a garage and a paired vendor, on an app whose
// notification worker reads the environment given here: what the notification tests share.

const PASSWORD = 'kata-sandi-uji';
export const API = '/api/fleet-planning/v1';
/** buildApp's default publicUrl, which the tests' app uses: the tracking links start with it. */
export const PUBLIC_URL = 'http://localhost:3000';
const _NOTIFICATION_ROUTE = `${API}/fleet-task/:id/notification`;

export const NOTIFICATION_ENV_NAMES = [
  'NOTIFICATION_WORKER',
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_API_BASE_URL',
  'NOTIFICATION_POLL_INTERVAL_MS',
  'NOTIFICATION_MAX_ATTEMPTS',
  'NOTIFICATION_RETRY_BASE_MS',
  'NOTIFICATION_REQUEST_TIMEOUT_MS',
  'SMTP_URL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_FROM',
] as const;
export type NotificationEnv = Partial<Record<(typeof NOTIFICATION_ENV_NAMES)[number], string>>;

/** Builds the app with exactly `env` as the worker's environment (the plugin reads it at registration). */
async function appWithEnv(env: NotificationEnv): Promise<TestApp> {
  const saved = NOTIFICATION_ENV_NAMES.map((name) => [name, process.env[name]] as const);
  for (const name of NOTIFICATION_ENV_NAMES) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return await createTestApp();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

export async function notificationWorld(env: NotificationEnv) {
  const t = await appWithEnv(env);
  const db = t.database.db;
  const n = nextSequence();
  const company = await buildCompany(db, { name: 'PT Armada Notifikasi' });
  const inCompany = { company_id: company.id };
  await buildUser(db, {
    ...inCompany,
    name: 'Rina Admin',
    email: `admin${n}@notif.uji.id`,
    password: PASSWORD,
  });
  const garage = await buildAddress(db, { ...inCompany, is_garage: true, name: 'Pool Cakung' });
  const warehouse = await buildAddress(db, { ...inCompany, name: 'Gudang Cikarang', city: 'Bekasi' });
  const store = await buildAddress(db, { ...inCompany, name: 'Toko Dago', city: 'Bandung' });
  const customer = await buildCustomer(db, { ...inCompany, name: 'PT Sumber Makmur' });
  const vendorCompany = await buildCompany(db, { name: 'PT Vendor Mitra' });
  const vendor = await buildVendor(db, {
    ...inCompany,
    name: 'Mitra Angkut',
    paired_company_id: vendorCompany.id,
  });
  const headers = await loginAs(t.app, `admin${n}@notif.uji.id`, PASSWORD);

  const api = (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

  const order = (overrides: { customer_id?: number; shipment_type?: 'DIRECT' | 'TRANSIT' } = {}) =>
    buildDeliveryOrder(db, {
      ...inCompany,
      customer_id: customer.id,
      origin_address_id: warehouse.id,
      destination_address_id: store.id,
      ...overrides,
    });

  /** A task with one order of the customer, its own vehicle and driver, departing tomorrow. */
  const task = async (overrides: FleetTaskOverrides = {}) => {
    const departure = new Date(Date.now() + 24 * 60 * 60 * 1000);
    return buildFleetTask(db, {
      ...inCompany,
      status: 'SCHEDULED',
      start_address_id: garage.id,
      end_address_id: garage.id,
      expected_departure_on: departure,
      vehicle_id: (await buildVehicle(db, inCompany)).id,
      driver_user_id: (await buildUser(db, { ...inCompany, role: 'driver' })).id,
      orders: 'orders' in overrides ? [] : [await order()],
      ...overrides,
    });
  };

  /** A customer phone of its own for each test, so the fake server's counts never mix tests. */
  const phone = () => `+62812${String(nextSequence()).padStart(7, '0')}`;

  const transition = (id: string, status: FleetTaskStatus) =>
    api('POST', `/fleet-task/${id}/transition`, { status });

  /** What another caller (the vendor answer, the GPS automation) does: enqueue inside its transaction. */
  const enqueue = (id: string, status: FleetTaskStatus) =>
    db.transaction().execute((trx) => enqueueStatusNotification(trx, id, status));

  const outbox = (taskId: string) =>
    db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('fleet_task_id', '=', taskId)
      .orderBy('created_on')
      .execute();

  const historyTitles = async (taskId: string) =>
    (
      await db
        .selectFrom('history_events')
        .select('title')
        .where('entity_id', '=', taskId)
        .orderBy('created_on', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.title);

  return {
    t,
    db,
    company,
    customer,
    vendor,
    api,
    order,
    task,
    phone,
    transition,
    enqueue,
    outbox,
    historyTitles,
  };
}

export type NotificationWorld = Awaited<ReturnType<typeof notificationWorld>>;
