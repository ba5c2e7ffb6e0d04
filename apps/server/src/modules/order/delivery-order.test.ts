import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayload, type OrderWorld, orderWorld } from '../../../test/factories/order.factory';
import { buildDeliveryOrder, buildFleetTask } from '../../seed/builders/builders';

let w: OrderWorld;

beforeAll(async () => {
  w = await orderWorld();
});
afterAll(() => w.t.close());

const storedOrder = (id: string) =>
  w.db.selectFrom('delivery_orders').selectAll().where('id', '=', id).executeTakeFirst();
const eventsOf = (id: string) =>
  w.db
    .selectFrom('history_events')
    .selectAll()
    .where('entity_id', '=', id)
    .orderBy('created_on', 'desc')
    .execute();

describe('GET /delivery-order/{id}', () => {
  it('answers the order with its loads, transits in order and no fleet task', async () => {
    const [first, second] = [w.addresses[2], w.addresses[3]];
    const order = await buildDeliveryOrder(w.db, {
      company_id: w.company.id,
      customer_id: w.customer.id,
      transit_address_ids: [second.id, first.id],
      loads: [{ product_id: w.product.id, quantity: 40 }],
      user_definition_fields: [{ key: 'no_po', value: 'PO-77' }],
    });
    const response = await w.asAdmin.get(`/delivery-order/${order.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: order.id,
      number: order.number,
      shipment_type: 'TRANSIT',
      status: { name: 'OPEN' },
      customer: { id: w.customer.id, name: 'PT Sumber Makmur' },
      load_count: 1,
      load_weight: 1000,
      load_volume: 1.4,
      no_po: 'PO-77',
      fleet_task: null,
    });
    expect(data.transits).toEqual([
      { id: second.id, name: 'Toko Bogor', city: 'Bogor', sequence: 1 },
      { id: first.id, name: 'Toko Cirebon', city: 'Cirebon', sequence: 2 },
    ]);
    expect(data.loads).toEqual([
      expect.objectContaining({
        product: {
          id: w.product.id,
          name: 'Beras Premium 25 kg',
          product_type: expect.objectContaining({ name: 'Sembako' }),
        },
        quantity: 40,
        uom: 'Karung',
        total_weight: 1000,
        total_volume: 1.4,
        quantity_picked: null,
        weight_picked: null,
      }),
    ]);
    expect(data.created_on).toMatch(/\+07:00$/);
  });

  it('names the fleet task that holds the order', async () => {
    const order = await buildDeliveryOrder(w.db, { company_id: w.company.id });
    const task = await buildFleetTask(w.db, {
      company_id: w.company.id,
      status: 'SCHEDULED',
      orders: [order],
    });
    const response = await w.asAdmin.get(`/delivery-order/${order.id}`);
    expect(response.json().data.fleet_task).toEqual({
      id: task.id,
      number: task.number,
      status: { name: 'SCHEDULED' },
    });
  });

  it('names the holding fleet task on each row of the list, and null for an order on no task', async () => {
    const held = await buildDeliveryOrder(w.db, { company_id: w.company.id, reference_number: 'HELD-1' });
    const free = await buildDeliveryOrder(w.db, { company_id: w.company.id, reference_number: 'FREE-1' });
    const task = await buildFleetTask(w.db, { company_id: w.company.id, status: 'STARTED', orders: [held] });
    const rows = (await w.asAdmin.get('/delivery-order?limit=100')).json().data.paginated_result;
    const byId = new Map(rows.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(held.id)).toMatchObject({
      fleet_task: { id: task.id, number: task.number, status: { name: 'STARTED' } },
    });
    expect(byId.get(free.id)).toMatchObject({ fleet_task: null });
  });

  it("answers 404 for a missing order and for another company's order alike", async () => {
    const missing = await w.asAdmin.get('/delivery-order/00000000-0000-4000-8000-000000000000');
    const foreign = await w.asAdmin.get(`/delivery-order/${w.other.order.id}`);
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().code).toBe('not-found');
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await w.asAdmin.get('/delivery-order/42');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('answers 403 to a user without delivery-order:read', async () => {
    const order = await buildDeliveryOrder(w.db, { company_id: w.company.id });
    const response = await w.asDriver.get(`/delivery-order/${order.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden');
  });
});

describe('POST /delivery-order', () => {
  it('creates an OPEN order with a DO-YYMM-NNNNN number, its loads and a Pengiriman dibuat event', async () => {
    const payload = createPayload(w, {
      billed_customer_id: w.billed.id,
      reference_number: 'SO-1001',
      user_definition_fields: [{ key: 'no_po', value: 'PO-1' }],
      loads: [{ product_id: w.product.id, quantity: 10, note: 'Tumpuk maksimal 5' }],
    });
    const response = await w.asAdmin.post('/delivery-order', payload);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.number).toMatch(/^DO-\d{4}-\d{5}$/);
    expect(data).toMatchObject({
      status: { name: 'OPEN' },
      billed_customer: { id: w.billed.id, name: 'PT Induk Makmur' },
      reference_number: 'SO-1001',
      expected_pickup_on: '2026-11-23T08:00:00.000+07:00',
      load_count: 1,
      load_weight: 250,
      no_po: 'PO-1',
    });
    // The load took the product's unit and conversions.
    expect(data.loads[0]).toMatchObject({
      uom: 'Karung',
      conversion_weight_value: 25,
      note: 'Tumpuk maksimal 5',
    });
    const stored = await storedOrder(data.id);
    expect(stored).toMatchObject({ company_id: w.company.id, created_by: w.admin.id, status: 'OPEN' });
    const [event] = await eventsOf(data.id);
    expect(event).toMatchObject({
      event: 'Order.DeliveryOrderCreated',
      title: 'Pengiriman dibuat',
      actor_user_id: w.admin.id,
    });
    expect(event!.properties).toContainEqual({ key: 'Diubah oleh', value: 'Sari Admin' });
  });

  it('numbers orders one after the other per company', async () => {
    const first = (await w.asAdmin.post('/delivery-order', createPayload(w))).json().data.number as string;
    const second = (await w.asAdmin.post('/delivery-order', createPayload(w))).json().data.number as string;
    const counter = (value: string) => Number(value.split('-')[2]);
    expect(counter(second)).toBe(counter(first) + 1);
  });

  it('gives requests made at the same time different numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => w.asAdmin.post('/delivery-order', createPayload(w))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.json().data.number)).size).toBe(5);
  });

  it('skips a number that is already taken instead of failing', async () => {
    const first = (await w.asAdmin.post('/delivery-order', createPayload(w))).json().data.number as string;
    const [prefix, month, counter] = first.split('-');
    const taken = `${prefix}-${month}-${String(Number(counter) + 1).padStart(5, '0')}`;
    await buildDeliveryOrder(w.db, { company_id: w.company.id, number: taken });
    const response = await w.asAdmin.post('/delivery-order', createPayload(w));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.number).toBe(
      `${prefix}-${month}-${String(Number(counter) + 2).padStart(5, '0')}`,
    );
  });

  it('creates a TRANSIT order with its transits in order', async () => {
    const transits = [w.addresses[3].id, w.addresses[2].id];
    const response = await w.asAdmin.post(
      '/delivery-order',
      createPayload(w, { shipment_type: 'TRANSIT', transit_address_ids: transits }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.transits.map((stop: { id: number }) => stop.id)).toEqual(transits);
  });

  it.each([
    ['a TRANSIT order without transits', { shipment_type: 'TRANSIT' }, 'transit_address_ids.0', 'required'],
    [
      'a repeated transit',
      { shipment_type: 'TRANSIT', transit_address_ids: [3, 3] },
      'transit_address_ids.1',
      'invalid-value',
    ],
    [
      'delivery before pickup',
      { expected_delivered_on: '2026-11-23T07:59:00.000+07:00' },
      'expected_delivered_on',
      'invalid-value',
    ],
    ['an unknown shipment type', { shipment_type: 'EXPRESS' }, 'shipment_type', 'invalid-value'],
    [
      'a time without offset',
      { expected_pickup_on: '2026-11-23T08:00:00' },
      'expected_pickup_on',
      'invalid-format',
    ],
    ['a load without quantity', { loads: [{ product_id: 1 }] }, 'loads.0.quantity', 'required'],
  ])(
    'refuses %s with invalid/invalid-fields on that field and creates nothing',
    async (_name, change, field, code) => {
      const before = await w.db.selectFrom('delivery_orders').select('id').execute();
      const response = await w.asAdmin.post('/delivery-order', createPayload(w, change));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid/invalid-fields');
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field, code }));
      expect(await w.db.selectFrom('delivery_orders').select('id').execute()).toHaveLength(before.length);
    },
  );

  it("refuses another company's customer, address and product with invalid/invalid-reference per field", async () => {
    const response = await w.asAdmin.post(
      '/delivery-order',
      createPayload(w, {
        customer_id: w.other.customer.id,
        destination_address_id: w.other.address.id,
        loads: [{ product_id: w.other.product.id, quantity: 1 }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-reference');
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'customer_id',
      'destination_address_id',
      'loads.0.product_id',
    ]);
  });

  it('answers 403 to a user without delivery-order:create', async () => {
    const response = await w.asDriver.post('/delivery-order', createPayload(w));
    expect(response.statusCode).toBe(403);
  });
});

