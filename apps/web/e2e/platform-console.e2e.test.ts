import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { unreadShown } from './steps/announcements';
import { pick } from './steps/form';
import { apiAs, baseUrl, logIn, poll, toast } from './steps/session';

const SHOTS = process.env.E2E_SCREENSHOTS;
const OPERATOR = 'operator@demo.id';
const ADMIN = 'admin@demo.id';
const DEMO_COMPANY = 'PT Armada Nusantara Logistik';
const VENDOR_COMPANY = 'PT Mitra Angkut Sejahtera';
const PLATFORM = '/api/platform/v1';
/** A flag the demo company has off by default and that no other browser test reads. */
const FLAG_LABEL = 'Beberapa IMEI per kendaraan';

interface Announcement {
  system_notif_header: string;
  system_notif_thumbnail: string | null;
  action: { type: string; title: string } | null;
  data: { image_url?: string } | null;
}
interface Me {
  company: { features: Record<string, boolean> };
}

let browser: Browser;

/** A real PNG: the browser's own picture of part of the page (the server checks the bytes). */
async function pngOf(page: Page, name: string) {
  const buffer = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 120 } });
  return { name, mimeType: 'image/png', buffer };
}

async function upload(page: Page, field: string, name: string) {
  const file = await pngOf(page, name);
  const item = page.locator(`[data-field="${field}"]`);
  await item.locator('input[type="file"]').setInputFiles(file);
  await item
    .getByRole('img', { name: /Pratinjau gambar/ })
    .first()
    .waitFor();
}

