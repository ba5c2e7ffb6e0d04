import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { type DemoSeedResult, seedDemo } from '../../seed';
import { buildFleetTask } from '../../seed/builders/builders';

/* Issue 14, items 1 and 6: the write rules of the vehicle-management master data. */

const BASE = '/api/vehicle-management/v1';
const PASSWORD = 'demo12345';

let t: TestApp;
let seed: DemoSeedResult;
let admin: { authorization: string };
let vendor: { authorization: string };

type Headers = { authorization: string };
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = admin,
) => t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
const count = async (table: 'addresses' | 'vehicles' | 'users' | 'vehicle_groups' | 'box_types') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((error) => error.field);

const GARAGE = {
  name: 'Pool Cibitung',
  full_name: 'Jl. Raya Cibitung No. 12, Wanasari',
  city: 'Bekasi',
  province: 'Jawa Barat',
  is_garage: true,
  geolocation: { latitude: -6.2655, longitude: 107.0889 },
  geofence_radius_m: 250,
  contact_name: 'Pak Rahmat',
  contact_phone: '+6281234567890',
};

async function idOf(table: 'vehicle_types' | 'box_types' | 'vehicles', companyId: number) {
  return (
    await t.database.db
      .selectFrom(table)
      .select('id')
      .where('company_id', '=', companyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  admin = await loginAs(t.app, 'admin@demo.id', PASSWORD);
  vendor = await loginAs(t.app, 'vendor@demo.id', PASSWORD);
});
afterAll(() => t.close());

describe('addresses', () => {
  it('creates a garage, reads it back and records the change in the master-data history', async () => {
    const created = await call('POST', '/address', GARAGE);
    expect(created.statusCode).toBe(201);
    const { id, updated_on: _u, created_on: _c, ...rest } = created.json().data;
    expect(rest).toEqual(GARAGE);
    expect((await call('GET', `/address/${id}`)).json().data.name).toBe('Pool Cibitung');
    const history = await t.database.db
      .selectFrom('master_data_changes')
      .selectAll()
      .where('entity_type', '=', 'address')
      .where('entity_id', '=', id)
      .execute();
    expect(history.map((row) => [row.event, row.actor_user_id])).toEqual([['CREATED', seed.users.admin]]);
  });

  it('answers the history of an address newest first, with who changed what', async () => {
    const { id } = (await call('POST', '/address', { ...GARAGE, name: 'Pool Riwayat' })).json().data;
    await call('PATCH', `/address/${id}`, { geofence_radius_m: 400 });
    const response = await call('GET', `/address/${id}/history`);
    expect(response.statusCode).toBe(200);
    const events = response.json().data as { event: string; changes: object; actor: { id: number } }[];
    expect(events.map((row) => row.event)).toEqual(['UPDATED', 'CREATED']);
    expect(events[0]).toMatchObject({ changes: { geofence_radius_m: 400 }, actor: { id: seed.users.admin } });
    const theirs = (await call('GET', `/address/${id}/history`, undefined, vendor)).statusCode;
    expect(theirs).toBe(404);
  });

  it('answers bad input with 400 naming the fields and stores nothing', async () => {
    const before = await count('addresses');
    const response = await call('POST', '/address', {
      ...GARAGE,
      geolocation: { latitude: 123, longitude: 106 },
      contact_phone: '08123',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(
      expect.arrayContaining(['geolocation.latitude', 'contact_phone']),
    );
    expect(await count('addresses')).toBe(before);
  });

  it("answers another company's address with 404 on read, change and delete, exactly like a missing one", async () => {
    const theirs = (await call('POST', '/address', { ...GARAGE, name: 'Pool Mitra Baru' }, vendor)).json()
      .data.id;
    for (const [method, url, body] of [
      ['GET', `/address/${theirs}`],
      ['PATCH', `/address/${theirs}`, { name: 'Diambil' }],
      ['DELETE', `/address/${theirs}`],
    ] as const) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('not-found');
      expect((await call(method, '/address/2000000000', body)).json()).toEqual(response.json());
    }
    expect((await call('GET', `/address/${theirs}`, undefined, vendor)).json().data.name).toBe(
      'Pool Mitra Baru',
    );
  });

  it('refuses to delete an address a task or an order uses, naming the address and its users', async () => {
    const used = await t.database.db
      .selectFrom('delivery_orders')
      .innerJoin('addresses', 'addresses.id', 'delivery_orders.origin_address_id')
      .select(['addresses.id', 'addresses.name'])
      .where('delivery_orders.company_id', '=', seed.transportCompanyId)
      .executeTakeFirstOrThrow();
    const response = await call('DELETE', `/address/${used.id}`);
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.code).toBe('master-data/in-use');
    expect(body.message).toContain(used.name);
    expect(body.message).toContain('pengiriman');
    expect((await call('GET', `/address/${used.id}`)).statusCode).toBe(200);
  });

  it('bulk delete is all or nothing: one id of another company leaves every address in place', async () => {
    const a = (await call('POST', '/address', { ...GARAGE, name: 'Hapus A' })).json().data.id;
    const b = (await call('POST', '/address', { ...GARAGE, name: 'Hapus B' })).json().data.id;
    const theirs = (await call('POST', '/address', { ...GARAGE, name: 'Hapus Mitra' }, vendor)).json().data
      .id;
    const refused = await call('POST', '/address/delete', { ids: [a, theirs, b] });
    expect(refused.statusCode).toBe(404);
    expect(fieldsOf(refused.json())).toEqual(['ids.1']);
    expect((await call('GET', `/address/${a}`)).statusCode).toBe(200);
    const deleted = await call('POST', '/address/delete', { ids: [a, b] });
    expect(deleted.json()).toEqual({ data: { ids: [a, b] } });
    expect((await call('GET', `/address/${b}`)).statusCode).toBe(404);
  });

  it('a stale updated_on is 409 and changes nothing', async () => {
    const created = (await call('POST', '/address', { ...GARAGE, name: 'Pool Versi' })).json().data;
    expect((await call('PATCH', `/address/${created.id}`, { city: 'Karawang' })).statusCode).toBe(200);
    const stale = await call('PATCH', `/address/${created.id}`, {
      city: 'Bogor',
      updated_on: created.updated_on,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict/stale-update');
    expect((await call('GET', `/address/${created.id}`)).json().data.city).toBe('Karawang');
  });
});

describe('vehicles', () => {
  const vehicleBody = async (overrides: object = {}) => ({
    license_plate: 'b 9001  tes',
    vehicle_type_id: await idOf('vehicle_types', seed.transportCompanyId),
    box_type_id: await idOf('box_types', seed.transportCompanyId),
    fuel: 'Solar',
    imei: '860000000000001',
    home_address_id: null,
    default_driver_user_id: seed.users.driver,
    ...overrides,
  });

  it('creates a vehicle with its plate written as on the vehicle, active by default', async () => {
    const response = await call('POST', '/vehicle', await vehicleBody());
    expect(response.statusCode).toBe(201);
    const vehicle = response.json().data;
    expect([vehicle.license_plate, vehicle.is_active, vehicle.imei, vehicle.driver.id]).toEqual([
      'B 9001 TES',
      true,
      '860000000000001',
      seed.users.driver,
    ]);
    expect(vehicle.last_position).toBeNull();
  });

  it('takes the dashcam device type, shows it, clears it with null, and refuses an unknown type on device_type', async () => {
    const created = await call(
      'POST',
      '/vehicle',
      await vehicleBody({ license_plate: 'B 9002 CAM', imei: '860000000000002', device_type: 'vss-howen' }),
    );
    expect(created.statusCode).toBe(201);
    const vehicle = created.json().data;
    expect(vehicle.device_type).toBe('vss-howen');
    const cleared = await call('PATCH', `/vehicle/${vehicle.id}`, {
      device_type: null,
      updated_on: vehicle.updated_on,
    });
    expect([cleared.statusCode, cleared.json().data.device_type]).toEqual([200, null]);
    const refused = await call('PATCH', `/vehicle/${vehicle.id}`, { device_type: 'jt808' });
    expect([refused.statusCode, fieldsOf(refused.json())]).toEqual([400, ['device_type']]);
  });

  it('a plate already in the company is 409 on license_plate; the same plate in another company is allowed', async () => {
    const before = await count('vehicles');
    const duplicate = await call('POST', '/vehicle', await vehicleBody({ imei: null }));
    expect(duplicate.statusCode).toBe(409);
    expect([duplicate.json().code, fieldsOf(duplicate.json())]).toEqual([
      'conflict/duplicate',
      ['license_plate'],
    ]);
    expect(await count('vehicles')).toBe(before);
    const elsewhere = await call(
      'POST',
      '/vehicle',
      { license_plate: 'B 9001 TES', vehicle_type_id: await idOf('vehicle_types', seed.vendorCompanyId) },
      vendor,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it("an IMEI is unique across the platform: another company's device is 409 on imei", async () => {
    const response = await call(
      'POST',
      '/vehicle',
      {
        license_plate: 'D 1 IMEI',
        vehicle_type_id: await idOf('vehicle_types', seed.vendorCompanyId),
        imei: '860000000000001',
      },
      vendor,
    );
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response.json())).toEqual(['imei']);
  });

  it("refuses another company's vehicle type and a default driver who is not a driver with 400 naming the fields", async () => {
    const response = await call(
      'POST',
      '/vehicle',
      await vehicleBody({
        license_plate: 'B 9002 TES',
        imei: null,
        vehicle_type_id: await idOf('vehicle_types', seed.vendorCompanyId),
        default_driver_user_id: seed.users.dispatcher,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-reference');
    expect(fieldsOf(response.json())).toEqual(['vehicle_type_id', 'default_driver_user_id']);
  });

  it("a vehicle's home must be a garage, and a garage that is a vehicle's home stays one", async () => {
    const site = (
      await call('POST', '/address', { ...GARAGE, name: 'Gudang Bukan Pool', is_garage: false })
    ).json().data.id;
    const refused = await call(
      'POST',
      '/vehicle',
      await vehicleBody({ license_plate: 'B 9003 TES', imei: null, home_address_id: site }),
    );
    expect([refused.statusCode, refused.json().code, fieldsOf(refused.json())]).toEqual([
      400,
      'vehicle/home-not-garage',
      ['home_address_id'],
    ]);
    const garage = (await call('POST', '/address', { ...GARAGE, name: 'Pool Rumah' })).json().data.id;
    const vehicle = await call(
      'POST',
      '/vehicle',
      await vehicleBody({ license_plate: 'B 9004 TES', imei: null, home_address_id: garage }),
    );
    expect(vehicle.json().data.home_address).toEqual({ id: garage, name: 'Pool Rumah' });
    const ungarage = await call('PATCH', `/address/${garage}`, { is_garage: false });
    expect([ungarage.statusCode, ungarage.json().code, fieldsOf(ungarage.json())]).toEqual([
      409,
      'address/garage-in-use',
      ['is_garage'],
    ]);
    expect((await call('GET', `/address/${garage}`)).json().data.is_garage).toBe(true);
  });

  it('a vehicle on a task is not deleted: 409 asks to deactivate it, and PATCH is_active false does', async () => {
    const vehicleId = await idOf('vehicles', seed.transportCompanyId);
    await buildFleetTask(t.database.db, { vehicle_id: vehicleId, status: 'ENDED' });
    const task = (await call('GET', `/vehicle/${vehicleId}`)).json().data as {
      id: number;
      license_plate: string;
    };
    const refused = await call('POST', '/vehicle/delete', { ids: [task.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('master-data/in-use-deactivate');
    expect(refused.json().message).toContain(task.license_plate);
    expect(fieldsOf(refused.json())).toEqual(['ids.0']);
    const deactivated = await call('PATCH', `/vehicle/${task.id}`, { is_active: false });
    expect(deactivated.json().data.is_active).toBe(false);
    await call('PATCH', `/vehicle/${task.id}`, { is_active: true });
  });

  it('a box type or vehicle type a vehicle uses is refused with the vehicle named as its user', async () => {
    const boxTypeId = await idOf('box_types', seed.transportCompanyId);
    const box = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/box-type/${boxTypeId}`,
      headers: admin,
    });
    expect(box.statusCode).toBe(409);
    expect(box.json().message).toContain('kendaraan');
    const typeDelete = await call(
      'DELETE',
      `/vehicle-type/${await idOf('vehicle_types', seed.transportCompanyId)}`,
    );
    expect(typeDelete.statusCode).toBe(409);
  });
});

describe('box types and vehicle types', () => {
  it('creates, renames and deletes an unused box type; a taken name is 409 on name', async () => {
    const created = await call('POST', '/box-type', {
      name: 'Box Kontainer',
      max_weight_kg: 20000,
      max_volume_cbm: 33,
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await call('POST', '/box-type', { name: 'Box Kontainer' });
    expect([duplicate.statusCode, fieldsOf(duplicate.json())]).toEqual([409, ['name']]);
    const { id } = created.json().data;
    expect((await call('PATCH', `/box-type/${id}`, { max_volume_cbm: 30 })).json().data.max_volume_cbm).toBe(
      30,
    );
    expect((await call('DELETE', `/box-type/${id}`)).json()).toEqual({ data: { ids: [id] } });
  });

  it('a vehicle type name is unique per company (409 on type)', async () => {
    expect((await call('POST', '/vehicle-type', { type: 'Trailer 40ft' })).statusCode).toBe(201);
    const duplicate = await call('POST', '/vehicle-type', { type: 'Trailer 40ft' });
    expect([duplicate.statusCode, fieldsOf(duplicate.json())]).toEqual([409, ['type']]);
  });
});

describe('vehicle groups', () => {
  it('creates a group of vehicles and replaces them on PATCH', async () => {
    const [first, second] = await t.database.db
      .selectFrom('vehicles')
      .select('id')
      .where('company_id', '=', seed.transportCompanyId)
      .orderBy('id')
      .limit(2)
      .execute();
    const created = await call('POST', '/vehicle-group', {
      name: 'Armada Uji Kelompok',
      vehicle_ids: [first!.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.vehicle_ids).toEqual([first!.id]);
    const changed = await call('PATCH', `/vehicle-group/${created.json().data.id}`, {
      vehicle_ids: [second!.id],
    });
    expect(changed.json().data).toMatchObject({ vehicle_ids: [second!.id], total_vehicles: 1 });
  });

  it("refuses another company's vehicle in vehicle_ids with 400 on that index, storing no group", async () => {
    const before = await count('vehicle_groups');
    const theirs = await idOf('vehicles', seed.vendorCompanyId);
    const response = await call('POST', '/vehicle-group', { name: 'Campuran', vehicle_ids: [theirs] });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['vehicle_ids.0']);
    expect(await count('vehicle_groups')).toBe(before);
  });
});

describe('drivers', () => {
  const DRIVER = {
    name: 'Slamet Riyadi',
    email: 'Slamet.Riyadi@armada.test',
    phone_no: '+6281298765432',
    device_id: 'android-5f2c9a1e',
    licence_number: 'SIM B1 1234567',
    licence_expiry: '2028-03-31',
  };

  it('creates a driver as a user with the driver role, who cannot log in until a password is set', async () => {
    const response = await call('POST', '/driver', DRIVER);
    expect(response.statusCode).toBe(201);
    const driver = response.json().data;
    expect(driver).toMatchObject({ ...DRIVER, email: 'slamet.riyadi@armada.test', is_active: true });
    const user = await t.database.db
      .selectFrom('users')
      .select(['role', 'scopes'])
      .where('id', '=', driver.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'driver', scopes: ['tms_driver:read', 'tms_driver:update'] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DRIVER.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('a device id is unique across the platform: 409 on device_id, nothing stored', async () => {
    const before = await count('users');
    const response = await call('POST', '/driver', { ...DRIVER, email: 'lain@mitra.test' }, vendor);
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response.json())).toEqual(['device_id']);
    expect(await count('users')).toBe(before);
  });

  it('a dispatcher is not a driver: their id is 404 on the driver routes', async () => {
    expect((await call('GET', `/driver/${seed.users.dispatcher}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/driver/${seed.users.dispatcher}`)).statusCode).toBe(404);
  });

  it('a driver on tasks is refused with a request to deactivate; an unused one is deleted', async () => {
    const refused = await call('DELETE', `/driver/${seed.users.driver}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('master-data/in-use-deactivate');
    const fresh = (
      await call('POST', '/driver', { ...DRIVER, email: 'baru@armada.test', device_id: null })
    ).json().data;
    expect((await call('DELETE', `/driver/${fresh.id}`)).statusCode).toBe(200);
  });
});
