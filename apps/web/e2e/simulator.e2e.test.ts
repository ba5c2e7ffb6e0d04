import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FleetTask } from '@armada/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { createDirectOrders, createDraft } from './steps/fixtures';
import { type Api, apiAs, baseUrl, FLEET, filter, logIn } from './steps/session';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let browser: Browser;
let page: Page;
let api: Api;
let simulator: ChildProcess | null = null;

/**
 * A Dijadwalkan task with travel automation on, from the Pulogadung garage (the simulator drives
 * from there), with an order of its own and a vehicle with a GPS device that it and its driver have
 * free now and at the departure.
 */
async function automatedTask(): Promise<FleetTask> {
  const garages = await api<{ paginated_result: { id: number }[] }>(
    'GET',
    `/api/vehicle-management/v1/address?limit=1&${filter('is_garage eq true')}&search=Pulogadung`,
  );
  const garageId = garages.paginated_result[0]?.id;
  if (garageId === undefined) throw new Error('The demo data lacks the Pulogadung garage');
  const [order] = await createDirectOrders(api, 1);
  const { task } = await createDraft(api, {
    garageId,
    departure: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    orderIds: [(order as { id: string }).id],
    accept: (vehicle) => vehicle.imei !== null,
    freeNow: true,
  });
  return api<FleetTask>('POST', `${FLEET}/fleet-task/${task.id}/transition`, {
    status: 'SCHEDULED',
    auto_start_type: 'GEOFENCE',
  });
}

/** `npm run simulate -- <FO>` against the test server, fast enough to leave the garage in seconds. */
function runSimulator(number: string): ChildProcess {
  const child = spawn(
    'npx',
    ['tsx', 'scripts/simulate.ts', number, '--speedup', '60', '--interval', '5', '--dwell', '2'],
    {
      cwd: repoRoot,
      env: { ...process.env, ARMADA_URL: baseUrl, ARMADA_EMAIL: 'dispatcher@demo.id' },
      stdio: 'ignore',
    },
  );
  return child;
}

const statusTag = () => page.getByTestId('task-status');

describe.skipIf(!hasChromium)('the trip simulator in Chromium', () => {
  beforeAll(async () => {
    api = await apiAs('dispatcher@demo.id');
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await logIn(page, 'dispatcher@demo.id');
  });
  afterAll(async () => {
    simulator?.kill();
    await browser?.close();
  });

  it('starts a scheduled task by itself once the simulated vehicle leaves the garage', async () => {
    const task = await automatedTask();
    await page.goto(`${baseUrl}/fleet-task/${task.id}`);
    await expect.poll(() => statusTag().textContent(), { timeout: 15_000 }).toBe('Dijadwalkan');

    simulator = runSimulator(task.number);
    // The page shows the task as the server has it: read it again until the automation has started it.
    await expect
      .poll(
        async () => {
          await page.reload();
          return statusTag().textContent({ timeout: 15_000 });
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBe('Perjalanan');

    const history = await api<{ title: string; has_badge: boolean; badge_text: string | null }[]>(
      'GET',
      `${FLEET}/fleet-task/${task.id}/history?type=basic`,
    );
    expect(history.find((event) => event.badge_text === 'Otomatis')).toBeDefined();
  }, 150_000);
});
