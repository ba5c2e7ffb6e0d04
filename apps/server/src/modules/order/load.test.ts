import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderWorld, orderWorld } from '../../../test/factories/order.factory';
import {
  type BuiltDeliveryOrder,
  buildDeliveryOrder,
  buildFleetTask,
  buildProduct,
} from '../../seed/builders/builders';

let w: OrderWorld;

beforeAll(async () => {
  w = await orderWorld();
});
afterAll(() => w.t.close());

/** An order of the world's company with loads of the given quantities of its product. */
async function newOrder(quantities = [10]): Promise<BuiltDeliveryOrder> {
  // buildDeliveryOrder cannot build an order without loads yet (it inserts an empty list), so an
  // empty order is built with one load that is then removed.
  const order = await buildDeliveryOrder(w.db, {
    company_id: w.company.id,
    loads: (quantities.length > 0 ? quantities : [1]).map((quantity) => ({
      product_id: w.product.id,
      quantity,
    })),
  });
  if (quantities.length > 0) return order;
  await w.db.deleteFrom('delivery_loads').where('delivery_order_id', '=', order.id).execute();
  return { ...order, loads: [] };
}
const loadUrl = (order: BuiltDeliveryOrder, loadId = order.loads[0]!.id) =>
  `/delivery-order/${order.id}/load/${loadId}`;
const storedLoad = (id: string) =>
  w.db.selectFrom('delivery_loads').selectAll().where('id', '=', id).executeTakeFirst();
