import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTransferWorld,
  historyOf,
  snapshot,
  type TransferWorld,
  taskRow,
} from '../../../../../test/factories/transfer.factory';
import {
  type BuiltFleetTask,
  buildCompany,
  buildDeliveryOrder,
  buildFleetTask,
  buildReason,
  buildVendor,
} from '../../../../seed/builders/builders';
import { TRANSFER_EVENTS } from '../transfer/transfer-history';

let w: TransferWorld;
let reason: { id: number; reason: string };

beforeAll(async () => {
  w = await createTransferWorld();
  reason = await buildReason(w.db, { company_id: w.companyId, reason: 'Pelanggan membatalkan pesanan' });
});
afterAll(() => w.t.close());

/** The path of the order's pickup (or drop) row on the task. */
function rowPath(task: BuiltFleetTask, orderId: string, type: 'PICKUP' | 'DROP' = 'PICKUP') {
  const activity = task.activities.find((a) => a.delivery_order_id === orderId && a.type === type);
  if (!activity) throw new Error('the order has no such activity on the task');
  return `/fleet-task/${task.id}/point/${activity.point_id}/activity/${activity.id}/cancel`;
}

const cancel = (task: BuiltFleetTask, orderId: string, body: object = { canceled_reason_id: reason.id }) =>
  w.api('POST', rowPath(task, orderId), body);

const orderRow = (id: string) =>
  w.db.selectFrom('delivery_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /fleet-task/{id}/point/{pointId}/activity/{activityId}/cancel (Batalkan)', () => {
  it('cancels the order with its reason and takes its pickup and drop off the route; totals and arrival follow', async () => {
    const kept = await w.order('W', 'S1', {
      loads: [{ quantity: 2, conversion_weight_value: 5, conversion_volume_value: 0.5 }],
    });
    const gone = await w.order('W', 'S2', {
      loads: [{ quantity: 1, conversion_weight_value: 9, conversion_volume_value: 1 }],
    });
    const task = await w.task([kept, gone]);

    const response = await cancel(task, gone.id);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: gone.id,
      number: gone.number,
      status: 'CANCELED',
      canceled_reason: { id: reason.id, reason: 'Pelanggan membatalkan pesanan' },
      vendor_cleared: false,
    });
    expect(await w.stops(task.id, { kept })).toEqual(['W: p:kept', 'S1: d:kept']);
    expect(await orderRow(gone.id)).toMatchObject({
      status: 'CANCELED',
      canceled_reason_id: reason.id,
      canceled_on: expect.any(Date),
    });
    const row = await taskRow(w.db, task.id);
    expect([row.current_total_weight, row.current_total_volume]).toEqual([10, 1]);
    const points = (await w.api('GET', `/fleet-task/${task.id}/sequence`)).json().data.points;
    expect(row.estimated_arrival_on?.getTime()).toBe(Date.parse(points.at(-1).estimated_arrival_on));
  });

  it('writes the cancel and its reason on the task and on the order', async () => {
    const gone = await w.order('W', 'S2');
    const task = await w.task([gone, await w.order('W', 'S1')]);
    expect((await cancel(task, gone.id)).statusCode).toBe(200);
    const [onTask] = await historyOf(w.db, task.id, TRANSFER_EVENTS.canceled);
    expect(onTask).toMatchObject({
      title: 'Pengiriman dibatalkan',
      description: `Pengiriman ${gone.number} dibatalkan dan dikeluarkan dari penugasan ${task.number}.`,
    });
    expect(onTask?.properties).toContainEqual({ key: 'delivery_order_uuid', value: gone.id });
    expect(onTask?.properties).toContainEqual({
      key: 'Alasan Pembatalan',
      value: 'Pelanggan membatalkan pesanan',
    });
    const [onOrder] = await historyOf(w.db, gone.id, TRANSFER_EVENTS.canceled);
    expect(onOrder?.properties).toContainEqual({
      key: 'Nomor Penugasan',
      value: task.number,
      is_redirectable: true,
      redirect_url: `/fleet-task/${task.id}`,
    });
  });

  it('works from the drop row as from the pickup row', async () => {
    const gone = await w.order('W', 'S2');
    const task = await w.task([gone, await w.order('W', 'S1')]);
    const response = await w.api('POST', rowPath(task, gone.id, 'DROP'), { canceled_reason_id: reason.id });
    expect(response.statusCode).toBe(200);
    expect((await orderRow(gone.id)).status).toBe('CANCELED');
  });

  it('leaves a cancelled order unable to join another task', async () => {
    const gone = await w.order('W', 'S2');
    const task = await w.task([gone, await w.order('W', 'S1')]);
    await cancel(task, gone.id);
    const other = await w.task([await w.order('W', 'S1')], { status: 'DRAFT' });
    const response = await w.api('PUT', `/fleet-task/${other.id}/delivery-order`, {
      delivery_order_ids: [gone.id],
    });
    expect(response.json().code).toBe('fleet-task/delivery-order-not-assignable');
  });

  it('clears the vendor of the task and says so', async () => {
    const vendor = await buildVendor(w.db, { company_id: w.companyId });
    const gone = await w.order('W', 'S2');
    const task = await w.task([gone, await w.order('W', 'S1')], { vendor_id: vendor.id, send_by: 'VENDOR' });
    const response = await cancel(task, gone.id);
    expect(response.json().data.vendor_cleared).toBe(true);
    expect((await taskRow(w.db, task.id)).vendor_id).toBeNull();
  });
});

