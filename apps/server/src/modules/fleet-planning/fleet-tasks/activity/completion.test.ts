import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityWorld,
  activityUrl,
  completion,
  createActivityWorld,
  DEPARTED_AT,
  startedTask,
} from '../../../../../test/factories/activity.factory';
import { jpegOfSize } from '../../../../../test/multipart';
import { buildDeliveryOrder } from '../../../../seed/builders/builders';

let w: ActivityWorld;

beforeAll(async () => {
  w = await createActivityWorld();
});
afterAll(() => w.t.close());

const activityRow = (url: string) =>
  w.db
    .selectFrom('fleet_task_activities')
    .selectAll()
    .where('id', '=', url.split('/').at(-1) ?? '')
    .executeTakeFirstOrThrow();
const orderRow = (id: string) =>
  w.db.selectFrom('delivery_orders').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
const historyOf = (entityId: string) =>
  w.db
    .selectFrom('history_events')
    .select(['event', 'title', 'description'])
    .where('entity_id', '=', entityId)
    .orderBy('created_on')
    .execute();

async function oneOrderTask(loads?: { quantity: number }[]) {
  const order = await buildDeliveryOrder(w.db, { company_id: w.companyId, ...(loads ? { loads } : {}) });
  const task = await startedTask(w, [order]);
  return {
    order,
    task,
    pickup: activityUrl(task, order.id, 'PICKUP'),
    drop: activityUrl(task, order.id, 'DROP'),
  };
}

