import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { pick, pickMany } from './steps/form';
import { pickTime } from './steps/rule-form';
import { type Api, apiAs, baseUrl, logIn, poll, toast } from './steps/session';

const ADMIN = 'admin@demo.id';
const VEHICLES = '/api/vehicle-management/v1';

interface StoredRule {
  alertRuleId: number;
  label: string;
  isActive: boolean;
  maxThreshold: number | null;
  minThresholdTime: number | null;
  withSchedule: boolean;
  startTime: string | null;
  endTime: string | null;
  dayOfWeek: number[];
  vehicles: { id: number }[];
  vgroups: { id: number }[];
}

const RULE_FIELDS =
  'alertRuleId label isActive maxThreshold minThresholdTime withSchedule startTime endTime dayOfWeek vehicles { id } vgroups { id }';

async function rulesNamed(admin: Api, search: string): Promise<StoredRule[]> {
  const answer = await admin<{ alertRules: { alertRules: { data: StoredRule[] } } }>('POST', '/api/graphql', {
    query: `query($f: AlertRuleFilter!) { alertRules(filter: $f) { isSuccessful alertRules { data { ${RULE_FIELDS} } } } }`,
    variables: { f: { search, show: 50 } },
  });
  return answer.alertRules.alertRules.data;
}

async function createRule(admin: Api, label: string) {
  await admin('POST', '/api/graphql', {
    query: 'mutation($i: AlertRuleInput!) { createAlertRule(input: $i) { isSuccessful errorCode } }',
    variables: { i: { label, alertCode: 4, alertUrgencyType: 'IMPORTANT' } },
  });
}

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

let browser: Browser;

describe.skipIf(!hasChromium)('Alert rule settings in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates an overspeed rule for one vehicle group on a schedule, and bulk-deactivates two rules', async () => {
    const admin = await apiAs(ADMIN);
    const stamp = Date.now().toString(36);
    const vehicles = await admin<{ paginated_result: { id: number }[] }>(
      'GET',
      `${VEHICLES}/vehicle?limit=1`,
    );
    const groupName = `Grup Tol ${stamp}`;
    await admin('POST', `${VEHICLES}/vehicle-group`, {
      name: groupName,
      vehicle_ids: [vehicles.paginated_result[0]?.id],
    });
    await createRule(admin, `Massal A ${stamp}`);
    await createRule(admin, `Massal B ${stamp}`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, ADMIN);
    await page.getByRole('button', { name: 'Pengaturan notifikasi' }).click();
    await page.getByRole('heading', { name: 'Pengaturan Notifikasi' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/notification/setting/');

    await page.getByRole('button', { name: 'Tambah Aturan' }).click();
    await page.getByRole('heading', { name: 'Tambah Aturan Notifikasi' }).waitFor();
    await pick(page, 'Jenis Notifikasi', 'Kecepatan berlebih');
    const label = `Kecepatan malam ${stamp}`;
    await page.getByLabel('Nama Aturan').fill(label);
    await page.getByLabel('Batas kecepatan').fill('90');
    await page.getByRole('switch', { name: 'Hanya pada jadwal tertentu' }).click();
    for (const day of ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat']) {
      await page.getByRole('checkbox', { name: day }).check();
    }
    await pickTime(page, 'Jam mulai', '22', '00');
    await pickTime(page, 'Jam selesai', '05', '00');
    await page.getByText('Jadwal melewati tengah malam: berakhir pada hari berikutnya.').waitFor();
    await page.getByRole('radio', { name: 'Grup kendaraan' }).check();
    await pickMany(page, 'Pilih grup kendaraan', groupName);
    await page.screenshot({ path: '/tmp/alert-rule-form-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await toast(page).getByText(`Aturan ${label} berhasil ditambahkan`).waitFor();
    await page.waitForURL((url) => url.pathname === '/notification/setting/');

    const [stored] = await rulesNamed(admin, label);
    expect(stored).toMatchObject({
      maxThreshold: 90,
      minThresholdTime: 60,
      withSchedule: true,
      startTime: '22:00',
      endTime: '05:00',
      dayOfWeek: [1, 2, 3, 4, 5],
      vehicles: [],
    });
    expect(stored?.vgroups).toHaveLength(1);

    // The three rules of this run, whatever else the demo company has.
    await page.getByPlaceholder('Cari nama aturan').fill(stamp);
    const rows = page.locator('tbody tr.ant-table-row');
    await poll(async () => (await rows.allTextContents()).filter((text) => text.includes(stamp)).length).toBe(
      3,
    );
    await poll(() => rows.count()).toBe(3);
    await page.screenshot({ path: '/tmp/alert-rule-list-1280.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await poll(() => fitsPhone(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/alert-rule-list-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    for (const name of [`Massal A ${stamp}`, `Massal B ${stamp}`]) {
      await page.getByRole('checkbox', { name: `Pilih ${name}` }).check();
    }
    await page.getByRole('button', { name: 'Nonaktifkan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Nonaktifkan 2 aturan yang dipilih?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Nonaktifkan' }).click();
    await toast(page).getByText('2 aturan dinonaktifkan').waitFor();
    const after = await rulesNamed(admin, `Massal`);
    // Listed newest first: B, then A.
    expect(after.filter((rule) => rule.label.endsWith(stamp)).map((rule) => rule.isActive)).toEqual([
      false,
      false,
    ]);

    await page.goto(`${baseUrl}/notification/setting/${stored?.alertRuleId}`);
    await page.getByRole('heading', { name: label }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await poll(() => fitsPhone(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/alert-rule-form-390.png', fullPage: true });
    await page.close();
  }, 240_000);
});
