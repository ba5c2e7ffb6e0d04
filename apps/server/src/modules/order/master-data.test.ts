import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { type DemoSeedResult, seedDemo } from '../../seed';

/* Issue 14, items 1 and 6: customers, product types and products under /api/order/v1. */

const BASE = '/api/order/v1';
const PASSWORD = 'demo12345';

let t: TestApp;
let seed: DemoSeedResult;
let admin: { authorization: string };
let vendor: { authorization: string };

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: { authorization: string } = admin,
) => t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((error) => error.field);
const count = async (table: 'customers' | 'products' | 'product_types') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  admin = await loginAs(t.app, 'admin@demo.id', PASSWORD);
  vendor = await loginAs(t.app, 'vendor@demo.id', PASSWORD);
});
afterAll(() => t.close());

describe('customers', () => {
  it('creates, lists by search, changes and deletes an unused customer', async () => {
    const created = await call('POST', '/customer', {
      name: 'PT Sinar Jaya Abadi',
      phone_number: '+62215551234',
      email: 'logistik@sinarjaya.test',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const listed = (await call('GET', '/customer?search=sinar%20jaya')).json();
    expect(listed.data.ids).toEqual([id]);
    expect(
      (await call('PATCH', `/customer/${id}`, { phone_number: null })).json().data.phone_number,
    ).toBeNull();
    expect((await call('DELETE', `/customer/${id}`)).json()).toEqual({ data: { ids: [id] } });
  });

  it('refuses a customer an order uses, naming it, and keeps it', async () => {
    const used = await t.database.db
      .selectFrom('delivery_orders')
      .innerJoin('customers', 'customers.id', 'delivery_orders.customer_id')
      .select(['customers.id', 'customers.name'])
      .where('delivery_orders.company_id', '=', seed.transportCompanyId)
      .executeTakeFirstOrThrow();
    const response = await call('POST', '/customer/delete', { ids: [used.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('master-data/in-use');
    expect(response.json().message).toContain(used.name);
    expect(response.json().message).toContain('pengiriman');
    expect((await call('GET', `/customer/${used.id}`)).statusCode).toBe(200);
  });

  it("answers another company's customer with 404, and a phone not in +62 form with 400 storing nothing", async () => {
    const theirs = (await call('POST', '/customer', { name: 'Pelanggan Mitra' }, vendor)).json().data.id;
    expect((await call('GET', `/customer/${theirs}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/customer/${theirs}`, { name: 'Diambil' })).statusCode).toBe(404);
    const before = await count('customers');
    const bad = await call('POST', '/customer', { name: 'Salah', phone_number: '0812345' });
    expect([bad.statusCode, fieldsOf(bad.json())]).toEqual([400, ['phone_number']]);
    expect(await count('customers')).toBe(before);
  });
});

describe('product types and products', () => {
  it('a product type name is unique per company, case-insensitively (409 on name)', async () => {
    expect((await call('POST', '/product-type', { name: 'Bahan Bangunan Uji' })).statusCode).toBe(201);
    const duplicate = await call('POST', '/product-type', { name: 'bahan bangunan uji' });
    expect([duplicate.statusCode, duplicate.json().code, fieldsOf(duplicate.json())]).toEqual([
      409,
      'conflict/duplicate',
      ['name'],
    ]);
  });

  it('creates a product with its unit and weight and volume per unit, under its product type', async () => {
    const type = (await call('POST', '/product-type', { name: 'Semen Uji' })).json().data;
    const response = await call('POST', '/product', {
      name: 'Semen Portland 50 kg',
      product_type_id: type.id,
      uom: 'Sak',
      conversion_weight_value: 50,
      conversion_volume_value: 0.035,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      product_type: { id: type.id, name: 'Semen Uji' },
      uom: 'Sak',
      conversion_weight_value: 50,
      conversion_volume_value: 0.035,
    });
    const refused = await call('DELETE', `/product-type/${type.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('produk');
  });

  it("refuses another company's product type with 400 on product_type_id", async () => {
    const theirs = (await call('POST', '/product-type', { name: 'Jenis Mitra' }, vendor)).json().data.id;
    const response = await call('POST', '/product', {
      name: 'Produk Campuran',
      product_type_id: theirs,
      uom: 'Unit',
      conversion_weight_value: 1,
      conversion_volume_value: 1,
    });
    expect([response.statusCode, response.json().code, fieldsOf(response.json())]).toEqual([
      400,
      'invalid/invalid-reference',
      ['product_type_id'],
    ]);
  });

  it('a product on an order is refused; bulk delete with it deletes none', async () => {
    const used = await t.database.db
      .selectFrom('delivery_loads')
      .select('product_id')
      .where('company_id', '=', seed.transportCompanyId)
      .executeTakeFirstOrThrow();
    const type = (await call('POST', '/product-type', { name: 'Sementara' })).json().data;
    const spare = (
      await call('POST', '/product', {
        name: 'Produk Cadangan',
        product_type_id: type.id,
        uom: 'Unit',
        conversion_weight_value: 1,
        conversion_volume_value: 0.1,
      })
    ).json().data.id;
    const response = await call('POST', '/product/delete', { ids: [spare, used.product_id] });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response.json())).toEqual(['ids.1']);
    expect((await call('GET', `/product/${spare}`)).statusCode).toBe(200);
  });
});
