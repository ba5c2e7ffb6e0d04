import { readFileSync } from 'node:fs';
import { ROLE_SCOPES, straightLineMeters } from '@armada/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { verifyPassword } from '../auth/password';
import type { DatabaseHandle } from '../db/database';
import { countRows, DatabaseNotEmptyError, DEMO_LOGINS, type DemoSeedResult, seedDemo } from '.';

// A fixed seed time (a Saturday, 10:30 in Jakarta) keeps the date assertions independent of the clock.
const SEEDED_AT = new Date('2026-11-21T03:30:00Z');

let handle: DatabaseHandle;
let seed: DemoSeedResult;
let seedMs: number;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  const started = performance.now();
  seed = await seedDemo(handle.db, { now: SEEDED_AT });
  seedMs = performance.now() - started;
});
afterAll(() => handle.close());

/** City centres, to check that every seeded address lies in the city it names. */
const CITY_CENTRES: Record<string, [number, number]> = {
  'Jakarta Timur': [-6.225, 106.9],
  'Jakarta Utara': [-6.138, 106.863],
  'Kabupaten Bekasi': [-6.3, 107.15],
  'Kota Bekasi': [-6.238, 106.976],
  'Kabupaten Karawang': [-6.305, 107.3],
  'Kota Tangerang': [-6.178, 106.63],
  Cilegon: [-6.003, 106.011],
  Depok: [-6.402, 106.794],
  'Kota Bogor': [-6.595, 106.817],
  Bandung: [-6.917, 107.619],
  'Kota Cirebon': [-6.706, 108.557],
  Semarang: [-6.967, 110.417],
  Surakarta: [-7.566, 110.817],
  Yogyakarta: [-7.796, 110.369],
  Surabaya: [-7.257, 112.752],
  Sidoarjo: [-7.447, 112.718],
  Gresik: [-7.157, 112.656],
  'Kota Pasuruan': [-7.645, 112.907],
  Malang: [-7.967, 112.633],
  Denpasar: [-8.65, 115.217],
  Medan: [3.595, 98.672],
  Binjai: [3.6, 98.485],
  Pematangsiantar: [2.96, 99.06],
  Makassar: [-5.148, 119.433],
  Palembang: [-2.976, 104.775],
  'Bandar Lampung': [-5.429, 105.262],
  Balikpapan: [-1.238, 116.853],
};

describe('demo seed: companies and places', () => {
  it('loads everything in under five seconds', () => {
    expect(seedMs).toBeLessThan(5000);
  });

  it('creates the transport company and the vendor company in Asia/Jakarta', async () => {
    // The platform operators' company (docs/platform-shell.md) is not one of the demo's two.
    const companies = await db()
      .selectFrom('companies')
      .selectAll()
      .where('is_platform', '=', false)
      .orderBy('id')
      .execute();
    const byId = new Map(companies.map((company) => [company.id, company]));
    expect(companies).toHaveLength(2);
    expect(byId.get(seed.transportCompanyId)).toMatchObject({
      name: 'PT Armada Nusantara Logistik',
      time_zone: 'Asia/Jakarta',
    });
    expect(byId.get(seed.vendorCompanyId)?.name).toBe('PT Mitra Angkut Sejahtera');
  });

  it('gives the transport company at least 6 garages and 20 customer addresses, the vendor 2 garages', async () => {
    const addresses = await db().selectFrom('addresses').selectAll().execute();
    const count = (companyId: number, garage: boolean) =>
      addresses.filter((address) => address.company_id === companyId && address.is_garage === garage).length;
    expect(count(seed.transportCompanyId, true)).toBeGreaterThanOrEqual(6);
    expect(count(seed.transportCompanyId, false)).toBeGreaterThanOrEqual(20);
    expect(count(seed.vendorCompanyId, true)).toBe(2);
    expect(count(seed.vendorCompanyId, false)).toBeGreaterThanOrEqual(2);
  });

  it('places every address inside Indonesia, within 25 km of the centre of the city it names', async () => {
    const addresses = await db().selectFrom('addresses').selectAll().execute();
    for (const address of addresses) {
      expect(address.latitude, address.name).toBeGreaterThanOrEqual(-11);
      expect(address.latitude, address.name).toBeLessThanOrEqual(6);
      expect(address.longitude, address.name).toBeGreaterThanOrEqual(95);
      expect(address.longitude, address.name).toBeLessThanOrEqual(141);
      const centre = CITY_CENTRES[address.city];
      expect(centre, `${address.name}: no reference for ${address.city}`).toBeDefined();
      const [latitude, longitude] = centre!;
      expect(straightLineMeters(address, { latitude, longitude }), address.name).toBeLessThan(25_000);
    }
  });

  it('gives every address a short name, a street address, a city and a province', async () => {
    const addresses = await db().selectFrom('addresses').selectAll().execute();
    expect(new Set(addresses.map((address) => address.name)).size).toBe(addresses.length);
    for (const address of addresses) {
      expect(address.name.length, address.name).toBeLessThanOrEqual(24);
      expect(address.full_name, address.name).toMatch(/^(Jl\.|Kawasan|MM2100)/);
      expect(address.province, address.name).not.toBe('');
    }
  });
});

