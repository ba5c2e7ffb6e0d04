import type { FleetTaskStatus } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../../test/app';
import { contentStreams, pdfText } from '../../../../../test/pdf-text';
import {
  type BuiltDeliveryOrder,
  buildAddress,
  buildCompany,
  buildCustomer,
  buildDeliveryOrder,
  buildFleetTask,
  buildProduct,
  buildUser,
  buildVehicle,
} from '../../../../seed/builders/builders';

const PASSWORD = 'kata-sandi-uji';
let t: TestApp;
let headers: { authorization: string };
let companyId: number;
let garageId: number;
let warehouseId: number;
let vehicleId: number;
let driverId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await buildCompany(db, { name: 'PT Cetak Surat Jalan' })).id;
  await buildUser(db, { company_id: companyId, email: 'admin@cetak.id', role: 'admin', password: PASSWORD });
  await buildUser(db, { company_id: companyId, email: 'supir@cetak.id', role: 'driver', password: PASSWORD });
  garageId = (await buildAddress(db, { company_id: companyId, is_garage: true, name: 'Pool Cakung' })).id;
  warehouseId = (
    await buildAddress(db, {
      company_id: companyId,
      name: 'Gudang Bekasi',
      full_name: 'Jl. Industri Raya No. 7, Cikarang',
      city: 'Bekasi',
      latitude: -6.2835,
      longitude: 107.1713,
    })
  ).id;
  vehicleId = (await buildVehicle(db, { company_id: companyId, license_plate: 'B 9123 CTK' })).id;
  driverId = (
    await buildUser(db, {
      company_id: companyId,
      role: 'driver',
      name: 'Joko Susilo',
      phone_no: '+6281299887766',
    })
  ).id;
  headers = await loginAs(t.app, 'admin@cetak.id', PASSWORD);
});
afterAll(() => t.close());

/** An order from the warehouse to a new store, with one load of a named product. */
async function storeOrder(store: string, product = 'Semen Tiga Roda 50 kg'): Promise<BuiltDeliveryOrder> {
  const db = t.database.db;
  const destination = await buildAddress(db, { company_id: companyId, name: store, city: 'Bandung' });
  const productId = (await buildProduct(db, { company_id: companyId, name: product, uom: 'Sak' })).id;
  return buildDeliveryOrder(db, {
    company_id: companyId,
    customer_id: (await buildCustomer(db, { company_id: companyId, name: 'CV Maju Bersama' })).id,
    origin_address_id: warehouseId,
    destination_address_id: destination.id,
    loads: [{ product_id: productId, quantity: 20, uom: 'Sak', conversion_weight_value: 50 }],
  });
}

async function plannedTask(status: FleetTaskStatus, orders: BuiltDeliveryOrder[] = []) {
  return buildFleetTask(t.database.db, {
    company_id: companyId,
    status,
    orders,
    start_address_id: garageId,
    vehicle_id: vehicleId,
    driver_user_id: driverId,
    expected_departure_on: new Date('2026-11-23T01:00:00Z'),
    shipment_reference: 'SJ-REF-0042',
  });
}

const pdfOf = (taskId: string, as = headers) =>
  t.app.inject({ method: 'GET', url: `/api/fleet-planning/v1/fleet-task/${taskId}/pdf`, headers: as });

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** The lowest baseline of any text, in PDF units from the bottom edge of the page. */
function lowestTextY(pdf: Buffer): number {
  const ys = contentStreams(pdf).flatMap((stream) =>
    [...stream.matchAll(/1 0 0 1 [\d.-]+ ([\d.-]+) Tm/g)].map((match) => Number(match[1])),
  );
  return Math.min(...ys);
}

describe('GET /fleet-task/{id}/pdf', () => {
  it('answers an inline A4 PDF named after the FO number, with the order in Indonesian', async () => {
    const order = await storeOrder('Toko Bangunan Sinar');
    const task = await plannedTask('SCHEDULED', [order]);
    const response = await pdfOf(task.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${task.number}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf);
    for (const expected of [
      'PT Cetak Surat Jalan',
      'Surat Perintah Jalan',
      task.number,
      'Dijadwalkan',
      'SJ-REF-0042',
      'B 9123 CTK',
      'Joko Susilo',
      '+6281299887766',
      'Gudang Bekasi',
      'Jl. Industri Raya No. 7, Cikarang',
      'Toko Bangunan Sinar',
      order.number,
      'CV Maju Bersama',
      'Ambil',
      'Kirim',
      'Semen Tiga Roda 50 kg',
      'Sak',
      // 20 sacks of 50 kg: 1000 kg on each load row and in the total.
      '1.000,00 Kg',
      'Total Berat: 1.000,00 Kg',
      'Pengirim',
      'Pengemudi',
      'Penerima',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each<FleetTaskStatus>(['SCHEDULED', 'STARTED', 'ENDED'])('prints in %s', async (status) => {
    const task = await plannedTask(status, [await storeOrder(`Toko ${status}`)]);
    const response = await pdfOf(task.id);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain(task.number);
  });

  it.each<FleetTaskStatus>([
    'DRAFT',
    'TEMPORARY',
    'WAITING_FOR_VENDOR',
    'ACCEPTED_BY_VENDOR',
    'REJECTED_BY_VENDOR',
    'CANCELED',
  ])('refuses to print in %s, where the header hides the print order', async (status) => {
    const task = await plannedTask(status);
    const response = await pdfOf(task.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'fleet-task/print-not-available',
      message: 'Surat perintah jalan tidak dapat dicetak pada status penugasan ini.',
    });
  });

  it('flows a 40-stop route onto more pages, every stop printed and no text below the page', async () => {
    const orders: BuiltDeliveryOrder[] = [];
    for (let index = 1; index <= 40; index++) orders.push(await storeOrder(`Toko Nomor ${index}`));
    const task = await plannedTask('STARTED', orders);
    const response = await pdfOf(task.id);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (const order of orders) expect(text).toContain(order.number);
    expect(text).toContain('Toko Nomor 40');
    expect(text).toContain(`Halaman ${pageCount(pdf)} dari ${pageCount(pdf)}`);
    // The footer sits 32 pt above the bottom edge; a table that ran off the page would go below 0.
    expect(lowestTextY(pdf)).toBeGreaterThan(20);
  });

  it('refuses a driver, who does not hold fleet-task:read', async () => {
    const task = await plannedTask('SCHEDULED');
    const driver = await loginAs(t.app, 'supir@cetak.id', PASSWORD);
    const response = await pdfOf(task.id, driver);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden');
  });

  it("answers another company's task like a missing one", async () => {
    const foreign = await buildFleetTask(t.database.db, {
      company_id: (await buildCompany(t.database.db)).id,
      status: 'SCHEDULED',
    });
    const response = await pdfOf(foreign.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
  });
});
