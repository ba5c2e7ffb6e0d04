import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { poll } from './steps/session';

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';
const DISPATCHER = 'dispatcher@demo.id';

interface Task {
  id: string;
  number: string;
}

interface Garage {
  id: number;
  name: string;
  city: string;
}

/** The dispatcher's API, for the tasks the list needs (the demo seed has none). */
async function apiAs(email: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return async <T>(path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${data.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as T };
  };
}

type Api = Awaited<ReturnType<typeof apiAs>>;

const DAY_MS = 86_400_000;

/** POST (Temporary), PATCH the required fields, then save as Draf; optionally schedule it. */
async function createTask(
  api: Api,
  plan: { start: Garage; end: Garage; vehicleId: number; driverId: number; inDays: number },
  schedule = false,
): Promise<Task> {
  const created = await api<{ data: Task }>('/fleet-planning/v1/fleet-task', 'POST');
  const task = created.body.data;
  const patched = await api(`/fleet-planning/v1/fleet-task/${task.id}`, 'PATCH', {
    start_address_id: plan.start.id,
    end_address_id: plan.end.id,
    vehicle_id: plan.vehicleId,
    driver_user_id: plan.driverId,
    expected_departure_on: new Date(Date.now() + plan.inDays * DAY_MS).toISOString(),
  });
  expect(patched.status).toBe(200);
  const transition = (status: string) =>
    api(`/fleet-planning/v1/fleet-task/${task.id}/transition`, 'POST', { status });
  const saved = await transition('DRAFT');
  expect(saved.status).toBe(200);
  if (schedule) expect((await transition('SCHEDULED')).status).toBe(200);
  // The FO number is taken at the first save, not when the Temporary task is made (issue 26 item 8).
  return (saved.body as { data: Task }).data;
}

let browser: Browser;
let api: Api;
let garages: Garage[];
const drafts: Task[] = [];
let scheduled: Task;
let fromMakassar: Task;

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(DISPATCHER);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/dashboard\/$/);
}

/** Logs in and opens the list the way a user does: from the side menu. */
async function openList(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await logIn(page);
  await page.getByTestId('side-menu').getByText('Penugasan').click();
  await page.waitForURL(/\/fleet-task\/$/);
  await rows(page).first().waitFor();
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: 'Daftar penugasan' });
const rows = (page: Page) => table(page).locator('tbody tr.ant-table-row');
const rowOf = (page: Page, task: Task) => rows(page).filter({ hasText: task.number });
// Reads inside a poll wait briefly for their element, so a missing one fails the poll by name rather
// than outlasting the test's own timeout (Playwright's default wait is 30 s per read).
const READ_TIMEOUT = { timeout: 2_000 };
const rangeText = (page: Page) => page.locator('.ant-pagination-total-text').textContent(READ_TIMEOUT);
const filtersOf = (page: Page) => new URL(page.url()).searchParams.getAll('filters');
// The list answers over the network, after the 500 ms debounce for typed values: allow for a busy machine.
const statusTags = (page: Page) => table(page).locator('tbody .ant-tag').allTextContents();

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
}

