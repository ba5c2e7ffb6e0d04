import { type DeliveryOrderStatus, REASON_TYPE_CANCELED, ROLE_SCOPES, type Role } from '@armada/domain';
import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../auth/password';
import type { Database, DeliveryLoadsTable, UserDefinitionField } from '../../db/schema';
import { recordHistory } from '../../modules/history/service';
import { deliveryOrderCreatedEvent } from '../../modules/order/events';
import {
  buildAddress,
  type DeliveryLoadRow,
  type DeliveryOrderRow,
  type DeliveryOrderTransitRow,
  insertRow,
  inTransaction,
  nextSequence,
  type Overrides,
  owningCompanyId,
  type ProductRow,
  pad,
  type UserRow,
} from './rows';

/**
 * Test-data builders, one per entity (after Outline's server/test/factories.ts). Every test and the
 * demo seed create rows through these, so a column added later gets its default in one place.
 * Each builder inserts one row and returns it as stored; whatever is not given gets a default, and a
 * required relation that is not given is created on demand in the same company.
 */

export const DEFAULT_DEMO_PASSWORD = 'demo12345';

/** The password of demo and test users: `DEMO_PASSWORD` when set, so an install can change it. */
export function demoPassword(): string {
  return process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
}

export const DELIVERY_ORDER_CREATED_EVENT = 'Order.DeliveryOrderCreated';
export const DELIVERY_ORDER_CREATED_TITLE = 'Pengiriman dibuat';

/** Two letters counting up from AA, so plates stay unique past the 9999 numbers a region code has. */
const plateLetters = (k: number) =>
  String.fromCharCode(65 + (Math.floor(k / 26) % 26)) + String.fromCharCode(65 + (k % 26));

// argon2 is deliberately slow (tens of milliseconds); tests build hundreds of users with the same
// password, so each distinct password is hashed once per process. The hash is salted, so sharing
// it between test users weakens nothing that matters.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type UserOverrides = Omit<Overrides<'users'>, 'password_hash' | 'role'> & {
  role?: Role;
  /** Plain password, hashed with argon2; defaults to the demo password. */
  password?: string;
  /** An argon2 hash to store as is, so a caller building many users hashes once. */
  passwordHash?: string;
};

/** A user of the given role (admin by default) holding that role's scopes unless scopes are given. */
export async function buildUser(db: Kysely<Database>, overrides: UserOverrides = {}): Promise<UserRow> {
  const { role = 'admin', password, passwordHash, ...columns } = overrides;
  const n = nextSequence();
  const companyId = await owningCompanyId(db, columns.company_id, []);
  return insertRow(db, 'users', {
    name: `Pengguna Uji ${n}`,
    email: `pengguna${n}@uji.armada.id`,
    phone_no: `+62812${pad(n, 8)}`,
    scopes: [...ROLE_SCOPES[role]],
    device_id: role === 'driver' ? `SD-UJI-${pad(n, 6)}` : null,
    ...columns,
    company_id: companyId,
    role,
    password_hash: passwordHash ?? (await cachedHash(password ?? demoPassword())),
  });
}

export async function buildVehicleType(db: Kysely<Database>, overrides: Overrides<'vehicle_types'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, []);
  return insertRow(db, 'vehicle_types', { type: `Tipe Uji ${n}`, ...overrides, company_id: companyId });
}

export async function buildBoxType(db: Kysely<Database>, overrides: Overrides<'box_types'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, []);
  return insertRow(db, 'box_types', {
    name: `Box Uji ${n}`,
    max_weight_kg: 5000,
    max_volume_cbm: 15,
    ...overrides,
    company_id: companyId,
  });
}

/**
 * The box type, home garage, default driver and last position are optional in the schema and stay
 * null unless given: a vehicle without them is what a newly registered one looks like.
 */
export async function buildVehicle(db: Kysely<Database>, overrides: Overrides<'vehicles'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, [
    ['vehicle_types', overrides.vehicle_type_id],
    ['box_types', overrides.box_type_id],
    ['addresses', overrides.home_address_id],
    ['users', overrides.default_driver_user_id],
  ]);
  const vehicleTypeId =
    overrides.vehicle_type_id ?? (await buildVehicleType(db, { company_id: companyId })).id;
  return insertRow(db, 'vehicles', {
    license_plate: `B ${pad(n % 10_000)} U${plateLetters(Math.floor(n / 10_000))}`,
    fuel: 'Solar',
    // 15 digits like a real IMEI; the 35 prefix keeps them apart from the demo devices.
    imei: `35${pad(n, 13)}`,
    ...overrides,
    company_id: companyId,
    vehicle_type_id: vehicleTypeId,
  });
}