describe('demo seed: fleet and people', () => {
  it('lists the vehicle types and box types with their capacity in both companies', async () => {
    for (const companyId of [seed.transportCompanyId, seed.vendorCompanyId]) {
      const types = await db()
        .selectFrom('vehicle_types')
        .select('type')
        .where('company_id', '=', companyId)
        .execute();
      expect(types.map((row) => row.type).sort()).toEqual(
        ['Blind Van', 'CDD', 'CDE', 'Fuso', 'Tronton', 'Wingbox'].sort(),
      );
      const boxes = await db()
        .selectFrom('box_types')
        .selectAll()
        .where('company_id', '=', companyId)
        .execute();
      expect(boxes.map((box) => box.name).sort()).toEqual(
        ['Bak Terbuka', 'Box Aluminium', 'Box Besi', 'Reefer', 'Wing Box'].sort(),
      );
      for (const box of boxes) {
        expect(box.max_weight_kg).toBeGreaterThan(0);
        expect(box.max_volume_cbm).toBeGreaterThan(0);
      }
    }
  });

  it('gives the transport company 10 vehicles and the vendor company 3', async () => {
    const vehicles = await db().selectFrom('vehicles').selectAll().execute();
    expect(vehicles.filter((vehicle) => vehicle.company_id === seed.transportCompanyId)).toHaveLength(10);
    expect(vehicles.filter((vehicle) => vehicle.company_id === seed.vendorCompanyId)).toHaveLength(3);
  });

  it('gives every vehicle a unique Indonesian plate, a unique 15-digit imei and Solar or Bensin', async () => {
    const vehicles = await db().selectFrom('vehicles').selectAll().execute();
    expect(new Set(vehicles.map((vehicle) => vehicle.license_plate)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((vehicle) => vehicle.imei)).size).toBe(vehicles.length);
    for (const vehicle of vehicles) {
      expect(vehicle.license_plate).toMatch(/^[A-Z]{1,2} \d{1,4} [A-Z]{1,3}$/);
      expect(vehicle.imei).toMatch(/^\d{15}$/);
      expect(['Solar', 'Bensin']).toContain(vehicle.fuel);
    }
  });

  it('homes every vehicle in a garage of its own company', async () => {
    const vehicles = await db()
      .selectFrom('vehicles')
      .leftJoin('addresses', 'addresses.id', 'vehicles.home_address_id')
      .select(['vehicles.license_plate', 'vehicles.company_id', 'addresses.company_id as home_company_id'])
      .select('addresses.is_garage')
      .execute();
    expect(vehicles).toHaveLength(13);
    for (const vehicle of vehicles) {
      expect(vehicle.home_company_id, vehicle.license_plate).toBe(vehicle.company_id);
      expect(vehicle.is_garage, vehicle.license_plate).toBe(true);
    }
  });

  it('gives each vehicle its own default driver of its company, except the vendor spare truck', async () => {
    const vehicles = await db()
      .selectFrom('vehicles')
      .leftJoin('users', 'users.id', 'vehicles.default_driver_user_id')
      .select(['vehicles.license_plate', 'vehicles.company_id', 'vehicles.default_driver_user_id'])
      .select(['users.company_id as driver_company_id', 'users.role'])
      .execute();
    const withDriver = vehicles.filter((vehicle) => vehicle.default_driver_user_id !== null);
    expect(
      vehicles.filter((vehicle) => vehicle.default_driver_user_id === null).map((v) => v.license_plate),
    ).toEqual(['L 8734 UG']);
    expect(new Set(withDriver.map((vehicle) => vehicle.default_driver_user_id)).size).toBe(withDriver.length);
    for (const vehicle of withDriver) {
      expect([vehicle.driver_company_id, vehicle.role], vehicle.license_plate).toEqual([
        vehicle.company_id,
        'driver',
      ]);
    }
  });

  it('puts the demo driver login on B 9123 KXT, homed at Pool Pulogadung', async () => {
    const vehicle = await db()
      .selectFrom('vehicles')
      .innerJoin('addresses', 'addresses.id', 'vehicles.home_address_id')
      .select(['vehicles.default_driver_user_id', 'addresses.name'])
      .where('license_plate', '=', 'B 9123 KXT')
      .executeTakeFirstOrThrow();
    expect(vehicle).toEqual({ default_driver_user_id: seed.users.driver, name: 'Pool Pulogadung' });
  });

  it('gives the four demo dashcams the IMEI and device type the simulated gateway simulates', async () => {
    const file = new URL('../../../gateway-sim/demo-devices.json', import.meta.url);
    const sim = JSON.parse(readFileSync(file, 'utf8')) as {
      devices: { licensePlate: string; imei: string; deviceType: string }[];
    };
    const dashcams = await db()
      .selectFrom('vehicles')
      .select(['license_plate as licensePlate', 'imei', 'device_type as deviceType'])
      .where('company_id', '=', seed.transportCompanyId)
      .where('device_type', 'is not', null)
      .orderBy('license_plate')
      .execute();
    const simulated = sim.devices
      .map(({ licensePlate, imei, deviceType }) => ({ licensePlate, imei, deviceType }))
      .sort((a, b) => a.licensePlate.localeCompare(b.licensePlate));
    expect(simulated).toHaveLength(4);
    expect(dashcams).toEqual(simulated);
  });

  it('gives the transport company 10 drivers and the vendor 2, each with a +62 phone and own device id', async () => {
    const drivers = await db().selectFrom('users').selectAll().where('role', '=', 'driver').execute();
    expect(drivers.filter((user) => user.company_id === seed.transportCompanyId)).toHaveLength(10);
    expect(drivers.filter((user) => user.company_id === seed.vendorCompanyId)).toHaveLength(2);
    expect(new Set(drivers.map((user) => user.device_id)).size).toBe(drivers.length);
    for (const driver of drivers) {
      expect(driver.phone_no).toMatch(/^\+628\d{8,11}$/);
      expect(driver.device_id).toMatch(/^SD-\d{4}$/);
    }
  });

  it('seeds the cancel reasons of both companies as CANCELED', async () => {
    const reasons = await db().selectFrom('reasons').selectAll().execute();
    for (const companyId of [seed.transportCompanyId, seed.vendorCompanyId]) {
      const own = reasons.filter((reason) => reason.company_id === companyId);
      expect(own.map((reason) => reason.reason)).toEqual(
        expect.arrayContaining([
          'Pelanggan membatalkan pesanan',
          'Kendaraan mengalami kerusakan',
          'Cuaca buruk',
        ]),
      );
    }
    expect(reasons.every((reason) => reason.type === 'CANCELED')).toBe(true);
  });
});

