import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companySnapshot,
  historyTitles,
  moveVendorTask,
  sendToVendor,
  taskRow,
  type VendorWorld,
  vendorWorld,
} from '../../../../../test/factories/vendor.factory';

let w: VendorWorld;
beforeAll(async () => {
  w = await vendorWorld();
});
afterAll(() => w.t.close());

describe('the vendor path across two companies', () => {
  let senderTaskId: string;
  let requestId: string;
  let vendorTaskId: string;

  it('sending a Draf with a paired vendor writes a PENDING request in the vendor company', async () => {
    const second = await w.order({ loads: [{ product_id: w.product.id, quantity: 5 }] });
    const task = await w.draft([await w.order(), second]);
    senderTaskId = task.id;
    const stop = task.points.find((point) => point.type === 'DEFAULT') as (typeof task.points)[number];
    await w.db
      .updateTable('fleet_task_points')
      .set({ service_time_seconds: 1800 })
      .where('id', '=', stop.id)
      .execute();

    const sent = await sendToVendor(w, task.id);
    expect(sent.vendorCompanyId).toBe(w.vendorCompany.id);
    requestId = sent.requestId;
    const request = await w.db
      .selectFrom('vendor_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      company_id: w.vendorCompany.id,
      sender_company_id: w.sender.id,
      sender_fleet_task_id: task.id,
      sender_vendor_id: w.vendor.id,
      status: 'PENDING',
    });
    const history = await historyTitles(w.db, w.sender.id, task.id);
    expect(history.map((event) => event.title)).toContain('Permintaan dikirim ke vendor');
  });

  it("lists the request in the vendor company's incoming list with its route summary and totals", async () => {
    const response = await w.vendorApi.get('/vendor-request?filters=status.name%20eq%20PENDING');
    expect(response.statusCode).toBe(200);
    const row = response.json().data.paginated_result.find((r: { id: string }) => r.id === requestId);
    expect(row).toMatchObject({
      status: { name: 'PENDING' },
      sender_company: { id: w.sender.id, name: 'PT Pengirim Nusantara' },
      sender_fleet_task: { number: (await taskRow(w.db, senderTaskId)).number },
      vendor_fleet_task: null,
      route: {
        start_city: 'Jakarta Timur',
        end_city: 'Jakarta Timur',
        origin_city: 'Bekasi',
        destination_city: 'Bandung',
        stop_count: 2,
      },
      delivery_order_count: 2,
      // 25 sacks of 50 kg and 0.04 cbm.
      total_weight: 1250,
      total_volume: 1,
    });
  });

  it('does not list the request for the sender company, whose own list it is not', async () => {
    const response = await w.senderApi.get('/vendor-request');
    expect(response.json().data.paginated_result).toEqual([]);
  });

  it('shows the orders with their loads and no prices in the detail', async () => {
    const response = await w.vendorApi.get(`/vendor-request/${requestId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.delivery_orders).toHaveLength(2);
    expect(data.delivery_orders[0].loads[0]).toMatchObject({
      product: { name: 'Semen 50 kg' },
      quantity: 20,
      total_weight: 1000,
    });
    expect(data.points.map((p: { type: string }) => p.type)).toEqual(['START', 'DEFAULT', 'DEFAULT', 'END']);
    expect(data.points[1]).toMatchObject({ address: { name: 'Gudang Cikarang' }, service_time: 'PT30M' });
    expect(response.body).not.toMatch(/price/i);
  });

  it("accepting makes the sender's task Diterima Vendor and gives the vendor its own Draf copy", async () => {
    const before = await taskRow(w.db, senderTaskId);
    const response = await w.vendorApi.post(`/vendor-request/${requestId}/accept`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.status.name).toBe('ACCEPTED');
    vendorTaskId = data.vendor_fleet_task.id;

    const sender = await taskRow(w.db, senderTaskId);
    expect(sender.status).toBe('ACCEPTED_BY_VENDOR');
    expect(sender.visited_statuses).toEqual([...before.visited_statuses, 'ACCEPTED_BY_VENDOR']);

    const own = await taskRow(w.db, vendorTaskId);
    expect(own).toMatchObject({
      company_id: w.vendorCompany.id,
      status: 'DRAFT',
      is_from_vendor_request: true,
      source_fleet_task_id: senderTaskId,
      start_address_id: w.vendorGarage.id,
      end_address_id: w.vendorGarage.id,
      current_total_weight: 1250,
    });
    expect(own.number).toMatch(/^FO-\d{4}-\d{5}$/);
  });

  it('copies the orders, loads, addresses and stops into the vendor company, marked from a vendor request', async () => {
    const orders = await w.db
      .selectFrom('delivery_orders as o')
      .innerJoin('addresses as origin', 'origin.id', 'o.origin_address_id')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .innerJoin('customers as billed', 'billed.id', 'o.billed_customer_id')
      .select([
        'o.id',
        'o.company_id',
        'o.is_from_vendor_request',
        'origin.company_id as origin_company',
        'origin.is_garage',
        'c.name as customer',
        'billed.name as billed',
      ])
      .where('o.id', 'in', (eb) =>
        eb
          .selectFrom('fleet_task_activities')
          .select('delivery_order_id')
          .where('fleet_task_id', '=', vendorTaskId),
      )
      .execute();
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order).toMatchObject({
        company_id: w.vendorCompany.id,
        is_from_vendor_request: true,
        origin_company: w.vendorCompany.id,
        is_garage: false,
        customer: 'PT Sumber Makmur',
        billed: 'PT Pengirim Nusantara',
      });
    }
    const loads = await w.db
      .selectFrom('delivery_loads')
      .select(['quantity', 'company_id'])
      .where(
        'delivery_order_id',
        'in',
        orders.map((o) => o.id),
      )
      .orderBy('quantity')
      .execute();
    expect(loads).toEqual([
      { quantity: 5, company_id: w.vendorCompany.id },
      { quantity: 20, company_id: w.vendorCompany.id },
    ]);
    const points = await w.db
      .selectFrom('fleet_task_points as p')
      .innerJoin('addresses as a', 'a.id', 'p.address_id')
      .select(['p.type', 'a.name', 'p.service_time_seconds'])
      .where('p.fleet_task_id', '=', vendorTaskId)
      .orderBy('p.position')
      .execute();
    expect(points).toEqual([
      { type: 'START', name: 'Pool Mitra Bekasi', service_time_seconds: 0 },
      { type: 'DEFAULT', name: 'Gudang Cikarang', service_time_seconds: 1800 },
      { type: 'DEFAULT', name: 'Toko Dago', service_time_seconds: 0 },
      { type: 'END', name: 'Pool Mitra Bekasi', service_time_seconds: 0 },
    ]);
  });

  it('writes the acceptance into the history of both tasks', async () => {
    const sender = await historyTitles(w.db, w.sender.id, senderTaskId);
    expect(sender.map((event) => event.title)).toContain('Permintaan diterima oleh Vendor');
    const own = await historyTitles(w.db, w.vendorCompany.id, vendorTaskId);
    expect(own.map((event) => event.title)).toEqual(['Penugasan dibuat dari permintaan vendor']);
  });

  it('refuses to accept the same request twice and changes nothing', async () => {
    const before = await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id]);
    const response = await w.vendorApi.post(`/vendor-request/${requestId}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('vendor-request/already-responded');
    expect(await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id])).toEqual(before);
  });

  it("moves the sender's task after the vendor's task: scheduled, started, ended", async () => {
    const departure = new Date('2026-11-23T01:00:00.000Z');
    expect(
      await moveVendorTask(w.db, vendorTaskId, 'SCHEDULED', { expected_departure_on: departure }),
    ).toEqual({
      senderTaskId,
      senderCompanyId: w.sender.id,
      status: 'SCHEDULED',
    });
    expect((await taskRow(w.db, senderTaskId)).expected_departure_on).toEqual(departure);

    const started = new Date('2026-11-23T01:15:00.000Z');
    await moveVendorTask(w.db, vendorTaskId, 'STARTED', { actual_departure_on: started });
    expect(await taskRow(w.db, senderTaskId)).toMatchObject({
      status: 'STARTED',
      actual_departure_on: started,
    });

    const arrived = new Date('2026-11-23T06:40:00.000Z');
    await moveVendorTask(w.db, vendorTaskId, 'ENDED', { actual_arrival_on: arrived });
    const sender = await taskRow(w.db, senderTaskId);
    expect(sender).toMatchObject({
      status: 'ENDED',
      actual_departure_on: started,
      actual_arrival_on: arrived,
    });
    expect(sender.visited_statuses.slice(-4)).toEqual([
      'ACCEPTED_BY_VENDOR',
      'SCHEDULED',
      'STARTED',
      'ENDED',
    ]);
    const titles = (await historyTitles(w.db, w.sender.id, senderTaskId)).map((event) => event.title);
    expect(titles.slice(-3)).toEqual([
      'Vendor menjadwalkan penugasan',
      'Vendor menjalankan penugasan',
      'Vendor menyelesaikan penugasan',
    ]);
  });

  it('reuses the copied addresses, customers and products for the next request to the same sites', async () => {
    const task = await w.draft();
    const { requestId: next } = await sendToVendor(w, task.id);
    const count = (table: 'addresses' | 'customers' | 'products') =>
      w.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', w.vendorCompany.id)
        .executeTakeFirstOrThrow();
    const before = [await count('addresses'), await count('customers'), await count('products')];
    expect((await w.vendorApi.post(`/vendor-request/${next}/accept`)).statusCode).toBe(200);
    expect([await count('addresses'), await count('customers'), await count('products')]).toEqual(before);
  });
});