describe('completing a pickup or drop', () => {
  it('completes a pickup: the proof is saved, the order is picked up, the plan becomes the actual quantity', async () => {
    const { order, task, pickup } = await oneOrderTask([{ quantity: 12 }]);
    await w.upload(pickup, { type: 'photo' }, [
      { fileName: 'a.jpg', contentType: 'image/jpeg', bytes: jpegOfSize(50) },
    ]);
    const response = await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:15:00+07:00'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'PICKUP',
      status: { raw_type: 'COMPLETED' },
      completed_on: '2026-11-22T09:15:00.000+07:00',
      contact_person_name: 'Budi Santoso',
      note: 'Diterima dalam keadaan baik',
      delivery_order: { id: order.id, number: order.number },
      attachments: [expect.objectContaining({ in_proof: true, size_bytes: 50 })],
    });
    expect((await orderRow(order.id)).status).toBe('PICKED_UP');
    const loads = await w.db
      .selectFrom('delivery_loads')
      .selectAll()
      .where('delivery_order_id', '=', order.id)
      .execute();
    expect(loads.map((load) => [load.quantity_picked, load.is_adjusted_picked])).toEqual([[12, false]]);
    expect((await historyOf(task.id)).at(-1)).toEqual({
      event: 'FleetPlanning.ActivityCompleted',
      title: 'Pengambilan selesai',
      description: `Pengiriman ${order.number} berhasil diterima.`,
    });
    expect((await historyOf(order.id)).at(-1)?.event).toBe('FleetPlanning.DeliveryOrderPickedUp');
  });

  it('refuses a drop before its pickup, leaving the drop as it was', async () => {
    const { drop } = await oneOrderTask();
    const response = await w.api('POST', `${drop}/complete`, completion('2026-11-22T10:00:00+07:00'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/pickup-must-be-completed',
      message: 'Pengambilan harus diselesaikan terlebih dahulu.',
    });
    expect((await activityRow(drop)).status).toBe('UNCOMPLETED');
  });

  it('refuses a pickup timed before the actual departure', async () => {
    const { pickup } = await oneOrderTask();
    const response = await w.api('POST', `${pickup}/complete`, completion('2026-11-22T07:59:00+07:00'));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-fields');
    expect(response.json().errors).toEqual([
      {
        field: 'completed_on',
        code: 'before-actual-departure',
        message: 'Waktu Pengambilan tidak boleh kurang dari Waktu Keberangkatan Aktual',
      },
    ]);
  });

  it('refuses a drop timed before its pickup, then delivers it and the order', async () => {
    const { order, pickup, drop } = await oneOrderTask([{ quantity: 5 }]);
    await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:00:00+07:00'));
    const early = await w.api('POST', `${drop}/complete`, completion('2026-11-22T08:59:00+07:00'));
    expect(early.json().errors).toEqual([
      expect.objectContaining({
        field: 'completed_on',
        message: 'Waktu Pengiriman tidak boleh kurang dari Waktu Pengambilan',
      }),
    ]);
    const done = await w.api('POST', `${drop}/complete`, completion('2026-11-22T11:00:00+07:00'));
    expect(done.statusCode, done.body).toBe(200);
    expect((await orderRow(order.id)).status).toBe('DELIVERED');
    const [load] = await w.db
      .selectFrom('delivery_loads')
      .selectAll()
      .where('delivery_order_id', '=', order.id)
      .execute();
    expect(load?.quantity_delivered).toBe(5);
  });

  it('refuses a completion while the task is not on its way', async () => {
    const order = await buildDeliveryOrder(w.db, { company_id: w.companyId });
    const task = await startedTask(w, [order], { status: 'SCHEDULED', actual_departure_on: null });
    const response = await w.api(
      'POST',
      `${activityUrl(task, order.id, 'PICKUP')}/complete`,
      completion(DEPARTED_AT),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fleet-task/activity-requires-started');
  });

  it('refuses an order that is no longer in progress with the in-transit-elsewhere message', async () => {
    const { order, pickup } = await oneOrderTask();
    await w.db
      .updateTable('delivery_orders')
      .set({ status: 'CANCELED' })
      .where('id', '=', order.id)
      .execute();
    const response = await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:00:00+07:00'));
    expect(response.json()).toMatchObject({
      code: 'fleet-task/delivery-order-in-transit-elsewhere',
      message: `Pengiriman ${order.number} sedang dalam proses transit di penugasan lain`,
      errors_v2: { issues: [expect.objectContaining({ code: 'FLEET_TASK.DELIVERY_ORDER_INVALID_STATUS' })] },
    });
  });

  it('refuses the second leg of a transit order while its first leg is still on its way', async () => {
    const order = await buildDeliveryOrder(w.db, { company_id: w.companyId, shipment_type: 'TRANSIT' });
    const transitId = order.transits[0]?.address_id;
    const task = await startedTask(w, []);
    // The second leg: picked up at the transit, dropped at the destination.
    const point = await w.db
      .insertInto('fleet_task_points')
      .values({
        company_id: w.companyId,
        fleet_task_id: task.id,
        type: 'DEFAULT',
        address_id: transitId ?? 0,
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const activity = await w.db
      .insertInto('fleet_task_activities')
      .values({
        company_id: w.companyId,
        fleet_task_id: task.id,
        point_id: point.id,
        delivery_order_id: order.id,
        type: 'PICKUP',
        position: 0,
        transit_leg: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await w.db
      .updateTable('delivery_orders')
      .set({ status: 'IN_TRANSIT' })
      .where('id', '=', order.id)
      .execute();
    const url = `/fleet-task/${task.id}/point/${point.id}/activity/${activity.id}`;
    const response = await w.api('POST', `${url}/complete`, completion('2026-11-22T09:00:00+07:00'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors_v2.issues).toEqual([
      expect.objectContaining({ code: 'FLEET_TASK.FLEET_TASK_ACTIVITIES_PARENT_NOT_COMPLETED' }),
    ]);
  });

  it.each([
    ['no contact name', { contact_person_name: '  ' }, 'contact_person_name'],
    ['a time without an offset', { completed_on: '2026-11-22T09:00:00' }, 'completed_on'],
    ['another completion type', { type: 'driver' }, 'type'],
  ])('refuses a form with %s', async (_name, change, field) => {
    const { pickup } = await oneOrderTask();
    const response = await w.api('POST', `${pickup}/complete`, {
      ...completion('2026-11-22T09:00:00+07:00'),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect((await activityRow(pickup)).status).toBe('UNCOMPLETED');
  });

  it('edits the proof of a completed activity without moving the order on again', async () => {
    const { order, task, pickup } = await oneOrderTask();
    await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:00:00+07:00'));
    const again = await w.api(
      'POST',
      `${pickup}/complete`,
      completion('2026-11-22T09:30:00+07:00', { contact_person_name: 'Siti' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.contact_person_name).toBe('Siti');
    expect((await historyOf(task.id)).at(-1)?.event).toBe('FleetPlanning.ActivityProofUpdated');
    const orderEvents = (await historyOf(order.id)).filter(
      (e) => e.event === 'FleetPlanning.DeliveryOrderPickedUp',
    );
    expect(orderEvents).toHaveLength(1);
  });

  it('does not end the task when its last activity is completed', async () => {
    const { task, pickup, drop } = await oneOrderTask();
    await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:00:00+07:00'));
    await w.api('POST', `${drop}/complete`, completion('2026-11-22T10:00:00+07:00'));
    const row = await w.db
      .selectFrom('fleet_tasks')
      .select('status')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('STARTED');
  });

  it("answers the proof of the order's pickup and drop on the task", async () => {
    const { order, task, pickup } = await oneOrderTask();
    await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:00:00+07:00'));
    const response = await w.api('GET', `/fleet-task/${task.id}/delivery-order/${order.id}/activity`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.map((proof: { type: string; status: { raw_type: string } }) => [
          proof.type,
          proof.status.raw_type,
        ]),
    ).toEqual([
      ['PICKUP', 'COMPLETED'],
      ['DROP', 'UNCOMPLETED'],
    ]);
    const missing = await w.api('GET', `/fleet-task/${task.id}/delivery-order/${task.id}/activity`);
    expect(missing.statusCode).toBe(404);
  });

  it("gives each row of the sequence its menu for the caller's scopes", async () => {
    const { task, pickup } = await oneOrderTask([{ quantity: 3 }]);
    await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:00:00+07:00'));
    type Row = { type: string; menu: string[] };
    const menus = async (response: { json: () => { data: { points: { activities: Row[] }[] } } }) =>
      Object.fromEntries(
        response
          .json()
          .data.points.flatMap((point) => point.activities)
          .map((row) => [row.type, row.menu]),
      );
    expect(await menus(await w.api('GET', `/fleet-task/${task.id}/sequence`))).toEqual({
      PICKUP: ['view-proof', 'adjust-load'],
      DROP: ['complete', 'remove'],
    });
    expect(await menus(await w.asDispatcher('GET', `/fleet-task/${task.id}/sequence`))).toEqual({
      PICKUP: ['view-proof'],
      DROP: ['complete', 'remove'],
    });
  });
});
