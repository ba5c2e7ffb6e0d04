import type { FleetTask } from '@armada/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';
const FLEET = '/api/fleet-planning/v1';
const TASK_PATH = /\/fleet-task\/[0-9a-f-]{36}(\?.*)?$/;
// The answers come over the network of a shared, busy machine.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let browser: Browser;
let page: Page;
let token: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

const filter = (expression: string) => `filters=${encodeURIComponent(expression)}`;

interface Vehicle {
  id: number;
  license_plate: string;
  driver: { id: number; name: string } | null;
}

interface OrderRow {
  id: string;
  number: string;
  status: { name: string };
}

/**
 * Two free vehicles with drivers (from the end of the list: the other browser tests take the first
 * ones) and a garage. Departures are in 2030, a year no other test plans in, so no vehicle or driver
 * is taken at that time.
 */
async function demoResources() {
  const garages = await api<{ paginated_result: { id: number; name: string }[] }>(
    'GET',
    `/api/vehicle-management/v1/address?limit=100&${filter('is_garage eq true')}`,
  );
  const garage = garages.paginated_result.find((candidate) => candidate.name === 'Pool Pulogadung');
  const vehicles = await api<{ result: Vehicle[] }>(
    'GET',
    `${FLEET}/nearest-vehicle?latitude=-6.19&longitude=106.9&limit=100`,
  );
  const withDriver = vehicles.result.filter((vehicle) => vehicle.driver !== null);
  const [mine, theirs] = [withDriver.at(-1), withDriver.at(-2)];
  if (!garage || !mine || !theirs)
    throw new Error('The demo data lacks Pool Pulogadung or two vehicles with drivers');
  return { garage, mine, theirs };
}

/** The destination of the transfer: a Dijadwalkan task with one order, made through the API. */
async function scheduledTask(garageId: number, vehicle: Vehicle): Promise<FleetTask> {
  const orders = await api<{ paginated_result: OrderRow[] }>(
    'GET',
    `/api/order/v1/delivery-order?limit=1&${filter('shipment_type eq DIRECT')}&${filter('status.name eq OPEN')}`,
  );
  const order = orders.paginated_result[0];
  if (!order) throw new Error('The demo data has no open direct order left');
  const created = await api<FleetTask>('POST', `${FLEET}/fleet-task`);
  await api('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    start_address_id: garageId,
    end_address_id: garageId,
    vehicle_id: vehicle.id,
    driver_user_id: vehicle.driver?.id,
    expected_departure_on: '2030-03-10T08:00:00+07:00',
  });
  await api('PUT', `${FLEET}/fleet-task/${created.id}/delivery-order`, { delivery_order_ids: [order.id] });
  await api('POST', `${FLEET}/fleet-task/${created.id}/transition`, { status: 'DRAFT' });
  return api<FleetTask>('POST', `${FLEET}/fleet-task/${created.id}/transition`, { status: 'SCHEDULED' });
}

async function logIn() {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill('dispatcher@demo.id');
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/dashboard\/$/);
}

/** Opens an antd Select by its label, searches for `text` (a server search) and picks that option. */
async function pick(label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option:visible', { hasText: text }).first().click();
}

async function waitForSaved() {
  await poll(() => page.getByTestId('autosave-indicator').textContent()).toContain('Disimpan');
}

const card = () => page.getByTestId('order-task-card');
/** The rows of every activity table, top to bottom: 'DO-…:Ambil'. */
async function routeRows(): Promise<string[]> {
  const rows = card().locator('tbody tr.ant-table-row');
  const texts: string[] = [];
  for (const row of await rows.all()) {
    const number = (await row.locator('a[href^="/delivery/"]').textContent()) ?? '';
    const type = (await row.locator('.ant-tag').first().textContent()) ?? '';
    texts.push(`${number}:${type}`);
  }
  return texts;
}

const taskOrders = async (taskId: string) =>
  (
    await api<{ paginated_result: OrderRow[] }>(
      'GET',
      `${FLEET}/fleet-task/${taskId}/delivery-order?limit=100`,
    )
  ).paginated_result;