describe('demo seed: vendors', () => {
  it('pairs the vendor PT Mitra Angkut Sejahtera of the transport company with the vendor company', async () => {
    const vendor = await db()
      .selectFrom('vendors')
      .selectAll()
      .where('id', '=', seed.pairedVendorId)
      .executeTakeFirstOrThrow();
    expect(vendor).toMatchObject({
      company_id: seed.transportCompanyId,
      name: 'PT Mitra Angkut Sejahtera',
      status: 'ACTIVE',
      paired_company_id: seed.vendorCompanyId,
    });
  });

  it('has one more ACTIVE vendor that is not paired and one INACTIVE vendor', async () => {
    const vendors = await db()
      .selectFrom('vendors')
      .selectAll()
      .where('company_id', '=', seed.transportCompanyId)
      .where('id', '!=', seed.pairedVendorId)
      .execute();
    expect(vendors.map((vendor) => [vendor.status, vendor.paired_company_id]).sort()).toEqual([
      ['ACTIVE', null],
      ['INACTIVE', null],
    ]);
  });

  it("prices vendor rates in rupiah between the transport company's own addresses", async () => {
    const rates = await db()
      .selectFrom('vendor_rates')
      .innerJoin('addresses as origin', 'origin.id', 'vendor_rates.origin_address_id')
      .innerJoin('addresses as destination', 'destination.id', 'vendor_rates.destination_address_id')
      .select([
        'vendor_rates.company_id',
        'base_price',
        'origin.company_id as origin_company',
        'destination.company_id as destination_company',
      ])
      .execute();
    expect(rates.length).toBeGreaterThanOrEqual(3);
    for (const rate of rates) {
      expect(rate.base_price).toBeGreaterThanOrEqual(500_000);
      expect(Number.isInteger(rate.base_price)).toBe(true);
      expect([rate.company_id, rate.origin_company, rate.destination_company]).toEqual([
        seed.transportCompanyId,
        seed.transportCompanyId,
        seed.transportCompanyId,
      ]);
    }
  });
});

