import type { FleetTask } from '@armada/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { chooseFromRowMenu } from './steps/activity';
import { createDirectOrders, type OwnOrder } from './steps/fixtures';
import {
  attachDirectOrders,
  createTaskFromList,
  moveFirstMovableDown,
  orderCard,
  sequenceActivities,
  sequenceRows,
} from './steps/sequence';
import { type Api, apiAs, baseUrl, FLEET, filter, logIn, poll, toast } from './steps/session';
import { changeStatus } from './steps/status';

let browser: Browser;
let page: Page;
let api: Api;

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
  // An order of its own: the demo's open ones may already be on another test's tasks.
  const [order] = (await createDirectOrders(api, 1)) as [OwnOrder];
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

const card = () => orderCard(page);

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
    api = await apiAs('dispatcher@demo.id');
    resources = await demoResources();
    destination = await scheduledTask(resources.garage.id, resources.theirs);
    // The Attach Delivery page must list at least the three open orders the journey attaches,
    // whatever the files before this one attached.
    await createDirectOrders(api, 3);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, 'dispatcher@demo.id');
    await page.waitForURL(/\/dashboard\/$/);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a task and attaches three open orders from the Attach Delivery page', async () => {
    await createTaskFromList(page, {
      startGarage: 'Pool Pulogadung',
      departure: '17 Feb 2030 08:00',
      vehicle: resources.mine.license_plate,
      driver: resources.mine.driver?.name ?? '',
    });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await poll(() => page.getByTestId('task-status').textContent()).toBe('Draf');
    taskUrl = page.url().split('?')[0] as string;

    // No order yet: the card says so, and offers the way to add some.
    await poll(() => card().textContent()).toContain('Belum ada pengiriman');
    // Only direct orders, then the first three of the open ones the page lists.
    attached = await attachDirectOrders(page, 3);

    await poll(() => toast(page).textContent()).toMatch(
      /3 pengiriman berhasil ditambahkan ke FO-\d{4}-\d{5}/,
    );
    // Each order has its pickup and its drop on the route.
    await poll(async () => (await sequenceRows(page)).length).toBe(6);
    for (const number of attached) {
      expect((await sequenceRows(page)).filter((row) => row.startsWith(`${number}:`)).sort()).toEqual([
        `${number}:Ambil`,
        `${number}:Kirim`,
      ]);
    }
  });

  it('moves an activity with the arrows and scrolls to it by the route hash', async () => {
    const before = await sequenceRows(page);
    const { index: chosen, id: moving } = await moveFirstMovableDown(page);

    await poll(() => new URL(page.url()).hash).toBe(`#${moving}`);
    await poll(() => sequenceRows(page)).not.toEqual(before);
    const after = await sequenceRows(page);
    // The row went one place down: it and the one below swapped.
    expect(after[chosen + 1]).toBe(before[chosen]);
    expect(after[chosen]).toBe(before[chosen + 1]);
    await poll(() => page.locator(`[id="${moving}"]`).isVisible()).toBe(true);
  });

  it('schedules the task with the status control', async () => {
    await changeStatus(page, 'Dijadwalkan');
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
    await poll(async () => (await sequenceRows(page)).some((row) => row.startsWith(`${removed}:`))).toBe(
      false,
    );
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
    const row = (await sequenceActivities(page)).find((activity) => activity.delivery_order.number === moved);
    if (!row) throw new Error(`${moved} is not on the route`);
    await chooseFromRowMenu(page, row, 'Transfer Pengiriman');
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
    await poll(() => toast(page).textContent()).toContain(
      `Pengiriman ${moved} berhasil ditransfer ke ${destination.number}`,
    );
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(destination.number);
    await poll(
      async () => (await sequenceRows(page)).filter((row) => row.startsWith(`${moved}:`)).length,
    ).toBe(2);
    expect((await taskOrders(destination.id)).map((order) => order.number)).toContain(moved);
    const sourceId = taskUrl.split('/').at(-1) as string;
    expect((await taskOrders(sourceId)).map((order) => order.number)).toEqual([attached[2]]);
  });
});
