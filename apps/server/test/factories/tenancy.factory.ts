import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import {
  buildAddress,
  buildBoxType,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildFleetTask,
  buildProduct,
  buildProductType,
  buildReason,
  buildUser,
  buildVehicle,
  buildVehicleType,
  buildVendor,
  insertRow,
} from '../../src/seed/builders/builders';
import { createTestApp, loginAs, type TestApp } from '../app';
import { issuePairingCode } from './pairing.factory';

/*
 * Two companies with one of every object the API names by id, for the tenancy sweep (issue 21): each
 * is built the same way, with its own word in every name, so any answer that carries the other
 * company's word has leaked it. A third company sends each of them a vendor request, so both hold
 * one in their inbox without being paired with each other.
 */

const PASSWORD = 'kata-sandi-sapuan';

/** The ids one company's objects are reached by, keyed by the resource a path names them with. */
export interface OwnedIds {
  companyId: number;
  /** Words only this company's rows contain. */
  marks: string[];
  authorization: string;
  /** The company's driver: the driver app's routes are the driver's (tms_driver scopes). */
  driverAuthorization: string;
  task: string;
  point: string;
  activity: string;
  order: string;
  load: number | string;
  attachment: string;
  reason: number;
  vendor: number;
  vendorRequest: string;
  address: number;
  vehicle: number;
  driver: number;
  boxType: number;
  vehicleType: number;
  vehicleGroup: number;
  customer: number;
  product: number;
  productType: number;
  apiKey: number;
  pairingCode: string;
  /** An announcement for this company alone, and its own banner (issue 17). */
  announcement: string;
  banner: number;
}

export interface TenancyWorld {
  t: TestApp;
  db: Kysely<Database>;
  companies: [OwnedIds, OwnedIds];
}

async function companyWithEverything(t: TestApp, word: string, sender: SenderCompany): Promise<OwnedIds> {
  const db = t.database.db;
  const company = await buildCompany(db, { name: `PT ${word} Logistik` });
  const inCompany = { company_id: company.id };
  const admin = await buildUser(db, {
    ...inCompany,
    name: `Admin ${word}`,
    email: `admin.${word.toLowerCase()}@sapuan.uji.id`,
    password: PASSWORD,
  });
  const driver = await buildUser(db, {
    ...inCompany,
    name: `Supir ${word}`,
    email: `supir.${word.toLowerCase()}@sapuan.uji.id`,
    role: 'driver',
    password: PASSWORD,
  });
  const garage = await buildAddress(db, { ...inCompany, is_garage: true, name: `Pool ${word}` });
  const site = await buildAddress(db, { ...inCompany, name: `Gudang ${word}` });
  const store = await buildAddress(db, { ...inCompany, name: `Toko ${word}` });
  const boxType = await buildBoxType(db, { ...inCompany, name: `Box ${word}` });
  const vehicleType = await buildVehicleType(db, { ...inCompany, type: `Tipe ${word}` });
  const vehicle = await buildVehicle(db, {
    ...inCompany,
    vehicle_type_id: vehicleType.id,
    box_type_id: boxType.id,
    home_address_id: garage.id,
    default_driver_user_id: driver.id,
  });
  const customer = await buildCustomer(db, { ...inCompany, name: `Pelanggan ${word}` });
  const productType = await buildProductType(db, { ...inCompany, name: `Jenis ${word}` });
  const product = await buildProduct(db, {
    ...inCompany,
    name: `Produk ${word}`,
    product_type_id: productType.id,
  });
  const vehicleGroup = await insertRow(db, 'vehicle_groups', { ...inCompany, name: `Grup ${word}` });
  await insertRow(db, 'vehicle_group_vehicles', {
    ...inCompany,
    vehicle_group_id: vehicleGroup.id,
    vehicle_id: vehicle.id,
  });
  const order = await buildDeliveryOrder(db, {
    ...inCompany,
    number: `DO-${word.toUpperCase()}-1`,
    customer_id: customer.id,
    origin_address_id: site.id,
    destination_address_id: store.id,
    loads: [{ product_id: product.id, quantity: 10 }],
  });
  const task = await buildFleetTask(db, {
    ...inCompany,
    number: `FO-${word.toUpperCase()}-1`,
    start_address_id: garage.id,
    vehicle_id: vehicle.id,
    driver_user_id: driver.id,
    orders: [order],
  });
  const activity = task.activities.find((row) => row.delivery_order_id === order.id);
  const load = order.loads[0];
  if (!activity || !load) throw new Error('the built task has no activity for its order');
  const attachment = await insertRow(db, 'activity_attachments', {
    ...inCompany,
    fleet_task_id: task.id,
    activity_id: activity.id,
    type: 'photo',
    storage_key: `sapuan/${word}.jpg`,
    content_type: 'image/jpeg',
    size_bytes: 3,
    file_name: `${word}.jpg`,
  });
  const reason = await buildReason(db, { ...inCompany, reason: `Alasan ${word}` });
  const vendor = await buildVendor(db, { ...inCompany, name: `Vendor ${word}`, paired_company_id: null });
  const vendorRequest = await sender.sendTo(company.id, word);
  const { authorization } = await loginAs(t.app, admin.email, PASSWORD);
  const driverAuthorization = (await loginAs(t.app, driver.email, PASSWORD)).authorization;
  const apiKey = await t.app.inject({
    method: 'POST',
    url: '/api/telemetry/v1/api-key',
    headers: { authorization },
    payload: { name: `Kunci ${word}` },
  });
  if (apiKey.statusCode !== 201 && apiKey.statusCode !== 200) throw new Error(`api key: ${apiKey.body}`);
  return {
    companyId: company.id,
    marks: [word, word.toUpperCase(), task.id, order.id.toString(), activity.id, attachment.id],
    authorization,
    driverAuthorization,
    task: task.id,
    point: activity.point_id,
    activity: activity.id,
    order: order.id,
    load: load.id,
    attachment: attachment.id,
    reason: reason.id,
    vendor: vendor.id,
    vendorRequest,
    address: site.id,
    vehicle: vehicle.id,
    driver: driver.id,
    boxType: boxType.id,
    vehicleType: vehicleType.id,
    vehicleGroup: vehicleGroup.id,
    customer: customer.id,
    product: product.id,
    productType: productType.id,
    apiKey: apiKey.json<{ data: { id: number } }>().data.id,
    pairingCode: await issuePairingCode(db, company.id),
    ...(await platformShellRows(db, company.id, word)),
  };
}