describe('Batalkan refusals leave the task and the order as they were', () => {
  async function expectRefused(
    task: BuiltFleetTask,
    orderId: string,
    expected: { status?: number; code: string; message?: string; field?: string },
    body?: object,
  ) {
    const before = await snapshot(w.db, [task.id], orderId);
    const response = await cancel(task, orderId, body);
    expect(response.statusCode).toBe(expected.status ?? 400);
    const json = response.json();
    expect(json.code).toBe(expected.code);
    if (expected.message) expect(json.message).toBe(expected.message);
    if (expected.field) expect(json.errors).toEqual([expect.objectContaining({ field: expected.field })]);
    expect(await snapshot(w.db, [task.id], orderId)).toEqual(before);
  }

  it.each([
    ['Draf', 'DRAFT' as const],
    ['Perjalanan', 'STARTED' as const],
    ['Selesai', 'ENDED' as const],
    ['Dibatalkan', 'CANCELED' as const],
    ['Menunggu Vendor', 'WAITING_FOR_VENDOR' as const],
  ])('is offered only in Dijadwalkan: refused in %s', async (_name, status) => {
    const order = await w.order('W', 'S2');
    const task = await w.task([order, await w.order('W', 'S1')], { status });
    await expectRefused(task, order.id, {
      code: 'activity-cancel/requires-scheduled',
      message: 'Pengiriman hanya dapat dibatalkan saat penugasan berstatus Dijadwalkan.',
    });
  });

  it('refuses an order from a vendor request (failed-to-canceled)', async () => {
    const requested = await w.order('W', 'S2', { is_from_vendor_request: true });
    const task = await w.task([requested, await w.order('W', 'S1')]);
    await expectRefused(task, requested.id, {
      code: 'failed-to-canceled',
      message: 'Gagal membatalkan. Terdapat pengiriman dari permintaan vendor.',
    });
  });

  it('refuses an order with a leg already completed on another task', async () => {
    const transit = await w.order('W', 'D', { shipment_type: 'TRANSIT', transit_address_ids: [w.at.T1] });
    const first = await w.task([transit], { status: 'ENDED' });
    await w.db
      .updateTable('fleet_task_activities')
      .set({ status: 'COMPLETED', completed_on: new Date() })
      .where('fleet_task_id', '=', first.id)
      .execute();
    const task = await w.task([transit, await w.order('W', 'S1')]);
    await expectRefused(task, transit.id, {
      code: 'activity-cancel/activity-completed',
      message: `Pengiriman ${transit.number} tidak dapat dibatalkan karena pengambilan atau pengirimannya sudah selesai.`,
    });
  });

  it('refuses an order that another open task still plans, naming that task', async () => {
    const transit = await w.order('W', 'D', { shipment_type: 'TRANSIT', transit_address_ids: [w.at.T1] });
    const task = await w.task([transit, await w.order('W', 'S1')]);
    const next = await w.task([transit], { status: 'DRAFT' });
    await expectRefused(task, transit.id, {
      code: 'activity-cancel/delivery-order-on-another-task',
      message: `Pengiriman ${transit.number} juga ditugaskan pada penugasan ${next.number}. Keluarkan dari penugasan tersebut terlebih dahulu.`,
    });
  });

  it("refuses the task's last order: cancel the task instead (minimum-one-delivery)", async () => {
    const only = await w.order('W', 'S2');
    const task = await w.task([only]);
    await expectRefused(task, only.id, { code: 'minimum-one-delivery' });
  });

  it("refuses a missing, deleted or another company's reason on canceled_reason_id", async () => {
    const order = await w.order('W', 'S2');
    const task = await w.task([order, await w.order('W', 'S1')]);
    const deleted = await buildReason(w.db, { company_id: w.companyId, deleted_on: new Date() });
    const foreign = await buildReason(w.db, { company_id: (await buildCompany(w.db)).id });
    for (const id of [999_999, deleted.id, foreign.id]) {
      await expectRefused(
        task,
        order.id,
        { code: 'invalid/invalid-fields', field: 'canceled_reason_id' },
        { canceled_reason_id: id },
      );
    }
    await expectRefused(task, order.id, { code: 'invalid/invalid-fields', field: 'canceled_reason_id' }, {});
  });

  it('answers a row that is not on that point or task, or a task of another company, like a missing one', async () => {
    const order = await w.order('W', 'S2');
    const task = await w.task([order, await w.order('W', 'S1')]);
    const pickup = task.activities.find((a) => a.delivery_order_id === order.id && a.type === 'PICKUP');
    const drop = task.activities.find((a) => a.delivery_order_id === order.id && a.type === 'DROP');
    const wrongPoint = `/fleet-task/${task.id}/point/${drop?.point_id}/activity/${pickup?.id}/cancel`;
    expect((await w.api('POST', wrongPoint, { canceled_reason_id: reason.id })).statusCode).toBe(404);
    const other = await w.task([await w.order('W', 'S1'), await w.order('W', 'S2')]);
    const elsewhere = `/fleet-task/${other.id}/point/${pickup?.point_id}/activity/${pickup?.id}/cancel`;
    expect((await w.api('POST', elsewhere, { canceled_reason_id: reason.id })).statusCode).toBe(404);
    const company = await buildCompany(w.db);
    const foreignOrder = await buildDeliveryOrder(w.db, { company_id: company.id });
    const foreign = await buildFleetTask(w.db, {
      company_id: company.id,
      status: 'SCHEDULED',
      orders: [foreignOrder],
    });
    expect((await cancel(foreign, foreignOrder.id)).statusCode).toBe(404);
    expect((await orderRow(order.id)).status).toBe('ASSIGNED');
  });

  it('speaks English when asked', async () => {
    const order = await w.order('W', 'S2');
    const task = await w.task([order, await w.order('W', 'S1')], { status: 'DRAFT' });
    const response = await w.inEnglish('POST', rowPath(task, order.id), { canceled_reason_id: reason.id });
    expect(response.json().message).toBe(
      'A delivery can be canceled only while the assignment is Scheduled.',
    );
  });

  it('refuses a driver without fleet-task:update', async () => {
    const order = await w.order('W', 'S2');
    const task = await w.task([order, await w.order('W', 'S1')]);
    expect((await w.asDriver('POST', rowPath(task, order.id))).statusCode).toBe(403);
  });
});
