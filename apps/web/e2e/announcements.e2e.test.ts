import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { unreadShown } from './steps/announcements';
import { apiAs, baseUrl, DEMO_PASSWORD, logIn, poll } from './steps/session';

/*
 * Issue 17 items 2 and 3 against the real server: on a phone, the operator publishes an announcement
 * through the API while the admin sits on the dashboard, and the admin's top bar follows live (the
 * same at 1280 px with the operator in the console is platform-console.e2e.test.ts); the vendor
 * company is white label (docs/platform-shell.md section 10).
 */

const OPERATOR_API = '/api/platform/v1/operator';
const SHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;

/** A real PNG: Chromium's own screenshot of a small drawn card. */
async function drawnPng(title: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 320, height: 180 } });
  await page.setContent(
    `<div id="card" style="width:320px;height:180px;background:#1677ff;color:#fff;font:bold 28px sans-serif;display:flex;align-items:center;justify-content:center">${title}</div>`,
  );
  const png = await page.locator('#card').screenshot({ type: 'png' });
  await page.close();
  return png;
}

/** The operator's upload is multipart, which the JSON helper does not send: log in for the token. */
async function uploadAsOperator(png: Buffer): Promise<{ asset_id: string; url: string }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'operator@demo.id', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fitur-baru.png');
  const response = await fetch(`${baseUrl}${OPERATOR_API}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: { asset_id: string; url: string } }).data;
}

describe.skipIf(!hasChromium)('announcements and white label in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("on a 390 px phone the operator's announcement reaches the admin live, opens read and shows its image", async () => {
    const width = 390;
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await logIn(page, 'admin@demo.id');
    await page.waitForURL(/\/dashboard\/$/);
    const button = page.getByTestId('announcements-button');
    await button.waitFor();
    // The seeded announcements stay unread for the admin until opened: wait until the badge shows
    // the server's count before publishing.
    const admin = await apiAs('admin@demo.id');
    const { unread_count: unread } = await admin<{ unread_count: number }>(
      'GET',
      '/api/platform/v1/system-notification/unread-count',
    );
    await poll(() => unreadShown(page)).toBe(unread);
    const before = await unreadShown(page);

    const header = `Fitur Baru ${width} ${Date.now()}`;
    const image = await uploadAsOperator(await drawnPng(`Fitur ${width}`));
    const operator = await apiAs('operator@demo.id');
    await operator('POST', `${OPERATOR_API}/system-notification`, {
      system_notif_header: header,
      system_notif_description: 'Pusat Peringatan kini menampilkan video dari dashcam.',
      action: { type: 'IMAGE', title: 'Lihat tampilan baru', description: 'Seperti ini tampilannya.' },
      data: { image: image.asset_id },
    });

    // No reload: the socket's system-notif event raises the badge.
    await poll(() => unreadShown(page)).toBe(before + 1);
    await button.click();
    const modal = page.getByRole('dialog', { name: 'Pengumuman' });
    const first = modal.getByTestId('announcement-row').first();
    await poll(() => first.textContent()).toContain(header);
    expect(await first.getAttribute('data-unread')).toBe('true');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/announcements-list-${width}.png` });

    await first.click();
    await modal.getByTestId('announcement-detail').waitFor();
    await poll(() => unreadShown(page)).toBe(before);
    await modal.getByRole('button', { name: 'Lihat tampilan baru' }).click();
    const action = page.getByRole('dialog', { name: 'Lihat tampilan baru' });
    const img = action.getByRole('img', { name: 'Gambar: Lihat tampilan baru' });
    await img.waitFor();
    expect(await img.getAttribute('src')).toBe(image.url);
    // The image really loaded: the public asset route answered the PNG the operator uploaded.
    await poll(() => img.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(320);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/announcements-action-${width}.png` });
    await page.close();
  });

  it.each([1280, 390])(
    'at %i px the white-label vendor company shows its own name and no help',
    async (width) => {
      const vendor = await apiAs('vendor@demo.id');
      const me = await vendor<{
        company: { features: { white_label: boolean }; branding: { name: string } };
      }>('GET', '/api/auth/me');
      expect(me.company.features.white_label).toBe(true);
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await logIn(page, 'vendor@demo.id');
      // The company's logo, fetched with the token and shown as an object URL.
      const logo = page.getByTestId('company-logo');
      await logo.waitFor();
      expect(await logo.getAttribute('src')).toMatch(/^blob:/);
      await poll(() => logo.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(
        await page.getByRole('link', { name: `${me.company.branding.name}, ke halaman utama` }).count(),
      ).toBe(1);
      if (width >= 768) {
        await poll(() => page.getByTestId('top-bar-name').textContent()).toBe(me.company.branding.name);
      } else {
        // A phone keeps the logo only, its name said by the image (the name shows while the logo loads).
        expect(await logo.getAttribute('alt')).toBe(`Logo ${me.company.branding.name}`);
        await poll(() => page.getByTestId('top-bar-name').count()).toBe(0);
      }

      if (width >= 768) {
        const menu = page.getByTestId('side-menu');
        await poll(() => menu.textContent()).toContain('Dasbor');
        expect(await menu.textContent()).not.toContain('Bantuan');
      } else {
        await page.getByRole('button', { name: 'Buka menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu utama' });
        await poll(() => drawer.textContent()).toContain('Dasbor');
        expect(await drawer.textContent()).not.toContain('Bantuan');
        await page.keyboard.press('Escape');
      }
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: /Profil/ }).waitFor();
      expect(await page.getByRole('menuitem', { name: /Program Referal/ }).count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/white-label-${width}.png` });
      await page.close();
    },
  );
});
