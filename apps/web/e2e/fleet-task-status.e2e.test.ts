import type { FleetTask } from '@armada/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { type Api, apiAs, baseUrl, FLEET, filter, logIn } from './steps/session';

let browser: Browser;
let api: Api;

interface Vehicle {
  id: number;
  driver: { id: number } | null;
}

/** A free vehicle with its default driver, and open direct orders, from the demo data. */
async function demoResources() {
  const garages = await api<{ paginated_result: { id: number }[] }>(
    'GET',
    `/api/vehicle-management/v1/address?limit=1&${filter('is_garage eq true')}`,
  );
  const vehicles = await api<{ result: Vehicle[] }>(
    'GET',
    `${FLEET}/nearest-vehicle?latitude=-6.2&longitude=106.85&available=true&limit=20`,
  );
  const orders = await api<{ paginated_result: { id: string }[] }>(
    'GET',
    `/api/order/v1/delivery-order?limit=2&${filter('shipment_type eq DIRECT')}&${filter('status.name eq OPEN')}`,
  );
  const garageId = garages.paginated_result[0]?.id;
  const withDriver = vehicles.result.filter((vehicle) => vehicle.driver !== null);
  if (garageId === undefined || withDriver.length < 2 || orders.paginated_result.length < 2) {
    throw new Error('The demo data lacks a garage, two free vehicles with drivers or two open orders');
  }
  return { garageId, vehicles: withDriver, orders: orders.paginated_result };
}

/**
 * A Draf ready to be scheduled, made through the API as the page would: create, fill in the required
 * fields, attach an order, save as Draf. The departure is a day of its own far ahead, so the vehicle
 * and the driver are not taken by another test's task at that time.
 */
async function createDraft(input: { garageId: number; vehicle: Vehicle; orderId: string; day: number }) {
  const created = await api<FleetTask>('POST', `${FLEET}/fleet-task`);
  const departure = new Date(Date.UTC(2027, 0, 1, 1, 0) + input.day * 86_400_000).toISOString();
  await api('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    start_address_id: input.garageId,
    end_address_id: input.garageId,
    vehicle_id: input.vehicle.id,
    driver_user_id: input.vehicle.driver?.id,
    expected_departure_on: departure,
  });
  await api('PUT', `${FLEET}/fleet-task/${created.id}/delivery-order`, {
    delivery_order_ids: [input.orderId],
  });
  return api<FleetTask>('POST', `${FLEET}/fleet-task/${created.id}/transition`, { status: 'DRAFT' });
}

async function chooseStatus(page: Page, taskId: string, target: string) {
  await page.goto(`${baseUrl}/fleet-task/${taskId}`);
  await page.getByRole('button', { name: 'Ubah Status' }).click();
  await page.getByRole('menuitem', { name: target }).click();
  return page.getByRole('dialog');
}

describe.skipIf(!hasChromium)('fleet-task status in Chromium', () => {
  let drafts: FleetTask[];

  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs('dispatcher@demo.id');
    const { garageId, vehicles, orders } = await demoResources();
    const day = Math.floor(Math.random() * 300);
    drafts = [];
    for (const [index, order] of orders.entries()) {
      const vehicle = vehicles[index] as Vehicle;
      drafts.push(await createDraft({ garageId, vehicle, orderId: order.id, day: day + index * 2 }));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('schedules a Draf through the status control and lands on the list', async () => {
    const task = drafts[0] as FleetTask;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, 'dispatcher@demo.id');
    const dialog = await chooseStatus(page, task.id, 'Dijadwalkan');
    await expect.poll(() => dialog.textContent()).toContain(`Ubah status penugasan ${task.number}?`);
    expect(await dialog.getByTestId('status-change').textContent()).toContain('Draf');
    await dialog.getByRole('button', { name: 'Ubah Status' }).click();

    await page.waitForURL(`${baseUrl}/fleet-task/`);
    await expect
      .poll(() => page.locator('body').textContent())
      .toContain(`Status ${task.number} berhasil diubah menjadi Dijadwalkan`);
    const stored = await api<FleetTask>('GET', `${FLEET}/fleet-task/${task.id}`);
    expect(stored.status.name).toBe('SCHEDULED');
    await page.close();
  });

  it('cancels a Draf with a reason, then shows the cancel in its history', async () => {
    const task = drafts[1] as FleetTask;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, 'dispatcher@demo.id');
    const dialog = await chooseStatus(page, task.id, 'Dibatalkan');
    await dialog.getByText('Pengiriman yang sudah dibatalkan tidak dapat kembali.').waitFor();

    // Without a reason nothing is sent.
    await dialog.getByRole('button', { name: 'Ubah Status' }).click();
    await dialog.getByText('Wajib diisi').waitFor();

    await dialog.getByLabel('Alasan Pembatalan').click();
    const firstReason = page.locator('.ant-select-item-option').first();
    const reason = (await firstReason.getAttribute('title')) ?? '';
    await firstReason.click();
    await dialog.getByRole('button', { name: 'Ubah Status' }).click();
    await page.waitForURL(`${baseUrl}/fleet-task/`);

    const stored = await api<FleetTask>('GET', `${FLEET}/fleet-task/${task.id}`);
    expect(stored.status.name).toBe('CANCELED');
    expect(stored.canceled_reason?.name).toBe(reason);

    await page.goto(`${baseUrl}/fleet-task/${task.id}`);
    await page.getByRole('button', { name: 'Opsi lainnya' }).click();
    await page.getByRole('menuitem', { name: 'Riwayat Penugasan' }).click();
    const history = page.getByRole('dialog', { name: 'Riwayat Penugasan' });
    const today = history.getByRole('region', { name: 'Hari Ini' });
    await today.getByText('Penugasan dibatalkan').waitFor();
    const text = await today.textContent();
    expect(text).toContain('Alasan Pembatalan');
    expect(text).toContain(reason);
    expect(text).toContain('Draf → Dibatalkan');
    await page.close();
  });
});
