import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { apiAs, baseUrl, filter, logIn, poll } from './steps/session';

const ADMIN = 'admin@demo.id';

interface ListedAlert {
  id: string;
  alertCode: number;
  vehicleId: number | null;
  descriptionIdn: string;
}

let browser: Browser;

describe.skipIf(!hasChromium)('Notification Log in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds an alert resolved through the API in the log filtered to resolved, and opens its detail', async () => {
    const admin = await apiAs(ADMIN);
    const listed = await admin<{ rawAlerts: { rawAlerts: { data: ListedAlert[] } } }>(
      'POST',
      '/api/graphql',
      {
        query:
          'query($f: RawAlertFilter!) { rawAlerts(filter: $f) { isSuccessful rawAlerts { data { id alertCode vehicleId descriptionIdn } } } }',
        variables: { f: { isResolved: false, isFalseAlert: false, show: 20 } },
      },
    );
    const target = listed.rawAlerts.rawAlerts.data.find((alert) => alert.vehicleId !== null);
    if (!target) throw new Error('The demo seed has no unresolved alert of a vehicle');
    await admin('POST', '/api/graphql', {
      query: 'mutation($i: RawAlertActionInput!) { upsertRawAlertsAction(input: $i) { isSuccessful } }',
      variables: { i: { actionType: 'Resolve', rawAlertId: [target.id] } },
    });

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, ADMIN);
    // The code and vehicle come in the address; the resolved filter is chosen as a user does.
    await page.goto(
      `${baseUrl}/notification/?limit=100&${filter(`alert_code eq ${target.alertCode}`)}&${filter(`vehicle.id eq ${target.vehicleId}`)}`,
    );
    await page.getByRole('heading', { name: 'Log Notifikasi' }).waitFor();
    await page.getByRole('combobox', { name: 'Selesai' }).click();
    await page.getByTitle('Ya', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('filters').includes('is_resolved eq true'));

    const link = page.locator(`a[href="/notification/${target.id}"]`);
    await link.waitFor();
    const row = page.locator('tr', { has: link });
    expect(await row.getByText('Selesai', { exact: true }).count()).toBe(1);
    // Every row on the page is a resolved one, once the filtered answer has replaced the one before.
    const rows = page.locator('tbody tr.ant-table-row');
    await poll(() => rows.filter({ hasNot: page.getByText('Selesai', { exact: true }) }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/ac-log-list-1280.png', fullPage: true });

    await link.click();
    await page.getByRole('heading', { name: target.descriptionIdn }).waitFor();
    await page
      .getByText(/Diselesaikan · /)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Periksa lagi' }).waitFor();
    await page.screenshot({ path: '/tmp/ac-log-detail-1280.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Periksa lagi' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/ac-log-detail-390.png', fullPage: true });
    await page.goBack();
    await link.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/ac-log-list-390.png', fullPage: true });
    await page.close();
  }, 120_000);
});
