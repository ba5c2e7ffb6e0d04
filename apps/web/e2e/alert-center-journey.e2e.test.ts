import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { type Api, apiAs, baseUrl, filter, logIn, poll } from './steps/session';

const ADMIN = 'admin@demo.id';
const SHOTS = process.env.E2E_SCREENSHOTS;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The demo's rules of these codes open their preview by themselves (`auto_popup`), both urgent. */
const COLLISION = 'Peringatan tabrakan depan';
const FATIGUE = 'Pengemudi lelah';

interface Device {
  kind: string;
  id: number;
  device_id: string;
  name: string;
}

interface ListedAlert {
  id: string;
  alertCode: number;
  isResolved: boolean;
  isFalseAlert: boolean;
}

let browser: Browser;
let admin: Api;

/** `npm run simulate -- --alerts` against the test server, for one vehicle; resolves on its exit. */
function runAlertSimulator(imei: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['tsx', 'scripts/simulate.ts', '--alerts', '--vehicle', imei, '--speedup', '30'],
      {
        cwd: repoRoot,
        env: { ...process.env, ARMADA_URL: baseUrl, ARMADA_ADMIN_EMAIL: ADMIN },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The simulator ended with ${code}: ${errors}`)),
    );
  });
}

/** The alerts the server holds for one vehicle and code, newest first. */
async function alertsOf(vehicleId: number, alertCode: number): Promise<ListedAlert[]> {
  const answer = await admin<{ rawAlerts: { rawAlerts: { data: ListedAlert[] } } }>('POST', '/api/graphql', {
    query:
      'query($f: RawAlertFilter!) { rawAlerts(filter: $f) { isSuccessful rawAlerts { data { id alertCode isResolved isFalseAlert } } } }',
    variables: { f: { vehicleId, alertCode, show: 20 } },
  });
  return answer.rawAlerts.rawAlerts.data;
}

const previewOf = (page: Page, description: string) =>
  page.getByRole('dialog').filter({ hasText: description });

const rowOf = (list: Locator, description: string, plate: string) =>
  list.getByRole('article').filter({ hasText: description }).filter({ hasText: plate }).first();

describe.skipIf(!hasChromium)("an operator's shift in the Alert Center, in Chromium", () => {
  beforeAll(async () => {
    admin = await apiAs(ADMIN);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sees the simulator's urgent alert arrive live in the pinned centre with its own popup, resolves it, flags another false, gets the popups back after a reload and finds the resolved one in the log", async () => {
    // The last vehicle with a GPS device: the other browser tests drive the first free ones.
    const devices = await admin<Device[]>('GET', '/api/telemetry/v1/device');
    const vehicle = devices.filter((device) => device.kind === 'vehicle').at(-1);
    if (!vehicle) throw new Error('The demo seed has no vehicle with a GPS device');

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, ADMIN);
    await page.goto(`${baseUrl}/dashboard/`);
    await page.getByRole('button', { name: /^Notifikasi, / }).click();
    await page.getByRole('button', { name: 'Sematkan di samping' }).click();
    const centre = page.locator('[data-mode="pinned"]');
    await centre.getByRole('status').filter({ hasText: 'Langsung' }).waitFor();
    const urgent = centre.getByRole('list', { name: 'Mendesak' });
    expect(await rowOf(urgent, COLLISION, vehicle.name).count()).toBe(0);

    await runAlertSimulator(vehicle.device_id);

    // Live: the row on top of the urgent list, and the auto-popup rule's preview open by itself.
    const collisionRow = rowOf(urgent, COLLISION, vehicle.name);
    await collisionRow.waitFor({ timeout: 30_000 });
    await previewOf(page, COLLISION).first().waitFor({ timeout: 30_000 });
    // The bell counts the unresolved ones of the last 2 days, the new ones included.
    await page.getByRole('button', { name: /^Notifikasi, [1-9]\d* belum selesai$/ }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-journey-live-1280.png` });

    await collisionRow.getByRole('button', { name: 'Selesaikan' }).click();
    await page.getByRole('button', { name: 'Ya', exact: true }).click();
    await collisionRow.getByText('Selesai', { exact: true }).waitFor();
    await poll(async () => (await alertsOf(vehicle.id, 90))[0]?.isResolved).toBe(true);

    const fatigueRow = rowOf(urgent, FATIGUE, vehicle.name);
    await fatigueRow.getByRole('button', { name: 'Alarm palsu' }).click();
    const form = page.getByRole('dialog', { name: 'Tandai sebagai alarm palsu' });
    await form.getByLabel('Alasan').fill('Pengemudi sedang berhenti di rest area, kamera tertutup debu');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.waitFor({ state: 'hidden' });
    await fatigueRow.getByText('Alarm palsu', { exact: true }).waitFor();
    await poll(async () => (await alertsOf(vehicle.id, 49))[0]?.isFalseAlert).toBe(true);

    const openBefore = await page.getByRole('dialog').count();
    expect(openBefore).toBeGreaterThan(0);
    await page.reload();
    await previewOf(page, COLLISION).first().waitFor();
    await poll(() => page.getByRole('dialog').count()).toBe(openBefore);
    // Pinned stays pinned across the reload.
    await page.locator('[data-mode="pinned"]').waitFor();

    const [resolved] = await alertsOf(vehicle.id, 90);
    if (!resolved) throw new Error('The collision alert is gone');
    await page.goto(
      `${baseUrl}/notification/?${filter('is_resolved eq true')}&${filter(`vehicle.id eq ${vehicle.id}`)}`,
    );
    await page.getByRole('heading', { name: 'Log Notifikasi' }).waitFor();
    const link = page.locator(`a[href="/notification/${resolved.id}"]`);
    await link.waitFor();
    const rows = page.locator('tbody tr.ant-table-row');
    const count = await rows.count();
    for (let index = 0; index < count; index += 1)
      expect(await rows.nth(index).getByText('Selesai', { exact: true }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-journey-log-1280.png` });
    await page.close();
  });
});
