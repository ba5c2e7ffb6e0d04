import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { type Caller, callerFor } from '../../../test/factories/order.factory';
import { type DemoSeedResult, seedDemo } from '../../seed';
import { demoPassword } from '../../seed/builders/builders';
import { PRODUCTS } from '../../seed/demo-data';
import { DEMO_ORDERS } from '../../seed/demo-orders';

// 10:00 WIB on 21 Nov 2026: the seed's pickups fall on 22 to 25 Nov, WIB midnight is 17:00 UTC.
const SEEDED_AT = new Date('2026-11-21T03:00:00Z');
const TOTAL = DEMO_ORDERS.length;

let t: TestApp;
let seed: DemoSeedResult;
let admin: Caller;

interface Row {
  id: string;
  number: string;
  [key: string]: unknown;
}
interface ListBody {
  data: { paginated_result: Row[]; ids: string[] };
  metadata: { page: number; limit: number; total_count: number };
}

const list = async (query: string, caller = admin) => {
  const response = await caller.get(`/delivery-order?${query}`);
  if (response.statusCode !== 200) throw new Error(`list ${query} answered ${response.body}`);
  return response.json<ListBody>();
};
const total = async (query: string) => (await list(query)).metadata.total_count;
const filter = (expression: string) => `filters=${encodeURIComponent(expression)}&limit=100`;
const demoNumber = (index: number) => `DO-ANL-${String(index + 1).padStart(4, '0')}`;

async function idOf(table: 'customers' | 'addresses', name: string): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', seed.transportCompanyId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db, { now: SEEDED_AT });
  admin = callerFor(t, await loginAs(t.app, 'admin@demo.id', demoPassword()));
  // One canceled order from a vendor request, so that those filters have something to tell apart.
  await t.database.db
    .updateTable('delivery_orders')
    .set({ status: 'CANCELED', is_from_vendor_request: true })
    .where('number', '=', demoNumber(4))
    .execute();
});
afterAll(() => t.close());

describe('order numbers after the seed', () => {
  it("continues after the company's seeded orders: the first new one is number 31", async () => {
    const customerId = await idOf('customers', 'PT Sumber Pangan Makmur');
    const response = await admin.post('/delivery-order', {
      customer_id: customerId,
      origin_address_id: await idOf('addresses', 'Gudang Cakung'),
      destination_address_id: await idOf('addresses', 'DC Bandung'),
      shipment_type: 'DIRECT',
    });
    expect(response.statusCode).toBe(201);
    const { id, number } = response.json().data;
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Jakarta',
      year: '2-digit',
      month: '2-digit',
    }).formatToParts(new Date());
    const yymm = ['year', 'month'].map((type) => parts.find((part) => part.type === type)?.value).join('');
    expect(number).toBe(`DO-${yymm}-${String(TOTAL + 1).padStart(5, '0')}`);
    // Leaves the list as seeded for the tests below.
    expect((await admin.post('/delivery-order/delete', { ids: [id] })).statusCode).toBe(200);
  });
});

