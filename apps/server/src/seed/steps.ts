import { straightLineMeters } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  buildAddress,
  buildBoxType,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildProduct,
  buildProductType,
  buildReason,
  buildUser,
  buildVehicle,
  buildVehicleType,
  buildVendor,
  buildVendorRate,
  type ProductRow,
} from './builders/builders';
import { TRANSPORT_ADDRESSES } from './demo-addresses';
import {
  BOX_TYPES,
  CANCEL_REASONS,
  CUSTOMERS,
  type DemoCompany,
  PRODUCTS,
  VEHICLE_TYPES,
  VENDORS,
} from './demo-data';
import { DEMO_ORDERS, type DemoOrderPlan } from './demo-orders';

/** Ids of one seeded company's rows, by the names the demo data refers to them with. */
export interface SeededCompany {
  companyId: number;
  addressIds: Map<string, number>;
  boxTypeIds: Map<string, number>;
  /** By e-mail. */
  userIds: Map<string, number>;
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data refers to '${name}', which was not seeded`);
  return id;
}

/** A company with its addresses, fleet, people and cancel reasons. */
export async function seedCompany(
  db: Kysely<Database>,
  data: DemoCompany,
  passwordHash: string,
): Promise<SeededCompany> {
  const company = await buildCompany(db, data.company);
  const inCompany = { company_id: company.id };
  const addressIds = new Map<string, number>();
  for (const address of data.addresses) {
    addressIds.set(address.name, (await buildAddress(db, { ...address, ...inCompany })).id);
  }
  const vehicleTypeIds = new Map<string, number>();
  for (const type of VEHICLE_TYPES) {
    vehicleTypeIds.set(type, (await buildVehicleType(db, { type, ...inCompany })).id);
  }
  const boxTypeIds = new Map<string, number>();
  for (const boxType of BOX_TYPES) {
    boxTypeIds.set(boxType.name, (await buildBoxType(db, { ...boxType, ...inCompany })).id);
  }
  // People before vehicles: a vehicle names its default driver.
  const userIds = new Map<string, number>();
  const driverIds = new Map<string, number>();
  for (const { login: _login, device_id, ...user } of data.users) {
    const row = await buildUser(db, { ...user, ...inCompany, device_id: device_id ?? null, passwordHash });
    userIds.set(row.email, row.id);
    if (row.role === 'driver') driverIds.set(row.email, row.id);
  }
  const garageIds = new Map(
    data.addresses
      .filter((address) => address.is_garage)
      .map((address) => [address.name, idOf(addressIds, address.name)]),
  );
  for (const { vehicle_type, box_type, home, default_driver, ...vehicle } of data.vehicles) {
    await buildVehicle(db, {
      ...vehicle,
      ...inCompany,
      vehicle_type_id: idOf(vehicleTypeIds, vehicle_type),
      box_type_id: box_type === null ? null : idOf(boxTypeIds, box_type),
      // Only this company's garages and drivers are in these maps, so a customer site, an admin or
      // the other company's garage fails the seed instead of being stored.
      home_address_id: idOf(garageIds, home),
      default_driver_user_id: default_driver === null ? null : idOf(driverIds, default_driver),
    });
  }
  for (const reason of CANCEL_REASONS) {
    await buildReason(db, { reason, ...inCompany });
  }
  return { companyId: company.id, addressIds, boxTypeIds, userIds };
}

/**
 * The transport company's vendors and their contract rates. Returns the id of the vendor row paired
 * with the vendor company: fleet tasks sent to that vendor are what the vendor's users see.
 */
export async function seedVendors(
  db: Kysely<Database>,
  transport: SeededCompany,
  vendorCompanyId: number,
): Promise<number> {
  let pairedVendorId: number | undefined;
  for (const { rates, paired, ...vendor } of VENDORS) {
    const row = await buildVendor(db, {
      ...vendor,
      company_id: transport.companyId,
      paired_company_id: paired ? vendorCompanyId : null,
    });
    if (paired) pairedVendorId = row.id;
    for (const rate of rates) {
      const boxType = BOX_TYPES.find((box) => box.name === rate.box_type);
      await buildVendorRate(db, {
        company_id: transport.companyId,
        vendor_id: row.id,
        origin_address_id: idOf(transport.addressIds, rate.from),
        destination_address_id: idOf(transport.addressIds, rate.to),
        box_type_id: idOf(transport.boxTypeIds, rate.box_type),
        base_price: rate.base_price,
        total_weight: boxType?.max_weight_kg ?? null,
        total_volume: boxType?.max_volume_cbm ?? null,
      });
    }
  }
  if (pairedVendorId === undefined) throw new Error('Demo data has no vendor paired with the vendor company');
  return pairedVendorId;
}

export interface Catalogue {
  customerIds: Map<string, number>;
  products: Map<string, ProductRow>;
}

export async function seedCatalogue(db: Kysely<Database>, companyId: number): Promise<Catalogue> {
  const customerIds = new Map<string, number>();
  for (const { code: _code, ...customer } of CUSTOMERS) {
    customerIds.set(customer.name, (await buildCustomer(db, { ...customer, company_id: companyId })).id);
  }
  const productTypeIds = new Map<string, number>();
  const products = new Map<string, ProductRow>();
  for (const product of PRODUCTS) {
    let productTypeId = productTypeIds.get(product.type);
    if (productTypeId === undefined) {
      productTypeId = (await buildProductType(db, { name: product.type, company_id: companyId })).id;
      productTypeIds.set(product.type, productTypeId);
    }
    const row = await buildProduct(db, {
      company_id: companyId,
      product_type_id: productTypeId,
      name: product.name,
      uom: product.uom,
      conversion_weight_value: product.kg,
      conversion_volume_value: product.cbm,
    });
    products.set(product.name, row);
  }
  return { customerIds, products };
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
// Asia/Jakarta has been UTC+7 without daylight saving since 1964, so a fixed offset is exact here.
const JAKARTA_OFFSET_MS = 7 * HOUR_MS;
// Roads are about a third longer than the straight line, a loaded truck averages about 40 km/h on
// Indonesian roads, and each stop takes about two hours to unload: enough for believable ETAs.
const ROAD_FACTOR = 1.3;
const TRUCK_KMH = 40;
const HOURS_PER_STOP = 2;

const coordinates = new Map(TRANSPORT_ADDRESSES.map((address) => [address.name as string, address]));

function estimatedHours(plan: DemoOrderPlan): number {
  const stops = [plan.from, ...(plan.via ?? []), plan.to].map((name) => {
    const point = coordinates.get(name);
    if (!point) throw new Error(`Demo order refers to unknown address '${name}'`);
    return point;
  });
  let meters = 0;
  for (let i = 1; i < stops.length; i += 1) meters += straightLineMeters(stops[i - 1]!, stops[i]!);
  const driving = ((meters / 1000) * ROAD_FACTOR) / TRUCK_KMH;
  return Math.ceil(driving + HOURS_PER_STOP * (stops.length - 1));
}

/** Midnight in Jakarta of the day seededAt falls on, as a UTC timestamp. */
export function jakartaMidnight(seededAt: Date): number {
  return Math.floor((seededAt.getTime() + JAKARTA_OFFSET_MS) / DAY_MS) * DAY_MS - JAKARTA_OFFSET_MS;
}

/**
 * Delivery orders of the plans, due on the days around seededAt (the open backlog by default),
 * numbered from `firstNumber`. Answers their ids in the order of the plans.
 */
export async function seedOrders(
  db: Kysely<Database>,
  transport: SeededCompany,
  catalogue: Catalogue,
  createdBy: number,
  seededAt: Date,
  plans: readonly DemoOrderPlan[] = DEMO_ORDERS,
  firstNumber = 1,
): Promise<string[]> {
  const seedDay = jakartaMidnight(seededAt);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const ids: string[] = [];
  for (const [offset, plan] of plans.entries()) {
    const index = firstNumber - 1 + offset;
    const code = CUSTOMERS.find((customer) => customer.name === plan.customer)?.code ?? 'UMUM';
    const pickup = seedDay + plan.pickup.day * DAY_MS + plan.pickup.hour * HOUR_MS;
    const order = await buildDeliveryOrder(db, {
      company_id: transport.companyId,
      number: `DO-ANL-${pad(index + 1, 4)}`,
      shipment_type: plan.via?.length ? 'TRANSIT' : 'DIRECT',
      shipment_number: `SHP-ANL-${pad(index + 1, 5)}`,
      reference_number: `SO-${code}-${10231 + index * 17}`,
      user_definition_fields: [{ key: 'no_po', value: `PO-${code}-${pad(4021 + index * 13, 5)}` }],
      customer_id: idOf(catalogue.customerIds, plan.customer),
      origin_address_id: idOf(transport.addressIds, plan.from),
      destination_address_id: idOf(transport.addressIds, plan.to),
      transit_address_ids: (plan.via ?? []).map((name) => idOf(transport.addressIds, name)),
      expected_pickup_on: new Date(pickup),
      expected_delivered_on: new Date(pickup + estimatedHours(plan) * HOUR_MS),
      note: plan.note ?? null,
      created_by: createdBy,
      loads: plan.loads.map(([name, quantity]) => {
        const { id, uom, conversion_weight_value, conversion_volume_value } = productNamed(catalogue, name);
        return { product_id: id, quantity, uom, conversion_weight_value, conversion_volume_value };
      }),
    });
    ids.push(order.id);
  }
  return ids;
}

function productNamed(catalogue: Catalogue, name: string): ProductRow {
  const product = catalogue.products.get(name);
  if (!product) throw new Error(`Demo order refers to unknown product '${name}'`);
  return product;
}

/**
 * The transport company lets its drivers adjust picked or delivered quantities from the driver app
 * (issue 18); every other fleet setting keeps its default.
 */
export async function seedFleetSettings(db: Kysely<Database>, companyId: number, adminId: number) {
  await db
    .insertInto('company_settings')
    .values({ company_id: companyId, is_driver_load_adjustment_on: true, updated_by: adminId })
    .execute();
}
