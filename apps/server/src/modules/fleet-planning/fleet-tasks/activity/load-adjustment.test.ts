import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityWorld,
  activityUrl,
  completion,
  createActivityWorld,
  startedTask,
} from '../../../../../test/factories/activity.factory';
import { buildDeliveryOrder } from '../../../../seed/builders/builders';

let w: ActivityWorld;

beforeAll(async () => {
  w = await createActivityWorld();
});
afterAll(() => w.t.close());

const loadsOf = (orderId: string) =>
  w.db
    .selectFrom('delivery_loads')
    .select([
      'id',
      'quantity',
      'quantity_picked',
      'quantity_delivered',
      'is_adjusted_picked',
      'is_adjusted_delivered',
    ])
    .where('delivery_order_id', '=', orderId)
    .orderBy('id')
    .execute();

/** A task on its way with one order of two loads (10 and 4 of a product weighing 2.5 kg each). */
async function pickedUpOrder() {
  const order = await buildDeliveryOrder(w.db, {
    company_id: w.companyId,
    loads: [
      { quantity: 10, conversion_weight_value: 2.5 },
      { quantity: 4, conversion_weight_value: 2.5 },
    ],
  });
  const task = await startedTask(w, [order]);
  const pickup = activityUrl(task, order.id, 'PICKUP');
  const drop = activityUrl(task, order.id, 'DROP');
  const done = await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:00:00+07:00'));
  expect(done.statusCode, done.body).toBe(200);
  const loads = await loadsOf(order.id);
  return {
    order,
    task,
    pickup,
    drop,
    first: loads.find((l) => l.quantity === 10)!,
    second: loads.find((l) => l.quantity === 4)!,
  };
}

const item = (id: string, quantity: number | string, reason: string | null = 'Barang rusak') => ({
  delivery_load_uuid: id,
  quantity,
  reason,
});

