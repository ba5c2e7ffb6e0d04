import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayload, type OrderWorld, orderWorld } from '../../../test/factories/order.factory';
import {
  buildDeliveryOrder,
  DELIVERY_ORDER_CREATED_EVENT,
  DELIVERY_ORDER_CREATED_TITLE,
} from '../../seed/builders/builders';
import { recordHistory } from '../history/service';

let w: OrderWorld;

beforeAll(async () => {
  w = await orderWorld();
});
afterAll(() => w.t.close());

const PICKED = 'FleetPlanning.DeliveryLoadUpdatedPicked';
const DROPPED = 'FleetPlanning.DeliveryLoadUpdatedDropped';

/** A load-change event as the fleet-task service will write it, at a given moment. */
const loadChange = (orderId: string, event: string, createdOn: string, quantity: number) =>
  recordHistory(w.db, {
    companyId: w.company.id,
    entityType: 'delivery_order',
    entityId: orderId,
    event,
    title: 'Kuantitas muatan diubah',
    properties: [{ key: 'delivery_order_uuid', value: orderId }],
    details: [{ key: 'new_qty', value: String(quantity) }],
    actorUserId: w.admin.id,
    createdOn: new Date(createdOn),
  });

describe('GET /delivery-order/{id}/history', () => {
  it('answers every change of the order newest first, in the History event shape', async () => {
    const created = (await w.asAdmin.post('/delivery-order', createPayload(w))).json().data;
    await w.asAdmin.patch(`/delivery-order/${created.id}`, { note: 'Hubungi satpam' });
    await w.asAdmin.post(`/delivery-order/${created.id}/load`, { product_id: w.product.id, quantity: 5 });
    const response = await w.asAdmin.get(`/delivery-order/${created.id}/history?type=basic`);
    expect(response.statusCode).toBe(200);
    const events = response.json().data;
    expect(events.map((event: { title: string }) => event.title)).toEqual([
      'Muatan ditambahkan',
      'Pengiriman diubah',
      'Pengiriman dibuat',
    ]);
    expect(events[1]).toMatchObject({
      event: 'Order.DeliveryOrderUpdated',
      created_on: expect.stringMatching(/\+07:00$/),
      description: null,
      has_badge: false,
      badge_text: null,
      clickable: false,
      clickable_title: null,
    });
    expect(events[1].properties).toEqual([
      { key: 'delivery_order_uuid', value: created.id, is_redirectable: false, redirect_url: null },
      { key: 'Nomor DO', value: created.number, is_redirectable: false, redirect_url: null },
      { key: 'Catatan', value: 'Hubungi satpam', is_redirectable: false, redirect_url: null },
      { key: 'Diubah oleh', value: 'Sari Admin', is_redirectable: false, redirect_url: null },
    ]);
  });

  it('writes the same creation event from the service as the test-data builder', async () => {
    const created = (await w.asAdmin.post('/delivery-order', createPayload(w))).json().data;
    const [event] = (await w.asAdmin.get(`/delivery-order/${created.id}/history`)).json().data;
    expect(event).toMatchObject({ event: DELIVERY_ORDER_CREATED_EVENT, title: DELIVERY_ORDER_CREATED_TITLE });
    expect(event.properties.map((property: { key: string }) => property.key)).toEqual([
      'delivery_order_uuid',
      'Nomor DO',
      'Tipe Pengiriman',
      'Diubah oleh',
    ]);
    // The shipment type by its Indonesian name, never its id (issue 26 item 7).
    expect(event.properties).toContainEqual(
      expect.objectContaining({ key: 'Tipe Pengiriman', value: 'Langsung' }),
    );
  });

  it("marks load quantity changes clickable ('Lihat Perubahan') and shows a badge", async () => {
    const order = await buildDeliveryOrder(w.db, { company_id: w.company.id });
    await loadChange(order.id, PICKED, '2026-11-22T09:00:00.000+07:00', 9);
    await recordHistory(w.db, {
      companyId: w.company.id,
      entityType: 'delivery_order',
      entityId: order.id,
      event: 'FleetPlanning.FleetTaskStarted',
      title: 'Penugasan mulai dijalankan',
      badge: { text: 'Otomatis', variant: 'info', icon: 'robot' },
      createdOn: new Date('2026-11-22T10:00:00.000+07:00'),
    });
    const events = (await w.asAdmin.get(`/delivery-order/${order.id}/history`)).json().data;
    const started = events.find(
      (event: { event: string }) => event.event === 'FleetPlanning.FleetTaskStarted',
    );
    expect(started).toMatchObject({
      has_badge: true,
      badge_text: 'Otomatis',
      badge_variant: 'info',
      badge_icon: 'robot',
    });
    const picked = events.find((event: { event: string }) => event.event === PICKED);
    expect(picked).toMatchObject({ clickable: true, clickable_title: 'Lihat Perubahan', has_badge: false });
  });

  it("answers 404 for another company's order and 403 without delivery-order:read", async () => {
    expect((await w.asAdmin.get(`/delivery-order/${w.other.order.id}/history`)).statusCode).toBe(404);
    const order = await buildDeliveryOrder(w.db, { company_id: w.company.id });
    expect((await w.asDriver.get(`/delivery-order/${order.id}/history`)).statusCode).toBe(403);
  });
});

