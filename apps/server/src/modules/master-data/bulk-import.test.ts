import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import type { Database } from '../../db/schema';
import { type DemoSeedResult, seedDemo } from '../../seed';

/* Issue 14 item 3: the all-or-nothing bulk create and the name lookup behind the spreadsheet imports. */

const VM = '/api/vehicle-management/v1';
const ORDER = '/api/order/v1';
const PASSWORD = 'demo12345';

let t: TestApp;
let seed: DemoSeedResult;
let admin: { authorization: string };
let vendor: { authorization: string };

const post = (url: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const fieldsOf = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((error) => `${error.field} ${error.code}`);
type Counted = 'addresses' | 'vehicles' | 'users' | 'customers' | 'products' | 'master_data_changes';
const count = async (table: Counted) =>
  Number(
    (
      await t.database.db
        .selectFrom(table as keyof Database)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
async function firstId(
  table: 'vehicle_types' | 'product_types' | 'addresses',
  companyId: number,
  garage = false,
) {
  let query = t.database.db.selectFrom(table).select('id').where('company_id', '=', companyId);
  if (garage) query = query.where('is_garage' as never, '=', true as never);
  return (await query.orderBy('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  admin = await loginAs(t.app, 'admin@demo.id', PASSWORD);
  vendor = await loginAs(t.app, 'vendor@demo.id', PASSWORD);
});
afterAll(() => t.close());

describe('POST /vehicle/bulk', () => {
  const vehicle = async (plate: string, imei: string | null = null) => ({
    license_plate: plate,
    vehicle_type_id: await firstId('vehicle_types', seed.transportCompanyId),
    imei,
  });

  it('creates every vehicle in one go and records each one in the history', async () => {
    const [vehicles, changes] = [await count('vehicles'), await count('master_data_changes')];
    const response = await post(`${VM}/vehicle/bulk`, {
      items: [await vehicle('B 7001 IMP', '861000000000001'), await vehicle('B 7002 IMP')],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.ids).toHaveLength(2);
    expect(await count('vehicles')).toBe(vehicles + 2);
    expect(await count('master_data_changes')).toBe(changes + 2);
  });

  it('refuses a plate and an IMEI listed twice in the file, and ones already stored, creating none', async () => {
    const before = await count('vehicles');
    const response = await post(`${VM}/vehicle/bulk`, {
      items: [
        await vehicle('B 7101 IMP', '861000000000101'),
        await vehicle('B 7101 IMP'),
        await vehicle('B 7102 IMP', '861000000000101'),
        await vehicle('B 7001 IMP'),
        await vehicle('B 7103 IMP', '861000000000001'),
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response.json())).toEqual([
      'items.1.license_plate duplicate',
      'items.2.imei duplicate',
      'items.3.license_plate already-exists',
      'items.4.imei already-exists',
    ]);
    expect(await count('vehicles')).toBe(before);
  });

  it("answers another company's vehicle type and a non-garage home as invalid on the item, creating none", async () => {
    const before = await count('vehicles');
    const notGarage = (
      await t.database.db
        .selectFrom('addresses')
        .select('id')
        .where('company_id', '=', seed.transportCompanyId)
        .where('is_garage', '=', false)
        .executeTakeFirstOrThrow()
    ).id;
    const response = await post(`${VM}/vehicle/bulk`, {
      items: [
        await vehicle('B 7201 IMP'),
        {
          license_plate: 'B 7202 IMP',
          vehicle_type_id: await firstId('vehicle_types', seed.vendorCompanyId),
        },
        { ...(await vehicle('B 7203 IMP')), home_address_id: notGarage },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-reference');
    expect(fieldsOf(response.json())).toEqual([
      'items.1.vehicle_type_id invalid-value',
      'items.2.home_address_id invalid-value',
    ]);
    expect(await count('vehicles')).toBe(before);
  });

  it('needs the master-data create scope', async () => {
    const driver = await loginAs(t.app, 'driver@demo.id', PASSWORD);
    expect(
      (await post(`${VM}/vehicle/bulk`, { items: [await vehicle('B 7301 IMP')] }, driver)).statusCode,
    ).toBe(403);
  });
});

describe('POST /vehicle/import-references', () => {
  it("finds the company's types, garages and drivers by name in any case, never another company's", async () => {
    const [ownType, otherType] = await Promise.all([
      t.database.db
        .selectFrom('vehicle_types')
        .select(['id', 'type'])
        .where('company_id', '=', seed.transportCompanyId)
        .executeTakeFirstOrThrow(),
      t.database.db
        .selectFrom('vehicle_types')
        .select(['id', 'type'])
        .where('company_id', '=', seed.vendorCompanyId)
        .executeTakeFirstOrThrow(),
    ]);
    const garage = await t.database.db
      .selectFrom('addresses')
      .select(['id', 'name'])
      .where('company_id', '=', seed.transportCompanyId)
      .where('is_garage', '=', true)
      .executeTakeFirstOrThrow();
    const driver = await t.database.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', seed.users.driver)
      .executeTakeFirstOrThrow();
    const response = await post(`${VM}/vehicle/import-references`, {
      vehicle_types: [` ${ownType.type.toUpperCase()} `, otherType.type],
      garages: [garage.name],
      drivers: [driver.name.toLowerCase()],
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.vehicle_types.map((row: { id: number }) => row.id)).toContain(ownType.id);
    expect(data.vehicle_types.map((row: { id: number }) => row.id)).not.toContain(otherType.id);
    expect(data.garages).toEqual([garage]);
    expect(data.drivers).toEqual([driver]);
    expect(data.box_types).toEqual([]);
  });

  it('refuses a kind the vehicle import does not name', async () => {
    expect((await post(`${VM}/vehicle/import-references`, { customers: ['x'] })).statusCode).toBe(400);
  });
});

describe('POST /driver/bulk', () => {
  const driver = (email: string, deviceId: string | null = null) => ({
    name: `Pengemudi ${email}`,
    email,
    phone_no: '+6281234500001',
    device_id: deviceId,
  });

  it('refuses an e-mail twice in the file (any case) and a device id already stored, creating no user', async () => {
    const stored = await post(`${VM}/driver/bulk`, { items: [driver('impor1@contoh.id', 'DEV-IMPOR-1')] });
    expect(stored.statusCode).toBe(201);
    const before = await count('users');
    const response = await post(`${VM}/driver/bulk`, {
      items: [
        driver('impor2@contoh.id'),
        driver('IMPOR2@contoh.id'),
        driver('impor3@contoh.id', 'DEV-IMPOR-1'),
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response.json())).toEqual([
      'items.1.email duplicate',
      'items.2.device_id already-exists',
    ]);
    expect(await count('users')).toBe(before);
  });
});

describe('POST /address/bulk', () => {
  const address = (name: string, latitude = -6.2) => ({
    name,
    full_name: `Jl. ${name}`,
    city: 'Bekasi',
    province: 'Jawa Barat',
    geolocation: { latitude, longitude: 107 },
  });

  it('is all or nothing: one invalid item leaves every address out', async () => {
    const before = await count('addresses');
    const response = await post(`${VM}/address/bulk`, {
      items: [address('Impor A'), address('Impor B', -95)],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['items.1.geolocation.latitude too-small']);
    expect(await count('addresses')).toBe(before);
    expect(
      (await post(`${VM}/address/bulk`, { items: [address('Impor A'), address('Impor B')] })).statusCode,
    ).toBe(201);
    expect(await count('addresses')).toBe(before + 2);
  });
});

describe('POST /customer/bulk and /product/bulk', () => {
  it('creates customers all together', async () => {
    const before = await count('customers');
    const response = await post(`${ORDER}/customer/bulk`, {
      items: [{ name: 'PT Impor Satu' }, { name: 'PT Impor Dua', email: 'dua@contoh.id' }],
    });
    expect(response.statusCode).toBe(201);
    expect(await count('customers')).toBe(before + 2);
  });

  it("refuses another company's product type on its item and creates no product; the lookup never finds it", async () => {
    const before = await count('products');
    const own = await firstId('product_types', seed.transportCompanyId);
    const other = await t.database.db
      .insertInto('product_types')
      .values({ company_id: seed.vendorCompanyId, name: 'Tipe Vendor Impor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = (name: string, typeId: number) => ({
      name,
      product_type_id: typeId,
      uom: 'Karung',
      conversion_weight_value: 25,
      conversion_volume_value: 0.04,
    });
    const response = await post(`${ORDER}/product/bulk`, {
      items: [product('Impor Beras', own), product('Impor Gula', other.id)],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['items.1.product_type_id invalid-value']);
    expect(await count('products')).toBe(before);
    const lookup = await post(`${ORDER}/product/import-references`, { product_types: ['Tipe Vendor Impor'] });
    expect(lookup.json().data.product_types).toEqual([]);
    const vendorLookup = await post(
      `${ORDER}/product/import-references`,
      { product_types: ['tipe vendor impor'] },
      vendor,
    );
    expect(vendorLookup.json().data.product_types).toEqual([{ id: other.id, name: 'Tipe Vendor Impor' }]);
  });
});