describe('GET /delivery-order', () => {
  it('pages the company orders ten at a time by default, newest first, with their ids', async () => {
    const body = await list('');
    expect(body.metadata).toEqual({ page: 1, limit: 10, total_count: TOTAL });
    expect(body.data.paginated_result).toHaveLength(10);
    expect(body.data.ids).toEqual(body.data.paginated_result.map((row) => row.id));
  });

  it('walks every order exactly once across pages', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(TOTAL / 7); page += 1) {
      seen.push(...(await list(`limit=7&page=${page}&sorts=number%20asc`)).data.ids);
    }
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
  });

  it('aggregates loads, flattens user definition fields and lists transits in order', async () => {
    const [first] = (await list(`search=${demoNumber(0)}`)).data.paginated_result;
    const plan = DEMO_ORDERS[0]!;
    const kg = plan.loads.reduce(
      (sum, [name, quantity]) => sum + quantity * PRODUCTS.find((p) => p.name === name)!.kg,
      0,
    );
    expect(first).toMatchObject({
      number: demoNumber(0),
      status: { name: 'OPEN' },
      shipment_type: 'DIRECT',
      customer: { name: plan.customer },
      origin_address: { name: plan.from },
      destination_address: { name: plan.to },
      load_count: plan.loads.length,
      load_weight: kg,
      is_load_adjusted: false,
      transits: [],
      no_po: expect.stringMatching(/^PO-SPM-/),
      user_definition_fields: [{ key: 'no_po', value: expect.stringMatching(/^PO-SPM-/) }],
    });
    const withStops = DEMO_ORDERS.findIndex((order) => (order.via?.length ?? 0) > 1);
    const [transit] = (await list(`search=${demoNumber(withStops)}`)).data.paginated_result;
    expect((transit!.transits as { name: string }[]).map((stop) => stop.name)).toEqual(
      DEMO_ORDERS[withStops]!.via,
    );
  });

  it('searches number, shipment number, reference and customer name', async () => {
    expect((await list(`search=${demoNumber(15)}`)).data.paginated_result.map((row) => row.number)).toEqual([
      demoNumber(15),
    ]);
    expect(await total('search=SHP-ANL-00007')).toBe(1);
    expect(await total('search=so-spm-')).toBe(
      DEMO_ORDERS.filter((o) => o.customer === 'PT Sumber Pangan Makmur').length,
    );
    expect(await total('search=farma')).toBe(
      DEMO_ORDERS.filter((o) => o.customer === 'PT Cahaya Farma Indonesia').length,
    );
  });

  it.each([
    [
      'number asc',
      (rows: Row[]) => rows.map((row) => row.number),
      (a: string, b: string) => a.localeCompare(b),
    ],
    [
      'number desc',
      (rows: Row[]) => rows.map((row) => row.number),
      (a: string, b: string) => b.localeCompare(a),
    ],
    [
      'customer.name asc',
      (rows: Row[]) => rows.map((row) => (row.customer as { name: string }).name),
      (a: string, b: string) => a.localeCompare(b),
    ],
    [
      'expected_pickup_on asc',
      (rows: Row[]) => rows.map((row) => row.expected_pickup_on as string),
      (a: string, b: string) => Date.parse(a) - Date.parse(b),
    ],
    [
      'expected_delivered_on desc',
      (rows: Row[]) => rows.map((row) => row.expected_delivered_on as string),
      (a: string, b: string) => Date.parse(b) - Date.parse(a),
    ],
  ])('sorts by %s', async (sort, values, compare) => {
    const rows = (await list(`sorts=${encodeURIComponent(sort)}&limit=100`)).data.paginated_result;
    const actual = values(rows);
    expect(actual).toEqual([...actual].sort(compare));
    expect(new Set(actual).size).toBeGreaterThan(1);
  });

  it('sorts by created_on', async () => {
    // The seed made every order in one transaction; a copy made now is the one newest order.
    const created = await admin.post('/delivery-order/duplicate', {
      ids: (await list(`search=${demoNumber(9)}`)).data.ids,
    });
    const copyId = created.json().data[0].id as string;
    expect((await list('sorts=created_on%20desc')).data.ids[0]).toBe(copyId);
    expect((await list('sorts=created_on%20asc&limit=100')).data.ids.at(-1)).toBe(copyId);
    await admin.post('/delivery-order/delete', { ids: [copyId] });
  });

  it('filters by status, shipment type and vendor request', async () => {
    expect(await total(filter('status.name eq OPEN'))).toBe(TOTAL - 1);
    expect(
      (await list(filter('status.name in CANCELED,DELIVERED'))).data.paginated_result.map((r) => r.number),
    ).toEqual([demoNumber(4)]);
    expect(await total(filter('shipment_type eq TRANSIT'))).toBe(
      DEMO_ORDERS.filter((o) => o.via?.length).length,
    );
    expect(await total(filter('is_from_vendor_request eq true'))).toBe(1);
    expect(await total(filter('is_from_vendor_request eq false'))).toBe(TOTAL - 1);
  });

  it('filters by customer, origin and destination', async () => {
    const customerId = await idOf('customers', 'PT Semen Kokoh Perkasa');
    expect(await total(filter(`customer.id eq ${customerId}`))).toBe(
      DEMO_ORDERS.filter((o) => o.customer === 'PT Semen Kokoh Perkasa').length,
    );
    const cakung = await idOf('addresses', 'Gudang Cakung');
    expect(await total(filter(`origin_address.id eq ${cakung}`))).toBe(
      DEMO_ORDERS.filter((o) => o.from === 'Gudang Cakung').length,
    );
    const bandung = await idOf('addresses', 'DC Bandung');
    expect(await total(filter(`destination_address.id in ${bandung},${cakung}`))).toBe(
      DEMO_ORDERS.filter((o) => o.to === 'DC Bandung' || o.to === 'Gudang Cakung').length,
    );
  });

  it('filters by expected pickup and delivery times and by creation time', async () => {
    const fromDay3 = DEMO_ORDERS.filter((o) => o.pickup.day >= 3).length;
    expect(fromDay3).toBeGreaterThan(0);
    expect(await total(filter('expected_pickup_on gte 2026-11-24T00:00:00.000+07:00'))).toBe(fromDay3);
    expect(await total(filter('expected_pickup_on lt 2026-11-24T00:00:00.000+07:00'))).toBe(TOTAL - fromDay3);
    expect(await total(filter('expected_delivered_on lte 2026-11-21T23:59:59.000+07:00'))).toBe(0);
    expect(await total(filter('created_on lte 2000-01-01'))).toBe(0);
    expect(await total(filter('created_on gte 2000-01-01'))).toBe(TOTAL);
  });

  it('answers 400 to an unknown filter field and an unknown sort', async () => {
    const badFilter = await admin.get(`/delivery-order?${filter('password eq x')}`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().code).toBe('invalid/invalid-list-filter');
    const badSort = await admin.get('/delivery-order?sorts=status.name%20asc');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().code).toBe('invalid/invalid-list-sort');
  });

  it("shows another company none of the transport company's orders", async () => {
    const vendor = callerFor(t, await loginAs(t.app, 'vendor@demo.id', demoPassword()));
    expect((await list('', vendor)).metadata.total_count).toBe(0);
    expect(seed.vendorCompanyId).not.toBe(seed.transportCompanyId);
  });

  it('answers 403 to a driver', async () => {
    const driver = callerFor(t, await loginAs(t.app, 'driver@demo.id', demoPassword()));
    const response = await driver.get('/delivery-order');
    expect(response.statusCode).toBe(403);
  });
});