describe.skipIf(!hasChromium)('fleet task list in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs(DISPATCHER);
    const addresses = await api<{ data: { paginated_result: Garage[] } }>(
      `/vehicle-management/v1/address?limit=100&filters=${encodeURIComponent('is_garage eq true')}`,
    );
    garages = addresses.body.data.paginated_result;
    const garage = (name: string) => garages.find((candidate) => candidate.name === name)!;
    const vehicles = await api<{ data: { result: { id: number }[] } }>(
      '/fleet-planning/v1/nearest-vehicle?limit=100&latitude=-6.2&longitude=106.8',
    );
    const drivers = await api<{ data: { paginated_result: { id: number }[] } }>(
      '/fleet-planning/v1/driver?limit=100',
    );
    const vehicleIds = vehicles.body.data.result.map((vehicle) => vehicle.id);
    const driverIds = drivers.body.data.paginated_result.map((driver) => driver.id);
    // Departures weeks apart and far ahead, so no two tasks compete for a vehicle or a driver.
    const plan = (index: number, start: string, end: string) => ({
      start: garage(start),
      end: garage(end),
      vehicleId: vehicleIds[index % vehicleIds.length]!,
      driverId: driverIds[index % driverIds.length]!,
      inDays: 300 + index * 14,
    });
    for (let index = 0; index < 11; index++) {
      drafts.push(await createTask(api, plan(index, 'Pool Pulogadung', 'Pool Bandung')));
    }
    scheduled = await createTask(api, plan(11, 'Pool Cikarang', 'Pool Semarang'), true);
    fromMakassar = await createTask(api, plan(12, 'Pool Makassar', 'Pool Medan'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters by status with the status list names and shows only Dijadwalkan tasks', async () => {
    const page = await openList();
    // The newest Draf is on the first page before the filter, and must leave it.
    await rowOf(page, drafts.at(-1)!).waitFor();
    await choose(page, 'Status', 'Dijadwalkan');
    await poll(() => filtersOf(page)).toEqual(['status.name in SCHEDULED']);
    await poll(async () => new Set(await statusTags(page))).toEqual(new Set(['Dijadwalkan']));
    expect(await rowOf(page, scheduled).count()).toBe(1);
    expect(await rowOf(page, drafts.at(-1)!).count()).toBe(0);
    // The filter lives in the URL: a reload shows the same list and the same choice.
    await page.reload();
    await rowOf(page, scheduled).waitFor();
    expect(new Set(await statusTags(page))).toEqual(new Set(['Dijadwalkan']));
    expect(await page.locator('.ant-select-selection-item[title="Dijadwalkan"]').count()).toBe(1);
    await page.close();
  });

  it('filters by a start garage', async () => {
    const page = await openList();
    await rowOf(page, drafts.at(-1)!).waitFor();
    await choose(page, 'Garasi Asal', 'Pool Makassar (Makassar)');
    const makassar = garages.find((garage) => garage.name === 'Pool Makassar')!;
    await poll(() => filtersOf(page)).toEqual([`start_address.id eq ${makassar.id}`]);
    // The Pulogadung and Cikarang tasks leave the page; the Makassar one stays.
    await poll(() => rowOf(page, drafts.at(-1)!).count()).toBe(0);
    expect(await rowOf(page, scheduled).count()).toBe(0);
    expect(await rowOf(page, fromMakassar).count()).toBe(1);
    await page.getByRole('button', { name: 'Hapus filter' }).click();
    await rowOf(page, drafts.at(-1)!).waitFor();
    expect(filtersOf(page)).toEqual([]);
    await page.close();
  });

  it('searches by number after the typing stops', async () => {
    const page = await openList();
    const target = drafts[3]!;
    await page.getByRole('searchbox', { name: 'Cari' }).fill(target.number);
    await poll(() => rangeText(page)).toBe('1 - 1 dari 1');
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain(target.number);
    expect(new URL(page.url()).searchParams.get('search')).toBe(target.number);
    await page.close();
  });

  it('shows 10 rows by default and 25 after choosing that page size, kept on reload', async () => {
    const page = await openList();
    const total = await api<{ metadata: { total_count: number } }>('/fleet-planning/v1/fleet-task?limit=1');
    const count = total.body.metadata.total_count;
    expect(count).toBeGreaterThan(10);
    expect(await rows(page).count()).toBe(10);
    expect(await rangeText(page)).toBe(`1 - 10 dari ${count}`);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('25 / halaman').click();
    const shown = Math.min(count, 25);
    await poll(() => rows(page).count()).toBe(shown);
    expect(await rangeText(page)).toBe(`1 - ${shown} dari ${count}`);
    expect(new URL(page.url()).searchParams.get('limit')).toBe('25');
    await page.reload();
    await rows(page)
      .nth(shown - 1)
      .waitFor();
    expect(await rows(page).count()).toBe(shown);
    await page.close();
  });

  it('deletes a Draf after its confirmation', async () => {
    const page = await openList();
    const target = drafts[5]!;
    await page.getByRole('searchbox', { name: 'Cari' }).fill(target.number);
    await poll(() => rangeText(page)).toBe('1 - 1 dari 1');
    await page.getByRole('checkbox', { name: `Pilih ${target.number}` }).check();
    await page.getByRole('button', { name: 'Hapus (1)' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('Hapus 1 penugasan yang dipilih?');
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
    await page.getByText('1 penugasan berhasil dihapus').waitFor();
    await poll(() => page.getByText('Tidak ada data yang cocok dengan pencarian atau filter').count()).toBe(
      1,
    );
    expect((await api(`/fleet-planning/v1/fleet-task/${target.id}`)).status).toBe(404);
    await page.close();
  });

  it("keeps a Dijadwalkan task and shows the server's message when it is deleted", async () => {
    const page = await openList();
    await page.getByRole('searchbox', { name: 'Cari' }).fill(scheduled.number);
    await poll(() => rangeText(page)).toBe('1 - 1 dari 1');
    await page.getByRole('checkbox', { name: `Pilih ${scheduled.number}` }).check();
    await page.getByRole('button', { name: 'Hapus (1)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
    await poll(() => dialog.getByRole('alert').textContent(READ_TIMEOUT)).toContain(
      'Hanya penugasan berstatus Draf yang dapat dihapus.',
    );
    expect((await api(`/fleet-planning/v1/fleet-task/${scheduled.id}`)).status).toBe(200);
    await page.close();
  });
});