describe('PATCH /delivery-order/{id}', () => {
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await w.asAdmin.post('/delivery-order', createPayload(w, overrides))).json().data;

  it('changes the given fields, moves updated_on on and records what changed', async () => {
    const order = await create();
    const response = await w.asAdmin.patch(`/delivery-order/${order.id}`, {
      destination_address_id: w.addresses[2].id,
      reference_number: 'SO-2002',
      updated_on: order.updated_on,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.destination_address).toEqual({
      id: w.addresses[2].id,
      name: 'Toko Cirebon',
      city: 'Cirebon',
    });
    expect(data.reference_number).toBe('SO-2002');
    expect(data.customer.id).toBe(w.customer.id);
    expect(Date.parse(data.updated_on)).toBeGreaterThan(Date.parse(order.updated_on));
    const [event] = await eventsOf(order.id);
    expect(event).toMatchObject({ event: 'Order.DeliveryOrderUpdated', title: 'Pengiriman diubah' });
    expect(event!.properties).toEqual(
      expect.arrayContaining([
        { key: 'Alamat Tujuan', value: 'Toko Cirebon' },
        { key: 'Nomor Referensi', value: 'SO-2002' },
      ]),
    );
    expect(event!.properties.map((property) => property.key)).not.toContain('Pelanggan');
  });

  it('answers 409 conflict/stale-update to an updated_on older than the stored one and keeps the row', async () => {
    const order = await create();
    const first = await w.asAdmin.patch(`/delivery-order/${order.id}`, {
      note: 'Pertama',
      updated_on: order.updated_on,
    });
    expect(first.statusCode).toBe(200);
    const second = await w.asAdmin.patch(`/delivery-order/${order.id}`, {
      note: 'Kedua',
      updated_on: order.updated_on,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('conflict/stale-update');
    expect((await storedOrder(order.id))?.note).toBe('Pertama');
  });

  it('writes nothing for a PATCH that changes nothing', async () => {
    const order = await create({ reference_number: 'SO-3003' });
    const before = await storedOrder(order.id);
    const response = await w.asAdmin.patch(`/delivery-order/${order.id}`, {
      reference_number: 'SO-3003',
      customer_id: w.customer.id,
    });
    expect(response.statusCode).toBe(200);
    expect((await storedOrder(order.id))?.updated_on).toEqual(before?.updated_on);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it.each(['DELIVERED', 'CANCELED'] as const)('refuses to change a %s order and keeps it', async (status) => {
    const order = await create({ note: 'Asli' });
    await w.db.updateTable('delivery_orders').set({ status }).where('id', '=', order.id).execute();
    const response = await w.asAdmin.patch(`/delivery-order/${order.id}`, { note: 'Diubah' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'delivery/closed',
      message: `Pengiriman ${order.number} sudah terkirim atau dibatalkan dan tidak dapat diubah.`,
    });
    expect((await storedOrder(order.id))?.note).toBe('Asli');
  });

  it('drops the transits of an order changed to DIRECT, and needs one for an order changed to TRANSIT', async () => {
    const order = await create({ shipment_type: 'TRANSIT', transit_address_ids: [w.addresses[2].id] });
    const direct = await w.asAdmin.patch(`/delivery-order/${order.id}`, { shipment_type: 'DIRECT' });
    expect(direct.json().data.transits).toEqual([]);
    const transit = await w.asAdmin.patch(`/delivery-order/${order.id}`, { shipment_type: 'TRANSIT' });
    expect(transit.statusCode).toBe(400);
    expect(transit.json().errors).toEqual([
      expect.objectContaining({ field: 'transit_address_ids.0', code: 'required' }),
    ]);
  });

  it('checks the merged order: a delivery time before the stored pickup is refused', async () => {
    const order = await create();
    const response = await w.asAdmin.patch(`/delivery-order/${order.id}`, {
      expected_delivered_on: '2026-11-22T08:00:00.000+07:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'expected_delivered_on' })]);
  });

  it("refuses another company's address with invalid/invalid-reference", async () => {
    const order = await create();
    const response = await w.asAdmin.patch(`/delivery-order/${order.id}`, {
      origin_address_id: w.other.address.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-reference',
      errors: [expect.objectContaining({ field: 'origin_address_id' })],
    });
  });

  it.each(['STARTED', 'ENDED'] as const)(
    'refuses to change the route of an order on a %s task, but still takes other changes',
    async (status) => {
      const order = await buildDeliveryOrder(w.db, { company_id: w.company.id });
      const task = await buildFleetTask(w.db, { company_id: w.company.id, status, orders: [order] });
      const route = await w.asAdmin.patch(`/delivery-order/${order.id}`, {
        destination_address_id: w.addresses[3].id,
      });
      expect(route.statusCode).toBe(400);
      expect(route.json().code).toBe('delivery/route-locked');
      expect(route.json().message).toContain(task.number);
      expect((await storedOrder(order.id))?.destination_address_id).toBe(order.destination_address_id);
      const times = await w.asAdmin.patch(`/delivery-order/${order.id}`, { note: 'Sopir diganti' });
      expect(times.statusCode).toBe(200);
    },
  );

  it('lets the route of an order on a task that has not started change', async () => {
    const order = await buildDeliveryOrder(w.db, { company_id: w.company.id });
    await buildFleetTask(w.db, { company_id: w.company.id, status: 'SCHEDULED', orders: [order] });
    const response = await w.asAdmin.patch(`/delivery-order/${order.id}`, {
      destination_address_id: w.addresses[3].id,
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 to another company's order and 403 without delivery-order:update", async () => {
    expect((await w.asAdmin.patch(`/delivery-order/${w.other.order.id}`, { note: 'x' })).statusCode).toBe(
      404,
    );
    const order = await create();
    expect((await w.asDriver.patch(`/delivery-order/${order.id}`, { note: 'x' })).statusCode).toBe(403);
  });
});
