import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { baseUrl, logIn } from './steps/session';

const ADMIN = 'admin@demo.id';
const SHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;

/** The demo's dashcam vehicles (seed/demo-media-alerts.ts): their alerts' popups hold a video block. */
const DASHCAM_PLATES = /B 9123 KXT|B 9512 UEU|B 9871 TXU|B 9044 SYW/;

/** Opens the first urgent alert without a dashcam from the centre; answers the popup. */
async function openFirstPreview(page: Page) {
  // The admin holds the Notification Log, so /notification/ is the log; the centre is ?view=centre.
  await page.goto(`${baseUrl}/notification/?view=centre`);
  await page.getByRole('status').filter({ hasText: 'Langsung' }).waitFor();
  const row = page
    .getByRole('list', { name: 'Mendesak' })
    .getByRole('article')
    .filter({ hasNotText: DASHCAM_PLATES })
    .first();
  await row.waitFor();
  // The keyboard opens a preview through the row's title, a real button.
  await row.getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  await popup.waitFor();
  return popup;
}

describe.skipIf(!hasChromium)('alert preview popup in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])(
    'at %i px opens from a row with Enter on its title, stays inside the screen and comes back after a reload',
    async (width, height) => {
      const page = await browser.newPage({ viewport: { width, height } });
      await logIn(page, ADMIN);
      const popup = await openFirstPreview(page);
      await popup.getByText('Tidak ada media untuk notifikasi ini').waitFor();
      const box = await popup.boundingBox();
      if (!box) throw new Error('The popup has no box');
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.height).toBeLessThanOrEqual(Math.min(720, height * 0.8) + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/alert-preview-${width}.png` });
        await popup.getByRole('region', { name: 'Catatan' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/alert-preview-${width}-end.png` });
      }

      await page.reload();
      await page.getByRole('dialog').first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      await page.close();
    },
  );
});
