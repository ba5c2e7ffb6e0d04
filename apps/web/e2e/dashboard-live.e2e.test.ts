import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { OperationsDashboard } from '@armada/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { type Api, apiAs, baseUrl, FLEET, filter, logIn, poll } from './steps/session';

/** Where the screenshots go (issue 26 item 10): read them after a run. */
const SHOTS = process.env.SCREENSHOT_DIR || path.join(process.cwd(), '..', '..', 'tmp', 'screenshots');

let browser: Browser;
let api: Api;
beforeAll(async () => {
  if (!hasChromium) return;
  browser = await launchChromium();
  api = await apiAs('dispatcher@demo.id');
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

/** Today's Draf tasks as the server counts them now. */
async function draftsToday(): Promise<number> {
  const data = await api<OperationsDashboard>('GET', '/api/platform/v1/dashboard/operations');
  return data.today_tasks_by_status.find((row) => row.status === 'DRAFT')?.count ?? 0;
}

const shownDrafts = async (page: Page) =>
  Number(
    (await page.getByTestId('today-DRAFT').locator('.ant-statistic-content').innerText()).replace(/\D/g, ''),
  );

/**
 * A Draf of its own, leaving later today (company time) from a garage: no vehicle or driver, so the
 * demo's free vehicles stay free. Answers its id.
 */
async function draftLeavingToday(): Promise<string> {
  const { today } = await api<OperationsDashboard>('GET', '/api/platform/v1/dashboard/operations');
  const departure = Math.min(Date.now() + 30 * 60_000, Date.parse(today.end) - 60_000);
  const created = await api<{ id: string }>('POST', `${FLEET}/fleet-task`);
  const garages = await api<{ paginated_result: { id: number }[] }>(
    'GET',
    `/api/vehicle-management/v1/address?limit=1&${filter('is_garage eq true')}`,
  );
  const garage = garages.paginated_result[0]?.id;
  await api('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    start_address_id: garage,
    end_address_id: garage,
    expected_departure_on: new Date(departure).toISOString(),
  });
  await api('POST', `${FLEET}/fleet-task/${created.id}/transition`, { status: 'DRAFT' });
  return created.id;
}

describe.skipIf(!hasChromium)('the dashboard follows the live socket (issue 26 item 10)', () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px: a task saved and deleted through the API moves today's Draf count without a reload`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await logIn(page, 'dispatcher@demo.id');
      await page.goto(`${baseUrl}/dashboard/`);
      await page.getByTestId('today-DRAFT').waitFor();
      // A reload would lose this: the numbers must change in the page as it is.
      await page.evaluate(() => {
        (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
      });
      const before = await shownDrafts(page);

      const id = await draftLeavingToday();
      expect(await draftsToday()).toBeGreaterThanOrEqual(before + 1);
      // Only the socket can bring it this soon: while it is open the counts are asked every 5 minutes.
      await poll(async () => (await shownDrafts(page)) === (await draftsToday())).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `dashboard-live-${width}.png`), fullPage: true });

      await api('POST', `${FLEET}/fleet-task/delete`, { ids: [id] });
      await poll(async () => (await shownDrafts(page)) === (await draftsToday())).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
      ).toBe(true);
      await page.close();
    }, 120_000);
  }
});