describe.skipIf(!hasChromium)('fleet task route in Chromium', () => {
  let resources: Awaited<ReturnType<typeof demoResources>>;
  let destination: FleetTask;
  let taskUrl: string;
  let attached: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'dispatcher@demo.id', password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    resources = await demoResources();
    destination = await scheduledTask(resources.garage.id, resources.theirs);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a task and attaches three open orders from the Attach Delivery page', async () => {
    await page.goto(`${baseUrl}/fleet-task/`);
    await page.getByRole('button', { name: 'Buat Penugasan' }).click();
    await page.waitForURL(TASK_PATH);
    await pick('Garasi Awal', 'Pool Pulogadung');
    await waitForSaved();
    await page.getByLabel('Waktu Keberangkatan').click();
    await page.keyboard.type('17 Feb 2030 08:00');
    await page.getByRole('button', { name: 'Baik' }).click();
    await waitForSaved();
    await pick('Kendaraan', resources.mine.license_plate);
    await waitForSaved();
    await pick('Pengemudi', resources.mine.driver?.name ?? '');
    await waitForSaved();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await poll(() => page.getByTestId('task-status').textContent()).toBe('Draf');
    taskUrl = page.url().split('?')[0] as string;

    // No order yet: the card says so, and offers the way to add some.
    await poll(() => card().textContent()).toContain('Tidak ada data');
    await card().getByRole('button', { name: 'Tambah Pengiriman' }).click();
    await page.waitForURL(/\/attach-delivery/);
    await page.getByRole('heading', { name: 'Tambah Pengiriman' }).waitFor();

    // Only direct orders, then the first three of the open ones the page lists.
    await page.getByRole('combobox', { name: 'Tipe Pengiriman' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Langsung', { exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.getAll('filters')).toEqual(['shipment_type eq DIRECT']);
    const boxes = page.getByRole('checkbox', { name: /^Pilih DO-/ });
    await poll(() => boxes.count()).toBeGreaterThanOrEqual(3);
    await poll(() => page.locator('.ant-table-row .ant-tag').allTextContents()).not.toContain('Transit');
    attached = [];
    for (let index = 0; index < 3; index++) {
      const box = boxes.nth(index);
      attached.push(((await box.getAttribute('aria-label')) ?? '').replace('Pilih ', ''));
      await box.check();
    }
    await page.getByRole('button', { name: 'Tambahkan (3)' }).click();

    await page.waitForURL(TASK_PATH);
    await poll(() => page.locator('.ant-message').textContent()).toMatch(
      /3 pengiriman berhasil ditambahkan ke FO-\d{4}-\d{5}/,
    );
    // Each order has its pickup and its drop on the route.
    await poll(async () => (await routeRows()).length).toBe(6);
    for (const number of attached) {
      expect((await routeRows()).filter((row) => row.startsWith(`${number}:`)).sort()).toEqual([
        `${number}:Ambil`,
        `${number}:Kirim`,
      ]);
    }
  });

  it('moves an activity with the arrows and scrolls to it by the route hash', async () => {
    const before = await routeRows();
    const down = card().getByRole('button', { name: /ke bawah$/ });
    let chosen = -1;
    for (let index = 0; index < (await down.count()); index++) {
      if (await down.nth(index).isEnabled()) {
        chosen = index;
        break;
      }
    }
    expect(chosen).toBeGreaterThanOrEqual(0);
    const moving = await card().locator('tbody tr.ant-table-row').nth(chosen).getAttribute('id');
    await down.nth(chosen).click();

    await poll(() => new URL(page.url()).hash).toBe(`#${moving}`);
    await poll(() => routeRows()).not.toEqual(before);
    const after = await routeRows();
    // The row went one place down: it and the one below swapped.
    expect(after[chosen + 1]).toBe(before[chosen]);
    expect(after[chosen]).toBe(before[chosen + 1]);
    await poll(() => page.locator(`[id="${moving}"]`).isVisible()).toBe(true);
  });

  it('schedules the task with the status control', async () => {
    await page.getByRole('button', { name: 'Ubah Status' }).click();
    await page.getByRole('menuitem', { name: 'Dijadwalkan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ubah Status' }).click();
    await page.waitForURL(`${baseUrl}/fleet-task/`);
    await page.goto(taskUrl);
    await poll(() => page.getByTestId('task-status').textContent()).toBe('Dijadwalkan');
  });

  it('removes one order after its confirmation, with the success toast', async () => {
    const removed = attached[0] as string;
    await card()
      .getByRole('button', { name: `Keluarkan Pengiriman ${removed}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Keluarkan Pengiriman' });
    await poll(() => dialog.textContent()).toContain(`Keluarkan pengiriman ${removed} dari penugasan`);
    await dialog.getByRole('button', { name: 'Keluarkan' }).click();

    await poll(() => page.getByTestId('remove-success').textContent()).toContain(
      `Berhasil mengeluarkan pengiriman ${removed}`,
    );
    await poll(async () => (await routeRows()).some((row) => row.startsWith(`${removed}:`))).toBe(false);
    const taskId = taskUrl.split('/').at(-1) as string;
    expect((await taskOrders(taskId)).map((order) => order.number)).not.toContain(removed);
    const open = await api<{ paginated_result: OrderRow[] }>(
      'GET',
      `/api/order/v1/delivery-order?limit=1&search=${encodeURIComponent(removed)}`,
    );
    expect(open.paginated_result[0]?.status.name).toBe('OPEN');
  });

  it('transfers one order to another Dijadwalkan task and lands on it', async () => {
    const moved = attached[1] as string;
    await card()
      .getByRole('button', { name: `Aksi ${moved}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Transfer Pengiriman' }).click();
    const wizard = page.getByRole('dialog', { name: `Transfer Pengiriman ${moved}` });
    await wizard.getByLabel('Cari penugasan').fill(destination.number);
    await wizard.getByLabel('Cari penugasan').press('Enter');
    await wizard.getByRole('radio', { name: `Pilih ${destination.number}` }).check();
    await wizard.getByRole('button', { name: 'Selanjutnya' }).click();
    await poll(() => wizard.getByTestId('transfer-review').textContent()).toContain(
      `${destination.number} (Dijadwalkan)`,
    );
    await wizard.getByRole('button', { name: 'Transfer' }).click();

    await page.waitForURL(`${baseUrl}/fleet-task/${destination.id}`);
    await poll(() => page.locator('.ant-message').textContent()).toContain(
      `Pengiriman ${moved} berhasil ditransfer ke ${destination.number}`,
    );
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(destination.number);
    await poll(async () => (await routeRows()).filter((row) => row.startsWith(`${moved}:`)).length).toBe(2);
    expect((await taskOrders(destination.id)).map((order) => order.number)).toContain(moved);
    const sourceId = taskUrl.split('/').at(-1) as string;
    expect((await taskOrders(sourceId)).map((order) => order.number)).toEqual([attached[2]]);
  });
});
