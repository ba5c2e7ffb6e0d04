import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { pick } from './steps/form';
import { type Api, apiAs, filter, logIn, poll, toast } from './steps/session';

const ADMIN = 'admin@demo.id';
/** The demo seed's vendor that is the vendor company on the platform (vendor@demo.id's company). */
const PAIRED_VENDOR = 'PT Mitra Angkut Sejahtera';
const VENDORS = '/api/vendor-management/v1/vendor';

interface VendorRow {
  id: number;
  name: string;
  status: { name: string };
  paired_company_id: number | null;
}

let browser: Browser;
let api: Api;

// Intl writes 'Rp' and the amount with a no-break space between them.
const textOf = async (locator: Locator) => (await locator.textContent())?.replace(/\u00a0/g, ' ') ?? '';
const table = (page: Page) => page.getByRole('table', { name: 'Daftar vendor' });
const rowOf = (page: Page, name: string) =>
  table(page)
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

describe.skipIf(!hasChromium)('vendors in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs(ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the demo vendor as connected, then adds a vendor outside the platform', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, ADMIN);
    await page.getByTestId('side-menu').getByText('Vendor', { exact: true }).click();
    await page.waitForURL(/\/vendor\/$/);

    const paired = rowOf(page, PAIRED_VENDOR);
    await paired.waitFor();
    expect(await paired.locator('.ant-tag').textContent()).toBe('Terhubung');
    // Its contract rates sit beside it, in rupiah.
    await poll(() => textOf(paired)).toContain('Rp 3.750.000');

    const name = `CV Uji Angkutan ${Date.now()}`;
    await page.getByRole('button', { name: 'Tambah Vendor' }).click();
    await page.waitForURL(/\/vendor\/new$/);
    await page.getByRole('textbox', { name: 'Nama Vendor' }).fill(name);
    await page.getByRole('textbox', { name: 'Nomor Kontrak' }).fill('KTR/UJI/2026/001');
    await page.getByRole('button', { name: 'Tambah Tarif' }).click();
    await pick(page, 'Asal', 'Pool Pulogadung');
    await pick(page, 'Tujuan', 'DC Bandung');
    await page.getByLabel('Harga Dasar (Rp)').fill('2500000');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();

    await page.waitForURL(/\/vendor\/$/);
    await poll(() => toast(page).textContent()).toContain(`Vendor ${name} berhasil ditambahkan`);
    await page.getByRole('searchbox', { name: 'Cari' }).fill(name);
    const created = rowOf(page, name);
    await created.waitFor();
    await poll(() => textOf(created)).toContain('Rp 2.500.000');
    expect(await created.textContent()).toContain('Aktif');
    expect(await created.locator('.ant-tag').count()).toBe(0);

    // Stored without any company: a vendor outside the platform, with its one rate.
    const found = await api<{ paginated_result: VendorRow[] }>(
      'GET',
      `${VENDORS}?${filter(`name eq ${name}`)}`,
    );
    expect(found.paginated_result).toHaveLength(1);
    expect(found.paginated_result[0]).toMatchObject({ status: { name: 'ACTIVE' }, paired_company_id: null });
    await page.close();
  });
});