describe('rejecting a request', () => {
  it("makes the sender's task Ditolak with the reason in the task and its history", async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    const response = await w.vendorApi.post(`/vendor-request/${requestId}/reject`, {
      reason: 'Armada penuh minggu ini',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: { name: 'REJECTED' },
      rejected_reason: 'Armada penuh minggu ini',
    });
    expect(await taskRow(w.db, task.id)).toMatchObject({
      status: 'REJECTED_BY_VENDOR',
      rejected_reason: 'Armada penuh minggu ini',
    });
    const rejected = (await historyTitles(w.db, w.sender.id, task.id)).find(
      (e) => e.title === 'Permintaan ditolak oleh Vendor',
    );
    expect(rejected?.description).toBe('Armada penuh minggu ini');
  });

  it("shows the vendor's reason on the sender's task detail, and none once it is sent again", async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    const fresh = await w.senderApi.get(`/fleet-task/${task.id}`);
    expect(fresh.json().data.rejected_reason).toBeNull();
    await w.vendorApi.post(`/vendor-request/${requestId}/reject`, { reason: 'Supir sedang cuti' });
    const detail = await w.senderApi.get(`/fleet-task/${task.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      status: { name: 'REJECTED_BY_VENDOR' },
      rejected_reason: 'Supir sedang cuti',
    });
    await sendToVendor(w, task.id);
    expect((await w.senderApi.get(`/fleet-task/${task.id}`)).json().data.rejected_reason).toBeNull();
  });

  it('requires a reason of at most 255 characters and changes nothing without one', async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    const before = await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id]);
    const blank = await w.vendorApi.post(`/vendor-request/${requestId}/reject`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([expect.objectContaining({ field: 'reason', code: 'required' })]);
    const long = await w.vendorApi.post(`/vendor-request/${requestId}/reject`, { reason: 'x'.repeat(256) });
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'reason', code: 'too-long' })]);
    expect(await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id])).toEqual(before);
  });

  it('lets the sender send again after Ditolak: a new PENDING request, the rejected one kept', async () => {
    const task = await w.draft();
    const first = await sendToVendor(w, task.id);
    await w.vendorApi.post(`/vendor-request/${first.requestId}/reject`, { reason: 'Tidak ada supir' });
    const second = await sendToVendor(w, task.id);
    expect(second.requestId).not.toBe(first.requestId);
    const requests = await w.db
      .selectFrom('vendor_requests')
      .select(['id', 'status'])
      .where('sender_fleet_task_id', '=', task.id)
      .execute();
    expect(new Map(requests.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [first.requestId, 'REJECTED'],
        [second.requestId, 'PENDING'],
      ]),
    );
    expect(await taskRow(w.db, task.id)).toMatchObject({
      status: 'WAITING_FOR_VENDOR',
      rejected_reason: null,
    });
  });
});

describe('requests that cannot be answered', () => {
  it("answers another company's request 404, like a missing one, and changes nothing", async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    const before = await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id]);
    expect((await w.senderApi.get(`/vendor-request/${requestId}`)).statusCode).toBe(404);
    const accept = await w.senderApi.post(`/vendor-request/${requestId}/accept`);
    expect(accept.statusCode).toBe(404);
    expect(accept.json().code).toBe('not-found');
    expect((await w.senderApi.post(`/vendor-request/${requestId}/reject`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect(await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id])).toEqual(before);
  });

  it('shows a pending request whose sender task was cancelled as CANCELED and refuses to accept it', async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    await w.db.updateTable('fleet_tasks').set({ status: 'CANCELED' }).where('id', '=', task.id).execute();
    const list = await w.vendorApi.get('/vendor-request?filters=status.name%20eq%20CANCELED');
    expect(list.json().data.ids).toContain(requestId);
    const before = await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id]);
    const response = await w.vendorApi.post(`/vendor-request/${requestId}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('vendor-request/canceled');
    expect(await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id])).toEqual(before);
  });

  it('refuses a user of the vendor company without fleet-task:update', async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    expect((await w.vendorDriverApi.post(`/vendor-request/${requestId}/accept`)).statusCode).toBe(403);
  });
});

