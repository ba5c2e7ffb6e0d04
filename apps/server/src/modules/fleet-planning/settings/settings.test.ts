import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/app';
import { seedDemo } from '../../../seed';
import { buildCompany, buildUser, demoPassword } from '../../../seed/builders/builders';

let t: TestApp;
let seed: Awaited<ReturnType<typeof seedDemo>>;
let admin: { authorization: string };
let garages: { id: number; name: string }[];
let customerSiteId: number;
let foreignGarageId: number;

const URL = '/api/fleet-planning/v1/setting';
const read = (headers = admin) => t.app.inject({ method: 'GET', url: URL, headers });
const save = (payload: object, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: URL, headers, payload });

const DEFAULTS = {
  start_address_default: null,
  end_address_default: null,
  start_address_toggle: false,
  end_address_toggle: false,
  autocomplete_source: 'GPS Kendaraan',
  is_autocomplete_on: false,
  is_driver_load_adjustment_on: false,
  start_address: null,
  end_address: null,
  updated_on: null,
  updated_by: null,
};

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  admin = await loginAs(t.app, 'admin@demo.id', demoPassword());
  const addresses = await t.database.db
    .selectFrom('addresses')
    .select(['id', 'name', 'is_garage', 'company_id'])
    .orderBy('id')
    .execute();
  const own = addresses.filter((address) => address.company_id === seed.transportCompanyId);
  garages = own.filter((address) => address.is_garage).map(({ id, name }) => ({ id, name }));
  customerSiteId = own.find((address) => !address.is_garage)?.id ?? -1;
  foreignGarageId =
    addresses.find((address) => address.company_id === seed.vendorCompanyId && address.is_garage)?.id ?? -1;
});
afterAll(() => t.close());

describe('GET and PATCH /setting', () => {
  it('answers the defaults while the company has saved nothing', async () => {
    // The demo company has saved its settings (the seed lets its drivers adjust loads): a new one.
    const db = t.database.db;
    const fresh = await buildCompany(db, { name: 'PT Belum Diatur' });
    await buildUser(db, {
      company_id: fresh.id,
      email: 'admin@belum-diatur.id',
      role: 'admin',
      password: demoPassword(),
    });
    const response = await read(await loginAs(t.app, 'admin@belum-diatur.id', demoPassword()));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(DEFAULTS);
  });

  it('saves the default garages with their toggles and answers them with their names', async () => {
    const [start, end] = garages;
    const response = await save({
      start_address_default: start?.id,
      start_address_toggle: true,
      end_address_default: end?.id,
      end_address_toggle: true,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      start_address_default: start?.id,
      start_address: start,
      start_address_toggle: true,
      end_address_default: end?.id,
      end_address: end,
      end_address_toggle: true,
      autocomplete_source: 'GPS Kendaraan',
      updated_by: seed.users.admin,
    };
    expect(response.json().data).toMatchObject(expected);
    expect((await read()).json().data).toMatchObject({
      ...expected,
      updated_on: expect.stringMatching(/\+07:00$/),
    });
  });

  it('changes only what the body sends', async () => {
    const response = await save({ autocomplete_source: 'Smart Driver', is_autocomplete_on: true });
    expect(response.statusCode).toBe(200);
    expect((await read()).json().data).toMatchObject({
      autocomplete_source: 'Smart Driver',
      is_autocomplete_on: true,
      start_address_default: garages[0]?.id,
      end_address_toggle: true,
    });
  });

  it('refuses a default address that is not a garage, on that field, and keeps the stored one', async () => {
    const response = await save({ end_address_default: customerSiteId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'setting/default-address-not-garage',
      errors: [{ field: 'end_address_default', code: 'invalid-value' }],
    });
    expect((await read()).json().data.end_address_default).toBe(garages[1]?.id);
  });

  it("refuses another company's garage as a reference that does not exist", async () => {
    const response = await save({ start_address_default: foreignGarageId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-reference',
      errors: [{ field: 'start_address_default', code: 'invalid-value' }],
    });
  });

  it('refuses DO status automation to a user without the four tms-gps-autocomplete scopes, and keeps the rest', async () => {
    const email = 'pengatur.tanpa.otomasi@demo.id';
    await buildUser(t.database.db, {
      company_id: seed.transportCompanyId,
      email,
      password: demoPassword(),
      scopes: ['setting:read', 'setting:update', 'tms-gps-autocomplete:read'],
    });
    const limited = await loginAs(t.app, email, demoPassword());
    const before = (await read()).json().data;
    const response = await save({ is_autocomplete_on: !before.is_autocomplete_on }, limited);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden');
    expect((await read()).json().data).toEqual(before);
    const sameGarage = await save({ start_address_toggle: before.start_address_toggle }, limited);
    expect(sameGarage.statusCode, sameGarage.body).toBe(200);
  });

  it('refuses an unknown autocomplete source', async () => {
    const response = await save({ autocomplete_source: 'Satelit' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-fields',
      errors: [{ field: 'autocomplete_source', code: 'invalid-value' }],
    });
  });

  it('refuses clearing a default address while its toggle stays on', async () => {
    const response = await save({ start_address_default: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-fields',
      errors: [{ field: 'start_address_default', code: 'required' }],
    });
    const cleared = await save({ start_address_default: null, start_address_toggle: false });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ start_address_default: null, start_address: null });
  });

  it('answers 409 for a stale updated_on and keeps the newer change', async () => {
    const before = (await read()).json().data;
    const first = await save({ is_autocomplete_on: false, updated_on: before.updated_on });
    expect(first.statusCode).toBe(200);
    const stale = await save({ is_autocomplete_on: true, updated_on: before.updated_on });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict/stale-update');
    expect((await read()).json().data.is_autocomplete_on).toBe(false);
  });

  it("keeps each company's settings apart", async () => {
    const vendor = await loginAs(t.app, 'vendor@demo.id', demoPassword());
    expect((await read(vendor)).json().data).toEqual(DEFAULTS);
  });

  it('refuses a user without setting:read, and a PATCH without setting:update', async () => {
    const driver = await loginAs(t.app, 'driver@demo.id', demoPassword());
    expect((await read(driver)).statusCode).toBe(403);
    await buildUser(t.database.db, {
      company_id: seed.transportCompanyId,
      email: 'baca.saja@demo.id',
      scopes: ['setting:read'],
    });
    const reader = await loginAs(t.app, 'baca.saja@demo.id', demoPassword());
    expect((await read(reader)).statusCode).toBe(200);
    const refused = await save({ is_autocomplete_on: true }, reader);
    expect(refused.statusCode).toBe(403);
    expect((await read()).json().data.is_autocomplete_on).toBe(false);
  });
});
