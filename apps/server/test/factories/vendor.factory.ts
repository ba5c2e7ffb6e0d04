import { type FleetTaskStatus, visitedAfter } from '@armada/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import {
  followVendorTask,
  sendVendorRequest,
} from '../../src/modules/fleet-planning/fleet-tasks/vendor/vendor-dispatch';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildFleetTask,
  buildProduct,
  buildUser,
  buildVendor,
  type DeliveryOrderOverrides,
  nextSequence,
} from '../../src/seed/builders/builders';
import { createTestApp, loginAs, type TestApp } from '../app';

// Two companies on one platform for the vendor-path tests: a sender with sites, orders and a vendor
// row paired with a vendor company that has its own garage.

const PASSWORD = 'kata-sandi-uji';
export const API = '/api/fleet-planning/v1';

export interface Caller {
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
}

function callerFor(t: TestApp, headers: Record<string, string>): Caller {
  return {
    get: (url) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers }),
    post: (url, payload) =>
      t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload: payload ?? {} }),
  };
}

export async function vendorWorld() {
  const t = await createTestApp();
  const db = t.database.db;
  const n = nextSequence();
  const sender = await buildCompany(db, { name: 'PT Pengirim Nusantara' });
  const vendorCompany = await buildCompany(db, { name: 'PT Vendor Mitra' });
  const senderAdmin = await buildUser(db, {
    company_id: sender.id,
    name: 'Sari Pengirim',
    email: `pengirim${n}@vendor.uji.id`,
    password: PASSWORD,
  });
  await buildUser(db, {
    company_id: vendorCompany.id,
    name: 'Budi Vendor',
    email: `vendor${n}@vendor.uji.id`,
    role: 'vendor_admin',
    password: PASSWORD,
  });
  await buildUser(db, {
    company_id: vendorCompany.id,
    email: `supir${n}@vendor.uji.id`,
    role: 'driver',
    password: PASSWORD,
  });
  const inSender = { company_id: sender.id };
  const senderGarage = await buildAddress(db, {
    ...inSender,
    is_garage: true,
    name: 'Pool Cakung',
    city: 'Jakarta Timur',
  });
  const warehouse = await buildAddress(db, {
    ...inSender,
    name: 'Gudang Cikarang',
    city: 'Bekasi',
    latitude: -6.3,
    longitude: 107.15,
  });
  const store = await buildAddress(db, {
    ...inSender,
    name: 'Toko Dago',
    city: 'Bandung',
    latitude: -6.89,
    longitude: 107.61,
  });
  const vendorGarage = await buildAddress(db, {
    company_id: vendorCompany.id,
    is_garage: true,
    name: 'Pool Mitra Bekasi',
    city: 'Bekasi',
  });
  const vendor = await buildVendor(db, {
    ...inSender,
    name: 'Mitra Angkut',
    paired_company_id: vendorCompany.id,
  });
  const customer = await buildCustomer(db, { ...inSender, name: 'PT Sumber Makmur' });
  const product = await buildProduct(db, {
    ...inSender,
    name: 'Semen 50 kg',
    conversion_weight_value: 50,
    conversion_volume_value: 0.04,
  });
  const order = (overrides: DeliveryOrderOverrides = {}) =>
    buildDeliveryOrder(db, {
      ...inSender,
      customer_id: customer.id,
      origin_address_id: warehouse.id,
      destination_address_id: store.id,
      loads: [{ product_id: product.id, quantity: 20 }],
      ...overrides,
    });
  /** A Draf of the sender, sent by vendor, with the given orders (one new order by default). */
  const draft = async (orders?: Awaited<ReturnType<typeof order>>[], vendorId = vendor.id) =>
    buildFleetTask(db, {
      ...inSender,
      start_address_id: senderGarage.id,
      send_by: 'VENDOR',
      vendor_id: vendorId,
      orders: orders ?? [await order()],
    });
  return {
    t,
    db,
    sender,
    vendorCompany,
    senderAdmin,
    senderGarage,
    warehouse,
    store,
    vendorGarage,
    vendor,
    customer,
    product,
    order,
    draft,
    senderApi: callerFor(t, await loginAs(t.app, `pengirim${n}@vendor.uji.id`, PASSWORD)),
    vendorApi: callerFor(t, await loginAs(t.app, `vendor${n}@vendor.uji.id`, PASSWORD)),
    vendorDriverApi: callerFor(t, await loginAs(t.app, `supir${n}@vendor.uji.id`, PASSWORD)),
  };
}

export type VendorWorld = Awaited<ReturnType<typeof vendorWorld>>;

/**
 * What the sender's transition to Menunggu Vendor does around `sendVendorRequest`, in one transaction:
 * the transition endpoint is another engineer's; this stands in for it and changes the status only
 * after the request was written, so a refused send leaves the task as it was.
 */
export async function sendToVendor(world: VendorWorld, taskId: string) {
  return world.db.transaction().execute(async (trx) => {
    const task = await trx
      .selectFrom('fleet_tasks')
      .selectAll()
      .where('id', '=', taskId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const actor = { id: world.senderAdmin.id, name: world.senderAdmin.name, companyId: task.company_id };
    const sent = await sendVendorRequest(trx, { task, actor });
    await setStatus(trx, taskId, 'WAITING_FOR_VENDOR');
    return sent;
  });
}

async function setStatus(trx: Kysely<Database>, taskId: string, status: FleetTaskStatus, extra: object = {}) {
  const task = await trx
    .selectFrom('fleet_tasks')
    .select('visited_statuses')
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('fleet_tasks')
    .set({
      ...extra,
      status,
      visited_statuses: visitedAfter(task.visited_statuses, status),
    })
    .where('id', '=', taskId)
    .execute();
}

/** The vendor's own transition (another engineer's endpoint), then the follow it calls. */
export async function moveVendorTask(
  db: Kysely<Database>,
  taskId: string,
  status: FleetTaskStatus,
  times: { expected_departure_on?: Date; actual_departure_on?: Date; actual_arrival_on?: Date } = {},
) {
  return db.transaction().execute(async (trx) => {
    await setStatus(trx, taskId, status, times);
    const vendorTask = await trx
      .selectFrom('fleet_tasks')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    return followVendorTask(trx, { vendorTask, status });
  });
}

export function taskRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('fleet_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function historyTitles(db: Kysely<Database>, companyId: number, taskId: string) {
  return db
    .selectFrom('history_events')
    .select(['title', 'description', 'properties', 'event'])
    .where('company_id', '=', companyId)
    .where('entity_id', '=', taskId)
    .orderBy('created_on')
    .orderBy('id')
    .execute();
}

/** Rows of each company-owned table a request could touch, for 'nothing changed' checks. */
export async function companySnapshot(db: Kysely<Database>, companyIds: number[]) {
  const tables = [
    'addresses',
    'customers',
    'products',
    'product_types',
    'delivery_orders',
    'delivery_loads',
    'fleet_tasks',
    'fleet_task_points',
    'fleet_task_activities',
    'history_events',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', 'in', companyIds)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  const requests = await db
    .selectFrom('vendor_requests')
    .selectAll()
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
  const tasks = await db
    .selectFrom('fleet_tasks')
    .select(['id', 'status', 'visited_statuses', 'rejected_reason', 'updated_on'])
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
  return { counts, requests, tasks };
}
