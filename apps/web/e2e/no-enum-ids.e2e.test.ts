import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { adminDemoPages, type DemoPage, vendorDemoPages } from './steps/demo-pages';
import { DOMAIN_ENUM_IDS, enumIdsOnPage } from './steps/enum-ids';
import { apiAs, baseUrl, logIn } from './steps/session';

/**
 * Issue 26 item 7: no enum id of `packages/domain` (DIRECT, WAITING_FOR_VENDOR, a field name, a
 * scope...) and never 'Temporary' is shown as text on any page of the demo, in Indonesian or in
 * English. Every page is read in full before the test fails, so one run names every leak.
 */

let browser: Browser;

/** The pages of one user in one language, with the ids each shows; only pages that show some. */
async function leaks(email: string, pages: readonly DemoPage[], language: 'id' | 'en') {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page: Page = await context.newPage();
  await logIn(page, email);
  // The login page speaks Indonesian; the language chosen is read again by every page opened after.
  await page.evaluate((chosen) => localStorage.setItem('armada.language', chosen), language);
  const found: Record<string, string[]> = {};
  for (const demoPage of pages) {
    const ids = await enumIdsOnPage(page, `${baseUrl}${demoPage.path}`, demoPage.hasTaskHistory);
    if (ids.length > 0) found[`${demoPage.name} (${demoPage.path})`] = ids;
  }
  await context.close();
  return found;
}

describe.skipIf(!hasChromium)('no enum id on screen (issue 26 item 7)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('collects the ids from the domain itself, the shipment and status ids among them', () => {
    for (const id of [
      'DIRECT',
      'TRANSIT',
      'WAITING_FOR_VENDOR',
      'PICKED_UP',
      'Temporary',
      'expected_departure_on',
    ]) {
      expect(DOMAIN_ENUM_IDS.has(id), id).toBe(true);
    }
    // Ordinary words and acronyms that are their own names are not treated as leaks.
    for (const word of ['admin', 'driver', 'GPS']) expect(DOMAIN_ENUM_IDS.has(word), word).toBe(false);
  });

  it.each(['id', 'en'] as const)(
    'shows none on the pages of the admin and of the vendor company (%s)',
    async (language) => {
      const adminPages = await adminDemoPages(await apiAs('admin@demo.id'));
      const vendorPages = await vendorDemoPages(await apiAs('vendor@demo.id'));
      // Each kind of page is there: a task of each status, the orders, the vendor's requests.
      expect(adminPages.filter((page) => page.hasTaskHistory).length).toBeGreaterThanOrEqual(8);
      expect(adminPages.map((page) => page.name)).toContain('public tracking page');
      expect(vendorPages.length).toBeGreaterThanOrEqual(3);
      const found = {
        ...(await leaks('admin@demo.id', adminPages, language)),
        ...(await leaks('vendor@demo.id', vendorPages, language)),
      };
      expect(found).toEqual({});
    },
    400_000,
  );
});
