import { VEHICLE_IMPORT } from '@armada/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { type Api, apiAs, baseUrl, filter, logIn, poll, toast } from './steps/session';

/* Issue 14 item 3: vehicles from an XLSX file on the demo, through the one import page. */

const ADMIN = 'admin@demo.id';
const VM = '/api/vehicle-management/v1';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let browser: Browser;
let api: Api;
let vehicleType: string;
let garage: string;

type Named = { id: number; name: string };
type Listed<T> = { paginated_result: T[] };

/** A workbook as an admin fills the template's 'Kendaraan' sheet; the IMEI a number cell, as Excel keeps it. */
async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kendaraan');
  sheet.addRow(VEHICLE_IMPORT.columns.map((column) => column.header));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (page: Page, name: string, buffer: Buffer) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });

describe.skipIf(!hasChromium)('master-data import in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs(ADMIN);
    const types = await api<Listed<{ type: string }>>('GET', `${VM}/vehicle-type?limit=1`);
    vehicleType = (types.paginated_result[0] as { type: string }).type;
    const garages = await api<Listed<Named>>('GET', `${VM}/address?limit=1&${filter('is_garage eq true')}`);
    garage = (garages.paginated_result[0] as Named).name;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports 3 vehicles from an XLSX file with their type and home garage by name', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, ADMIN);
    await page.goto(`${baseUrl}/master/vehicle/import`);
    await page.getByRole('heading', { name: 'Impor Kendaraan' }).waitFor();
    const stamp = String(Date.now()).slice(-6);
    const plates = [1, 2, 3].map((n) => `B ${n}${stamp.slice(0, 3)} IMP`);
    const rows = plates.map((plate, index) => [
      plate,
      vehicleType.toLowerCase(),
      '',
      'Solar',
      Number(`86${stamp}000000${index}`),
      garage,
      '',
      'Ya',
    ]);
    await upload(page, 'kendaraan.xlsx', await workbookOf(rows));
    await page.getByText('3 kendaraan siap diimpor dari kendaraan.xlsx').waitFor();
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/master-import-1280.png` });
    }
    await page.getByRole('button', { name: 'Impor 3 Kendaraan' }).click();
    await poll(() => toast(page).textContent()).toContain('3 kendaraan berhasil diimpor');
    await page.waitForURL(/\/master\/vehicle$/);

    const stored = await api<Listed<{ license_plate: string; imei: string; home_address: Named }>>(
      'GET',
      `${VM}/vehicle?limit=10&search=${encodeURIComponent(`${stamp.slice(0, 3)} IMP`)}`,
    );
    expect(stored.paginated_result.map((vehicle) => vehicle.license_plate).sort()).toEqual(plates);
    expect(stored.paginated_result[0]?.home_address.name).toBe(garage);
    expect(stored.paginated_result.map((vehicle) => vehicle.imei)).toContain(`86${stamp}0000000`);
    await page.close();
  });

  it('at 390 px names a plate already stored and a type not found, and creates nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, ADMIN);
    await page.goto(`${baseUrl}/master/vehicle/import`);
    const taken = (await api<Listed<{ license_plate: string }>>('GET', `${VM}/vehicle?limit=1`))
      .paginated_result[0];
    await upload(
      page,
      'salah.xlsx',
      await workbookOf([
        ['B 9 BARU', vehicleType],
        ['b 9 baru', vehicleType],
        ['B 10 BARU', 'Kapal Laut'],
      ]),
    );
    await page.getByText('2 masalah ditemukan di salah.xlsx').waitFor();
    const problems = page.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => problems.allTextContents()).toEqual([
      '3Nomor PolisiSama dengan baris 2',
      '4Jenis Kendaraan"Kapal Laut" tidak ditemukan',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/master-import-390.png`, fullPage: true });
    }
    // A plate the company already has passes the file's check and is refused by the server on its row.
    await upload(page, 'ada.xlsx', await workbookOf([[taken?.license_plate, vehicleType]]));
    await page.getByRole('button', { name: 'Impor 1 Kendaraan' }).click();
    await page.getByText('1 masalah ditemukan di ada.xlsx').waitFor();
    await poll(() => problems.allTextContents()).toEqual(['2Nomor PolisiSudah terdaftar']);
    const none = await api<Listed<unknown>>('GET', `${VM}/vehicle?search=${encodeURIComponent('B 9 BARU')}`);
    expect(none.paginated_result).toEqual([]);
    await context.close();
  });
});
