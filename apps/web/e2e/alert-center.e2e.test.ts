import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { apiAs, baseUrl, logIn } from './steps/session';

const ADMIN = 'admin@demo.id';
const DISPATCHER = 'dispatcher@demo.id';

interface ListedAlert {
  id: string;
  descriptionIdn: string;
}

let browser: Browser;

describe.skipIf(!hasChromium)('notification centre in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the urgent list on a phone and applies another user's resolve live, without a reload", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page, ADMIN);
    // The admin holds the Notification Log, so /notification/ is the log; the centre is ?view=centre.
    await page.goto(`${baseUrl}/notification/?view=centre`);
    await page.getByRole('status').filter({ hasText: 'Langsung' }).waitFor();
    const list = page.getByRole('list', { name: 'Mendesak' });
    await list.getByRole('article').first().waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const dispatcher = await apiAs(DISPATCHER);
    const listed = await dispatcher<{ rawAlerts: { rawAlerts: { data: ListedAlert[] } } }>(
      'POST',
      '/api/graphql',
      {
        query:
          'query($f: RawAlertFilter!) { rawAlerts(filter: $f) { isSuccessful rawAlerts { data { id descriptionIdn } } } }',
        variables: {
          f: {
            isUrgent: true,
            isResolved: false,
            isFalseAlert: false,
            startDate: new Date(Date.now() - 86_400_000).toISOString(),
          },
        },
      },
    );
    const target = listed.rawAlerts.rawAlerts.data[0];
    if (!target) throw new Error('The demo seed has no unresolved urgent alert of the last day');
    const row = list.locator(`article[aria-labelledby="alert-${target.id}-title"]`);
    await row.waitFor();
    expect(await row.getByText('Selesai', { exact: true }).count()).toBe(0);

    await dispatcher('POST', '/api/graphql', {
      query: 'mutation($i: RawAlertActionInput!) { upsertRawAlertsAction(input: $i) { isSuccessful } }',
      variables: { i: { actionType: 'Resolve', rawAlertId: [target.id] } },
    });

    await row.getByText('Selesai', { exact: true }).waitFor({ timeout: 5_000 });
    expect(await row.getByRole('button', { name: 'Selesaikan' }).count()).toBe(0);
    await page.close();
  });
});
