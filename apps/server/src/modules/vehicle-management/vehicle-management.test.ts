import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { type DemoSeedResult, seedDemo } from '../../seed';
import { buildUser } from '../../seed/builders/builders';

const BASE = '/api/vehicle-management/v1';
const PASSWORD = 'demo12345';
const GARAGES = [
  'Pool Bandung',
  'Pool Cikarang',
  'Pool Makassar',
  'Pool Medan',
  'Pool Pulogadung',
  'Pool Semarang',
  'Pool Surabaya',
  'Pool Tanjung Priok',
];

let t: TestApp;
let seed: DemoSeedResult;
let admin: { authorization: string };

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers });
const names = (body: { data: { paginated_result: { name: string }[] } }) =>
  body.data.paginated_result.map((row) => row.name);
const addressId = async (name: string) =>
  (
    await t.database.db
      .selectFrom('addresses')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  admin = await loginAs(t.app, 'admin@demo.id', PASSWORD);
});
afterAll(() => t.close());

describe('GET /address', () => {
  it("lists only the caller's company's addresses, by name, with ids and paging figures", async () => {
    const response = await get('/address?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metadata).toEqual({ page: 1, limit: 100, total_count: 35 });
    expect(body.data.paginated_result).toHaveLength(35);
    expect(body.data.ids).toEqual(body.data.paginated_result.map((row: { id: number }) => row.id));
    expect(names(body).some((name) => name.includes('Mitra'))).toBe(false);
  });

  it('answers an address with its geolocation and created_on in the company time zone', async () => {
    const response = await get('/address?search=Pool%20Pulogadung');
    expect(response.json().data.paginated_result).toEqual([
      {
        id: await addressId('Pool Pulogadung'),
        name: 'Pool Pulogadung',
        full_name: 'Kawasan Industri Pulogadung, Jl. Rawa Gelam IV No. 9, Jatinegara, Cakung',
        city: 'Jakarta Timur',
        province: 'DKI Jakarta',
        is_garage: true,
        geolocation: { latitude: -6.196, longitude: 106.91 },
        geofence_radius_m: null,
        contact_name: null,
        contact_phone: null,
        created_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/),
        updated_on: expect.stringMatching(/\+07:00$/),
      },
    ]);
  });

  it('filters is_garage eq true to the 8 garages and eq false to the 27 customer addresses', async () => {
    const garages = (await get('/address?filters=is_garage%20eq%20true&limit=50')).json();
    expect(garages.metadata.total_count).toBe(8);
    expect(names(garages)).toEqual(GARAGES);
    const sites = (await get('/address?filters=is_garage%20eq%20false')).json();
    expect(sites.metadata.total_count).toBe(27);
    expect(names(sites)).not.toContain('Pool Bandung');
  });

  it("filters by id with eq and in, never returning another company's address", async () => {
    const priok = await addressId('Pool Tanjung Priok');
    const bandung = await addressId('DC Bandung');
    const vendorGarage = await addressId('Pool Mitra Bekasi');
    expect(names((await get(`/address?filters=id%20eq%20${priok}`)).json())).toEqual(['Pool Tanjung Priok']);
    const both = (await get(`/address?filters=id%20in%20${priok},${bandung},${vendorGarage}`)).json();
    expect(names(both)).toEqual(['DC Bandung', 'Pool Tanjung Priok']);
  });

  it('filters by city, combined with is_garage', async () => {
    const query = '/address?filters=city%20eq%20Surabaya&filters=is_garage%20eq%20false';
    expect(names((await get(query)).json())).toEqual(['Gudang Surabaya']);
    const cities = (await get('/address?filters=city%20in%20Medan,Binjai')).json();
    expect(names(cities)).toEqual(['Gudang Medan', 'Pool Medan', 'Toko Binjai']);
  });

  it('searches name, full_name and city case-insensitively', async () => {
    expect(names((await get('/address?search=toko%20bogor')).json())).toEqual(['Toko Bogor']);
    expect(names((await get('/address?search=JABABEKA')).json())).toEqual(['Pool Cikarang']);
    expect(names((await get('/address?search=pematangsiantar')).json())).toEqual(['Toko Pematangsiantar']);
    // 'Surakarta' is only the city of Toko Solo; its name and street do not contain it.
    expect(names((await get('/address?search=surakarta')).json())).toEqual(['Toko Solo']);
  });

  it('sorts by city and name and pages without overlap', async () => {
    const page = (n: number) =>
      get(`/address?filters=is_garage%20eq%20true&sorts=city%20desc&sorts=name%20asc&limit=3&page=${n}`);
    const pages = await Promise.all([1, 2, 3].map(async (n) => names((await page(n)).json())));
    expect(pages).toEqual([
      ['Pool Surabaya', 'Pool Semarang', 'Pool Medan'],
      ['Pool Makassar', 'Pool Cikarang', 'Pool Tanjung Priok'],
      ['Pool Pulogadung', 'Pool Bandung'],
    ]);
  });

  it('sorts by created_on in both directions', async () => {
    // The seed writes every address in one transaction, so they share one created_on; one is
    // back-dated to tell the directions apart.
    await t.database.db
      .updateTable('addresses')
      .set({ created_on: '2025-01-02T03:00:00Z' })
      .where('id', '=', await addressId('Toko Balikpapan'))
      .execute();
    const oldest = (await get('/address?sorts=created_on%20asc&limit=1')).json();
    expect(oldest.data.paginated_result[0]).toMatchObject({
      name: 'Toko Balikpapan',
      created_on: '2025-01-02T10:00:00.000+07:00',
    });
    const newest = (await get('/address?sorts=created_on%20desc&limit=35')).json();
    expect(names(newest).at(-1)).toBe('Toko Balikpapan');
  });

  it.each([
    [
      'a field that cannot be filtered',
      'filters=name%20eq%20Toko%20Bogor',
      'invalid/invalid-list-filter',
      'filters',
    ],
    ['a bad boolean', 'filters=is_garage%20eq%20ya', 'invalid/invalid-list-filter', 'filters'],
    ['a field that cannot be sorted', 'sorts=full_name%20asc', 'invalid/invalid-list-sort', 'sorts'],
    ['a limit over 1000', 'limit=1001', 'invalid/invalid-fields', 'limit'],
  ])('refuses %s with 400 naming the field', async (_case, query, code, field) => {
    const response = await get(`/address?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().errors[0].field).toBe(field);
  });
});

describe('GET /address/{id}', () => {
  it('answers one address of the company', async () => {
    const id = await addressId('Toko Denpasar');
    const response = await get(`/address/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      name: 'Toko Denpasar',
      city: 'Denpasar',
      province: 'Bali',
      is_garage: false,
      geolocation: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
  });

  it("answers 404 for another company's address, exactly like a missing one", async () => {
    const other = await get(`/address/${await addressId('Pool Mitra Surabaya')}`);
    const missing = await get('/address/999999');
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(missing.json());
    expect(other.json().code).toBe('not-found');
  });

  it('refuses an id that is not a positive integer with 400 on the id', async () => {
    const response = await get('/address/satu');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

describe('GET /box-type', () => {
  it("lists the company's box types by name with their capacity", async () => {
    const response = await get('/box-type');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Both demo companies have the same five names; only the caller's are listed.
    expect(body.metadata.total_count).toBe(5);
    expect(names(body)).toEqual(['Bak Terbuka', 'Box Aluminium', 'Box Besi', 'Reefer', 'Wing Box']);
    expect(body.data.paginated_result[4]).toEqual({
      id: body.data.ids[4],
      name: 'Wing Box',
      max_weight_kg: 15000,
      max_volume_cbm: 45,
      updated_on: expect.stringMatching(/\+07:00$/),
    });
  });

  it('searches by name, sorts by name descending and pages', async () => {
    expect(names((await get('/box-type?search=BOX')).json())).toEqual([
      'Box Aluminium',
      'Box Besi',
      'Wing Box',
    ]);
    expect(names((await get('/box-type?sorts=name%20desc&limit=2')).json())).toEqual(['Wing Box', 'Reefer']);
    const last = (await get('/box-type?limit=2&page=3')).json();
    expect([names(last), last.metadata]).toEqual([['Wing Box'], { page: 3, limit: 2, total_count: 5 }]);
  });

  it('sorts by capacity, so the master-data page can order box types by what they carry', async () => {
    const response = await get('/box-type?sorts=max_weight_kg%20desc&limit=1');
    expect(response.statusCode).toBe(200);
    const [largest] = response.json().data.paginated_result;
    const all = (await get('/box-type')).json().data.paginated_result as { max_weight_kg: number }[];
    expect(largest.max_weight_kg).toBe(Math.max(...all.map((row) => row.max_weight_kg)));
  });

  it('refuses a sort on a field the list does not have with 400', async () => {
    const response = await get('/box-type?sorts=colour%20desc');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-list-sort');
  });
});

describe('access', () => {
  it('refuses a driver, who has no master-data:read, with 403 on every route', async () => {
    const driver = await loginAs(t.app, 'driver@demo.id', PASSWORD);
    const id = await addressId('Pool Medan');
    for (const url of ['/address', `/address/${id}`, '/box-type']) {
      const response = await get(url, driver);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('auth/forbidden');
    }
  });

  it('lets a user holding only master-data:read in, and answers 401 without a token', async () => {
    await buildUser(t.database.db, {
      company_id: seed.transportCompanyId,
      email: 'pembaca@armadanusantara.co.id',
      scopes: ['master-data:read'],
    });
    const reader = await loginAs(t.app, 'pembaca@armadanusantara.co.id', PASSWORD);
    expect((await get('/box-type', reader)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `${BASE}/address` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /vehicle', () => {
  it("lists the company's 10 demo vehicles by plate with their GPS device, driver and home garage", async () => {
    const response = await get('/vehicle?limit=100');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.paginated_result as {
      license_plate: string;
      imei: string | null;
      driver: { name: string } | null;
      home_address: { name: string } | null;
    }[];
    expect(rows).toHaveLength(10);
    const plates = rows.map((row) => row.license_plate);
    expect(plates).toEqual([...plates].sort((a, b) => a.localeCompare(b)));
    expect(rows.every((row) => row.imei !== null && row.driver !== null)).toBe(true);
    expect(GARAGES).toContain(rows[0]?.home_address?.name);
  });

  it('shows the dashcam device type of the four demo dashcams and none for the other vehicles', async () => {
    const rows = (await get('/vehicle?limit=100')).json().data.paginated_result as {
      license_plate: string;
      device_type: string | null;
    }[];
    const dashcams = Object.fromEntries(
      rows.filter((row) => row.device_type !== null).map((row) => [row.license_plate, row.device_type]),
    );
    expect(dashcams).toEqual({
      'B 9044 SYW': 'vss-howen',
      'B 9123 KXT': 'bsj',
      'B 9512 UEU': 'vss-howen',
      'B 9871 TXU': 'bsj',
    });
  });

  it('filters by id and searches by plate', async () => {
    const all = (await get('/vehicle?limit=100')).json().data.paginated_result as {
      id: number;
      license_plate: string;
    }[];
    const [first, second] = all;
    const byId = await get(`/vehicle?filters=${encodeURIComponent(`id in ${first?.id},${second?.id}`)}`);
    expect(byId.json().data.ids.sort()).toEqual([first?.id, second?.id].sort());
    const searched = await get(`/vehicle?search=${encodeURIComponent(first?.license_plate ?? '')}`);
    expect(searched.json().data.paginated_result.map((row: { id: number }) => row.id)).toContain(first?.id);
  });

  it("never lists another company's vehicles", async () => {
    const ids = (await get('/vehicle?limit=100')).json().data.ids as number[];
    const own = await t.database.db
      .selectFrom('vehicles')
      .select('id')
      .where('company_id', '=', seed.transportCompanyId)
      .execute();
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(own.map((row) => row.id)));
  });
});
