import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { pick } from './steps/form';
import { type Api, apiAs, baseUrl, logIn, poll, toast } from './steps/session';

const ADMIN = 'admin@demo.id';
const ORDERS = '/api/order/v1/delivery-order';

interface OrderRow {
  id: string;
  number: string;
  load_count: number;
  load_weight: number;
}

let browser: Browser;
let api: Api;

const table = (page: Page) => page.getByRole('table', { name: 'Daftar pengiriman' });

/** One load through the loads table's modal: product searched on the server, then its quantity. */
async function addLoad(page: Page, product: string, quantity: string) {
  await page.getByRole('button', { name: 'Tambah Muatan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Muatan' });
  await dialog.waitFor();
  await pick(page, 'Produk', product);
  await dialog.getByLabel('Jumlah').fill(quantity);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.skipIf(!hasChromium)('delivery orders in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs(ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates an order with two loads and finds it in the list', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, ADMIN);
    await page.getByTestId('side-menu').getByText('Pengiriman', { exact: true }).click();
    await page.waitForURL(/\/delivery\/$/);
    await table(page).waitFor();

    const reference = `REF-UJI-${Date.now()}`;
    await page.getByRole('button', { name: 'Tambah Pengiriman' }).click();
    await page.waitForURL(/\/delivery\/new$/);
    // The URL changes before the form replaces the list, whose 'Pelanggan' column shares the label.
    await table(page).waitFor({ state: 'detached' });
    await pick(page, 'Pelanggan', 'PT Sumber Pangan Makmur');
    await pick(page, 'Alamat Asal', 'Gudang Cakung');
    await pick(page, 'Alamat Tujuan', 'DC Bandung');
    await page.getByRole('textbox', { name: 'Referensi Internal' }).fill(reference);
    await addLoad(page, 'Beras Premium 25 kg', '10');
    await addLoad(page, 'Semen Portland 50 kg', '4');
    // 10 x 25 kg + 4 x 50 kg, from the products' conversion values.
    await poll(() => page.getByTestId('loads-total-weight').textContent()).toBe('450,00 Kg');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();

    await page.waitForURL(/\/delivery\/[0-9a-f-]{36}$/);
    await poll(() => toast(page).textContent()).toMatch(/Pengiriman DO-\d{4}-\d{5} berhasil ditambahkan/);
    const [stored] = (
      await api<{ paginated_result: OrderRow[] }>('GET', `${ORDERS}?search=${encodeURIComponent(reference)}`)
    ).paginated_result;
    expect(stored).toMatchObject({ load_count: 2, load_weight: 450 });

    await page.goto(`${baseUrl}/delivery/`);
    await page.getByRole('searchbox', { name: 'Cari' }).fill(reference);
    const row = table(page)
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByRole('link', { name: stored?.number, exact: true }) });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('PT Sumber Pangan Makmur');
    expect(text).toContain('450,00 Kg');
    expect(text).toContain('Belum Ditugaskan');
    await page.close();
  });

  it('fits the list and the form in 390 px with the bottom menu', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page, ADMIN);
    await page.goto(`${baseUrl}/delivery/`);
    await table(page).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/delivery-list-390.png', fullPage: false });
    await page.goto(`${baseUrl}/delivery/new`);
    await page.getByRole('button', { name: 'Tambah Muatan' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/delivery-form-390.png', fullPage: true });
    await page.close();
  });
});