describe("the vendor company's inbox order", () => {
  it('lists the requests still waiting for an answer first, each group newest first', async () => {
    const waiting = await sendToVendor(w, (await w.draft()).id);
    const answered = await sendToVendor(w, (await w.draft()).id);
    await w.vendorApi.post(`/vendor-request/${answered.requestId}/reject`, { reason: 'Armada penuh' });
    const response = await w.vendorApi.get('/vendor-request?limit=100');
    expect(response.statusCode).toBe(200);
    const rows: { id: string; status: { name: string }; created_on: string }[] =
      response.json().data.paginated_result;
    const statuses = rows.map((row) => row.status.name);
    const firstAnswered = statuses.findIndex((status) => status !== 'PENDING');
    expect(firstAnswered).toBeGreaterThan(0);
    expect(statuses.slice(firstAnswered)).not.toContain('PENDING');
    // The newest request of all was answered: it comes after every waiting one.
    expect(rows[0]?.id).toBe(waiting.requestId);
    expect(rows.findIndex((row) => row.id === answered.requestId)).toBeGreaterThanOrEqual(firstAnswered);
    const pendingTimes = rows.slice(0, firstAnswered).map((row) => Date.parse(row.created_on));
    expect(pendingTimes).toEqual([...pendingTimes].sort((a, b) => b - a));
    const onlyWaiting = await w.vendorApi.get('/vendor-request?limit=100&filters=is_pending%20eq%20true');
    expect(onlyWaiting.json()).toMatchObject({ metadata: { total_count: firstAnswered } });
  });
});
