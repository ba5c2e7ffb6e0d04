import { ROLE_SCOPES } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { DatabaseHandle } from '../../db/database';
import type { HistoryProperty } from '../../db/schema';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildProduct,
  buildProductType,
  buildReason,
  buildUser,
  buildVehicle,
  buildVehicleType,
  buildVendorRate,
  DELIVERY_ORDER_CREATED_EVENT,
  DELIVERY_ORDER_CREATED_TITLE,
} from './builders';

let handle: DatabaseHandle;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('buildCompany', () => {
  it('creates an active company in Asia/Jakarta unless told otherwise', async () => {
    const company = await buildCompany(db());
    expect(company).toMatchObject({ time_zone: 'Asia/Jakarta', is_active: true });
    const named = await buildCompany(db(), { name: 'PT Uji Nama', time_zone: 'Asia/Makassar' });
    expect(named).toMatchObject({ name: 'PT Uji Nama', time_zone: 'Asia/Makassar' });
  });
});

describe('buildUser', () => {
  it('stores a hash that verifies with the given password and not with another', async () => {
    const user = await buildUser(db(), { password: 'rahasia-123' });
    expect(user.password_hash).not.toContain('rahasia-123');
    expect(await verifyPassword(user.password_hash, 'rahasia-123')).toBe(true);
    expect(await verifyPassword(user.password_hash, 'salah')).toBe(false);
  });

  it('gives the user the scopes of its role unless scopes are given', async () => {
    const driver = await buildUser(db(), { role: 'driver' });
    expect(driver.role).toBe('driver');
    expect(driver.scopes).toEqual(['tms_driver:read', 'tms_driver:update']);
    const dispatcher = await buildUser(db(), { role: 'dispatcher' });
    expect(dispatcher.scopes).toEqual([...ROLE_SCOPES.dispatcher]);
    const limited = await buildUser(db(), { role: 'dispatcher', scopes: ['fleet-task:read'] });
    expect(limited.scopes).toEqual(['fleet-task:read']);
  });

  it('stores a given passwordHash as it is', async () => {
    const passwordHash = await hashPassword('sekali-hash');
    const user = await buildUser(db(), { passwordHash });
    expect(user.password_hash).toBe(passwordHash);
  });

  it('gives users of one company distinct e-mails, and only drivers a device id', async () => {
    const company = await buildCompany(db());
    const users = [
      await buildUser(db(), { company_id: company.id }),
      await buildUser(db(), { company_id: company.id, role: 'driver' }),
      await buildUser(db(), { company_id: company.id, role: 'driver' }),
    ];
    expect(new Set(users.map((user) => user.email)).size).toBe(3);
    expect(users.every((user) => user.company_id === company.id)).toBe(true);
    expect(users[0]!.device_id).toBeNull();
    expect(users[1]!.device_id).not.toBeNull();
    expect(users[1]!.device_id).not.toBe(users[2]!.device_id);
  });
});

describe('master data builders', () => {
  it('creates a vehicle with its vehicle type in the same new company', async () => {
    const vehicle = await buildVehicle(db());
    const type = await db()
      .selectFrom('vehicle_types')
      .selectAll()
      .where('id', '=', vehicle.vehicle_type_id)
      .executeTakeFirstOrThrow();
    expect(type.company_id).toBe(vehicle.company_id);
    expect(vehicle.box_type_id).toBeNull();
  });

  it('puts a vehicle in the company of the vehicle type it is given', async () => {
    const company = await buildCompany(db());
    const type = await buildVehicleType(db(), { company_id: company.id, type: 'CDD' });
    const vehicle = await buildVehicle(db(), { vehicle_type_id: type.id });
    expect(vehicle.company_id).toBe(company.id);
  });

  it('puts a vehicle in the company of its home garage and leaves its driver and position empty', async () => {
    const garage = await buildAddress(db(), { is_garage: true });
    const vehicle = await buildVehicle(db(), { home_address_id: garage.id });
    expect(vehicle).toMatchObject({
      company_id: garage.company_id,
      home_address_id: garage.id,
      default_driver_user_id: null,
      last_latitude: null,
      last_longitude: null,
    });
  });

  it('gives vehicles of one company distinct plates and 15-digit imeis', async () => {
    const company = await buildCompany(db());
    const vehicles = await Promise.all([1, 2, 3].map(() => buildVehicle(db(), { company_id: company.id })));
    expect(new Set(vehicles.map((vehicle) => vehicle.license_plate)).size).toBe(3);
    expect(new Set(vehicles.map((vehicle) => vehicle.imei)).size).toBe(3);
    for (const vehicle of vehicles) expect(vehicle.imei).toMatch(/^\d{15}$/);
  });

  it('gives each address its own coordinates', async () => {
    const company = await buildCompany(db());
    const first = await buildAddress(db(), { company_id: company.id });
    const second = await buildAddress(db(), { company_id: company.id });
    expect([first.latitude, first.longitude]).not.toEqual([second.latitude, second.longitude]);
    expect(first.is_garage).toBe(false);
  });

  it('creates a product with its product type in the product company', async () => {
    const company = await buildCompany(db());
    const product = await buildProduct(db(), { company_id: company.id });
    const type = await db()
      .selectFrom('product_types')
      .selectAll()
      .where('id', '=', product.product_type_id)
      .executeTakeFirstOrThrow();
    expect(type.company_id).toBe(company.id);
  });

  it('creates a CANCELED reason', async () => {
    const reason = await buildReason(db(), { reason: 'Cuaca buruk' });
    expect(reason).toMatchObject({ reason: 'Cuaca buruk', type: 'CANCELED' });
  });

  it("creates a vendor rate's vendor and addresses in the company of the given vendor", async () => {
    const company = await buildCompany(db());
    const origin = await buildAddress(db(), { company_id: company.id, is_garage: true });
    const rate = await buildVendorRate(db(), { origin_address_id: origin.id, base_price: 3_750_000 });
    expect(rate.company_id).toBe(company.id);
    expect(rate.base_price).toBe(3_750_000);
    const vendor = await db()
      .selectFrom('vendors')
      .selectAll()
      .where('id', '=', rate.vendor_id)
      .executeTakeFirstOrThrow();
    const destination = await db()
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', rate.destination_address_id)
      .executeTakeFirstOrThrow();
    expect([vendor.company_id, destination.company_id]).toEqual([company.id, company.id]);
  });
});

