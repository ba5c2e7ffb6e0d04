import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskWorld, taskWorld, tomorrowAt } from '../../../../../test/factories/update.factory';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildFleetTask,
  buildUser,
  buildVehicle,
  buildVendor,
} from '../../../../seed/builders/builders';

let w: TaskWorld;
beforeAll(async () => {
  w = await taskWorld();
});
afterAll(() => w.t.close());

const patch = (id: string, payload: object) => w.api('PATCH', `/fleet-task/${id}`, payload);
const fieldsOf = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((error) => `${error.field}:${error.code}`);
const issuesOf = (body: { errors_v2?: { issues: { code: string }[] } }) =>
  (body.errors_v2?.issues ?? []).map((issue) => issue.code);

describe('PATCH /fleet-task/{id}: accepted changes', () => {
  it('stores the changed fields, answers the task and writes one "Penugasan diubah" event with old and new values', async () => {
    const task = await w.readyTask({ vehicle_id: null, driver_user_id: null, shipment_reference: 'PO-LAMA' });
    const departure = tomorrowAt(3, 3);
    const response = await patch(task.id, {
      shipment_reference: 'PO-BARU',
      vehicle_id: w.vehicle.id,
      driver_user_id: w.driver.id,
      expected_departure_on: departure.toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      shipment_reference: 'PO-BARU',
      vehicle_id: w.vehicle.id,
      driver_user_id: w.driver.id,
    });
    expect(Date.parse(data.expected_departure_on)).toBe(departure.getTime());
    const [event, ...older] = await w.historyOf(task.id);
    expect(older).toHaveLength(0);
    expect(event?.title).toBe('Penugasan diubah');
    expect(event?.properties).toEqual(
      expect.arrayContaining([
        { key: 'Referensi Pengiriman', value: 'PO-LAMA → PO-BARU' },
        { key: 'Kendaraan', value: '- → B 1234 UJI' },
        { key: 'Pengemudi', value: '- → Joko Supir' },
        { key: 'Diubah oleh', value: 'Rina Admin' },
      ]),
    );
  });

  it('keeps START at position 0 and END last when the addresses change, and estimates the arrival', async () => {
    const task = await w.readyTask();
    const response = await patch(task.id, {
      start_address_id: w.otherGarage.id,
      end_address_id: w.otherGarage.id,
    });
    expect(response.statusCode).toBe(200);
    const points = await w.db
      .selectFrom('fleet_task_points')
      .select(['type', 'position', 'address_id'])
      .where('fleet_task_id', '=', task.id)
      .orderBy('position')
      .execute();
    expect(points.map((point) => point.type)).toEqual(['START', 'DEFAULT', 'DEFAULT', 'END']);
    expect(points.map((point) => point.position)).toEqual([0, 1, 2, 3]);
    expect(points[0]?.address_id).toBe(w.otherGarage.id);
    expect(points[3]?.address_id).toBe(w.otherGarage.id);
    const row = await w.taskRow(task.id);
    expect(row.estimated_arrival_on?.getTime()).toBeGreaterThan(tomorrowAt(1).getTime());
  });

  it('creates the START and END points of a Temporary task that had no addresses', async () => {
    const created = (await w.api('POST', '/fleet-task')).json().data;
    expect(
      (await patch(created.id, { start_address_id: w.garage.id, end_address_id: w.otherGarage.id }))
        .statusCode,
    ).toBe(200);
    const points = await w.db
      .selectFrom('fleet_task_points')
      .select(['type', 'position', 'address_id'])
      .where('fleet_task_id', '=', created.id)
      .orderBy('position')
      .execute();
    expect(points).toEqual([
      { type: 'START', position: 0, address_id: w.garage.id },
      { type: 'END', position: 1, address_id: w.otherGarage.id },
    ]);
  });

  it('writes nothing for a PATCH that changes nothing: no event, updated_on kept', async () => {
    const task = await w.readyTask({ shipment_reference: 'PO-SAMA', vehicle_id: w.vehicle.id });
    const before = await w.taskRow(task.id);
    const response = await patch(task.id, { shipment_reference: 'PO-SAMA', vehicle_id: w.vehicle.id });
    expect(response.statusCode).toBe(200);
    expect((await w.taskRow(task.id)).updated_on.getTime()).toBe(before.updated_on.getTime());
    expect(await w.historyOf(task.id)).toHaveLength(0);
  });

  it('accepts a no-op PATCH even on a task that is no longer editable', async () => {
    const task = await w.readyTask({ status: 'STARTED', vehicle_id: w.secondVehicle.id });
    expect((await patch(task.id, { vehicle_id: w.secondVehicle.id })).statusCode).toBe(200);
  });
});

