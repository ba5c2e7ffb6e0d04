import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/app';
import { seedDemo } from '../../../seed';
import { buildCompany, buildUser } from '../../../seed/builders/builders';
import { buildFleetTask } from '../../../seed/builders/fleet-task-builder';

const URL = '/api/fleet-planning/v1/driver';
const PASSWORD = 'demo12345';
const DEMO_DRIVERS = [
  'Agus Setiawan',
  'Asep Saepudin',
  'Budi Santoso',
  'Dedi Kurniawan',
  'Eko Prasetyo',
  'Hendra Gunawan',
  'Joko Susilo',
  'Rahmat Hidayat',
  'Sutrisno',
  'Wahyu Nugroho',
];

interface DriverRow {
  id: number;
  name: string;
  is_available: boolean;
  fleet_task: { id: string; number: string; estimated_arrival_on: string | null } | null;
}

let t: TestApp;
let demoAdmin: { authorization: string };
/** A second company in Asia/Makassar whose drivers are on tasks in every status. */
let fleetAdmin: { authorization: string };
const tasks: Record<string, { id: string; number: string }> = {};

const get = (query: string, headers = demoAdmin) =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
const rows = async (query: string, headers = demoAdmin): Promise<DriverRow[]> =>
  (await get(query, headers)).json().data.paginated_result;
const names = async (query: string, headers = demoAdmin) =>
  (await rows(query, headers)).map((row) => row.name);

async function seedFleetCompany() {
  const db = t.database.db;
  const company = await buildCompany(db, { time_zone: 'Asia/Makassar' });
  const inCompany = { company_id: company.id };
  await buildUser(db, { ...inCompany, email: 'admin@armada-timur.id', password: PASSWORD });
  const driver = (name: string, extra = {}) =>
    buildUser(db, { ...inCompany, role: 'driver', name, ...extra });
  const drafted = await driver('Darto Draf');
  const ended = await driver('Eman Selesai');
  const free = await driver('Fajar Bebas');
  const scheduled = await driver('Sigit Terjadwal');
  const started = await driver('Tono Berjalan');
  await driver('Ikhsan Nonaktif', { is_active: false });
  const task = async (status: 'DRAFT' | 'SCHEDULED' | 'STARTED' | 'ENDED', driverId: number, extra = {}) => {
    const { id, number } = await buildFleetTask(db, {
      ...inCompany,
      status,
      driver_user_id: driverId,
      ...extra,
    });
    return { id, number };
  };
  await task('DRAFT', drafted.id);
  await task('ENDED', ended.id);
  tasks.scheduled = await task('SCHEDULED', scheduled.id, {
    estimated_arrival_on: new Date('2026-11-22T08:00:00Z'),
  });
  // Tono has tomorrow's task scheduled and today's running: the running one is what he is doing.
  await task('SCHEDULED', started.id, { expected_departure_on: new Date('2026-11-23T01:00:00Z') });
  tasks.started = await task('STARTED', started.id, {
    expected_departure_on: new Date('2026-11-24T01:00:00Z'),
  });
  expect(free.is_active).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  demoAdmin = await loginAs(t.app, 'admin@demo.id', PASSWORD);
  await seedFleetCompany();
  fleetAdmin = await loginAs(t.app, 'admin@armada-timur.id', PASSWORD);
});
afterAll(() => t.close());

describe('GET /driver on the demo data', () => {
  it("lists the company's 10 drivers by name, without its admins or the vendor's drivers", async () => {
    const response = await get('?limit=25');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metadata).toEqual({ page: 1, limit: 25, total_count: 10 });
    expect(body.data.paginated_result.map((row: DriverRow) => row.name)).toEqual(DEMO_DRIVERS);
    expect(body.data.ids).toEqual(body.data.paginated_result.map((row: DriverRow) => row.id));
  });

  it('answers a free driver as available with no task', async () => {
    expect(await rows('?search=Budi')).toEqual([
      {
        id: expect.any(Number),
        name: 'Budi Santoso',
        phone_no: '+6281234567890',
        is_available: true,
        fleet_task: null,
      },
    ]);
  });

  it('searches the name and the phone number, in +62 or local 08 form', async () => {
    expect(await names('?search=santoso')).toEqual(['Budi Santoso']);
    expect(await names('?search=%2B6285711')).toEqual(['Joko Susilo']);
    expect(await names('?search=085711223344')).toEqual(['Joko Susilo']);
  });

  it('pages with the default of 10 and the limit given', async () => {
    const page = (await get('?limit=4&page=3')).json();
    expect(page.data.paginated_result.map((row: DriverRow) => row.name)).toEqual([
      'Sutrisno',
      'Wahyu Nugroho',
    ]);
    expect(page.metadata).toEqual({ page: 3, limit: 4, total_count: 10 });
    expect((await get('')).json().metadata.limit).toBe(10);
  });
});

describe('GET /driver availability', () => {
  it('makes a driver on a SCHEDULED or STARTED task unavailable and carries that task', async () => {
    const byName = new Map((await rows('', fleetAdmin)).map((row) => [row.name, row]));
    expect(byName.get('Sigit Terjadwal')).toMatchObject({
      is_available: false,
      // The company's own time zone (Asia/Makassar, +08:00), not the server's.
      fleet_task: { ...tasks.scheduled, estimated_arrival_on: '2026-11-22T16:00:00.000+08:00' },
    });
    expect(byName.get('Tono Berjalan')).toMatchObject({
      is_available: false,
      fleet_task: { ...tasks.started, estimated_arrival_on: null },
    });
  });

  it('keeps a driver whose task is DRAFT or ENDED available', async () => {
    const byName = new Map((await rows('', fleetAdmin)).map((row) => [row.name, row]));
    for (const name of ['Darto Draf', 'Eman Selesai', 'Fajar Bebas']) {
      expect(byName.get(name), name).toMatchObject({ is_available: true, fleet_task: null });
    }
  });

  it('leaves out inactive drivers', async () => {
    expect(await names('?search=Ikhsan', fleetAdmin)).toEqual([]);
  });

  it('filters available=true and available=false', async () => {
    expect(await names('?available=true', fleetAdmin)).toEqual(['Darto Draf', 'Eman Selesai', 'Fajar Bebas']);
    const busy = (await get('?available=false', fleetAdmin)).json();
    expect(busy.data.paginated_result.map((row: DriverRow) => row.name)).toEqual([
      'Sigit Terjadwal',
      'Tono Berjalan',
    ]);
    expect(busy.metadata.total_count).toBe(2);
  });

  it('sorts the available drivers first on is_available desc', async () => {
    expect(await names('?sorts=is_available%20desc&sorts=name%20desc', fleetAdmin)).toEqual([
      'Fajar Bebas',
      'Eman Selesai',
      'Darto Draf',
      'Tono Berjalan',
      'Sigit Terjadwal',
    ]);
  });
});

describe('GET /driver refusals', () => {
  it('refuses an available value other than true or false with 400 on available', async () => {
    const response = await get('?available=ya');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-fields',
      errors: [{ field: 'available', code: 'invalid-value' }],
    });
  });

  it('refuses a sort on a field the list does not sort by', async () => {
    const response = await get('?sorts=phone_no%20asc');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-list-sort');
  });

  it('refuses a driver, who has no fleet-task:read, with 403', async () => {
    const driver = await loginAs(t.app, 'driver@demo.id', PASSWORD);
    const response = await get('', driver);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden');
  });
});
