import { straightLineMeters } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/app';
import { seedDemo } from '../../../seed';
import { buildAddress, buildCompany, buildUser, buildVehicle } from '../../../seed/builders/builders';
import { buildFleetTask } from '../../../seed/builders/fleet-task-builder';
import { TRANSPORT_ADDRESSES } from '../../../seed/demo-addresses';

const URL = '/api/fleet-planning/v1/nearest-vehicle';
const PASSWORD = 'demo12345';
const MONAS = { latitude: -6.1754, longitude: 106.8272 };
const AT_MONAS = `?latitude=${MONAS.latitude}&longitude=${MONAS.longitude}`;
// Near the vehicle homed in Surabaya whose GPS last reported it in central Jakarta.
const KEMAYORAN_GPS = { latitude: -6.1652, longitude: 106.8441 };

interface VehicleRow {
  id: number;
  license_plate: string;
  driver: { id: number; name: string; is_available: boolean } | null;
  distance: number | null;
  is_available: boolean;
  fleet_task: { id: string; number: string; estimated_arrival_on: string | null } | null;
}

let t: TestApp;
let demoAdmin: { authorization: string };
/** A second company whose vehicles cover each position, driver and task case. */
let fleetAdmin: { authorization: string };
const ids: Record<string, number> = {};
const tasks: Record<string, { id: string; number: string }> = {};

const get = (query: string, headers = demoAdmin) =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
const result = async (query: string, headers = demoAdmin): Promise<VehicleRow[]> =>
  (await get(query, headers)).json().data.result;
const plates = async (query: string, headers = demoAdmin) =>
  (await result(query, headers)).map((row) => row.license_plate);

async function seedFleetCompany() {
  const db = t.database.db;
  const inCompany = { company_id: (await buildCompany(db)).id };
  await buildUser(db, { ...inCompany, email: 'admin@armada-uji.id', password: PASSWORD });
  const garage = (latitude: number, longitude: number) =>
    buildAddress(db, { ...inCompany, is_garage: true, latitude, longitude });
  const jakarta = (await garage(-6.16, 106.845)).id;
  const surabaya = (await garage(-7.257, 112.752)).id;
  const driver = async (name: string, extra = {}) =>
    (await buildUser(db, { ...inCompany, role: 'driver', name, ...extra })).id;
  for (const name of ['Andi', 'Bayu', 'Candra', 'Eka', 'Fajar']) ids[name] = await driver(name);
  ids.Dimas = await driver('Dimas', { is_active: false });
  const vehicle = async (plate: string, values = {}) => {
    ids[plate] = (await buildVehicle(db, { ...inCompany, license_plate: plate, ...values })).id;
  };
  await vehicle('B 1001 AA', { home_address_id: jakarta, default_driver_user_id: ids.Andi });
  await vehicle('B 1002 AA', { home_address_id: jakarta, default_driver_user_id: ids.Candra });
  await vehicle('B 1003 AA', {
    home_address_id: surabaya,
    default_driver_user_id: ids.Dimas,
    last_latitude: KEMAYORAN_GPS.latitude,
    last_longitude: KEMAYORAN_GPS.longitude,
    last_position_on: new Date(),
  });
  await vehicle('L 1004 AA', { home_address_id: surabaya, default_driver_user_id: ids.Eka });
  await vehicle('L 1005 AA', { home_address_id: surabaya });
  await vehicle('B 1006 AA');
  await vehicle('B 1007 AA', { home_address_id: jakarta, is_active: false });
  await vehicle('B 1008 AA', { home_address_id: jakarta, default_driver_user_id: ids.Fajar });
  const task = async (status: 'DRAFT' | 'SCHEDULED' | 'STARTED' | 'ENDED', plate: string, values = {}) => {
    const { id, number } = await buildFleetTask(db, {
      ...inCompany,
      status,
      vehicle_id: ids[plate],
      ...values,
    });
    tasks[plate] = { id, number };
  };
  await task('SCHEDULED', 'B 1002 AA', {
    driver_user_id: ids.Bayu,
    estimated_arrival_on: new Date('2026-11-22T08:00:00Z'),
  });
  await task('SCHEDULED', 'B 1008 AA');
  // Eka usually drives L 1004 AA but is out with L 1005 AA.
  await task('STARTED', 'L 1005 AA', { driver_user_id: ids.Eka });
  await task('DRAFT', 'L 1004 AA', { driver_user_id: ids.Andi });
  await task('ENDED', 'B 1006 AA', { driver_user_id: ids.Bayu });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  demoAdmin = await loginAs(t.app, 'admin@demo.id', PASSWORD);
  await seedFleetCompany();
  fleetAdmin = await loginAs(t.app, 'admin@armada-uji.id', PASSWORD);
});
afterAll(() => t.close());