describe('PATCH /fleet-task/{id}: addresses', () => {
  it.each([
    ['a customer site (not a garage)', () => w.warehouse.id],
    ['an address that does not exist', () => 999_999],
  ])('refuses %s as the start point with invalid-value on start_address_id', async (_name, id) => {
    const task = await w.readyTask();
    const response = await patch(task.id, { start_address_id: id() });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-fields');
    expect(fieldsOf(response.json())).toEqual(['start_address_id:invalid-value']);
  });

  it("refuses another company's garage as the end point", async () => {
    const foreignGarage = await buildAddress(w.db, { company_id: w.foreignCompany.id, is_garage: true });
    const task = await w.readyTask();
    const response = await patch(task.id, { end_address_id: foreignGarage.id });
    expect(fieldsOf(response.json())).toEqual(['end_address_id:invalid-value']);
    expect((await w.taskRow(task.id)).end_address_id).toBe(w.garage.id);
  });
});

describe('PATCH /fleet-task/{id}: shipment reference', () => {
  it('refuses more than 255 characters', async () => {
    const task = await w.readyTask();
    const response = await patch(task.id, { shipment_reference: 'x'.repeat(256) });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['shipment_reference:too-long']);
  });

  it('refuses a reference another open task of the company uses, whatever its case', async () => {
    await w.readyTask({ shipment_reference: 'PO-UNIK-1' });
    const task = await w.readyTask();
    const response = await patch(task.id, { shipment_reference: 'po-unik-1' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('fleet-task/shipment-reference-already-used');
    expect(fieldsOf(body)).toEqual(['shipment_reference:invalid-value']);
    expect(issuesOf(body)).toEqual(['FLEET_TASK.FLEET_TASK_SHIPMENT_REFERENCE_ALREADY_USED']);
  });

  it('accepts the reference of a cancelled task or of another company', async () => {
    await w.readyTask({ status: 'CANCELED', shipment_reference: 'PO-BEBAS' });
    await buildFleetTask(w.db, { company_id: w.foreignCompany.id, shipment_reference: 'PO-BEBAS-2' });
    const task = await w.readyTask();
    expect((await patch(task.id, { shipment_reference: 'PO-BEBAS' })).statusCode).toBe(200);
    expect((await patch(task.id, { shipment_reference: 'PO-BEBAS-2' })).statusCode).toBe(200);
  });
});

describe('PATCH /fleet-task/{id}: vehicle and driver', () => {
  it("refuses a vehicle that is not in the company's master data", async () => {
    const foreignVehicle = await buildVehicle(w.db, { company_id: w.foreignCompany.id });
    const inactive = await buildVehicle(w.db, { company_id: w.company.id, is_active: false });
    const task = await w.readyTask({ vehicle_id: null });
    for (const id of [foreignVehicle.id, inactive.id]) {
      const response = await patch(task.id, { vehicle_id: id });
      expect(response.json().code).toBe('invalid/vehicle-invalid-value');
      expect(fieldsOf(response.json())).toEqual(['vehicle_id:invalid-value']);
    }
  });

  it('refuses a user who is not a driver of the company', async () => {
    const task = await w.readyTask({ driver_user_id: null });
    const response = await patch(task.id, { driver_user_id: w.admin.id });
    expect(response.json().code).toBe('invalid/driver-invalid-value');
    expect(fieldsOf(response.json())).toEqual(['driver_user_id:invalid-value']);
  });

  it('refuses a vehicle on another SCHEDULED task whose window overlaps, and changes nothing', async () => {
    const vehicle = await buildVehicle(w.db, { company_id: w.company.id });
    await w.readyTask({ status: 'SCHEDULED', vehicle_id: vehicle.id, driver_user_id: null, orders: [] });
    const task = await w.readyTask({ vehicle_id: null, driver_user_id: null });
    const response = await patch(task.id, { vehicle_id: vehicle.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/vehicle-already-used');
    expect(fieldsOf(response.json())).toEqual(['vehicle_id:invalid-value']);
    expect((await w.taskRow(task.id)).vehicle_id).toBeNull();
    expect(await w.historyOf(task.id)).toHaveLength(0);
  });

  it('accepts the same vehicle on a task a week later (windows do not overlap)', async () => {
    const vehicle = await buildVehicle(w.db, { company_id: w.company.id });
    await w.readyTask({ status: 'SCHEDULED', vehicle_id: vehicle.id, driver_user_id: null, orders: [] });
    const task = await w.readyTask({ vehicle_id: null, driver_user_id: null });
    const response = await patch(task.id, {
      vehicle_id: vehicle.id,
      expected_departure_on: tomorrowAt(1, 7).toISOString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('names both fields when the vehicle and the driver are both on an overlapping task', async () => {
    const vehicle = await buildVehicle(w.db, { company_id: w.company.id });
    const driver = await buildUser(w.db, { company_id: w.company.id, role: 'driver' });
    await w.readyTask({ status: 'STARTED', vehicle_id: vehicle.id, driver_user_id: driver.id, orders: [] });
    const task = await w.readyTask({ vehicle_id: null, driver_user_id: null });
    const response = await patch(task.id, { vehicle_id: vehicle.id, driver_user_id: driver.id });
    expect(response.json().code).toBe('invalid/vehicle-and-driver-already-used');
    expect(fieldsOf(response.json())).toEqual(['vehicle_id:invalid-value', 'driver_user_id:invalid-value']);
  });

  it('refuses moving the departure into the window of a task holding the same driver', async () => {
    const driver = await buildUser(w.db, { company_id: w.company.id, role: 'driver' });
    await w.readyTask({
      status: 'SCHEDULED',
      vehicle_id: null,
      driver_user_id: driver.id,
      expected_departure_on: tomorrowAt(1, 10),
      orders: [],
    });
    const task = await w.readyTask({ vehicle_id: null, driver_user_id: driver.id });
    const response = await patch(task.id, { expected_departure_on: tomorrowAt(5, 10).toISOString() });
    expect(response.json().code).toBe('invalid/driver-already-used');
  });
});

describe('PATCH /fleet-task/{id}: send-by and vendor', () => {
  it('sends to an ACTIVE paired vendor and stores departure and shipment reference as null', async () => {
    const task = await w.readyTask({ shipment_reference: 'PO-VENDOR' });
    const response = await patch(task.id, { send_by: 'VENDOR', vendor_id: w.vendor.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      send_by: 'VENDOR',
      vendor_id: w.vendor.id,
      expected_departure_on: null,
      shipment_reference: null,
    });
  });

  it.each([
    ['an inactive vendor', { status: 'INACTIVE' }, 'fleet-task/vendor-inactive'],
    [
      'a vendor not paired with a platform company',
      { paired_company_id: null },
      'fleet-task/vendor-not-paired',
    ],
    ['a deleted vendor', { deleted_on: new Date() }, 'invalid/invalid-fields'],
  ])('refuses %s on vendor_id', async (_name, overrides, code) => {
    // A company is paired with at most one vendor row of a company: each case gets its own.
    const paired = await buildCompany(w.db);
    const vendor = await buildVendor(w.db, {
      company_id: w.company.id,
      paired_company_id: paired.id,
      ...overrides,
    });
    const task = await w.readyTask();
    const response = await patch(task.id, { send_by: 'VENDOR', vendor_id: vendor.id });
    expect(response.json().code).toBe(code);
    expect(fieldsOf(response.json())).toEqual(['vendor_id:invalid-value']);
  });

  it('refuses a departure set explicitly on a task sent to a vendor', async () => {
    const task = await w.readyTask({ send_by: 'VENDOR', expected_departure_on: null });
    const response = await patch(task.id, { expected_departure_on: tomorrowAt(2).toISOString() });
    expect(response.json().code).toBe('invalid/invalid-fields');
    expect(fieldsOf(response.json())).toEqual(['expected_departure_on:invalid-value']);
  });

  it('clears the vendor and switches autocomplete off when send-by goes back to self', async () => {
    const task = await w.readyTask({
      send_by: 'VENDOR',
      vendor_id: w.vendor.id,
      expected_departure_on: null,
      is_autocomplete_on: true,
    });
    const response = await patch(task.id, { send_by: 'SELF' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      send_by: 'SELF',
      vendor_id: null,
      is_autocomplete_on: false,
    });
  });

  it('refuses a change of send-by once scheduled', async () => {
    const task = await w.readyTask({ status: 'SCHEDULED' });
    const response = await patch(task.id, { send_by: 'VENDOR' });
    expect(response.json().code).toBe('fleet-task/send-by-locked');
  });

  it('refuses choosing a vendor on a Dijadwalkan task (vendor fields only in Draf, Temporary, Ditolak)', async () => {
    const task = await w.readyTask({ status: 'SCHEDULED', send_by: 'VENDOR', expected_departure_on: null });
    const response = await patch(task.id, { vendor_id: w.vendor.id });
    expect(response.json().code).toBe('fleet-task/vendor-fields-locked');
  });

  it('lets a Ditolak task take another vendor', async () => {
    const task = await w.readyTask({
      status: 'REJECTED_BY_VENDOR',
      send_by: 'VENDOR',
      vendor_id: null,
      expected_departure_on: null,
    });
    expect((await patch(task.id, { vendor_id: w.vendor.id })).statusCode).toBe(200);
  });

  it('refuses send-by to a user without the four vms scopes (403)', async () => {
    const task = await w.readyTask();
    const response = await w.asDispatcher('PATCH', `/fleet-task/${task.id}`, { send_by: 'VENDOR' });
    expect(response.statusCode).toBe(403);
    expect((await w.taskRow(task.id)).send_by).toBe('SELF');
  });
});

describe('PATCH /fleet-task/{id}: notification', () => {
  it('requires the phone when the notification is turned on (issue ..._IS_REQUIRED)', async () => {
    const task = await w.readyTask();
    const response = await patch(task.id, { notification_enabled: true, customer_phone_number: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid/invalid-fields');
    expect(fieldsOf(body)).toEqual(['customer_phone_number:required']);
    expect(issuesOf(body)).toEqual(['FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_IS_REQUIRED']);
  });

  it('refuses a phone not in +62 form (issue ..._INVALID)', async () => {
    const task = await w.readyTask();
    const response = await patch(task.id, { customer_phone_number: '0812345678' });
    expect(fieldsOf(response.json())).toEqual(['customer_phone_number:invalid-format']);
    expect(issuesOf(response.json())).toEqual(['FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_INVALID']);
  });

  it('turns the notification on for a single customer on a direct route', async () => {
    const task = await w.readyTask();
    const response = await patch(task.id, {
      notification_enabled: true,
      customer_phone_number: '+6281234567890',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      notification_enabled: true,
      customer: { phone_number: '+6281234567890' },
    });
  });

  it('refuses the notification for a route of several customers', async () => {
    const other = await buildCustomer(w.db, { company_id: w.company.id });
    const task = await w.readyTask({ orders: [await w.order(), await w.order({ customer_id: other.id })] });
    const response = await patch(task.id, {
      notification_enabled: true,
      customer_phone_number: '+6281234567890',
    });
    expect(response.json().code).toBe('fleet-task/notification-not-available');
    expect(fieldsOf(response.json())).toEqual(['notification_enabled:invalid-value']);
  });
});

describe('PATCH /fleet-task/{id}: editability and access', () => {
  it.each([
    ['STARTED', null, 'Perjalanan'],
    ['ENDED', null, 'Selesai'],
    ['WAITING_FOR_VENDOR', 'vendor', 'Menunggu Vendor'],
    ['SCHEDULED', 'vendor', 'Dijadwalkan'],
  ] as const)('refuses any change in %s (vendor: %s)', async (status, withVendor, label) => {
    const task = await w.readyTask({
      status,
      ...(withVendor ? { send_by: 'VENDOR', vendor_id: w.vendor.id, expected_departure_on: null } : {}),
    });
    const response = await patch(task.id, { shipment_reference: 'PO-TERKUNCI' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fleet-task/not-editable');
    expect(response.json().message).toContain(label);
  });

  it('answers 409 for a stale updated_on and 200 for the current one', async () => {
    const task = await w.readyTask();
    const current = (await w.api('GET', `/fleet-task/${task.id}`)).json().data.updated_on;
    const stale = new Date(Date.parse(current) - 60_000).toISOString();
    const refused = await patch(task.id, { shipment_reference: 'PO-409', updated_on: stale });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conflict/stale-update');
    expect((await patch(task.id, { shipment_reference: 'PO-409', updated_on: current })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another company's task", async () => {
    const foreign = await buildFleetTask(w.db, { company_id: w.foreignCompany.id });
    const response = await patch(foreign.id, { shipment_reference: 'PO-X' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
  });

  it('refuses a driver-role user (403)', async () => {
    const task = await w.readyTask();
    const response = await w.asDriver('PATCH', `/fleet-task/${task.id}`, { shipment_reference: 'PO-SUPIR' });
    expect(response.statusCode).toBe(403);
  });

  it('turns travel automation on for a Dijadwalkan task, not for a Draf', async () => {
    const scheduled = await w.readyTask({ status: 'SCHEDULED' });
    const on = await patch(scheduled.id, { auto_start_type: 'GEOFENCE' });
    expect(on.json().data.auto_start_type).toBe('GEOFENCE');
    const draft = await w.readyTask();
    const refused = await patch(draft.id, { auto_start_type: 'GEOFENCE' });
    expect(refused.json().code).toBe('fleet-task/travel-automation-unavailable');
  });
});
