import { MAX_BULK_DELIVERY_ORDERS } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayload, type OrderWorld, orderWorld } from '../../../test/factories/order.factory';
import { buildDeliveryOrder, buildFleetTask } from '../../seed/builders/builders';

let w: OrderWorld;

beforeAll(async () => {
  w = await orderWorld();
});
afterAll(() => w.t.close());

const orderIds = async () =>
  (
    await w.db
      .selectFrom('delivery_orders')
      .select('id')
      .where('company_id', '=', w.company.id)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
const newOrder = () => buildDeliveryOrder(w.db, { company_id: w.company.id, customer_id: w.customer.id });

describe('POST /delivery-order/delete', () => {
  it('deletes the orders with their loads and writes a Pengiriman dihapus event for each', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const response = await w.asAdmin.post('/delivery-order/delete', { ids: [a.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ids).toEqual([a.id, b.id]);
    expect(await orderIds()).not.toContain(a.id);
    expect(await orderIds()).not.toContain(b.id);
    const loads = await w.db
      .selectFrom('delivery_loads')
      .select('id')
      .where('delivery_order_id', '=', a.id)
      .execute();
    expect(loads).toEqual([]);
    const events = await w.db
      .selectFrom('history_events')
      .select(['event', 'title'])
      .where('entity_id', '=', a.id)
      .where('event', '=', 'Order.DeliveryOrderDeleted')
      .execute();
    expect(events).toEqual([{ event: 'Order.DeliveryOrderDeleted', title: 'Pengiriman dihapus' }]);
  });

  it('refuses when one order is on a fleet task, naming the task, and deletes none', async () => {
    const [free, held] = [await newOrder(), await newOrder()];
    const task = await buildFleetTask(w.db, { company_id: w.company.id, status: 'DRAFT', orders: [held] });
    const response = await w.asAdmin.post('/delivery-order/delete', { ids: [free.id, held.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'delivery/failed-to-delete',
      message: `Pengiriman tidak dapat dihapus karena sudah ditugaskan pada penugasan ${task.number}.`,
      errors: [expect.objectContaining({ field: 'ids.1' })],
    });
    expect(await orderIds()).toEqual(expect.arrayContaining([free.id, held.id]));
  });

  it('deletes an order whose task was canceled, taking its stops off that task', async () => {
    const order = await newOrder();
    const task = await buildFleetTask(w.db, {
      company_id: w.company.id,
      status: 'CANCELED',
      orders: [order],
    });
    const response = await w.asAdmin.post('/delivery-order/delete', { ids: [order.id] });
    expect(response.statusCode).toBe(200);
    const activities = await w.db
      .selectFrom('fleet_task_activities')
      .select('id')
      .where('fleet_task_id', '=', task.id)
      .execute();
    expect(activities).toEqual([]);
  });

  it("answers 404 when one id is unknown or another company's, and deletes none", async () => {
    const order = await newOrder();
    const response = await w.asAdmin.post('/delivery-order/delete', { ids: [order.id, w.other.order.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'ids.1' })]);
    expect(await orderIds()).toContain(order.id);
    const foreign = await w.db
      .selectFrom('delivery_orders')
      .select('id')
      .where('id', '=', w.other.order.id)
      .execute();
    expect(foreign).toHaveLength(1);
  });

  it('answers 400 to an empty id list and 403 without delivery-order:delete', async () => {
    const empty = await w.asAdmin.post('/delivery-order/delete', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'ids', code: 'too-small' })]);
    const order = await newOrder();
    expect((await w.asDriver.post('/delivery-order/delete', { ids: [order.id] })).statusCode).toBe(403);
    expect(await orderIds()).toContain(order.id);
  });
});

