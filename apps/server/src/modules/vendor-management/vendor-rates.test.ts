import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { seedDemo } from '../../seed';
import {
  buildAddress,
  buildCompany,
  buildVendor,
  buildVendorRate,
  demoPassword,
} from '../../seed/builders/builders';
import { VENDORS } from '../../seed/demo-data';

let t: TestApp;
let seed: Awaited<ReturnType<typeof seedDemo>>;
let admin: { authorization: string };
let dispatcher: { authorization: string };
let addressIds: Map<string, number>;

const BASE = '/api/vendor-management/v1';
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers });
const rows = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
type RateRow = { name: string; base_price: number; origin: { name: string }; destination: { name: string } };
const routes = (body: { data: { paginated_result: RateRow[] } }) =>
  body.data.paginated_result.map((row) => `${row.name}: ${row.origin.name} > ${row.destination.name}`);

const PAIRED = VENDORS.find((vendor) => vendor.paired);
const ALL_RATES = VENDORS.flatMap((vendor) => vendor.rates.map((rate) => ({ ...rate, vendor })));

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  admin = await loginAs(t.app, 'admin@demo.id', demoPassword());
  dispatcher = await loginAs(t.app, 'dispatcher@demo.id', demoPassword());
  const addresses = await t.database.db
    .selectFrom('addresses')
    .select(['id', 'name'])
    .where('company_id', '=', seed.transportCompanyId)
    .execute();
  addressIds = new Map(addresses.map((address) => [address.name, address.id]));
  // A rate of another company on the same route must never show up.
  const foreignVendor = await buildVendor(t.database.db, { company_id: seed.vendorCompanyId });
  await buildVendorRate(t.database.db, { company_id: seed.vendorCompanyId, vendor_id: foreignVendor.id });
});
afterAll(() => t.close());

describe('GET /vendor/rates', () => {
  it('answers one row per rate with the vendor, route, box type and capacity', async () => {
    const body = await rows('/vendor/rates?limit=100');
    expect(body.metadata.total_count).toBe(ALL_RATES.length);
    const [rate] = PAIRED?.rates ?? [];
    const row = body.data.paginated_result.find(
      (candidate: RateRow) => candidate.origin.name === rate?.from && candidate.destination.name === rate?.to,
    );
    expect(row).toMatchObject({
      vendor_id: seed.pairedVendorId,
      name: PAIRED?.name,
      status: { name: 'ACTIVE' },
      contract_number: PAIRED?.contract_number,
      paired_company_id: seed.vendorCompanyId,
      base_price: rate?.base_price,
      origin: { id: addressIds.get(rate?.from ?? ''), city: expect.any(String) },
      destination: { id: addressIds.get(rate?.to ?? '') },
      box_type: { id: expect.any(Number), name: rate?.box_type },
      total_weight: expect.any(Number),
      total_volume: expect.any(Number),
    });
    expect(body.data.ids).toContain(row.id);
  });

  it('keeps to the route given by origin and destination', async () => {
    const origin = addressIds.get('Pool Pulogadung');
    const fromOrigin = ALL_RATES.filter((rate) => rate.from === 'Pool Pulogadung');
    expect(fromOrigin.length).toBeGreaterThan(1);
    const body = await rows(`/vendor/rates?origin_address_id=${origin}`);
    expect(body.metadata.total_count).toBe(fromOrigin.length);
    const [one] = fromOrigin;
    const exact = await rows(
      `/vendor/rates?origin_address_id=${origin}&destination_address_id=${addressIds.get(one?.to ?? '')}`,
    );
    expect(routes(exact)).toEqual([`${one?.vendor.name}: Pool Pulogadung > ${one?.to}`]);
  });

  it('refuses a route address of another company with 400 on that field', async () => {
    const foreign = await buildAddress(t.database.db, { company_id: seed.vendorCompanyId });
    const response = await get(`/vendor/rates?destination_address_id=${foreign.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-reference',
      errors: [{ field: 'destination_address_id', code: 'invalid-value' }],
    });
  });

  it('sorts by price and pages without overlap', async () => {
    const prices = ALL_RATES.map((rate) => rate.base_price).sort((a, b) => b - a);
    const first = await rows('/vendor/rates?sorts=base_price desc&limit=4&page=1');
    const second = await rows('/vendor/rates?sorts=base_price desc&limit=4&page=2');
    const seen = [...first.data.paginated_result, ...second.data.paginated_result].map(
      (row: RateRow) => row.base_price,
    );
    expect(seen).toEqual(prices);
  });

  it('searches vendor names and route places', async () => {
    const body = await rows('/vendor/rates?search=denpasar');
    expect(routes(body)).toEqual([`${PAIRED?.name}: Gudang Surabaya > Toko Denpasar`]);
  });

  it('refuses a user without vms:read', async () => {
    expect((await get('/vendor/rates', dispatcher)).statusCode).toBe(403);
  });
});

describe('GET /vendor/contract-rates', () => {
  it('lists by default only the rates of ACTIVE vendors paired with a company', async () => {
    const body = await rows('/vendor/contract-rates?limit=100');
    expect(body.metadata.total_count).toBe(PAIRED?.rates.length);
    for (const row of body.data.paginated_result) {
      expect(row).toMatchObject({ status: { name: 'ACTIVE' }, paired_company_id: seed.vendorCompanyId });
    }
  });

  it('keeps an INACTIVE paired vendor out by default and lets a status filter bring it in', async () => {
    const company = await buildCompany(t.database.db);
    const vendor = await buildVendor(t.database.db, {
      company_id: seed.transportCompanyId,
      name: 'PT Mitra Cuti',
      status: 'INACTIVE',
      paired_company_id: company.id,
    });
    await buildVendorRate(t.database.db, {
      vendor_id: vendor.id,
      origin_address_id: addressIds.get('Pool Cikarang'),
      destination_address_id: addressIds.get('DC Bandung'),
    });
    expect((await rows('/vendor/contract-rates')).metadata.total_count).toBe(PAIRED?.rates.length);
    // The status default gives way to the request's own filter; the pairing default still applies.
    const inactive = await rows('/vendor/contract-rates?filters=status.name eq INACTIVE');
    expect(routes(inactive)).toEqual(['PT Mitra Cuti: Pool Cikarang > DC Bandung']);
  });

  it('keeps the pairing default when the request filters only the status', async () => {
    const body = await rows('/vendor/contract-rates?filters=status.name eq ACTIVE&limit=100');
    expect(body.metadata.total_count).toBe(PAIRED?.rates.length);
    expect(new Set(body.data.paginated_result.map((row: { name: string }) => row.name))).toEqual(
      new Set([PAIRED?.name]),
    );
  });

  it('searches and pages within the default filters', async () => {
    const body = await rows('/vendor/contract-rates?search=bandung');
    expect(routes(body)).toEqual([`${PAIRED?.name}: Pool Pulogadung > DC Bandung`]);
    const page = await rows('/vendor/contract-rates?limit=3&page=2&sorts=base_price asc');
    expect(page.metadata).toEqual({ page: 2, limit: 3, total_count: PAIRED?.rates.length });
    expect(page.data.paginated_result).toHaveLength((PAIRED?.rates.length ?? 0) - 3);
  });

  it('refuses a user without vms:read', async () => {
    expect((await get('/vendor/contract-rates', dispatcher)).statusCode).toBe(403);
  });
});