/** An announcement naming only this company and the company's own banner. */
async function platformShellRows(db: Kysely<Database>, companyId: number, word: string) {
  const image = await db
    .insertInto('platform_assets')
    .values({
      storage_key: `tenancy/${word}.png`,
      content_type: 'image/png',
      size_bytes: 1,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const announcement = await db
    .insertInto('system_notifications')
    .values({ header: `Info ${word}`, description: word, company_ids: [companyId], created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const banner = await db
    .insertInto('banners')
    .values({
      company_id: companyId,
      image_asset_id: image.id,
      link_url: null,
      day_show: 1,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { announcement: announcement.id, banner: banner.id };
}

interface SenderCompany {
  /** A request from the sender's own task, in the inbox of `companyId`. */
  sendTo(companyId: number, word: string): Promise<string>;
}

/** A company outside both, that uses each of them as a vendor. */
async function senderCompany(db: Kysely<Database>): Promise<SenderCompany> {
  const company = await buildCompany(db, { name: 'PT Pengirim Pihak Ketiga' });
  const garage = await buildAddress(db, { company_id: company.id, is_garage: true });
  return {
    async sendTo(companyId, word) {
      const vendor = await buildVendor(db, {
        company_id: company.id,
        name: `Vendor pihak ketiga ${word}`,
        paired_company_id: companyId,
      });
      const task = await buildFleetTask(db, {
        company_id: company.id,
        start_address_id: garage.id,
        send_by: 'VENDOR',
        vendor_id: vendor.id,
        status: 'WAITING_FOR_VENDOR',
      });
      const request = await insertRow(db, 'vendor_requests', {
        company_id: companyId,
        sender_company_id: company.id,
        sender_fleet_task_id: task.id,
        sender_vendor_id: vendor.id,
      });
      return request.id;
    },
  };
}

export async function tenancyWorld(): Promise<TenancyWorld> {
  const t = await createTestApp({ loginRateLimit: { max: 100_000, timeWindow: '1 minute' } });
  const sender = await senderCompany(t.database.db);
  const first = await companyWithEverything(t, 'Merapi', sender);
  const second = await companyWithEverything(t, 'Rinjani', sender);
  return { t, db: t.database.db, companies: [first, second] };
}