export async function buildCustomer(db: Kysely<Database>, overrides: Overrides<'customers'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, []);
  return insertRow(db, 'customers', {
    name: `PT Pelanggan Uji ${n}`,
    phone_number: `+6221${pad(n, 8)}`,
    email: `pelanggan${n}@uji.armada.id`,
    ...overrides,
    company_id: companyId,
  });
}

export async function buildProductType(db: Kysely<Database>, overrides: Overrides<'product_types'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, []);
  return insertRow(db, 'product_types', {
    name: `Jenis Produk Uji ${n}`,
    ...overrides,
    company_id: companyId,
  });
}

export async function buildProduct(db: Kysely<Database>, overrides: Overrides<'products'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, [
    ['product_types', overrides.product_type_id],
  ]);
  const productTypeId =
    overrides.product_type_id ?? (await buildProductType(db, { company_id: companyId })).id;
  return insertRow(db, 'products', {
    name: `Produk Uji ${n}`,
    uom: 'Karton',
    conversion_weight_value: 10,
    conversion_volume_value: 0.05,
    ...overrides,
    company_id: companyId,
    product_type_id: productTypeId,
  });
}

export async function buildReason(db: Kysely<Database>, overrides: Overrides<'reasons'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, []);
  return insertRow(db, 'reasons', {
    reason: `Alasan uji ${n}`,
    type: REASON_TYPE_CANCELED,
    ...overrides,
    company_id: companyId,
  });
}

/** An ACTIVE vendor that is not on the platform; pass paired_company_id to pair it. */
export async function buildVendor(db: Kysely<Database>, overrides: Overrides<'vendors'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, []);
  return insertRow(db, 'vendors', {
    name: `PT Vendor Uji ${n}`,
    status: 'ACTIVE',
    contract_number: `KTR-UJI-${pad(n, 6)}`,
    phone_number: `+6221${pad(n, 8)}`,
    email: `vendor${n}@uji.armada.id`,
    ...overrides,
    company_id: companyId,
  });
}

export async function buildVendorRate(db: Kysely<Database>, overrides: Overrides<'vendor_rates'> = {}) {
  const companyId = await owningCompanyId(db, overrides.company_id, [
    ['vendors', overrides.vendor_id],
    ['addresses', overrides.origin_address_id],
    ['addresses', overrides.destination_address_id],
  ]);
  const inCompany = { company_id: companyId };
  return insertRow(db, 'vendor_rates', {
    base_price: 2_500_000,
    ...overrides,
    company_id: companyId,
    vendor_id: overrides.vendor_id ?? (await buildVendor(db, inCompany)).id,
    origin_address_id: overrides.origin_address_id ?? (await buildAddress(db, inCompany)).id,
    destination_address_id: overrides.destination_address_id ?? (await buildAddress(db, inCompany)).id,
  });
}

export type LoadOverrides = Partial<Omit<Insertable<DeliveryLoadsTable>, 'company_id' | 'delivery_order_id'>>;

export type DeliveryOrderOverrides = Omit<Overrides<'delivery_orders'>, 'user_definition_fields'> & {
  user_definition_fields?: UserDefinitionField[];
  /** One load of a new product when not given; [] builds an order without loads. */
  loads?: LoadOverrides[];
  /** The legs between origin and destination, in order; a TRANSIT order gets one new address when not given. */
  transit_address_ids?: number[];
};

export type BuiltDeliveryOrder = DeliveryOrderRow & {
  loads: DeliveryLoadRow[];
  transits: DeliveryOrderTransitRow[];
};

/**
 * An OPEN delivery order with its loads and transit legs, and the history event of its creation,
 * written in one transaction as the data rules require of every change to an order.
 */