describe('GET /delivery-order/{id}/log', () => {
  let orderId: string;
  const log = (query: string) => w.asAdmin.get(`/delivery-order/${orderId}/log?${query}`);
  const filters = (...expressions: string[]) =>
    expressions.map((e) => `filters=${encodeURIComponent(e)}`).join('&');

  beforeAll(async () => {
    orderId = (await buildDeliveryOrder(w.db, { company_id: w.company.id })).id;
    await loadChange(orderId, PICKED, '2026-11-22T09:00:00.000+07:00', 9);
    await loadChange(orderId, DROPPED, '2026-11-22T15:00:00.000+07:00', 8);
    await loadChange(orderId, PICKED, '2026-11-23T09:00:00.000+07:00', 7);
  });

  it('answers the latest load change the way the load-change view asks for it', async () => {
    const response = await log(
      `page=1&limit=1&sorts=created_on%20desc&${filters(`event in ${PICKED},${DROPPED}`)}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metadata).toEqual({ page: 1, limit: 1, total_count: 3 });
    expect(body.data.paginated_result).toEqual([
      expect.objectContaining({
        event: PICKED,
        created_on: '2026-11-23T09:00:00.000+07:00',
        delivery_order_uuid: orderId,
        created_by: { id: w.admin.id, name: 'Sari Admin' },
        details: [{ key: 'new_qty', value: '7' }],
      }),
    ]);
  });

  it('filters one event and one day, and sorts oldest first', async () => {
    const day = filters(
      `event eq ${PICKED}`,
      'created_on gte 2026-11-22T00:00:00.000+07:00',
      'created_on lte 2026-11-22T23:59:59.000+07:00',
    );
    const oneDay = (await log(day)).json().data.paginated_result;
    expect(oneDay.map((row: { details: unknown }) => row.details)).toEqual([
      [{ key: 'new_qty', value: '9' }],
    ]);
    const oldest = (await log(`sorts=created_on%20asc&${filters(`event in ${PICKED},${DROPPED}`)}`)).json()
      .data.paginated_result;
    expect(oldest.map((row: { created_on: string }) => row.created_on)).toEqual([
      '2026-11-22T09:00:00.000+07:00',
      '2026-11-22T15:00:00.000+07:00',
      '2026-11-23T09:00:00.000+07:00',
    ]);
  });

  it('lists the creation event too when not filtered', async () => {
    const rows = (await log('')).json().data.paginated_result;
    expect(rows.map((row: { event: string }) => row.event)).toContain(DELIVERY_ORDER_CREATED_EVENT);
  });

  it("answers 400 to an unknown filter and 404 for another company's order", async () => {
    const bad = await log(filters('actor eq 1'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid/invalid-list-filter');
    expect((await w.asAdmin.get(`/delivery-order/${w.other.order.id}/log`)).statusCode).toBe(404);
  });
});
