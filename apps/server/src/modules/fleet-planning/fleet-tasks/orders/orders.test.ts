import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSequenceWorld, type SequenceWorld } from '../../../../../test/factories/sequence.factory';
import {
  buildCompany,
  buildDeliveryOrder,
  buildFleetTask,
  buildVendor,
  type DeliveryOrderOverrides,
  type DeliveryOrderRow,
} from '../../../../seed/builders/builders';
import type { FleetTaskOverrides } from '../../../../seed/builders/fleet-task-builder';

let w: SequenceWorld;
const at: Record<'W' | 'S1' | 'S2' | 'T1' | 'T2' | 'D', number> = { W: 0, S1: 0, S2: 0, T1: 0, T2: 0, D: 0 };
const names = new Map<number, string>();

beforeAll(async () => {
  w = await createSequenceWorld();
  for (const [index, key] of (['W', 'S1', 'S2', 'T1', 'T2', 'D'] as const).entries()) {
    at[key] = (await w.place(`Tempat ${key}`, index + 1)).id;
    names.set(at[key], key);
  }
});
afterAll(() => w.t.close());

type Place = keyof typeof at;

const order = (from: Place, to: Place, overrides: DeliveryOrderOverrides = {}) =>
  buildDeliveryOrder(w.db, {
    company_id: w.companyId,
    origin_address_id: at[from],
    destination_address_id: at[to],
    ...overrides,
  });

const task = (overrides: FleetTaskOverrides = {}) =>
  buildFleetTask(w.db, { company_id: w.companyId, ...overrides });

const attach = (taskId: string, orders: readonly { id: string }[], path = 'delivery-order') =>
  w.api(path === 'intervention' ? 'POST' : 'PUT', `/fleet-task/${taskId}/${path}`, {
    delivery_order_ids: orders.map((o) => o.id),
  });

/** The stored stops as 'place: p:o1 d:o2' with the order numbers replaced by the given labels. */
async function stops(taskId: string, labels: Record<string, DeliveryOrderRow>) {
  const label = (text: string) =>
    Object.entries(labels).reduce((result, [name, o]) => result.replace(o.number, name), text);
  return (await w.storedRoute(taskId))
    .filter((p) => p.type === 'DEFAULT')
    .map((p) => `${names.get(p.address_id)}: ${p.activities.map(label).join(' ')}`);
}