export async function buildDeliveryOrder(
  db: Kysely<Database>,
  overrides: DeliveryOrderOverrides = {},
): Promise<BuiltDeliveryOrder> {
  const { loads, transit_address_ids, user_definition_fields, ...columns } = overrides;
  const shipmentType = columns.shipment_type ?? (transit_address_ids?.length ? 'TRANSIT' : 'DIRECT');
  if (shipmentType === 'DIRECT' && transit_address_ids?.length) {
    throw new Error('A DIRECT delivery order has no transit addresses');
  }
  return inTransaction(db, async (trx) => {
    const n = nextSequence();
    const companyId = await owningCompanyId(trx, columns.company_id, [
      ['customers', columns.customer_id],
      ['addresses', columns.origin_address_id],
      ['addresses', columns.destination_address_id],
    ]);
    const inCompany = { company_id: companyId };
    const now = Date.now();
    const order = await insertRow(trx, 'delivery_orders', {
      number: `DO-UJI-${pad(n, 6)}`,
      shipment_number: `SHP-UJI-${pad(n, 6)}`,
      reference_number: `REF-UJI-${pad(n, 6)}`,
      expected_pickup_on: new Date(now + 24 * 3_600_000),
      expected_delivered_on: new Date(now + 48 * 3_600_000),
      status: 'OPEN' satisfies DeliveryOrderStatus,
      ...columns,
      company_id: companyId,
      shipment_type: shipmentType,
      user_definition_fields: JSON.stringify(user_definition_fields ?? []),
      customer_id: columns.customer_id ?? (await buildCustomer(trx, inCompany)).id,
      origin_address_id: columns.origin_address_id ?? (await buildAddress(trx, inCompany)).id,
      destination_address_id: columns.destination_address_id ?? (await buildAddress(trx, inCompany)).id,
    });
    const legs =
      shipmentType === 'TRANSIT' && !transit_address_ids?.length
        ? [(await buildAddress(trx, inCompany)).id]
        : (transit_address_ids ?? []);
    const transits = await insertTransits(trx, order.id, legs);
    const builtLoads = await insertLoads(trx, order, loads ?? [{}]);
    await recordOrderCreated(trx, order);
    return { ...order, loads: builtLoads, transits };
  });
}

async function insertTransits(db: Kysely<Database>, orderId: string, addressIds: number[]) {
  if (addressIds.length === 0) return [];
  return db
    .insertInto('delivery_order_transits')
    .values(
      addressIds.map((addressId, index) => ({
        delivery_order_id: orderId,
        sequence: index + 1,
        address_id: addressId,
      })),
    )
    .returningAll()
    .execute();
}

type LoadProduct = Pick<ProductRow, 'id' | 'uom' | 'conversion_weight_value' | 'conversion_volume_value'>;

/** The product of a load: a new one when not given; read only when the load lacks its values. */
async function productOf(db: Kysely<Database>, companyId: number, load: LoadOverrides): Promise<LoadProduct> {
  const { product_id: id, uom, conversion_weight_value, conversion_volume_value } = load;
  if (id === undefined) {
    const product = await buildProduct(db, { company_id: companyId });
    return {
      id: product.id,
      uom: product.uom,
      conversion_weight_value: product.conversion_weight_value,
      conversion_volume_value: product.conversion_volume_value,
    };
  }
  if (uom !== undefined && conversion_weight_value !== undefined && conversion_volume_value !== undefined) {
    return { id, uom, conversion_weight_value, conversion_volume_value };
  }
  return db
    .selectFrom('products')
    .select(['id', 'uom', 'conversion_weight_value', 'conversion_volume_value'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow(() => new Error(`products ${id} does not exist`));
}

/** A load copies its product's unit and conversions, as an order keeps them if the product changes. */
async function insertLoads(db: Kysely<Database>, order: DeliveryOrderRow, loads: LoadOverrides[]) {
  // An order may have no loads; inserting an empty list would be a SQL syntax error.
  if (loads.length === 0) return [];
  const rows: Insertable<DeliveryLoadsTable>[] = [];
  for (const load of loads) {
    const { id, ...values } = await productOf(db, order.company_id, load);
    rows.push({
      quantity: 10,
      ...values,
      ...load,
      product_id: id,
      company_id: order.company_id,
      delivery_order_id: order.id,
    });
  }
  return db.insertInto('delivery_loads').values(rows).returningAll().execute();
}

async function recordOrderCreated(db: Kysely<Database>, order: DeliveryOrderRow): Promise<void> {
  const creator =
    order.created_by === null
      ? undefined
      : await db.selectFrom('users').select('name').where('id', '=', order.created_by).executeTakeFirst();
  const actor = { id: order.created_by, name: creator?.name ?? 'Sistem', companyId: order.company_id };
  await recordHistory(db, { ...deliveryOrderCreatedEvent(order, actor), createdOn: order.created_on });
}

export { type BuiltFleetTask, buildFleetTask, type FleetTaskOverrides } from './fleet-task-builder';
export {
  buildAddress,
  buildCompany,
  type DeliveryLoadRow,
  type DeliveryOrderRow,
  type DeliveryOrderTransitRow,
  insertRow,
  inTransaction,
  nextSequence,
  owningCompanyId,
  type ProductRow,
  type Row,
  type UserRow,
} from './rows';