const flagSwitch = (page: Page) => page.getByRole('switch', { name: `${FLAG_LABEL} untuk ${DEMO_COMPANY}` });

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/platform-console-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.skipIf(!hasChromium)('platform operator console in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('publishes an announcement that an admin sees arrive live and opens, sets a banner and switches a flag that company users then get', async () => {
    const header = `Uji konsol ${Date.now()}`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The demo company's admin, on the dashboard in a browser of their own the whole time.
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      const admin = await apiAs(ADMIN);
      await logIn(adminPage, ADMIN);
      await adminPage.waitForURL(/\/dashboard\/$/);
      const { unread_count: unread } = await admin<{ unread_count: number }>(
        'GET',
        `${PLATFORM}/system-notification/unread-count`,
      );
      await poll(() => unreadShown(adminPage)).toBe(unread);

      await logIn(page, OPERATOR);
      await page.waitForURL(`${baseUrl}/platform/announcements`);
      await page.getByTestId('platform-console').waitFor();
      expect(await page.getByTestId('console-operator').textContent()).toContain('Operator Platform');
      expect(await page.getByTestId('side-menu').count()).toBe(0);
      await screenshots(page, 'announcements');

      // The announcement: thumbnail and an image action, for every company.
      await page.getByRole('button', { name: 'Terbitkan Pengumuman' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Terbitkan Pengumuman' });
      await dialog.getByLabel('Judul', { exact: true }).fill(header);
      await dialog
        .getByLabel('Deskripsi', { exact: true })
        .fill('Pengumuman dari uji peramban konsol platform.');
      await upload(page, 'system_notif_thumbnail', 'thumbnail.png');
      await dialog.getByLabel('Aksi (opsional)').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Gambar' })
        .click();
      await dialog.getByLabel('Judul aksi').fill('Lihat gambarnya');
      await upload(page, 'data.image', 'aksi.png');
      await screenshots(page, 'publish-form');
      await dialog.getByRole('button', { name: 'Terbitkan', exact: true }).click();
      await toast(page).getByText('Pengumuman berhasil diterbitkan').waitFor();
      await page.getByRole('table').getByText(header).waitFor();

      // The admin's page was not reloaded: the socket's system-notif event raised the badge.
      await poll(() => unreadShown(adminPage)).toBe(unread + 1);
      await adminPage.getByTestId('announcements-button').click();
      const modal = adminPage.getByRole('dialog', { name: 'Pengumuman' });
      const row = modal.getByTestId('announcement-row').first();
      await poll(() => row.textContent()).toContain(header);
      expect(await row.getAttribute('data-unread')).toBe('true');
      await row.click();
      await modal.getByTestId('announcement-detail').waitFor();
      await poll(() => unreadShown(adminPage)).toBe(unread);
      await modal.getByRole('button', { name: 'Lihat gambarnya' }).click();
      const action = adminPage.getByRole('dialog', { name: 'Lihat gambarnya' });
      const image = action.getByRole('img', { name: 'Gambar: Lihat gambarnya' });
      // The image the operator uploaded in the console, loaded through the public asset route.
      await poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(240);
      await adminPage.close();

      // The banner of one company (the vendor's, so the demo company's banner stays the seeded one).
      await page.getByRole('menuitem', { name: 'Banner' }).click();
      await page.getByRole('heading', { name: 'Banner' }).waitFor();
      await page.getByRole('button', { name: 'Pasang Banner' }).click();
      await page.getByLabel('Satu perusahaan').check();
      await pick(page, 'Perusahaan', VENDOR_COMPANY);
      await upload(page, 'image', 'banner.png');
      await page.getByLabel('Tautan (opsional)').fill('https://armada.example.id/promo');
      await page.getByLabel('Tampilkan lagi setelah (hari)').fill('2');
      await page.getByRole('button', { name: 'Pasang', exact: true }).click();
      await toast(page).getByText('Banner berhasil dipasang').waitFor();
      const vendorBanner = page.getByTestId('active-banner').filter({ hasText: VENDOR_COMPANY });
      await vendorBanner.getByText('Tampil setiap 2 hari').waitFor();
      await screenshots(page, 'banner');

      // The flag of the demo company.
      await page.getByRole('menuitem', { name: 'Perusahaan' }).click();
      await page.getByPlaceholder('Cari nama perusahaan').fill('Nusantara');
      await flagSwitch(page).waitFor();
      expect(await flagSwitch(page).isChecked()).toBe(false);
      await flagSwitch(page).click();
      await poll(() => flagSwitch(page).isChecked()).toBe(true);
      await screenshots(page, 'companies');

      // What the demo company's admin now gets from the server.
      const list = await admin<{ paginated_result: Announcement[] }>(
        'GET',
        `${PLATFORM}/system-notification?limit=10&page=1`,
      );
      const mine = list.paginated_result.find((row) => row.system_notif_header === header);
      expect(mine?.action).toMatchObject({ type: 'IMAGE', title: 'Lihat gambarnya' });
      expect(mine?.data?.image_url).toMatch(/^\/api\/platform\/v1\/asset\//);
      const thumbnail = await fetch(`${baseUrl}${mine?.system_notif_thumbnail}`);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toContain('image/png');
      expect((await admin<Me>('GET', '/api/auth/me')).company.features.multiImei).toBe(true);

      // Back as they were for the other browser tests: the flag off, the vendor's banner gone.
      await flagSwitch(page).click();
      await poll(() => flagSwitch(page).isChecked()).toBe(false);
      await page.getByRole('menuitem', { name: 'Banner' }).click();
      await vendorBanner.getByRole('button', { name: 'Nonaktifkan' }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Nonaktifkan banner' })
        .getByRole('button', { name: 'Nonaktifkan' })
        .click();
      await toast(page).getByText('Banner dinonaktifkan').waitFor();
      await poll(() => vendorBanner.count()).toBe(0);
      expect((await admin<Me>('GET', '/api/auth/me')).company.features.multiImei).toBe(false);
    } finally {
      await page.close();
      if (!adminPage.isClosed()) await adminPage.close();
    }
    // Three pages, three uploads and two accounts through a real server and browser on a busy machine.
  }, 240_000);

  it("does not give a company admin the console: /platform/ leads to the company's dashboard", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await logIn(page, ADMIN);
      await page.goto(`${baseUrl}/platform/`);
      await page.waitForURL(`${baseUrl}/dashboard/`);
      await page.getByRole('heading', { name: 'Dasbor' }).waitFor();
      expect(await page.getByTestId('platform-console').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