const orderStatus = async (id: string) =>
  (await w.db.selectFrom('delivery_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

const events = (entityId: string) =>
  w.db.selectFrom('history_events').select(['event', 'title']).where('entity_id', '=', entityId).execute();

const complete = (taskId: string, orderId: string, type?: 'PICKUP' | 'DROP') => {
  let query = w.db
    .updateTable('fleet_task_activities')
    .set({ status: 'COMPLETED', completed_on: new Date() })
    .where('fleet_task_id', '=', taskId)
    .where('delivery_order_id', '=', orderId);
  if (type) query = query.where('type', '=', type);
  return query.execute();
};

describe('PUT /fleet-task/{id}/delivery-order', () => {
  it('adds a pickup at each origin and a drop at each destination, grouped into stops by address', async () => {
    const t = await task();
    const o1 = await order('W', 'S1');
    const o2 = await order('W', 'S2');
    const o3 = await order('W', 'S1');
    const response = await attach(t.id, [o1, o2, o3]);
    expect(response.statusCode).toBe(200);
    expect(response.json().metadata.total_count).toBe(3);
    expect(await stops(t.id, { o1, o2, o3 })).toEqual(['W: p:o1 p:o2 p:o3', 'S1: d:o1 d:o3', 'S2: d:o2']);
    expect((await w.storedRoute(t.id)).map((p) => [p.type, p.position])).toEqual([
      ['START', 0],
      ['DEFAULT', 1],
      ['DEFAULT', 2],
      ['DEFAULT', 3],
      ['END', 4],
    ]);
    expect(await orderStatus(o2.id)).toBe('ASSIGNED');
    expect(
      (await events(t.id)).filter((e) => e.event === 'FleetPlanning.DeliveryOrderAssigned'),
    ).toHaveLength(3);
    expect((await events(o1.id)).map((e) => e.title)).toContain('Pengiriman ditugaskan');
  });

  it('reuses a stop only where the drop stays after its pickup', async () => {
    const t = await task();
    const o1 = await order('W', 'S1');
    const back = await order('S1', 'W');
    await attach(t.id, [o1]);
    expect((await attach(t.id, [back])).statusCode).toBe(200);
    expect(await stops(t.id, { o1, back })).toEqual(['W: p:o1', 'S1: d:o1 p:back', 'W: d:back']);
  });

  it('leaves an order already on the task as it is', async () => {
    const t = await task();
    const o1 = await order('W', 'S1');
    await attach(t.id, [o1]);
    const before = await w.storedRoute(t.id);
    const historyBefore = (await events(t.id)).length;
    expect((await attach(t.id, [o1])).statusCode).toBe(200);
    expect(await w.storedRoute(t.id)).toEqual(before);
    expect(await events(t.id)).toHaveLength(historyBefore);
  });

  it('recomputes the task totals from the loads (quantity times conversion)', async () => {
    const t = await task();
    const heavy = await order('W', 'S1', {
      loads: [{ quantity: 4, conversion_weight_value: 2.5, conversion_volume_value: 0.125 }],
    });
    const light = await order('W', 'S2', {
      loads: [{ quantity: 3, conversion_weight_value: 1, conversion_volume_value: 0.1 }],
    });
    await attach(t.id, [heavy, light]);
    const totals = await w.db
      .selectFrom('fleet_tasks')
      .select(['current_total_weight', 'current_total_volume'])
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ current_total_weight: 13, current_total_volume: 0.8 });
  });

  it('brings only the current leg of a TRANSIT order: origin to first transit, then the next leg once dropped', async () => {
    const transit = await order('W', 'D', { shipment_type: 'TRANSIT', transit_address_ids: [at.T1, at.T2] });
    const first = await task();
    const firstList = (await attach(first.id, [transit])).json().data.paginated_result;
    expect(firstList[0]).toMatchObject({ id: transit.id, transit_leg: 0 });
    expect(await stops(first.id, { tr: transit })).toEqual(['W: p:tr', 'T1: d:tr']);

    await complete(first.id, transit.id);
    await w.db.updateTable('fleet_tasks').set({ status: 'ENDED' }).where('id', '=', first.id).execute();
    const second = await task();
    expect((await attach(second.id, [transit])).statusCode).toBe(200);
    expect(await stops(second.id, { tr: transit })).toEqual(['T1: p:tr', 'T2: d:tr']);
    const legs = await w.db
      .selectFrom('fleet_task_activities')
      .select('transit_leg')
      .where('fleet_task_id', '=', second.id)
      .execute();
    expect(legs.map((l) => l.transit_leg)).toEqual([1, 1]);
  });

  it('refuses an order held by another open task, naming it, and attaches none of the list', async () => {
    const held = await order('W', 'S1');
    await task({ orders: [held] });
    const free = await order('W', 'S2');
    const t = await task();
    const response = await attach(t.id, [free, held]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'delivery/cannot-unassign-from-fleet-task',
      errors: [{ field: 'delivery_order_ids.1' }],
    });
    expect(await stops(t.id, {})).toEqual([]);
    expect(await orderStatus(free.id)).toBe('OPEN');
  });

  it('refuses an order that is not OPEN', async () => {
    const canceled = await order('W', 'S1', { status: 'CANCELED' });
    const response = await attach((await task()).id, [canceled]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'fleet-task/delivery-order-not-assignable',
      errors_v2: {
        issues: [{ code: 'FLEET_TASK.DELIVERY_ORDER_INVALID_STATUS', field: 'delivery_order_ids.0' }],
      },
    });
  });

  it("refuses another company's order as an invalid reference", async () => {
    const foreign = await buildDeliveryOrder(w.db, { company_id: (await buildCompany(w.db)).id });
    const response = await attach((await task()).id, [foreign]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-reference',
      errors: [{ field: 'delivery_order_ids.0' }],
    });
  });

  it.each([
    ['Dibatalkan', { status: 'CANCELED' as const }],
    ['Menunggu Vendor', { status: 'WAITING_FOR_VENDOR' as const }],
    ['a vendor request without a vendor', { is_from_vendor_request: true }],
  ])('refuses a task that takes no deliveries: %s', async (_case, overrides) => {
    const response = await attach((await task(overrides)).id, [await order('W', 'S1')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fleet-task/cannot-add-delivery');
  });

  it('clears the vendor of the task whose route it changes', async () => {
    const vendor = await buildVendor(w.db, { company_id: w.companyId });
    const t = await task({ vendor_id: vendor.id, send_by: 'VENDOR' });
    expect((await attach(t.id, [await order('W', 'S1')])).statusCode).toBe(200);
    const row = await w.db
      .selectFrom('fleet_tasks')
      .select(['vendor_id', 'send_by'])
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ vendor_id: null, send_by: 'VENDOR' });
  });
});