describe('adjusting the loads of a completed activity', () => {
  it('lowers the quantity picked up, with the totals and the load history following', async () => {
    const { order, task, pickup, first } = await pickedUpOrder();
    const response = await w.api('PATCH', `${pickup}/adjust-load`, [item(first.id, 7, 'Kemasan pecah')]);
    expect(response.statusCode, response.body).toBe(200);
    const adjusted = response.json().data.loads.find((load: { id: string }) => load.id === first.id);
    expect(adjusted).toMatchObject({
      quantity: 10,
      quantity_picked: 7,
      weight_picked: 17.5,
      is_adjusted_picked: true,
    });
    const stored = await w.db
      .selectFrom('fleet_tasks')
      .select('current_total_weight')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(stored.current_total_weight).toBe((7 + 4) * 2.5);

    const log = await w.t.app.inject({
      method: 'GET',
      url: `/api/order/v1/delivery-order/${order.id}/log?page=1&limit=1&sorts=${encodeURIComponent('created_on desc')}&filters=${encodeURIComponent('event in FleetPlanning.DeliveryLoadUpdatedPicked,FleetPlanning.DeliveryLoadUpdatedDropped')}&filters=${encodeURIComponent('created_on gte 2026-01-01T00:00:00+07:00')}`,
      headers: w.adminHeaders,
    });
    expect(log.statusCode, log.body).toBe(200);
    const [entry] = log.json().data.paginated_result;
    expect(entry.event).toBe('FleetPlanning.DeliveryLoadUpdatedPicked');
    expect(entry.delivery_order_uuid).toBe(order.id);
    expect(entry.created_by).toEqual(expect.objectContaining({ id: w.adminId }));
    expect(entry.details).toEqual([
      expect.objectContaining({
        delivery_load_uuid: first.id,
        old_qty: 10,
        new_qty: 7,
        reason: 'Kemasan pecah',
      }),
    ]);
  });

  it.each([
    ['letters', 'tujuh', 'not-a-number', 'Harus berupa angka'],
    ['more than the plan', 11, 'exceeds-plan', 'Kuantitas aktual melebihi rencana'],
  ])('refuses %s for a pickup', async (_name, quantity, code, message) => {
    const { order, pickup, first } = await pickedUpOrder();
    const before = await loadsOf(order.id);
    const response = await w.api('PATCH', `${pickup}/adjust-load`, [item(first.id, quantity)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: '0.quantity', code, message }]);
    expect(await loadsOf(order.id)).toEqual(before);
  });

  it('refuses a pickup above its last adjustment', async () => {
    const { pickup, first } = await pickedUpOrder();
    await w.api('PATCH', `${pickup}/adjust-load`, [item(first.id, 6)]);
    const response = await w.api('PATCH', `${pickup}/adjust-load`, [item(first.id, 8)]);
    expect(response.json().errors).toEqual([
      {
        field: '0.quantity',
        code: 'exceeds-last-adjustment',
        message: 'Kuantitas aktual melebihi perubahan terakhir',
      },
    ]);
  });

  it('refuses a drop above what was picked up', async () => {
    const { pickup, drop, first } = await pickedUpOrder();
    await w.api('PATCH', `${pickup}/adjust-load`, [item(first.id, 6)]);
    await w.api('POST', `${drop}/complete`, completion('2026-11-22T11:00:00+07:00'));
    const response = await w.api('PATCH', `${drop}/adjust-load`, [item(first.id, 7)]);
    expect(response.json().errors).toEqual([
      {
        field: '0.quantity',
        code: 'exceeds-picked',
        message: 'Kuantitas aktual terkirim melebihi aktual pengambilan',
      },
    ]);
    const fine = await w.api('PATCH', `${drop}/adjust-load`, [item(first.id, 5)]);
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data.loads.find((l: { id: string }) => l.id === first.id).quantity_delivered).toBe(5);
  });

  it('refuses every reduction without a reason, marking those rows, and changes nothing', async () => {
    const { order, pickup, first, second } = await pickedUpOrder();
    const before = await loadsOf(order.id);
    const response = await w.api('PATCH', `${pickup}/adjust-load`, [
      item(first.id, 9, 'Hilang'),
      item(second.id, 3, null),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'delivery/load-adjustment-reason-required',
      message: 'Gagal Menyimpan. Terdapat Alasan Perubahan yang belum diisi',
      errors: [{ field: '1.reason', code: 'reason-required', message: 'Alasan perubahan wajib diisi' }],
      errors_v2: {
        issues: [
          expect.objectContaining({
            code: 'FLEET_TASK.DELIVERY_LOAD_ADJUSTMENT_REASON_IS_NULL',
            field: '1.reason',
          }),
        ],
      },
    });
    expect(await loadsOf(order.id)).toEqual(before);
  });

  it('refuses an activity that is not completed yet', async () => {
    const { drop, first } = await pickedUpOrder();
    const response = await w.api('PATCH', `${drop}/adjust-load`, [item(first.id, 5)]);
    expect(response.json().code).toBe('fleet-task/activity-not-completed');
  });

  it('refuses a user without delivery-load-adjustment:update', async () => {
    const { pickup, first } = await pickedUpOrder();
    const response = await w.asDispatcher('PATCH', `${pickup}/adjust-load`, [item(first.id, 5)]);
    expect(response.statusCode).toBe(403);
  });

  it("refuses an order from a vendor request, whose loads are the requester's", async () => {
    const { order, pickup, first } = await pickedUpOrder();
    await w.db
      .updateTable('delivery_orders')
      .set({ is_from_vendor_request: true })
      .where('id', '=', order.id)
      .execute();
    const response = await w.api('PATCH', `${pickup}/adjust-load`, [item(first.id, 5)]);
    expect(response.json().code).toBe('delivery/load-adjustment-disabled');
  });

  it('refuses an empty list, and a load of another order', async () => {
    const { pickup } = await pickedUpOrder();
    expect((await w.api('PATCH', `${pickup}/adjust-load`, [])).statusCode).toBe(400);
    const other = await buildDeliveryOrder(w.db, { company_id: w.companyId });
    const response = await w.api('PATCH', `${pickup}/adjust-load`, [item(other.loads[0]!.id, 0)]);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: '0.delivery_load_uuid', code: 'invalid-value' }),
    ]);
  });

  it('applies adjusted_delivery_loads sent with the completion of a drop', async () => {
    const { drop, first } = await pickedUpOrder();
    const response = await w.api(
      'POST',
      `${drop}/complete`,
      completion('2026-11-22T11:00:00+07:00', {
        adjusted_delivery_loads: [item(first.id, 9, 'Ditolak penerima')],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await w.db.selectFrom('delivery_loads').selectAll().where('id', '=', first.id).execute();
    expect(stored).toMatchObject({ quantity_delivered: 9, is_adjusted_delivered: true });
  });

  it('names a bad item of adjusted_delivery_loads inside the completion and completes nothing', async () => {
    const { drop, first } = await pickedUpOrder();
    const response = await w.api(
      'POST',
      `${drop}/complete`,
      completion('2026-11-22T11:00:00+07:00', { adjusted_delivery_loads: [item(first.id, 99)] }),
    );
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'adjusted_delivery_loads.0.quantity', code: 'exceeds-plan' }),
    ]);
    const row = await w.db
      .selectFrom('fleet_task_activities')
      .select('status')
      .where('id', '=', drop.split('/').at(-1)!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('UNCOMPLETED');
  });
});