describe('GET /nearest-vehicle on the demo fleet', () => {
  it('sorts by straight-line distance from the point to the home garage, nearest first', async () => {
    const response = await get(`${AT_MONAS}&limit=20`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total_count).toBe(10);
    expect(data.result.map((row: VehicleRow) => row.license_plate)).toEqual([
      'B 9512 UEU', // Tanjung Priok, 8 km
      'B 1783 KJQ', // Pulogadung, 9 km; the plate breaks the tie
      'B 9123 KXT',
      'B 9044 SYW', // Cikarang (Kabupaten Bekasi), 39 km
      'B 9871 TXU',
      'D 8812 UF', // Bandung
      'H 1947 SB', // Semarang
      'L 9347 UA', // Surabaya
      'DD 8166 KC', // Makassar, 1,406 km: nearer than Medan although further east
      'BK 8521 LE', // Medan, 1,420 km
    ]);
  });

  it('answers the distance in metres, as the domain computes it', async () => {
    const [first] = await result(AT_MONAS);
    const priok = TRANSPORT_ADDRESSES.find((address) => address.name === 'Pool Tanjung Priok')!;
    expect(Math.abs(first!.distance! - straightLineMeters(MONAS, priok))).toBeLessThanOrEqual(1);
  });

  it('answers type, box, fuel, default driver, availability and task of each vehicle', async () => {
    const rows = await result(AT_MONAS);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      license_plate: 'B 9512 UEU',
      vehicle_type: { type: 'Fuso' },
      box_type: { name: 'Bak Terbuka' },
      fuel: 'Solar',
      driver: { id: expect.any(Number), name: 'Agus Setiawan', is_available: true },
      distance: 8427,
      is_available: true,
      fleet_task: null,
    });
    expect(rows[1]).toMatchObject({ license_plate: 'B 1783 KJQ', box_type: null, fuel: 'Bensin' });
  });

  it('puts the Surabaya vehicle first for a point in Surabaya', async () => {
    expect((await plates('?latitude=-7.2575&longitude=112.7521'))[0]).toBe('L 9347 UA');
  });

  it('searches plate, vehicle type and driver name', async () => {
    expect(await plates(`${AT_MONAS}&search=9347`)).toEqual(['L 9347 UA']);
    expect(await plates(`${AT_MONAS}&search=tronton`)).toEqual(['B 9044 SYW', 'DD 8166 KC']);
    expect(await plates(`${AT_MONAS}&search=asep`)).toEqual(['D 8812 UF']);
  });

  it('pages in distance order with the total of all matches', async () => {
    const { data } = (await get(`${AT_MONAS}&limit=3&page=2`)).json();
    expect(data.total_count).toBe(10);
    expect(data.result.map((row: VehicleRow) => row.license_plate)).toEqual([
      'B 9044 SYW',
      'B 9871 TXU',
      'D 8812 UF',
    ]);
  });
});