describe('demo seed: demo logins', () => {
  const user = (id: number) =>
    db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('creates the four demo logins with their roles in their companies', async () => {
    expect(DEMO_LOGINS.map((login) => [login.email, login.role])).toEqual([
      ['admin@demo.id', 'admin'],
      ['dispatcher@demo.id', 'dispatcher'],
      ['driver@demo.id', 'driver'],
      ['vendor@demo.id', 'vendor_admin'],
    ]);
    const { admin, dispatcher, driver, vendor } = seed.users;
    const rows = await Promise.all([admin, dispatcher, driver, vendor].map(user));
    expect(rows.map((row) => [row.email, row.role, row.company_id])).toEqual([
      ['admin@demo.id', 'admin', seed.transportCompanyId],
      ['dispatcher@demo.id', 'dispatcher', seed.transportCompanyId],
      ['driver@demo.id', 'driver', seed.transportCompanyId],
      ['vendor@demo.id', 'vendor_admin', seed.vendorCompanyId],
    ]);
  });

  it('gives the admin every admin scope', async () => {
    expect((await user(seed.users.admin)).scopes).toEqual(expect.arrayContaining([...ROLE_SCOPES.admin]));
  });

  it('gives the dispatcher no vendor-management and no load-adjustment scope', async () => {
    const scopes = (await user(seed.users.dispatcher)).scopes;
    expect(scopes).toContain('fleet-task:create');
    expect(
      scopes.filter((scope) => scope.startsWith('vms:') || scope.startsWith('delivery-load-adjustment:')),
    ).toEqual([]);
  });

  it('gives the driver exactly tms_driver:read and tms_driver:update', async () => {
    expect((await user(seed.users.driver)).scopes.sort()).toEqual(['tms_driver:read', 'tms_driver:update']);
  });

  it('stores the demo password so that every demo login verifies with it', async () => {
    for (const id of Object.values(seed.users)) {
      const row = await user(id);
      expect(await verifyPassword(row.password_hash, 'demo12345'), row.email).toBe(true);
      expect(await verifyPassword(row.password_hash, 'demo123456'), row.email).toBe(false);
    }
  });
});

describe('demo seed: refusals and atomicity', () => {
  it('refuses to seed a database that already has companies, and changes nothing', async () => {
    const before = await countRows(db());
    await expect(seedDemo(db())).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await countRows(db())).toEqual(before);
  });

  it('reports the same row counts it left in the database', async () => {
    expect(seed.counts).toEqual(await countRows(db()));
  });

  describe('on a fresh database', () => {
    let fresh: DatabaseHandle;
    beforeAll(async () => {
      fresh = await createTestDatabase();
    });
    afterAll(() => fresh.close());

    it('leaves the database empty when any insert fails', async () => {
      // The last order fails on purpose; everything seeded before it must be rolled back with it.
      await sql`
        create function reject_last_demo_order() returns trigger language plpgsql as $$
        begin
          if new.number = 'DO-ANL-0030' then raise exception 'rejected for the test'; end if;
          return new;
        end $$`.execute(fresh.db);
      await sql`create trigger reject_last_demo_order before insert on delivery_orders
        for each row execute function reject_last_demo_order()`.execute(fresh.db);
      await expect(seedDemo(fresh.db)).rejects.toThrow('rejected for the test');
      const counts = await countRows(fresh.db);
      expect(Object.values(counts).every((count) => count === 0)).toBe(true);
      await sql`drop trigger reject_last_demo_order on delivery_orders`.execute(fresh.db);
    });

    it('stores the password it is given instead of the default', async () => {
      const result = await seedDemo(fresh.db, { password: 'kata-sandi-lain' });
      const admin = await fresh.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', result.users.admin)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(admin.password_hash, 'kata-sandi-lain')).toBe(true);
      expect(await verifyPassword(admin.password_hash, 'demo12345')).toBe(false);
    });
  });
});
