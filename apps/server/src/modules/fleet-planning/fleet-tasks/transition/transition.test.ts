import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskWorld, taskWorld, tomorrowAt } from '../../../../../test/factories/update.factory';
import { buildFleetTask, buildReason, buildVehicle } from '../../../../seed/builders/builders';
import { APP_HOOKS } from '../../../app-hooks';
import { transitionFleetTask } from './transition-service';

let w: TaskWorld;
beforeAll(async () => {
  w = await taskWorld();
});
afterAll(() => w.t.close());

const transition = (id: string, body: object) => w.api('POST', `/fleet-task/${id}/transition`, body);
const fieldsOf = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((error) => `${error.field}:${error.code}`);
const orderStatuses = async (ids: string[]) =>
  (await w.db.selectFrom('delivery_orders').select('status').where('id', 'in', ids).execute()).map(
    (row) => row.status,
  );

describe('the standard journey: Draf -> Dijadwalkan -> Perjalanan -> Selesai', () => {
  it('schedules, starts and ends a task, keeping visited statuses, times and order statuses', async () => {
    const task = await w.readyTask();
    const orderIds = [...new Set(task.activities.map((activity) => activity.delivery_order_id))];

    const scheduled = await transition(task.id, { status: 'SCHEDULED' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data.status).toEqual({
      name: 'SCHEDULED',
      raw_type: 'SCHEDULED',
      visited_statuses: ['DRAFT', 'SCHEDULED'],
    });
    expect(await orderStatuses(orderIds)).toEqual(['ASSIGNED']);

    const started = await transition(task.id, { status: 'STARTED' });
    expect(started.json().data.actual_departure_on).not.toBeNull();
    expect(started.json().data.is_auto_started).toBe(false);

    const refused = await transition(task.id, { status: 'ENDED' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid/activities-must-be-completed');
    expect(refused.json().errors_v2.issues.map((issue: { code: string }) => issue.code)).toEqual([
      'FLEET_TASK.FLEET_TASK_ACTIVITIES_NOT_COMPLETED',
    ]);
    expect((await w.taskRow(task.id)).status).toBe('STARTED');

    // Completing activities is a later issue: the test completes them in the table.
    await w.db
      .updateTable('fleet_task_activities')
      .set({ status: 'COMPLETED', completed_on: new Date() })
      .where('fleet_task_id', '=', task.id)
      .execute();
    const ended = await transition(task.id, { status: 'ENDED' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.status.visited_statuses).toEqual(['DRAFT', 'SCHEDULED', 'STARTED', 'ENDED']);
    expect(ended.json().data.actual_arrival_on).not.toBeNull();
    const titles = (await w.historyOf(task.id)).map((event) => event.title);
    expect(titles).toEqual(['Penugasan selesai', 'Penugasan mulai dijalankan', 'Penugasan dijadwalkan']);
  });
});

describe('required fields', () => {
  it('saves a Temporary task as Draf once it has departure, start and end', async () => {
    const created = (await w.api('POST', '/fleet-task')).json().data;
    const refused = await transition(created.id, { status: 'DRAFT' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid/invalid-fields');
    expect(fieldsOf(refused.json())).toEqual([
      'expected_departure_on:required',
      'start_address_id:required',
      'end_address_id:required',
    ]);
    await w.api('PATCH', `/fleet-task/${created.id}`, {
      expected_departure_on: tomorrowAt(2).toISOString(),
      start_address_id: w.garage.id,
      end_address_id: w.garage.id,
    });
    const saved = await transition(created.id, { status: 'DRAFT' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.status.visited_statuses).toEqual(['DRAFT']);
    const [event] = await w.historyOf(created.id);
    expect(event?.title).toBe('Penugasan disimpan sebagai Draf');
    // Temporary is never shown (section 4): the saved status is named alone, with no 'Temporary →'.
    expect(event?.properties).toContainEqual({ key: 'Status', value: 'Draf' });
  });

  it('checks every field before leaving Draf: vehicle and driver are required to schedule', async () => {
    const task = await w.readyTask({ vehicle_id: null, driver_user_id: null });
    const response = await transition(task.id, { status: 'SCHEDULED' });
    expect(fieldsOf(response.json())).toEqual(['vehicle_id:required', 'driver_user_id:required']);
    expect((await w.taskRow(task.id)).status).toBe('DRAFT');
  });

  it('requires the customer phone when the notification is on (issue ..._IS_REQUIRED)', async () => {
    const task = await w.readyTask({ notification_enabled: true, customer_phone_number: null });
    const response = await transition(task.id, { status: 'SCHEDULED' });
    expect(fieldsOf(response.json())).toEqual(['customer_phone_number:required']);
    expect(response.json().errors_v2.issues[0].code).toBe(
      'FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_IS_REQUIRED',
    );
  });
});

describe('vehicle and driver conflicts', () => {
  it('refuses to schedule a task whose vehicle is on another SCHEDULED task at the same time', async () => {
    const vehicle = await buildVehicle(w.db, { company_id: w.company.id });
    await w.readyTask({ status: 'SCHEDULED', vehicle_id: vehicle.id });
    const task = await w.readyTask({ vehicle_id: vehicle.id });
    const orderIds = task.activities.map((activity) => activity.delivery_order_id);
    const response = await transition(task.id, { status: 'SCHEDULED' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/vehicle-already-used');
    expect(fieldsOf(response.json())).toEqual(['vehicle_id:invalid-value']);
    expect((await w.taskRow(task.id)).status).toBe('DRAFT');
    expect(new Set(await orderStatuses(orderIds))).toEqual(new Set(['OPEN']));
  });

  it('refuses to start a task whose driver has since been put on an overlapping running task', async () => {
    const task = await w.readyTask({ status: 'SCHEDULED', driver_user_id: w.secondDriver.id });
    await w.readyTask({ status: 'STARTED', driver_user_id: w.secondDriver.id });
    const response = await transition(task.id, { status: 'STARTED' });
    expect(response.json().code).toBe('invalid/driver-already-used');
  });
});

describe('cancellation', () => {
  it('stores the reason, frees the orders (OPEN again) and names both in history', async () => {
    const task = await w.readyTask({ status: 'SCHEDULED' });
    const orderIds = task.activities.map((activity) => activity.delivery_order_id);
    await w.db
      .updateTable('delivery_orders')
      .set({ status: 'ASSIGNED' })
      .where('id', 'in', orderIds)
      .execute();
    const response = await transition(task.id, { status: 'CANCELED', canceled_reason_id: w.reason.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.canceled_reason).toEqual({
      id: w.reason.id,
      name: 'Pelanggan membatalkan pesanan',
    });
    expect(new Set(await orderStatuses(orderIds))).toEqual(new Set(['OPEN']));
    const [event] = await w.historyOf(task.id);
    expect(event?.title).toBe('Penugasan dibatalkan');
    expect(event?.properties).toContainEqual({
      key: 'Alasan Pembatalan',
      value: 'Pelanggan membatalkan pesanan',
    });
    const orderEvents = await w.historyOf(orderIds[0] as string);
    expect(orderEvents[0]?.event).toBe('FleetPlanning.DeliveryOrderUnassigned');
  });

  it('requires a reason', async () => {
    const task = await w.readyTask();
    const response = await transition(task.id, { status: 'CANCELED' });
    expect(response.json().code).toBe('invalid/invalid-fields');
    expect(fieldsOf(response.json())).toEqual(['canceled_reason_id:required']);
  });

  it.each([
    [
      'a deleted reason',
      async () => (await buildReason(w.db, { company_id: w.company.id, deleted_on: new Date() })).id,
    ],
    [
      "another company's reason",
      async () => (await buildReason(w.db, { company_id: w.foreignCompany.id })).id,
    ],
  ])('refuses %s', async (_name, reasonId) => {
    const task = await w.readyTask();
    const response = await transition(task.id, { status: 'CANCELED', canceled_reason_id: await reasonId() });
    expect(fieldsOf(response.json())).toEqual(['canceled_reason_id:invalid-value']);
    expect((await w.taskRow(task.id)).status).toBe('DRAFT');
  });

  it('is irreversible', async () => {
    const task = await w.readyTask({ status: 'CANCELED' });
    const response = await transition(task.id, { status: 'DRAFT' });
    expect(response.json().code).toBe('invalid/invalid-value');
  });

  it('refuses to cancel a Dijadwalkan task made from a vendor request (failed-to-canceled)', async () => {
    const task = await w.readyTask({ status: 'SCHEDULED', is_from_vendor_request: true });
    const response = await transition(task.id, { status: 'CANCELED', canceled_reason_id: w.reason.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('failed-to-canceled');
    expect((await w.taskRow(task.id)).status).toBe('SCHEDULED');
  });
});

describe('the status graph', () => {
  it.each([
    ['an unknown status', 'DRAFT', 'TERBANG'],
    ['skipping Dijadwalkan', 'DRAFT', 'STARTED'],
    [
      'the vendor answer written with the ACCEPTEP_BY_VENDOR spelling',
      'WAITING_FOR_VENDOR',
      'ACCEPTEP_BY_VENDOR',
    ],
    ['a manual move of a scheduled task with a vendor', 'SCHEDULED', 'STARTED'],
  ] as const)('refuses %s with invalid/invalid-value on status', async (_name, from, status) => {
    const withVendor = from !== 'DRAFT';
    const task = await w.readyTask({
      status: from,
      ...(withVendor ? { send_by: 'VENDOR', vendor_id: w.vendor.id, expected_departure_on: null } : {}),
    });
    const response = await transition(task.id, { status });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-value');
    expect(fieldsOf(response.json())).toEqual(['status:invalid-value']);
  });

  it('sends a Draf with a paired vendor to the vendor (Menunggu Vendor) with a request in its company', async () => {
    const task = await w.readyTask({
      send_by: 'VENDOR',
      vendor_id: w.vendor.id,
      expected_departure_on: null,
    });
    const response = await transition(task.id, { status: 'WAITING_FOR_VENDOR' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status.name).toBe('WAITING_FOR_VENDOR');
    const request = await w.db
      .selectFrom('vendor_requests')
      .select(['company_id', 'status'])
      .where('sender_fleet_task_id', '=', task.id)
      .executeTakeFirst();
    expect(request).toEqual({ company_id: w.vendorCompany.id, status: 'PENDING' });
  });

  it("answers 404 for another company's task and 403 for a driver-role user", async () => {
    const foreign = await buildFleetTask(w.db, { company_id: w.foreignCompany.id });
    expect((await transition(foreign.id, { status: 'SCHEDULED' })).statusCode).toBe(404);
    const task = await w.readyTask();
    const response = await w.asDriver('POST', `/fleet-task/${task.id}/transition`, { status: 'SCHEDULED' });
    expect(response.statusCode).toBe(403);
    expect((await w.taskRow(task.id)).status).toBe('DRAFT');
  });
});

describe('travel automation', () => {
  it('schedules a Draf with auto_start_type GEOFENCE', async () => {
    const task = await w.readyTask();
    const response = await transition(task.id, { status: 'SCHEDULED', auto_start_type: 'GEOFENCE' });
    expect(response.json().data.auto_start_type).toBe('GEOFENCE');
  });

  it('refuses GEOFENCE with any other target, or while sending to a vendor', async () => {
    const scheduled = await w.readyTask({ status: 'SCHEDULED' });
    const start = await transition(scheduled.id, { status: 'STARTED', auto_start_type: 'GEOFENCE' });
    expect(start.json().code).toBe('fleet-task/travel-automation-unavailable');
    const toVendor = await w.readyTask({ send_by: 'VENDOR', expected_departure_on: null });
    const schedule = await transition(toVendor.id, { status: 'SCHEDULED', auto_start_type: 'GEOFENCE' });
    expect(schedule.json().code).toBe('fleet-task/travel-automation-unavailable');
    expect((await w.taskRow(toVendor.id)).status).toBe('DRAFT');
  });

  it('marks a start by the geofence automation as automatic', async () => {
    const task = await w.readyTask({ status: 'SCHEDULED', auto_start_type: 'GEOFENCE' });
    const system = { companyId: w.company.id, id: null, name: 'Sistem' };
    const started = await transitionFleetTask(
      w.db,
      system,
      task.id,
      { status: 'STARTED' },
      { source: 'geofence', hooks: APP_HOOKS },
    );
    expect(started.is_auto_started).toBe(true);
    expect(started.actual_departure_on).not.toBeNull();
    const [event] = await w.historyOf(task.id);
    expect(event?.title).toBe('Penugasan mulai dijalankan');
    expect(event?.badge).toMatchObject({ text: 'Otomatis' });
  });
});
