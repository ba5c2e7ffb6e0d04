import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/database';
import { type DemoSeedResult, seedDemo } from '.';

// A fixed seed time (a Saturday, 10:30 in Jakarta) keeps the date assertions independent of the clock.
const SEEDED_AT = new Date('2026-11-21T03:30:00Z');
const HOUR_MS = 3_600_000;

let handle: DatabaseHandle;
let seed: DemoSeedResult;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  seed = await seedDemo(handle.db, { now: SEEDED_AT });
});
afterAll(() => handle.close());

describe('demo seed: delivery orders', () => {
  const orders = () =>
    db()
      .selectFrom('delivery_orders')
      .selectAll()
      .where('company_id', '=', seed.transportCompanyId)
      .execute();

  it('seeds 30 OPEN orders for several customers, each with 1 to 4 loads of whole quantities', async () => {
    const all = await orders();
    expect(all).toHaveLength(30);
    expect(all.every((order) => order.status === 'OPEN')).toBe(true);
    expect(new Set(all.map((order) => order.customer_id)).size).toBeGreaterThanOrEqual(5);
    const loads = await db().selectFrom('delivery_loads').selectAll().execute();
    for (const order of all) {
      const own = loads.filter((load) => load.delivery_order_id === order.id);
      expect(own.length, order.number).toBeGreaterThanOrEqual(1);
      expect(own.length, order.number).toBeLessThanOrEqual(4);
      for (const load of own) {
        expect(Number.isInteger(load.quantity) && load.quantity > 0).toBe(true);
        expect(['Karton', 'Sak', 'Palet', 'Drum']).toContain(load.uom);
        expect(load.company_id).toBe(seed.transportCompanyId);
      }
    }
  });

  it('has mostly DIRECT orders and at least 6 TRANSIT ones, each TRANSIT with 1 or 2 legs', async () => {
    const all = await orders();
    const transits = await db().selectFrom('delivery_order_transits').selectAll().execute();
    const legs = (orderId: string) => transits.filter((leg) => leg.delivery_order_id === orderId);
    const direct = all.filter((order) => order.shipment_type === 'DIRECT');
    const transit = all.filter((order) => order.shipment_type === 'TRANSIT');
    expect(direct.length).toBeGreaterThan(transit.length);
    expect(transit.length).toBeGreaterThanOrEqual(6);
    for (const order of transit) {
      expect(
        legs(order.id)
          .map((leg) => leg.sequence)
          .sort(),
        order.number,
      ).toEqual(legs(order.id).length === 1 ? [1] : [1, 2]);
    }
    for (const order of direct) expect(legs(order.id), order.number).toEqual([]);
  });

  it("routes every order between the transport company's own addresses", async () => {
    const rows = await db()
      .selectFrom('delivery_orders')
      .innerJoin('addresses as origin', 'origin.id', 'delivery_orders.origin_address_id')
      .innerJoin('addresses as destination', 'destination.id', 'delivery_orders.destination_address_id')
      .innerJoin('customers', 'customers.id', 'delivery_orders.customer_id')
      .select([
        'origin.company_id as origin',
        'destination.company_id as destination',
        'customers.company_id as customer',
      ])
      .execute();
    for (const row of rows) {
      expect([row.origin, row.destination, row.customer]).toEqual(Array(3).fill(seed.transportCompanyId));
    }
  });

  it('expects pickup on the days after the seed day in working hours, and delivery after pickup', async () => {
    for (const order of await orders()) {
      const pickup = order.expected_pickup_on!.getTime();
      const delivered = order.expected_delivered_on!.getTime();
      expect(pickup, order.number).toBeGreaterThan(SEEDED_AT.getTime());
      expect(pickup, order.number).toBeLessThan(SEEDED_AT.getTime() + 6 * 24 * HOUR_MS);
      const jakartaHour = new Date(pickup + 7 * HOUR_MS).getUTCHours();
      expect(jakartaHour, order.number).toBeGreaterThanOrEqual(6);
      expect(jakartaHour, order.number).toBeLessThanOrEqual(18);
      expect(delivered, order.number).toBeGreaterThan(pickup);
    }
  });

  it('gives every order a unique number, a shipment number, a reference and a PO number field', async () => {
    const all = await orders();
    expect(new Set(all.map((order) => order.number)).size).toBe(all.length);
    for (const order of all) {
      expect(order.shipment_number, order.number).toBeTruthy();
      expect(order.reference_number, order.number).toBeTruthy();
      expect(order.user_definition_fields, order.number).toContainEqual({
        key: 'no_po',
        value: expect.stringMatching(/^PO-/),
      });
    }
  });

  it("writes every order's 'Pengiriman dibuat' history event, by the demo dispatcher", async () => {
    for (const order of await orders()) {
      const events = await db()
        .selectFrom('history_events')
        .selectAll()
        .where('entity_type', '=', 'delivery_order')
        .where('entity_id', '=', order.id)
        .execute();
      expect(events, order.number).toHaveLength(1);
      expect(events[0]).toMatchObject({
        company_id: seed.transportCompanyId,
        event: 'Order.DeliveryOrderCreated',
        title: 'Pengiriman dibuat',
        actor_user_id: seed.users.dispatcher,
      });
      expect(events[0]!.properties).toContainEqual({ key: 'delivery_order_uuid', value: order.id });
    }
  });
});