describe('POST /delivery-order/bulk', () => {
  it('creates every item with its own sequential number and creation event', async () => {
    const items = [
      createPayload(w),
      createPayload(w, { loads: [{ product_id: w.product.id, quantity: 3 }] }),
    ];
    const response = await w.asAdmin.post('/delivery-order/bulk', { items });
    expect(response.statusCode).toBe(201);
    const created = response.json().data as { id: string; number: string }[];
    expect(created).toHaveLength(2);
    const counters = created.map((order) => Number(order.number.split('-')[2]));
    expect(counters[1]).toBe(counters[0]! + 1);
    const loads = await w.db
      .selectFrom('delivery_loads')
      .select('quantity')
      .where('delivery_order_id', '=', created[1]!.id)
      .execute();
    expect(loads).toEqual([{ quantity: 3 }]);
    const events = await w.db
      .selectFrom('history_events')
      .select('entity_id')
      .where('event', '=', 'Order.DeliveryOrderCreated')
      .where(
        'entity_id',
        'in',
        created.map((order) => order.id),
      )
      .execute();
    expect(events).toHaveLength(2);
  });

  it('creates nothing when one item is invalid, reporting its path', async () => {
    const before = await orderIds();
    const items = [
      createPayload(w),
      createPayload(w),
      createPayload(w),
      createPayload(w, { shipment_type: 'TRANSIT' }),
    ];
    const response = await w.asAdmin.post('/delivery-order/bulk', { items });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'items.3.transit_address_ids.0', code: 'required' }),
    ]);
    expect(await orderIds()).toEqual(before);
  });

  it("creates nothing when one item refers to another company's customer, reporting items.N.customer_id", async () => {
    const before = await orderIds();
    const items = [createPayload(w), createPayload(w, { customer_id: w.other.customer.id })];
    const response = await w.asAdmin.post('/delivery-order/bulk', { items });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-reference',
      errors: [expect.objectContaining({ field: 'items.1.customer_id' })],
    });
    expect(await orderIds()).toEqual(before);
  });

  it('creates 500 orders with their loads in one call', async () => {
    const loads = [
      { product_id: w.product.id, quantity: 1 },
      { product_id: w.product.id, quantity: 2 },
    ];
    const items = Array.from({ length: 500 }, (_, index) =>
      createPayload(w, { reference_number: `BULK-${index}`, loads }),
    );
    const response = await w.asAdmin.post('/delivery-order/bulk', { items });
    expect(response.statusCode).toBe(201);
    const ids = (response.json().data as { id: string }[]).map((order) => order.id);
    expect(new Set(ids).size).toBe(500);
    const stored = await w.db
      .selectFrom('delivery_loads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('delivery_order_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(1000);
    const last = await w.db
      .selectFrom('delivery_orders')
      .select('reference_number')
      .where('id', '=', ids[499]!)
      .executeTakeFirstOrThrow();
    expect(last.reference_number).toBe('BULK-499');
  });

  it("takes a body over the app's 1 MB default, as a spreadsheet import of thousands of rows sends", async () => {
    const note = 'Catatan impor '.repeat(40);
    const items = Array.from({ length: 1500 }, (_, index) =>
      createPayload(w, { reference_number: `IMPORT-${index}`, note }),
    );
    const response = await w.asAdmin.post('/delivery-order/bulk', { items });
    expect(JSON.stringify({ items }).length).toBeGreaterThan(1024 * 1024);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toHaveLength(1500);
  });

  it('takes between 1 and MAX_BULK_DELIVERY_ORDERS items', async () => {
    expect((await w.asAdmin.post('/delivery-order/bulk', { items: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: MAX_BULK_DELIVERY_ORDERS + 1 }, () => createPayload(w));
    const response = await w.asAdmin.post('/delivery-order/bulk', { items: tooMany });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'items', code: 'too-big' })]);
  });

  it('answers 403 without delivery-order:create', async () => {
    expect((await w.asDriver.post('/delivery-order/bulk', { items: [createPayload(w)] })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /delivery-order/duplicate', () => {
  it('copies an order with a new number, OPEN, its transits, and loads with nothing picked or delivered', async () => {
    const source = await buildDeliveryOrder(w.db, {
      company_id: w.company.id,
      status: 'DELIVERED',
      transit_address_ids: [w.addresses[2].id],
      loads: [
        {
          product_id: w.product.id,
          quantity: 8,
          quantity_picked: 7,
          quantity_delivered: 7,
          is_adjusted_picked: true,
        },
      ],
      user_definition_fields: [{ key: 'no_po', value: 'PO-9' }],
    });
    const response = await w.asAdmin.post('/delivery-order/duplicate', { ids: [source.id] });
    expect(response.statusCode).toBe(201);
    const [copy] = response.json().data;
    expect(copy.source_id).toBe(source.id);
    expect(copy.number).not.toBe(source.number);
    const detail = (await w.asAdmin.get(`/delivery-order/${copy.id}`)).json().data;
    expect(detail).toMatchObject({
      status: { name: 'OPEN' },
      shipment_type: 'TRANSIT',
      transits: [expect.objectContaining({ id: w.addresses[2].id })],
      no_po: 'PO-9',
      is_load_adjusted: false,
    });
    expect(detail.loads).toEqual([
      expect.objectContaining({
        quantity: 8,
        quantity_picked: null,
        quantity_delivered: null,
        is_adjusted_picked: false,
      }),
    ]);
    const [event] = (await w.asAdmin.get(`/delivery-order/${copy.id}/history`)).json().data;
    expect(event).toMatchObject({
      title: 'Pengiriman dibuat dari salinan',
      description: `Disalin dari ${source.number}`,
    });
    expect(event.properties).toContainEqual({
      key: 'Disalin dari',
      value: source.number,
      is_redirectable: true,
      redirect_url: `/delivery/${source.id}`,
    });
  });

  it('copies a cancelled order as a new OPEN order without the cancel reason', async () => {
    const reason = await w.db
      .insertInto('reasons')
      .values({ company_id: w.company.id, reason: 'Pelanggan membatalkan', type: 'CANCELED' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const source = await buildDeliveryOrder(w.db, {
      company_id: w.company.id,
      status: 'CANCELED',
      canceled_reason_id: reason.id,
      canceled_on: new Date(),
    });
    const [copy] = (await w.asAdmin.post('/delivery-order/duplicate', { ids: [source.id] })).json().data;
    const stored = await w.db
      .selectFrom('delivery_orders')
      .select(['status', 'canceled_reason_id', 'canceled_on'])
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'OPEN', canceled_reason_id: null, canceled_on: null });
  });

  it("answers 404 for another company's order and copies nothing", async () => {
    const source = await newOrder();
    const before = await orderIds();
    const response = await w.asAdmin.post('/delivery-order/duplicate', {
      ids: [source.id, w.other.order.id],
    });
    expect(response.statusCode).toBe(404);
    expect(await orderIds()).toEqual(before);
  });

  it('answers 403 without delivery-order:create', async () => {
    const source = await newOrder();
    expect((await w.asDriver.post('/delivery-order/duplicate', { ids: [source.id] })).statusCode).toBe(403);
  });
});
