import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { issuePairingCode } from '../../../test/factories/pairing.factory';
import { seedDemo } from '../../seed';
import {
  buildAddress,
  buildBoxType,
  buildCompany,
  buildVendor,
  demoPassword,
} from '../../seed/builders/builders';
import { VENDORS } from '../../seed/demo-data';

let t: TestApp;
let seed: Awaited<ReturnType<typeof seedDemo>>;
let admin: { authorization: string };
let dispatcher: { authorization: string };
let otherCompanyVendorId: number;

const BASE = '/api/vendor-management/v1';
const call = (method: InjectOptions['method'], url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
const list = async (query: string) => {
  const response = await call('GET', `/vendor?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const names = (body: { data: { paginated_result: { name: string }[] } }) =>
  body.data.paginated_result.map((row) => row.name);

const PAIRED = VENDORS.find((vendor) => vendor.paired);
const UNPAIRED_ACTIVE = VENDORS.find((vendor) => !vendor.paired && vendor.status === 'ACTIVE');
const INACTIVE = VENDORS.find((vendor) => vendor.status === 'INACTIVE');

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  admin = await loginAs(t.app, 'admin@demo.id', demoPassword());
  dispatcher = await loginAs(t.app, 'dispatcher@demo.id', demoPassword());
  otherCompanyVendorId = (
    await buildVendor(t.database.db, {
      company_id: seed.vendorCompanyId,
      name: 'PT Vendor Milik Perusahaan Lain',
    })
  ).id;
});
afterAll(() => t.close());

describe('GET /vendor', () => {
  it("lists the company's own vendors by name with status, pairing and times", async () => {
    const body = await list('');
    expect(body.metadata).toEqual({ page: 1, limit: 10, total_count: VENDORS.length });
    expect(names(body)).toEqual(VENDORS.map((vendor) => vendor.name).sort());
    expect(body.data.ids).toEqual(body.data.paginated_result.map((row: { id: number }) => row.id));
    const paired = body.data.paginated_result.find((row: { name: string }) => row.name === PAIRED?.name);
    expect(paired).toMatchObject({
      id: seed.pairedVendorId,
      status: { name: 'ACTIVE' },
      contract_number: PAIRED?.contract_number,
      phone_number: PAIRED?.phone_number,
      email: PAIRED?.email,
      paired_company_id: seed.vendorCompanyId,
      paired_company: { id: seed.vendorCompanyId, name: 'PT Mitra Angkut Sejahtera' },
    });
    expect(paired.created_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/);
    const unpaired = body.data.paginated_result.find((row: { name: string }) => row.name === INACTIVE?.name);
    expect(unpaired).toMatchObject({ paired_company_id: null, paired_company: null });
  });

  it('filters by status.name and by paired_company_id', async () => {
    expect(names(await list('filters=status.name eq INACTIVE'))).toEqual([INACTIVE?.name]);
    expect(names(await list('filters=paired_company_id gt 0'))).toEqual([PAIRED?.name]);
    expect(names(await list(`filters=id eq ${seed.pairedVendorId}`))).toEqual([PAIRED?.name]);
  });

  it('searches the name and the contract number, case-insensitively', async () => {
    expect(names(await list('search=sinar jaya'))).toEqual([UNPAIRED_ACTIVE?.name]);
    expect(names(await list('search=lce/2025'))).toEqual([INACTIVE?.name]);
  });

  it('sorts by status and name and pages the result', async () => {
    const sorts = 'sorts=status.name desc&sorts=name asc';
    const first = await list(`${sorts}&limit=2&page=1`);
    const second = await list(`${sorts}&limit=2&page=2`);
    expect(names(first)[0]).toBe(INACTIVE?.name);
    expect([...names(first), ...names(second)]).toHaveLength(VENDORS.length);
    expect(second.metadata).toEqual({ page: 2, limit: 2, total_count: VENDORS.length });
  });

  it('refuses a filter on a field the list does not have', async () => {
    const response = await call('GET', '/vendor?filters=company_id eq 1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-list-filter',
      errors: [{ field: 'filters', code: 'unknown-field' }],
    });
  });

  it('refuses a user without vms:read', async () => {
    const response = await call('GET', '/vendor', undefined, dispatcher);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden');
  });
});

describe('GET /vendor/{id}', () => {
  it('answers the vendor with every rate and its route', async () => {
    const response = await call('GET', `/vendor/${seed.pairedVendorId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: seed.pairedVendorId, name: PAIRED?.name, status: { name: 'ACTIVE' } });
    expect(data.rates).toHaveLength(PAIRED?.rates.length ?? -1);
    expect(data.rates[0]).toMatchObject({
      base_price: PAIRED?.rates[0]?.base_price,
      origin: { name: PAIRED?.rates[0]?.from, city: expect.any(String) },
      destination: { name: PAIRED?.rates[0]?.to },
      box_type: { name: PAIRED?.rates[0]?.box_type },
    });
  });

  it("answers 404 for another company's vendor and for a missing one", async () => {
    for (const id of [otherCompanyVendorId, 999_999]) {
      const response = await call('GET', `/vendor/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not-found');
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await call('GET', '/vendor/satu');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

describe('POST /vendor', () => {
  it('creates an ACTIVE vendor with its rates and answers 201 with it', async () => {
    const [origin, destination] = await Promise.all([
      buildAddress(t.database.db, { company_id: seed.transportCompanyId, name: 'Gudang Cibitung' }),
      buildAddress(t.database.db, { company_id: seed.transportCompanyId, name: 'Toko Karawang' }),
    ]);
    const response = await call('POST', '/vendor', {
      name: '  PT Angkutan Baru  ',
      contract_number: '',
      phone_number: '+6281234567890',
      email: 'ops@angkutanbaru.co.id',
      rates: [
        {
          origin_address_id: origin?.id,
          destination_address_id: destination?.id,
          base_price: 1_250_000.5,
          total_weight: 4000,
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: 'PT Angkutan Baru',
      status: { name: 'ACTIVE' },
      contract_number: null,
      paired_company: null,
      rates: [
        {
          base_price: 1_250_000.5,
          origin: { id: origin?.id, name: 'Gudang Cibitung' },
          destination: { id: destination?.id, name: 'Toko Karawang' },
          box_type: null,
          total_weight: 4000,
          total_volume: null,
        },
      ],
    });
    expect((await call('GET', `/vendor/${data.id}`)).json().data.name).toBe('PT Angkutan Baru');
  });

  it.each([
    ['a missing name', {}, 'name', 'required'],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', 'too-long'],
    [
      'a phone without +62',
      { name: 'PT Telepon', phone_number: '081234567890' },
      'phone_number',
      'invalid-format',
    ],
    ['an unknown status', { name: 'PT Status', status: 'PENDING' }, 'status', 'invalid-value'],
    ['a bad e-mail', { name: 'PT Surel', email: 'bukan-email' }, 'email', 'invalid-email'],
    [
      'a negative price',
      { name: 'PT Harga', rates: [{ origin_address_id: 1, destination_address_id: 2, base_price: -1 }] },
      'rates.0.base_price',
      'too-small',
    ],
  ])('refuses %s with invalid-fields on that field', async (_case, payload, field, code) => {
    const response = await call('POST', '/vendor', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid/invalid-fields', errors: [{ field, code }] });
  });

  it('refuses a name that another vendor of the company has, whatever its case', async () => {
    const response = await call('POST', '/vendor', { name: UNPAIRED_ACTIVE?.name.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict/duplicate', errors: [{ field: 'name' }] });
  });

  it('lets only one of two simultaneous creates with the same name through, and the other gets 409', async () => {
    const responses = await Promise.all([
      call('POST', '/vendor', { name: 'PT Balapan' }),
      call('POST', '/vendor', { name: 'pt balapan' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await list('search=balapan')).metadata.total_count).toBe(1);
  });

  it("allows a name that only another company's vendor has", async () => {
    const response = await call('POST', '/vendor', { name: 'PT Vendor Milik Perusahaan Lain' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses pairing with the caller’s own company', async () => {
    const response = await call('POST', '/vendor', {
      name: 'PT Diri Sendiri',
      pairing_code: await issuePairingCode(t.database.db, seed.transportCompanyId),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'vendor/paired-with-own-company',
      errors: [{ field: 'paired_company_id' }],
    });
  });

  it("refuses a company id without that company's pairing code", async () => {
    const response = await call('POST', '/vendor', { name: 'PT Hantu', paired_company_id: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'vendor/pairing-code-required',
      errors: [{ field: 'paired_company_id' }],
    });
  });

  it('refuses pairing a second vendor with a company already paired with one', async () => {
    const response = await call('POST', '/vendor', {
      name: 'PT Kembar',
      pairing_code: await issuePairingCode(t.database.db, seed.vendorCompanyId),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict/duplicate',
      errors: [{ field: 'paired_company_id' }],
    });
  });

  it("refuses a rate on another company's address or box type, naming each, and creates nothing", async () => {
    const own = await buildAddress(t.database.db, { company_id: seed.transportCompanyId });
    const foreign = await buildAddress(t.database.db, { company_id: seed.vendorCompanyId });
    const foreignBox = await buildBoxType(t.database.db, { company_id: seed.vendorCompanyId });
    const response = await call('POST', '/vendor', {
      name: 'PT Rute Asing',
      rates: [
        {
          origin_address_id: own.id,
          destination_address_id: own.id,
          base_price: 1,
          box_type_id: foreignBox.id,
        },
        { origin_address_id: own.id, destination_address_id: foreign.id, base_price: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-reference',
      errors: [
        { field: 'rates.0.box_type_id', code: 'invalid-value' },
        { field: 'rates.1.destination_address_id', code: 'invalid-value' },
      ],
    });
    expect((await list('search=Rute Asing')).metadata.total_count).toBe(0);
  });

  it('refuses a user without vms:create', async () => {
    const response = await call('POST', '/vendor', { name: 'PT Tanpa Izin' }, dispatcher);
    expect(response.statusCode).toBe(403);
    expect((await list('search=Tanpa Izin')).metadata.total_count).toBe(0);
  });
});

describe('PATCH /vendor/{id}', () => {
  const create = async (name: string) => (await call('POST', '/vendor', { name })).json().data;

  it('changes only what the body sends and answers the vendor', async () => {
    const vendor = await create('PT Ubah Sebagian');
    const company = await buildCompany(t.database.db);
    const response = await call('PATCH', `/vendor/${vendor.id}`, {
      status: 'INACTIVE',
      pairing_code: await issuePairingCode(t.database.db, company.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'PT Ubah Sebagian',
      status: { name: 'INACTIVE' },
      paired_company: { id: company.id, name: company.name },
      contract_number: null,
    });
    const unpaired = await call('PATCH', `/vendor/${vendor.id}`, { paired_company_id: null });
    expect(unpaired.json().data.paired_company).toBeNull();
  });

  it('replaces the rates when rates are sent', async () => {
    const body = (await call('GET', `/vendor/${seed.pairedVendorId}`)).json().data;
    const [first] = body.rates;
    const response = await call('PATCH', `/vendor/${seed.pairedVendorId}`, {
      rates: [
        {
          origin_address_id: first.origin.id,
          destination_address_id: first.destination.id,
          base_price: 4_000_000,
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rates).toEqual([
      expect.objectContaining({ base_price: 4_000_000, box_type: null }),
    ]);
  });

  it('answers 409 for a stale updated_on and keeps the newer change', async () => {
    const vendor = await create('PT Dua Penyunting');
    const first = await call('PATCH', `/vendor/${vendor.id}`, {
      email: 'a@dua.id',
      updated_on: vendor.updated_on,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.updated_on).not.toBe(vendor.updated_on);
    const stale = await call('PATCH', `/vendor/${vendor.id}`, {
      email: 'b@dua.id',
      updated_on: vendor.updated_on,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict/stale-update');
    expect((await call('GET', `/vendor/${vendor.id}`)).json().data.email).toBe('a@dua.id');
  });

  it("refuses another vendor's name but accepts its own in another case", async () => {
    const vendor = await create('PT Nama Sendiri');
    const taken = await call('PATCH', `/vendor/${vendor.id}`, { name: PAIRED?.name.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([expect.objectContaining({ field: 'name' })]);
    const recased = await call('PATCH', `/vendor/${vendor.id}`, { name: 'PT NAMA SENDIRI' });
    expect(recased.statusCode).toBe(200);
  });

  it("answers 404 for another company's vendor and leaves it unchanged", async () => {
    const response = await call('PATCH', `/vendor/${otherCompanyVendorId}`, { name: 'Diambil Alih' });
    expect(response.statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('vendors')
      .select('name')
      .where('id', '=', otherCompanyVendorId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('PT Vendor Milik Perusahaan Lain');
  });

  it('refuses a user without vms:update', async () => {
    const response = await call(
      'PATCH',
      `/vendor/${seed.pairedVendorId}`,
      { status: 'INACTIVE' },
      dispatcher,
    );
    expect(response.statusCode).toBe(403);
  });
});