const lastEvent = (orderId: string) =>
  w.db
    .selectFrom('history_events')
    .selectAll()
    .where('entity_id', '=', orderId)
    .orderBy('created_on', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

/** An order whose pickup the driver has completed on a started task. */
async function pickedUpOrder() {
  const order = await newOrder();
  const task = await buildFleetTask(w.db, { company_id: w.company.id, status: 'STARTED', orders: [order] });
  await w.db
    .updateTable('fleet_task_activities')
    .set({ status: 'COMPLETED', completed_on: new Date() })
    .where('delivery_order_id', '=', order.id)
    .where('type', '=', 'PICKUP')
    .execute();
  return { order, task };
}

describe('GET /delivery-order/{id}/load', () => {
  it('lists the loads with weights and volumes from quantity and conversions', async () => {
    const order = await newOrder([4, 10]);
    const response = await w.asAdmin.get(`/delivery-order/${order.id}/load?limit=1000&sorts=quantity%20desc`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metadata).toEqual({ page: 1, limit: 1000, total_count: 2 });
    expect(body.data.paginated_result.map((load: { quantity: number }) => load.quantity)).toEqual([10, 4]);
    expect(body.data.paginated_result[0]).toMatchObject({
      total_weight: 250,
      total_volume: 0.35,
      uom: 'Karung',
    });
  });

  it('searches by product name and refuses a limit over 1000', async () => {
    const order = await newOrder();
    const found = await w.asAdmin.get(`/delivery-order/${order.id}/load?search=beras`);
    expect(found.json().metadata.total_count).toBe(1);
    const none = await w.asAdmin.get(`/delivery-order/${order.id}/load?search=semen`);
    expect(none.json().metadata.total_count).toBe(0);
    const tooMany = await w.asAdmin.get(`/delivery-order/${order.id}/load?limit=1001`);
    expect(tooMany.statusCode).toBe(400);
  });

  it("answers 404 for another company's order and 403 without delivery-order:read", async () => {
    expect((await w.asAdmin.get(`/delivery-order/${w.other.order.id}/load`)).statusCode).toBe(404);
    const order = await newOrder();
    expect((await w.asDriver.get(`/delivery-order/${order.id}/load`)).statusCode).toBe(403);
  });
});

describe('GET /delivery-order/{id}/load/{loadId}', () => {
  it('answers the load, and 404 for a load of another order', async () => {
    const [order, another] = [await newOrder(), await newOrder()];
    const response = await w.asAdmin.get(loadUrl(order));
    expect(response.json().data).toMatchObject({ id: order.loads[0]!.id, quantity: 10, total_weight: 250 });
    expect((await w.asAdmin.get(loadUrl(order, another.loads[0]!.id))).statusCode).toBe(404);
  });
});

describe('POST /delivery-order/{id}/load', () => {
  it("adds a load with the product's unit and conversions and writes Muatan ditambahkan", async () => {
    const order = await newOrder([]);
    const response = await w.asAdmin.post(`/delivery-order/${order.id}/load`, {
      product_id: w.product.id,
      quantity: 12,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      quantity: 12,
      uom: 'Karung',
      conversion_weight_value: 25,
      total_weight: 300,
      product: { name: 'Beras Premium 25 kg' },
    });
    const event = await lastEvent(order.id);
    expect(event).toMatchObject({ event: 'Order.DeliveryLoadCreated', title: 'Muatan ditambahkan' });
    expect(event.properties).toContainEqual({ key: 'Kuantitas', value: '12 Karung' });
  });

  it('keeps a unit and conversions given with the load', async () => {
    const order = await newOrder([]);
    const response = await w.asAdmin.post(`/delivery-order/${order.id}/load`, {
      product_id: w.product.id,
      quantity: 2,
      uom: 'Palet',
      conversion_weight_value: 1000,
    });
    expect(response.json().data).toMatchObject({
      uom: 'Palet',
      total_weight: 2000,
      conversion_volume_value: 0.035,
    });
  });

  it("refuses another company's product with invalid/invalid-reference on product_id", async () => {
    const order = await newOrder([]);
    const response = await w.asAdmin.post(`/delivery-order/${order.id}/load`, {
      product_id: w.other.product.id,
      quantity: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-reference',
      errors: [expect.objectContaining({ field: 'product_id' })],
    });
  });

  it('refuses a quantity below 1 with invalid/invalid-fields', async () => {
    const order = await newOrder([]);
    const response = await w.asAdmin.post(`/delivery-order/${order.id}/load`, {
      product_id: w.product.id,
      quantity: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'quantity', code: 'too-small' }),
    ]);
  });

  it('refuses with delivery/load-locked once the pickup is completed, naming the task', async () => {
    const { order, task } = await pickedUpOrder();
    const response = await w.asAdmin.post(`/delivery-order/${order.id}/load`, {
      product_id: w.product.id,
      quantity: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('delivery/load-locked');
    expect(response.json().message).toContain(task.number);
    const loads = await w.db
      .selectFrom('delivery_loads')
      .select('id')
      .where('delivery_order_id', '=', order.id)
      .execute();
    expect(loads).toHaveLength(1);
  });

  it("answers 404 for another company's order and 403 without delivery-order:update", async () => {
    const payload = { product_id: w.product.id, quantity: 1 };
    expect((await w.asAdmin.post(`/delivery-order/${w.other.order.id}/load`, payload)).statusCode).toBe(404);
    const order = await newOrder([]);
    expect((await w.asDriver.post(`/delivery-order/${order.id}/load`, payload)).statusCode).toBe(403);
  });
});

describe('PATCH /delivery-order/{id}/load/{loadId}', () => {
  it('changes the quantity, recomputes weight and records old and new quantity', async () => {
    const order = await newOrder();
    const response = await w.asAdmin.patch(loadUrl(order), { quantity: 14 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ quantity: 14, total_weight: 350 });
    const event = await lastEvent(order.id);
    expect(event).toMatchObject({ event: 'Order.DeliveryLoadUpdated', title: 'Muatan diubah' });
    expect(event.details).toEqual(
      expect.arrayContaining([
        { key: 'old_qty', value: '10' },
        { key: 'new_qty', value: '14' },
      ]),
    );
  });

  it("takes the new product's unit and conversions when the product changes", async () => {
    const order = await newOrder();
    const cement = await buildProduct(w.db, {
      company_id: w.company.id,
      uom: 'Sak',
      conversion_weight_value: 50,
    });
    const response = await w.asAdmin.patch(loadUrl(order), { product_id: cement.id });
    expect(response.json().data).toMatchObject({
      uom: 'Sak',
      conversion_weight_value: 50,
      total_weight: 500,
    });
  });

  it('answers 409 to a stale updated_on and writes nothing for a PATCH that changes nothing', async () => {
    const order = await newOrder();
    const loaded = (await w.asAdmin.get(loadUrl(order))).json().data;
    const same = await w.asAdmin.patch(loadUrl(order), { quantity: 10, updated_on: loaded.updated_on });
    expect(same.statusCode).toBe(200);
    expect((await storedLoad(loaded.id))?.updated_on.getTime()).toBe(order.loads[0]!.updated_on.getTime());
    expect((await lastEvent(order.id)).event).toBe('Order.DeliveryOrderCreated');
    expect(
      (await w.asAdmin.patch(loadUrl(order), { quantity: 11, updated_on: loaded.updated_on })).statusCode,
    ).toBe(200);
    const stale = await w.asAdmin.patch(loadUrl(order), { quantity: 12, updated_on: loaded.updated_on });
    expect(stale.statusCode).toBe(409);
    expect((await storedLoad(loaded.id))?.quantity).toBe(11);
  });

  it('refuses with delivery/load-locked once the pickup is completed', async () => {
    const { order } = await pickedUpOrder();
    const response = await w.asAdmin.patch(loadUrl(order), { quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('delivery/load-locked');
    expect((await storedLoad(order.loads[0]!.id))?.quantity).toBe(10);
  });

  it("answers 404 for another company's load and 403 without delivery-order:update", async () => {
    expect((await w.asAdmin.patch(loadUrl(w.other.order), { quantity: 1 })).statusCode).toBe(404);
    const order = await newOrder();
    expect((await w.asDriver.patch(loadUrl(order), { quantity: 1 })).statusCode).toBe(403);
  });
});

describe('DELETE /delivery-order/{id}/load/{loadId}', () => {
  it('deletes the load, moves the order on and writes Muatan dihapus', async () => {
    const order = await newOrder();
    const response = await w.asAdmin.delete(loadUrl(order));
    expect(response.statusCode).toBe(200);
    expect(await storedLoad(order.loads[0]!.id)).toBeUndefined();
    const stored = await w.db
      .selectFrom('delivery_orders')
      .select('updated_on')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.updated_on.getTime()).toBeGreaterThan(order.updated_on.getTime());
    expect(await lastEvent(order.id)).toMatchObject({
      event: 'Order.DeliveryLoadDeleted',
      title: 'Muatan dihapus',
    });
  });

  it('refuses with delivery/load-locked once the pickup is completed', async () => {
    const { order } = await pickedUpOrder();
    expect((await w.asAdmin.delete(loadUrl(order))).json().code).toBe('delivery/load-locked');
    expect(await storedLoad(order.loads[0]!.id)).toBeDefined();
  });

  it("answers 404 for another company's load and 403 without delivery-order:update", async () => {
    expect((await w.asAdmin.delete(loadUrl(w.other.order))).statusCode).toBe(404);
    const order = await newOrder();
    expect((await w.asDriver.delete(loadUrl(order))).statusCode).toBe(403);
    expect(await storedLoad(order.loads[0]!.id)).toBeDefined();
  });
});