describe('POST /fleet-task/{id}/intervention', () => {
  it('adds orders to a task on its way after the stops already done, recorded as Intervensi', async () => {
    const o1 = await order('W', 'S1');
    const t = await task({ status: 'STARTED', orders: [o1] });
    await complete(t.id, o1.id, 'PICKUP');
    const added = await order('W', 'S2');
    const response = await attach(t.id, [added], 'intervention');
    expect(response.statusCode).toBe(200);
    expect(await stops(t.id, { o1, added })).toEqual(['W: p:o1', 'S1: d:o1', 'W: p:added', 'S2: d:added']);
    const titles = (await events(t.id)).filter((e) => e.event === 'FleetPlanning.DeliveryOrderIntervention');
    expect(titles.map((e) => e.title)).toEqual(['Intervensi: pengiriman ditambahkan']);
  });

  it.each([
    ['Draf', { status: 'DRAFT' as const }],
    ['on its way from a vendor request', { status: 'STARTED' as const, is_from_vendor_request: true }],
  ])('is refused for a task %s', async (_case, overrides) => {
    const response = await attach((await task(overrides)).id, [await order('W', 'S1')], 'intervention');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fleet-task/intervention-not-available');
  });
});

describe('GET /fleet-task/{id}/delivery-order', () => {
  it("lists the task's orders with the status of their pickup and drop on the task", async () => {
    const o1 = await order('W', 'S1');
    const o2 = await order('W', 'S2');
    const t = await task({ status: 'STARTED', orders: [o1, o2] });
    await complete(t.id, o1.id, 'PICKUP');
    const response = await w.api('GET', `/fleet-task/${t.id}/delivery-order?search=${o1.number}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metadata.total_count).toBe(1);
    expect(body.data.ids).toEqual([o1.id]);
    expect(body.data.paginated_result[0]).toMatchObject({
      number: o1.number,
      shipment_type: 'DIRECT',
      origin_address: { id: at.W },
      destination_address: { id: at.S1 },
      pickup: { status: { raw_type: 'COMPLETED' } },
      drop: { status: { raw_type: 'UNCOMPLETED' }, completed_on: null },
    });
  });

  it("answers another company's task like a missing one", async () => {
    const foreign = await buildFleetTask(w.db, { company_id: (await buildCompany(w.db)).id });
    expect((await w.api('GET', `/fleet-task/${foreign.id}/delivery-order`)).statusCode).toBe(404);
  });

  it('refuses a driver without fleet-task:read', async () => {
    expect((await w.asDriver('GET', `/fleet-task/${(await task()).id}/delivery-order`)).statusCode).toBe(403);
  });
});

describe('DELETE /fleet-task/{id}/delivery-order/{orderId}', () => {
  const remove = (taskId: string, orderId: string) =>
    w.api('DELETE', `/fleet-task/${taskId}/delivery-order/${orderId}`);

  it('takes the order off the route, deletes its emptied stops, makes it OPEN and refreshes totals and history', async () => {
    const t = await task();
    const kept = await order('W', 'S1', {
      loads: [{ quantity: 2, conversion_weight_value: 5, conversion_volume_value: 0.5 }],
    });
    const gone = await order('W', 'S2', {
      loads: [{ quantity: 1, conversion_weight_value: 7, conversion_volume_value: 1 }],
    });
    await attach(t.id, [kept, gone]);
    const response = await remove(t.id, gone.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: gone.id, number: gone.number, vendor_cleared: false });
    expect(await stops(t.id, { kept, gone })).toEqual(['W: p:kept', 'S1: d:kept']);
    expect(await orderStatus(gone.id)).toBe('OPEN');
    const totals = await w.db
      .selectFrom('fleet_tasks')
      .select(['current_total_weight', 'current_total_volume'])
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ current_total_weight: 10, current_total_volume: 1 });
    expect((await events(t.id)).map((e) => e.event)).toContain('FleetPlanning.DeliveryOrderUnassigned');
    expect((await events(gone.id)).map((e) => e.event)).toContain('FleetPlanning.DeliveryOrderUnassigned');
  });

  it('refuses to remove the last order (minimum-one-delivery)', async () => {
    const only = await order('W', 'S1');
    const t = await task({ orders: [only] });
    const response = await remove(t.id, only.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('minimum-one-delivery');
  });

  it('refuses to remove an order from a vendor request', async () => {
    const requested = await order('W', 'S1', { is_from_vendor_request: true });
    const t = await task({ orders: [requested, await order('W', 'S2')] });
    expect((await remove(t.id, requested.id)).json().code).toBe('delivery/failed-to-unassigned-request');
  });

  it('refuses to remove an order whose pickup is completed', async () => {
    const picked = await order('W', 'S1');
    const t = await task({ status: 'STARTED', orders: [picked, await order('W', 'S2')] });
    await complete(t.id, picked.id, 'PICKUP');
    expect((await remove(t.id, picked.id)).json().code).toBe('fleet-task/delivery-order-activity-completed');
  });

  it('refuses to remove a TRANSIT order assigned on another task, naming that task', async () => {
    const transit = await order('W', 'D', { shipment_type: 'TRANSIT', transit_address_ids: [at.T1] });
    const first = await task();
    await attach(first.id, [transit]);
    await complete(first.id, transit.id);
    await w.db.updateTable('fleet_tasks').set({ status: 'ENDED' }).where('id', '=', first.id).execute();
    const second = await task({ orders: [await order('W', 'S1')] });
    await attach(second.id, [transit]);
    const response = await remove(second.id, transit.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'fleet-task/cannot-unassign-transit-delivery-order',
      message: `Gagal mengeluarkan ${transit.number} karena telah ditugaskan sampai ${first.number}`,
      errors_v2: { issues: [{ code: 'FLEET_TASK.FLEET_TASK_CANNOT_UNASSIGN_TRANSIT_DELIVERY_ORDER' }] },
    });
  });

  it('removes an order not yet picked up from a task on its way (Perjalanan)', async () => {
    const waiting = await order('W', 'S1');
    const t = await task({ status: 'STARTED', orders: [waiting, await order('W', 'S2')] });
    expect((await remove(t.id, waiting.id)).statusCode).toBe(200);
  });

  it.each([
    ['Dibatalkan', 'CANCELED' as const],
    ['Menunggu Vendor', 'WAITING_FOR_VENDOR' as const],
    ['Diterima Vendor', 'ACCEPTED_BY_VENDOR' as const],
  ])('is refused when the task is %s', async (_name, status) => {
    const o1 = await order('W', 'S1');
    const t = await task({ status, orders: [o1, await order('W', 'S2')] });
    const response = await remove(t.id, o1.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fleet-task/not-editable');
  });

  it('clears the vendor of a scheduled vendor task and says so', async () => {
    const vendor = await buildVendor(w.db, { company_id: w.companyId });
    const o1 = await order('W', 'S1');
    const t = await task({
      status: 'SCHEDULED',
      vendor_id: vendor.id,
      send_by: 'VENDOR',
      orders: [o1, await order('W', 'S2')],
    });
    const response = await remove(t.id, o1.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.vendor_cleared).toBe(true);
    const row = await w.db
      .selectFrom('fleet_tasks')
      .select('vendor_id')
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(row.vendor_id).toBeNull();
    expect((await events(t.id)).map((e) => e.event)).toContain('FleetPlanning.FleetTaskVendorCleared');
  });

  it('answers an order that is not on the task, or a task of another company, like a missing one', async () => {
    const t = await task({ orders: [await order('W', 'S1')] });
    expect((await remove(t.id, (await order('W', 'S2')).id)).statusCode).toBe(404);
    const other = await buildCompany(w.db);
    const foreignOrder = await buildDeliveryOrder(w.db, { company_id: other.id });
    const foreign = await buildFleetTask(w.db, { company_id: other.id, orders: [foreignOrder] });
    expect((await remove(foreign.id, foreignOrder.id)).statusCode).toBe(404);
  });

  it('refuses a driver without fleet-task:update', async () => {
    const o1 = await order('W', 'S1');
    const t = await task({ orders: [o1] });
    expect((await w.asDriver('DELETE', `/fleet-task/${t.id}/delivery-order/${o1.id}`)).statusCode).toBe(403);
    expect((await w.asDriver('PUT', `/fleet-task/${t.id}/delivery-order`)).statusCode).toBe(403);
  });
});
