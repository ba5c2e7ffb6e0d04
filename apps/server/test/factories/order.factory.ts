import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildProduct,
  buildProductType,
  buildUser,
  nextSequence,
} from '../../src/seed/builders/builders';
import { createTestApp, loginAs, type TestApp } from '../app';

/** The order service's API under test, called as one user. */
export interface Caller {
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
  patch: (url: string, payload: object) => Promise<LightMyRequestResponse>;
  delete: (url: string) => Promise<LightMyRequestResponse>;
}

export const ORDER_API = '/api/order/v1';

export function callerFor(t: TestApp, headers: Record<string, string>): Caller {
  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `${ORDER_API}${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
    patch: (url, payload) => call('PATCH', url, payload),
    delete: (url) => call('DELETE', url),
  };
}

const PASSWORD = 'kata-sandi-uji';

/**
 * A company with an admin (every delivery-order scope) and a driver (none), its master data, and a
 * second company with an order of its own: what every order test needs, on a fresh database.
 */
export async function orderWorld() {
  const t = await createTestApp();
  const db = t.database.db;
  const company = await buildCompany(db);
  const n = nextSequence();
  const admin = await buildUser(db, {
    company_id: company.id,
    name: 'Sari Admin',
    email: `admin${n}@order.uji.id`,
    role: 'admin',
    password: PASSWORD,
  });
  await buildUser(db, {
    company_id: company.id,
    email: `driver${n}@order.uji.id`,
    role: 'driver',
    password: PASSWORD,
  });
  const inCompany = { company_id: company.id };
  const customer = await buildCustomer(db, { ...inCompany, name: 'PT Sumber Makmur' });
  const billed = await buildCustomer(db, { ...inCompany, name: 'PT Induk Makmur' });
  const addresses = [
    await buildAddress(db, { ...inCompany, name: 'Gudang Cakung', city: 'Jakarta Timur' }),
    await buildAddress(db, { ...inCompany, name: 'DC Bandung', city: 'Bandung' }),
    await buildAddress(db, { ...inCompany, name: 'Toko Cirebon', city: 'Cirebon' }),
    await buildAddress(db, { ...inCompany, name: 'Toko Bogor', city: 'Bogor' }),
  ] as const;
  const productType = await buildProductType(db, { ...inCompany, name: 'Sembako' });
  const product = await buildProduct(db, {
    ...inCompany,
    product_type_id: productType.id,
    name: 'Beras Premium 25 kg',
    uom: 'Karung',
    conversion_weight_value: 25,
    conversion_volume_value: 0.035,
  });
  const other = await buildCompany(db);
  const otherCustomer = await buildCustomer(db, { company_id: other.id });
  const otherAddress = await buildAddress(db, { company_id: other.id });
  const otherProduct = await buildProduct(db, { company_id: other.id });
  const otherOrder = await buildDeliveryOrder(db, { company_id: other.id });
  return {
    t,
    db,
    company,
    admin,
    customer,
    billed,
    addresses,
    product,
    other: {
      company: other,
      customer: otherCustomer,
      address: otherAddress,
      product: otherProduct,
      order: otherOrder,
    },
    asAdmin: callerFor(t, await loginAs(t.app, admin.email, PASSWORD)),
    asDriver: callerFor(t, await loginAs(t.app, `driver${n}@order.uji.id`, PASSWORD)),
  };
}

export type OrderWorld = Awaited<ReturnType<typeof orderWorld>>;

/** A valid create payload between the world's first two addresses. */
export function createPayload(world: OrderWorld, overrides: Record<string, unknown> = {}) {
  return {
    customer_id: world.customer.id,
    origin_address_id: world.addresses[0].id,
    destination_address_id: world.addresses[1].id,
    shipment_type: 'DIRECT',
    expected_pickup_on: '2026-11-23T08:00:00+07:00',
    expected_delivered_on: '2026-11-23T14:00:00+07:00',
    ...overrides,
  };
}