describe('buildDeliveryOrder', () => {
  it('creates an OPEN DIRECT order with one load, its customer and addresses in one company', async () => {
    const order = await buildDeliveryOrder(db());
    expect(order).toMatchObject({ status: 'OPEN', shipment_type: 'DIRECT', user_definition_fields: [] });
    expect(order.loads).toHaveLength(1);
    expect(order.transits).toEqual([]);
    const customer = await db()
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', order.customer_id)
      .executeTakeFirstOrThrow();
    const addresses = await db()
      .selectFrom('addresses')
      .select('company_id')
      .where('id', 'in', [order.origin_address_id, order.destination_address_id])
      .execute();
    expect(customer.company_id).toBe(order.company_id);
    expect(addresses.map((address) => address.company_id)).toEqual([order.company_id, order.company_id]);
    expect(order.loads[0]!.company_id).toBe(order.company_id);
  });

  it("copies the product's unit and conversions into the load", async () => {
    const company = await buildCompany(db());
    const product = await buildProduct(db(), {
      company_id: company.id,
      uom: 'Sak',
      conversion_weight_value: 50,
      conversion_volume_value: 0.035,
    });
    const order = await buildDeliveryOrder(db(), {
      company_id: company.id,
      loads: [{ product_id: product.id, quantity: 120 }],
    });
    expect(order.loads[0]).toMatchObject({
      product_id: product.id,
      quantity: 120,
      uom: 'Sak',
      conversion_weight_value: 50,
      conversion_volume_value: 0.035,
    });
  });

  it('writes the Pengiriman dibuat history event naming the creator', async () => {
    const company = await buildCompany(db());
    const creator = await buildUser(db(), {
      company_id: company.id,
      name: 'Andi Pratama',
      role: 'dispatcher',
    });
    const order = await buildDeliveryOrder(db(), { company_id: company.id, created_by: creator.id });
    const events = await db()
      .selectFrom('history_events')
      .selectAll()
      .where('entity_id', '=', order.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      company_id: company.id,
      entity_type: 'delivery_order',
      event: DELIVERY_ORDER_CREATED_EVENT,
      title: DELIVERY_ORDER_CREATED_TITLE,
      actor_user_id: creator.id,
    });
    const properties = events[0]!.properties as HistoryProperty[];
    expect(properties).toContainEqual({ key: 'delivery_order_uuid', value: order.id });
    expect(properties).toContainEqual({ key: 'Diubah oleh', value: 'Andi Pratama' });
  });

  it('stores user definition fields as given', async () => {
    const fields = [{ key: 'no_po', value: 'PO-UJI-00042' }];
    const order = await buildDeliveryOrder(db(), { user_definition_fields: fields });
    expect(order.user_definition_fields).toEqual(fields);
  });

  it('gives a TRANSIT order one leg when none is given, and keeps given legs in order', async () => {
    const generated = await buildDeliveryOrder(db(), { shipment_type: 'TRANSIT' });
    expect(generated.transits).toHaveLength(1);
    const company = await buildCompany(db());
    const first = await buildAddress(db(), { company_id: company.id });
    const second = await buildAddress(db(), { company_id: company.id });
    const order = await buildDeliveryOrder(db(), {
      company_id: company.id,
      transit_address_ids: [second.id, first.id],
    });
    expect(order.shipment_type).toBe('TRANSIT');
    expect(order.transits.map((leg) => [leg.sequence, leg.address_id])).toEqual([
      [1, second.id],
      [2, first.id],
    ]);
  });

  it('refuses transit addresses on a DIRECT order', async () => {
    const address = await buildAddress(db());
    await expect(
      buildDeliveryOrder(db(), {
        company_id: address.company_id,
        shipment_type: 'DIRECT',
        transit_address_ids: [address.id],
      }),
    ).rejects.toThrow('A DIRECT delivery order has no transit addresses');
    const orders = await db()
      .selectFrom('delivery_orders')
      .select('id')
      .where('company_id', '=', address.company_id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('leaves no order and no history behind when a load is rejected', async () => {
    const customer = await buildCustomer(db());
    await expect(
      buildDeliveryOrder(db(), { customer_id: customer.id, number: 'DO-GAGAL-1', loads: [{ quantity: -1 }] }),
    ).rejects.toThrow();
    const orders = await db()
      .selectFrom('delivery_orders')
      .select('id')
      .where('customer_id', '=', customer.id)
      .execute();
    expect(orders).toEqual([]);
    const events = await db()
      .selectFrom('history_events')
      .select('id')
      .where('company_id', '=', customer.company_id)
      .execute();
    expect(events).toEqual([]);
  });

  it("joins the caller's transaction, so a rollback removes the order too", async () => {
    const productType = await buildProductType(db());
    const rollback = new Error('rollback');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await buildDeliveryOrder(trx, { company_id: productType.company_id, number: 'DO-BATAL-1' });
          throw rollback;
        }),
    ).rejects.toBe(rollback);
    const orders = await db()
      .selectFrom('delivery_orders')
      .select('id')
      .where('company_id', '=', productType.company_id)
      .execute();
    expect(orders).toEqual([]);
  });
});
