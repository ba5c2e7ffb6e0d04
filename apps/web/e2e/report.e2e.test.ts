import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { baseUrl, logIn, poll } from './steps/session';

/** Where the screenshots of the two pages go (issue 26 items 10 and 11): read them after a run. */
const SHOTS = process.env.SCREENSHOT_DIR || path.join(process.cwd(), '..', '..', 'tmp', 'screenshots');

let browser: Browser;
beforeAll(async () => {
  if (hasChromium) browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

describe.skipIf(!hasChromium)('dashboard and reports in the browser', () => {
  for (const width of [1280, 390]) {
    it(`dispatcher at ${width} px: a dashboard count opens its filtered list, and the report draws within the window`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await logIn(page, 'dispatcher@demo.id');
      await page.goto(`${baseUrl}/dashboard/`);
      const operations = page.getByTestId('dashboard-operations');
      await operations.getByText('Perlu perhatian').waitFor();
      await page.screenshot({ path: path.join(SHOTS, `dashboard-${width}.png`), fullPage: true });
      const unassigned = page.getByTestId('attention-unassigned');
      const count = Number(
        (await unassigned.locator('.ant-statistic-content').innerText()).replace(/\D/g, ''),
      );
      await unassigned.click();
      await page.waitForURL(/\/delivery\/\?filters=/);
      if (count === 0)
        await page
          .getByText(/Tidak ada data|No data/)
          .first()
          .waitFor();
      else await poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);

      await page.goto(`${baseUrl}/report/`);
      await page.getByTestId('report-punctuality').waitFor();
      await page
        .getByRole('button', { name: /Ekspor .* ke CSV/ })
        .first()
        .waitFor();
      // The chart library is loaded on this page only, and draws on a canvas.
      await poll(() => page.locator('[data-testid="report-punctuality"] canvas').count()).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(SHOTS, `report-${width}.png`), fullPage: true });
      // Nothing reaches past the window's right edge: a wide table scrolls inside its card.
      const beyond = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((element) => !element.closest('.ant-table-content, .ant-table-body, .ant-table-header'))
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className}`),
      );
      expect(beyond).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
