import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companySnapshot,
  historyTitles,
  taskRow,
  type VendorWorld,
  vendorWorld,
} from '../../../../../test/factories/vendor.factory';
import { buildUser, buildVehicle } from '../../../../seed/builders/builders';

// The vendor path end to end through the status endpoint of both companies: the sender's transition
// sends the request (sendVendorRequest), the vendor's transitions move the sender (followVendorTask).

let w: VendorWorld;
beforeAll(async () => {
  w = await vendorWorld();
});
afterAll(() => w.t.close());

const transition = (api: VendorWorld['senderApi'], id: string, status: string, extra: object = {}) =>
  api.post(`/fleet-task/${id}/transition`, { status, ...extra });

describe('the vendor path through POST /fleet-task/{id}/transition', () => {
  let senderTaskId: string;
  let vendorTaskId: string;

  it('sends a Draf with a vendor to Menunggu Vendor and the vendor company receives the request', async () => {
    senderTaskId = (await w.draft()).id;
    // The sender's customer follows the trip on WhatsApp, whoever runs it.
    await w.db
      .updateTable('fleet_tasks')
      .set({ notification_enabled: true, customer_phone_number: '+6281234567890' })
      .where('id', '=', senderTaskId)
      .execute();
    const response = await transition(w.senderApi, senderTaskId, 'WAITING_FOR_VENDOR');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status.name).toBe('WAITING_FOR_VENDOR');
    const list = await w.vendorApi.get('/vendor-request?filters=status.name%20in%20PENDING,ACCEPTED');
    const row = list.json().data.paginated_result[0];
    expect(row.sender_fleet_task.number).toBe((await taskRow(w.db, senderTaskId)).number);
    const accepted = await w.vendorApi.post(`/vendor-request/${row.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    vendorTaskId = accepted.json().data.vendor_fleet_task.id;
  });

  it("gives the vendor a Draf it can open, and none of the sender's rows", async () => {
    const own = await w.vendorApi.get(`/fleet-task/${vendorTaskId}`);
    expect(own.json().data).toMatchObject({ status: { name: 'DRAFT' }, is_from_vendor_request: true });
    expect((await w.vendorApi.get(`/fleet-task/${senderTaskId}`)).statusCode).toBe(404);
    expect((await w.senderApi.get(`/fleet-task/${senderTaskId}`)).json().data.status.name).toBe(
      'ACCEPTED_BY_VENDOR',
    );
  });

  it('refuses the sender a manual move of a task accepted by its vendor', async () => {
    const response = await transition(w.senderApi, senderTaskId, 'SCHEDULED');
    expect(response.statusCode).toBe(400);
    expect((await taskRow(w.db, senderTaskId)).status).toBe('ACCEPTED_BY_VENDOR');
  });

  it("follows the vendor's schedule, start and end on the sender's task", async () => {
    const driver = await buildUser(w.db, { company_id: w.vendorCompany.id, role: 'driver' });
    const vehicle = await buildVehicle(w.db, { company_id: w.vendorCompany.id });
    const departure = new Date(Date.now() + 3 * 3_600_000);
    // Stands in for the vendor's PATCH of its Draf (vehicle, driver, departure).
    await w.db
      .updateTable('fleet_tasks')
      .set({ vehicle_id: vehicle.id, driver_user_id: driver.id, expected_departure_on: departure })
      .where('id', '=', vendorTaskId)
      .execute();

    expect((await transition(w.vendorApi, vendorTaskId, 'SCHEDULED')).statusCode).toBe(200);
    expect(await taskRow(w.db, senderTaskId)).toMatchObject({
      status: 'SCHEDULED',
      expected_departure_on: departure,
    });
    // The sender's own orders are committed as its own scheduling would: ASSIGNED, with an event each.
    const senderOrders = await w.db
      .selectFrom('delivery_orders')
      .select(['id', 'status'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('fleet_task_activities')
          .select('delivery_order_id')
          .where('fleet_task_id', '=', senderTaskId),
      )
      .execute();
    expect(senderOrders.length).toBeGreaterThan(0);
    expect(senderOrders.every((order) => order.status === 'ASSIGNED')).toBe(true);
    const assignedEvents = await w.db
      .selectFrom('history_events')
      .select('entity_id')
      .where('event', '=', 'FleetPlanning.DeliveryOrderAssigned')
      .where(
        'entity_id',
        'in',
        senderOrders.map((order) => order.id),
      )
      .execute();
    expect(new Set(assignedEvents.map((event) => event.entity_id)).size).toBe(senderOrders.length);

    expect((await transition(w.vendorApi, vendorTaskId, 'STARTED')).statusCode).toBe(200);
    const started = await taskRow(w.db, senderTaskId);
    expect(started.status).toBe('STARTED');
    expect(started.actual_departure_on).toEqual((await taskRow(w.db, vendorTaskId)).actual_departure_on);

    // The vendor proves each stop; the sender's matching activities follow with the same proof.
    const vendorActivities = await w.db
      .selectFrom('fleet_task_activities')
      .select(['id', 'point_id', 'type'])
      .where('fleet_task_id', '=', vendorTaskId)
      .orderBy('type', 'desc')
      .execute();
    const departedAt = (await taskRow(w.db, vendorTaskId)).actual_departure_on as Date;
    for (const activity of vendorActivities) {
      const at = new Date(departedAt.getTime() + (activity.type === 'PICKUP' ? 1 : 2) * 3_600_000);
      const done = await w.vendorApi.post(
        `/fleet-task/${vendorTaskId}/point/${activity.point_id}/activity/${activity.id}/complete`,
        { contact_person_name: 'Petugas Gudang', completed_on: at.toISOString(), type: 'admin' },
      );
      expect(done.statusCode, done.body).toBe(200);
    }
    const senderActivities = await w.db
      .selectFrom('fleet_task_activities')
      .select(['status', 'contact_person_name', 'completion_source'])
      .where('fleet_task_id', '=', senderTaskId)
      .execute();
    expect(senderActivities.length).toBeGreaterThan(0);
    expect(senderActivities.every((row) => row.status === 'COMPLETED')).toBe(true);
    expect(new Set(senderActivities.map((row) => row.contact_person_name))).toEqual(
      new Set(['Petugas Gudang']),
    );
    expect(new Set(senderActivities.map((row) => row.completion_source))).toEqual(new Set(['vendor']));
    const senderOrderStatuses = await w.db
      .selectFrom('delivery_orders')
      .select('status')
      .where(
        'id',
        'in',
        senderOrders.map((order) => order.id),
      )
      .execute();
    expect(new Set(senderOrderStatuses.map((row) => row.status))).toEqual(new Set(['DELIVERED']));
    expect((await transition(w.vendorApi, vendorTaskId, 'ENDED')).statusCode).toBe(200);
    const ended = await taskRow(w.db, senderTaskId);
    expect(ended.status).toBe('ENDED');
    expect(ended.actual_arrival_on).toEqual((await taskRow(w.db, vendorTaskId)).actual_arrival_on);
    const notified = await w.db
      .selectFrom('notification_outbox')
      .select('task_status')
      .where('fleet_task_id', '=', senderTaskId)
      .orderBy('created_on')
      .execute();
    expect(notified.map((row) => row.task_status)).toEqual([
      'WAITING_FOR_VENDOR',
      'ACCEPTED_BY_VENDOR',
      'SCHEDULED',
      'STARTED',
      'ENDED',
    ]);
    const titles = (await historyTitles(w.db, w.sender.id, senderTaskId)).map((event) => event.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Permintaan dikirim ke vendor',
        'Permintaan diterima oleh Vendor',
        'Vendor menjadwalkan penugasan',
        'Vendor menjalankan penugasan',
        'Vendor menyelesaikan penugasan',
      ]),
    );
  });

  it('refuses a transit order at the transition and leaves the Draf as it was', async () => {
    const task = await w.draft([await w.order({ shipment_type: 'TRANSIT' })]);
    const before = await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id]);
    const response = await transition(w.senderApi, task.id, 'WAITING_FOR_VENDOR');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('delivery-order-vendor-request-invalid-shipment-type');
    expect(await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id])).toEqual(before);
  });

  it('sends again from Ditolak through the transition after the vendor rejected', async () => {
    const task = await w.draft();
    await transition(w.senderApi, task.id, 'WAITING_FOR_VENDOR');
    const pending = await w.vendorApi.get('/vendor-request?filters=status.name%20eq%20PENDING');
    const id = pending.json().data.ids[0];
    expect(
      (await w.vendorApi.post(`/vendor-request/${id}/reject`, { reason: 'Truk sedang servis' })).statusCode,
    ).toBe(200);
    expect((await w.senderApi.get(`/fleet-task/${task.id}`)).json().data.status.name).toBe(
      'REJECTED_BY_VENDOR',
    );
    expect((await transition(w.senderApi, task.id, 'WAITING_FOR_VENDOR')).statusCode).toBe(200);
    const again = await w.vendorApi.get('/vendor-request?filters=status.name%20eq%20PENDING');
    expect(again.json().data.ids).toHaveLength(1);
    expect(again.json().data.ids[0]).not.toBe(id);
  });
});
