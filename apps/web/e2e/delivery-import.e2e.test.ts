import { IMPORT_COLUMNS } from '@armada/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { type Api, apiAs, baseUrl, logIn, poll, toast } from './steps/session';

const ADMIN = 'admin@demo.id';
const ORDERS = '/api/order/v1/delivery-order';
const ROWS = 20;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Demo master data of admin@demo.id's company (apps/server/src/seed). */
const CUSTOMERS = ['PT Sumber Pangan Makmur', 'CV Toko Bangunan Jaya'];
const ROUTES = [
  ['Gudang Cakung', 'Toko Bekasi', ''],
  ['Gudang Marunda', 'DC Karawang', 'Gudang Cibitung'],
] as const;
const PRODUCT = 'Beras Premium 25 kg';

let browser: Browser;
let api: Api;

/**
 * A workbook as a dispatcher fills the template: one order per row, every other one with a transit
 * stop; the times are real date cells, as Excel stores them.
 */
async function workbookOf(rows: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pengiriman');
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: column.header, key: column.header }));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function ordersOf(prefix: string) {
  return Array.from({ length: ROWS }, (_, index) => {
    const [origin, destination, transit] = ROUTES[index % ROUTES.length] as (typeof ROUTES)[number];
    return {
      Pelanggan: CUSTOMERS[index % CUSTOMERS.length],
      'Alamat Asal': origin,
      'Alamat Tujuan': destination,
      'Alamat Transit': transit,
      'Perkiraan Penjemputan': new Date(Date.UTC(2026, 11, 1 + index, 8, 0)),
      'Perkiraan Pengiriman': new Date(Date.UTC(2026, 11, 1 + index, 17, 30)),
      'Nomor Referensi': `${prefix}-${String(index + 1).padStart(2, '0')}`,
      Produk: PRODUCT,
      Jumlah: index + 1,
    };
  });
}

const upload = (page: Page, name: string, buffer: Buffer) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });

describe.skipIf(!hasChromium)('delivery order import in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs(ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a 20-row XLSX file made here and lands on the delivery list with the count', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, ADMIN);
    await page.goto(`${baseUrl}/delivery/import`);
    await page.getByRole('heading', { name: 'Impor Pengiriman' }).waitFor();
    const prefix = `IMP-${Date.now()}`;
    await upload(page, 'pengiriman.xlsx', await workbookOf(ordersOf(prefix)));

    await page.getByText(`${ROWS} pengiriman siap diimpor dari pengiriman.xlsx`).waitFor();
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/delivery-import-1280.png` });
    }
    await page.getByRole('button', { name: `Impor ${ROWS} Pengiriman` }).click();
    await page.waitForURL(/\/delivery\/$/);
    await poll(() => toast(page).textContent()).toContain(`${ROWS} pengiriman berhasil diimpor`);

    const stored = await api<{ paginated_result: Record<string, unknown>[] }>(
      'GET',
      `${ORDERS}?search=${prefix}&limit=50&sorts=${encodeURIComponent('created_on asc')}`,
    );
    expect(stored.paginated_result).toHaveLength(ROWS);
    const second = stored.paginated_result.find((order) => order.reference_number === `${prefix}-02`);
    // The wall time of the date cell, in the company's zone (Asia/Jakarta).
    expect(second).toMatchObject({
      shipment_type: 'TRANSIT',
      customer: { name: CUSTOMERS[1] },
      origin_address: { name: 'Gudang Marunda' },
      transits: [expect.objectContaining({ name: 'Gudang Cibitung' })],
      expected_pickup_on: expect.stringMatching(/^2026-12-02T08:00:00(\.000)?\+07:00$/),
      load_count: 1,
      load_weight: 50,
    });
    await page.close();
  });

  it('at 390 px lists the bad rows of a file without scrolling sideways, and creates nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, ADMIN);
    await page.goto(`${baseUrl}/delivery/import`);
    const prefix = `IMPBAD-${Date.now()}`;
    const rows = ordersOf(prefix).slice(0, 5);
    rows[1] = { ...rows[1], Pelanggan: 'PT Tidak Terdaftar' } as (typeof rows)[number];
    rows[3] = { ...rows[3], Jumlah: 0 } as (typeof rows)[number];
    await upload(page, 'salah.xlsx', await workbookOf(rows));

    await page.getByText('2 masalah ditemukan di salah.xlsx').waitFor();
    const problems = page.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => problems.allTextContents()).toEqual([
      '3Pelanggan"PT Tidak Terdaftar" tidak ditemukan',
      '5JumlahNilai minimal 1',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/delivery-import-390.png`,
        fullPage: true,
      });
    }
    const stored = await api<{ paginated_result: unknown[] }>('GET', `${ORDERS}?search=${prefix}`);
    expect(stored.paginated_result).toEqual([]);
    await context.close();
  });
});
