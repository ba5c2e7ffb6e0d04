import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { DEMO_LOGINS, seedDemo } from '../../src/seed';
import { buildDeliveryOrder, demoPassword } from '../../src/seed/builders/builders';

/**
 * What the crash workload starts from: the demo seed, plus copies of the demo's delivery orders
 * (same customers, routes, transits and loads) so the loop never runs out of open orders, and the
 * master data each worker needs: a truck with its regular driver, the garage, a cancel reason.
 */

export interface PoolOrder {
  id: string;
  shipmentType: 'DIRECT' | 'TRANSIT';
  /** Legs of the order's route: 1 for DIRECT, transits + 1 for TRANSIT. */
  legs: number;
  /** Planned loads, for an adjustment sent with the pickup's completion. */
  loads: { id: string; quantity: number }[];
}

export interface Crew {
  vehicleId: number;
  driverUserId: number;
}

export interface CrashWorld {
  admin: { email: string; password: string };
  garageId: number;
  cancelReasonId: number;
  crews: Crew[];
  orders: PoolOrder[];
}

export async function seedCrashWorld(db: Kysely<Database>, extraOrders: number): Promise<CrashWorld> {
  const seeded = await seedDemo(db);
  const companyId = seeded.transportCompanyId;
  const admin = DEMO_LOGINS.find((login) => login.role === 'admin');
  if (!admin) throw new Error('the demo has no admin');
  await copyDemoOrders(db, companyId, extraOrders);
  const [garage, reason, crews] = await Promise.all([
    db
      .selectFrom('addresses')
      .select('id')
      .where('company_id', '=', companyId)
      .where('is_garage', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reasons')
      .select('id')
      .where('company_id', '=', companyId)
      .where('type', '=', 'CANCELED')
      .where('deleted_on', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vehicles')
      .select(['id', 'default_driver_user_id'])
      .where('company_id', '=', companyId)
      .where('is_active', '=', true)
      .where('default_driver_user_id', 'is not', null)
      .orderBy('id')
      .execute(),
  ]);
  return {
    admin: { email: admin.email, password: demoPassword() },
    garageId: garage.id,
    cancelReasonId: reason.id,
    crews: crews.map((row) => ({ vehicleId: row.id, driverUserId: row.default_driver_user_id as number })),
    orders: await openOrders(db, companyId),
  };
}

/** `count` more orders, each a copy of a demo order taken in turn, through the seed's own builder. */
async function copyDemoOrders(db: Kysely<Database>, companyId: number, count: number) {
  const demo = await db
    .selectFrom('delivery_orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('number')
    .execute();
  const [loads, transits] = await Promise.all([
    db.selectFrom('delivery_loads').selectAll().where('company_id', '=', companyId).execute(),
    db.selectFrom('delivery_order_transits').selectAll().orderBy('sequence').execute(),
  ]);
  const copy = (index: number) => {
    const order = demo[index % demo.length]!;
    return buildDeliveryOrder(db, {
      company_id: companyId,
      shipment_type: order.shipment_type,
      customer_id: order.customer_id,
      origin_address_id: order.origin_address_id,
      destination_address_id: order.destination_address_id,
      transit_address_ids: transits
        .filter((transit) => transit.delivery_order_id === order.id)
        .map((transit) => transit.address_id),
      loads: loads
        .filter((load) => load.delivery_order_id === order.id)
        .map(({ product_id, quantity, uom, conversion_weight_value, conversion_volume_value }) => ({
          product_id,
          quantity,
          uom,
          conversion_weight_value,
          conversion_volume_value,
        })),
    });
  };
  // A few at a time: the pool has four connections.
  for (let at = 0; at < count; at += 4) {
    await Promise.all(Array.from({ length: Math.min(4, count - at) }, (_, offset) => copy(at + offset)));
  }
}

async function openOrders(db: Kysely<Database>, companyId: number): Promise<PoolOrder[]> {
  const [orders, loads, transits] = await Promise.all([
    db
      .selectFrom('delivery_orders')
      .select(['id', 'shipment_type'])
      .where('company_id', '=', companyId)
      .where('status', '=', 'OPEN')
      .orderBy('number')
      .execute(),
    db
      .selectFrom('delivery_loads')
      .select(['id', 'delivery_order_id', 'quantity'])
      .where('company_id', '=', companyId)
      .orderBy('created_on')
      .orderBy('id')
      .execute(),
    db.selectFrom('delivery_order_transits').select('delivery_order_id').execute(),
  ]);
  return orders.map((order) => ({
    id: order.id,
    shipmentType: order.shipment_type,
    legs: 1 + transits.filter((transit) => transit.delivery_order_id === order.id).length,
    loads: loads
      .filter((load) => load.delivery_order_id === order.id)
      .map((load) => ({ id: load.id, quantity: load.quantity })),
  }));
}
