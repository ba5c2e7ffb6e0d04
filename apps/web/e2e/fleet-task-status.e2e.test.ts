import type { FleetTask } from '@armada/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { createDirectOrders, createDraft, demoGarage } from './steps/fixtures';
import { pickFirst } from './steps/form';
import { chooseMenuItem } from './steps/layers';
import { type Api, apiAs, baseUrl, FLEET, logIn, poll } from './steps/session';

let browser: Browser;
let api: Api;

async function chooseStatus(page: Page, taskId: string, target: string) {
  await page.goto(`${baseUrl}/fleet-task/${taskId}`);
  await page.getByRole('button', { name: 'Ubah Status' }).click();
  await chooseMenuItem(page, target);
  return page.getByRole('dialog');
}

describe.skipIf(!hasChromium)('fleet-task status in Chromium', () => {
  let drafts: FleetTask[];

  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs('dispatcher@demo.id');
    // Orders of its own and, for each Draf, a vehicle and driver free at its own departure: a day
    // of its own far ahead, so another test's task at that time is unlikely and, if there, avoided.
    const garageId = await demoGarage(api);
    const orders = await createDirectOrders(api, 2);
    const day = Math.floor(Math.random() * 300);
    drafts = [];
    const chosen: number[] = [];
    for (const [index, order] of orders.entries()) {
      const departure = new Date(Date.UTC(2027, 0, 1, 1, 0) + (day + index * 2) * 86_400_000).toISOString();
      const { task, vehicle } = await createDraft(api, {
        garageId,
        departure,
        orderIds: [order.id],
        exclude: chosen,
      });
      chosen.push(vehicle.id);
      drafts.push(task);
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
    await poll(() => dialog.textContent()).toContain(`Ubah status penugasan ${task.number}?`);
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

    const reason = await pickFirst(page, 'Alasan Pembatalan', dialog);
    await dialog.getByRole('button', { name: 'Ubah Status' }).click();
    await page.waitForURL(`${baseUrl}/fleet-task/`);

    const stored = await api<FleetTask>('GET', `${FLEET}/fleet-task/${task.id}`);
    expect(stored.status.name).toBe('CANCELED');
    expect(stored.canceled_reason?.name).toBe(reason);

    await page.goto(`${baseUrl}/fleet-task/${task.id}`);
    await page.getByRole('button', { name: 'Opsi lainnya' }).click();
    await chooseMenuItem(page, 'Riwayat Penugasan');
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