describe('GET /nearest-vehicle position, driver and availability', () => {
  const byPlate = async () =>
    new Map((await result(AT_MONAS, fleetAdmin)).map((row) => [row.license_plate, row]));

  it('uses the last GPS position over the home garage, and sorts an unknown position last', async () => {
    expect(await plates(AT_MONAS, fleetAdmin)).toEqual([
      'B 1003 AA', // homed in Surabaya, but its GPS puts it in Kemayoran
      'B 1001 AA',
      'B 1002 AA',
      'B 1008 AA',
      'L 1004 AA',
      'L 1005 AA',
      'B 1006 AA', // no GPS and no home garage
    ]);
    const rows = await byPlate();
    const gps = rows.get('B 1003 AA')!.distance!;
    expect(Math.abs(gps - straightLineMeters(MONAS, KEMAYORAN_GPS))).toBeLessThanOrEqual(1);
    expect(rows.get('B 1006 AA')!.distance).toBeNull();
  });

  it('leaves out inactive vehicles', async () => {
    expect((await get(`${AT_MONAS}&search=1007`, fleetAdmin)).json().data).toEqual({
      total_count: 0,
      result: [],
    });
  });

  it('makes a vehicle on a SCHEDULED or STARTED task unavailable and carries that task', async () => {
    const rows = await byPlate();
    expect(rows.get('B 1002 AA')).toMatchObject({
      is_available: false,
      fleet_task: { ...tasks['B 1002 AA'], estimated_arrival_on: '2026-11-22T15:00:00.000+07:00' },
    });
    expect(rows.get('L 1005 AA')).toMatchObject({
      is_available: false,
      fleet_task: { ...tasks['L 1005 AA'], estimated_arrival_on: null },
    });
  });

  it('keeps a vehicle whose task is DRAFT or ENDED available', async () => {
    const rows = await byPlate();
    for (const plate of ['L 1004 AA', 'B 1006 AA']) {
      expect(rows.get(plate), plate).toMatchObject({ is_available: true, fleet_task: null });
    }
  });

  it("shows the task's driver, else the default driver, else none", async () => {
    const rows = await byPlate();
    const driverOf = (plate: string) => rows.get(plate)!.driver;
    expect(driverOf('B 1002 AA')).toEqual({ id: ids.Bayu, name: 'Bayu', is_available: false });
    expect(driverOf('B 1008 AA')).toEqual({ id: ids.Fajar, name: 'Fajar', is_available: true });
    expect(driverOf('B 1001 AA')).toEqual({ id: ids.Andi, name: 'Andi', is_available: true });
    expect(driverOf('B 1006 AA')).toBeNull();
    // Dimas is inactive, so B 1003 AA has no driver to offer.
    expect(driverOf('B 1003 AA')).toBeNull();
  });

  it('marks a default driver who is out on another vehicle as not available', async () => {
    const rows = await byPlate();
    expect(rows.get('L 1004 AA')).toMatchObject({
      is_available: true,
      driver: { id: ids.Eka, name: 'Eka', is_available: false },
    });
  });

  it('searches the driver shown, so a default driver replaced on the task is not matched', async () => {
    expect(await plates(`${AT_MONAS}&search=bayu`, fleetAdmin)).toEqual(['B 1002 AA']);
    expect(await plates(`${AT_MONAS}&search=candra`, fleetAdmin)).toEqual([]);
  });

  it('filters available=true and available=false, keeping the distance order', async () => {
    expect(await plates(`${AT_MONAS}&available=true`, fleetAdmin)).toEqual([
      'B 1003 AA',
      'B 1001 AA',
      'L 1004 AA',
      'B 1006 AA',
    ]);
    expect(await plates(`${AT_MONAS}&available=false`, fleetAdmin)).toEqual([
      'B 1002 AA',
      'B 1008 AA',
      'L 1005 AA',
    ]);
  });
});

describe('GET /nearest-vehicle refusals', () => {
  it.each([
    ['a missing latitude', '?longitude=106.8', 'latitude', 'required'],
    ['an empty latitude', '?latitude=&longitude=106.8', 'latitude', 'required'],
    ['a latitude above 90', '?latitude=90.5&longitude=106.8', 'latitude', 'too-big'],
    ['a longitude below -180', '?latitude=-6.2&longitude=-180.1', 'longitude', 'too-small'],
    ['a latitude that is not a number', '?latitude=selatan&longitude=106.8', 'latitude', 'invalid-format'],
    ['an available value other than true or false', `${AT_MONAS}&available=ya`, 'available', 'invalid-value'],
  ])('refuses %s with 400 on that field', async (_case, query, field, code) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid/invalid-fields', errors: [{ field, code }] });
  });

  it('accepts the edges of the coordinate ranges', async () => {
    expect((await get('?latitude=-90&longitude=180')).statusCode).toBe(200);
  });

  it('refuses a driver, who has no fleet-task:read, with 403', async () => {
    const driver = await loginAs(t.app, 'driver@demo.id', PASSWORD);
    const response = await get(AT_MONAS, driver);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden');
  });
});
