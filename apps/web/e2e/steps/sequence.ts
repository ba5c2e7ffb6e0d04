import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ActivityRow } from './activity';
import { fillTime, pick, waitForSaved } from './form';
import { baseUrl, poll, TASK_PATH } from './session';

/** The task page's 'Order Task' card: the sequence and its activity tables. */
export const orderCard = (page: Page) => page.getByTestId('order-task-card');

/** A row of the route as the user reads it: its order, Ambil or Kirim, and its processing mark. */
export interface SequenceActivity extends ActivityRow {
  /** 'Selesai Diproses' or 'Belum Diproses' once the trip runs; null while the column is hidden. */
  mark: string | null;
}

/** Every activity row of the card, top to bottom, read at one moment. */
export async function sequenceActivities(page: Page): Promise<SequenceActivity[]> {
  const rows = orderCard(page).locator('tbody tr.ant-table-row');
  const read = await rows.evaluateAll((elements) =>
    elements.map((row) => ({
      id: row.id,
      number: row.querySelector('a[href^="/delivery/"]')?.textContent ?? '',
      tags: [...row.querySelectorAll('.ant-tag')].map((tag) => tag.textContent ?? ''),
    })),
  );
  return read.map(({ id, number, tags }) => ({
    id,
    type: tags.includes('Kirim') ? 'DROP' : 'PICKUP',
    delivery_order: { number },
    mark: tags.find((tag) => tag.endsWith('Diproses')) ?? null,
  }));
}

/** The rows of every activity table, top to bottom: 'DO-…:Ambil', 'DO-…:Kirim'. */
export async function sequenceRows(page: Page): Promise<string[]> {
  return (await sequenceActivities(page)).map(
    (row) => `${row.delivery_order.number}:${row.type === 'PICKUP' ? 'Ambil' : 'Kirim'}`,
  );
}

/** The row of one activity, by its id (the row's id attribute). */
export const activityRow = (page: Page, activity: { id: string }): Locator =>
  page.locator(`tr[id="${activity.id}"]`);

export interface TaskPlan {
  startGarage: string;
  /** Left out, the end garage stays the one that followed the start garage. */
  endGarage?: string;
  /** 'DD MMM YYYY HH:mm', as typed into the picker. */
  departure: string;
  vehicle: string;
  driver: string;
}

/**
 * A new task from the list's 'Buat Penugasan', its fields filled in one by one as a user does, each
 * change autosaved before the next. Ends on the task's page, not saved as Draf yet. `base`: the server,
 * the shared demo one unless a test runs its own.
 */
export async function createTaskFromList(page: Page, plan: TaskPlan, base: string = baseUrl) {
  await page.goto(`${base}/fleet-task/`);
  await page.getByRole('button', { name: 'Buat Penugasan' }).click();
  await page.waitForURL(TASK_PATH);
  await pick(page, 'Garasi Awal', plan.startGarage);
  await waitForSaved(page);
  if (plan.endGarage !== undefined) {
    await pick(page, 'Garasi Akhir', plan.endGarage);
    await waitForSaved(page);
  }
  await fillTime(page, 'Waktu Keberangkatan', plan.departure);
  await waitForSaved(page);
  await pick(page, 'Kendaraan', plan.vehicle);
  await waitForSaved(page);
  await pick(page, 'Pengemudi', plan.driver);
  await waitForSaved(page);
}

/**
 * The card's 'Tambah Pengiriman' to the Attach Delivery page: direct orders only, the first `count`
 * of the open ones the page lists checked, 'Tambahkan (count)'. Answers their numbers, in that order,
 * once back on the task's page.
 */
export async function attachDirectOrders(page: Page, count: number): Promise<string[]> {
  await orderCard(page).getByRole('button', { name: 'Tambah Pengiriman' }).click();
  await page.waitForURL(/\/attach-delivery/);
  await page.getByRole('heading', { name: 'Tambah Pengiriman' }).waitFor();
  await page.getByRole('combobox', { name: 'Tipe Pengiriman' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Langsung', { exact: true }).click();
  await poll(() => new URL(page.url()).searchParams.getAll('filters')).toEqual(['shipment_type eq DIRECT']);
  const boxes = page.getByRole('checkbox', { name: /^Pilih DO-/ });
  await poll(() => boxes.count()).toBeGreaterThanOrEqual(count);
  await poll(() => page.locator('.ant-table-row .ant-tag').allTextContents()).not.toContain('Transit');
  const numbers: string[] = [];
  for (let index = 0; index < count; index++) {
    const box = boxes.nth(index);
    numbers.push(((await box.getAttribute('aria-label')) ?? '').replace('Pilih ', ''));
    await box.check();
  }
  await page.getByRole('button', { name: `Tambahkan (${count})` }).click();
  await page.waitForURL(TASK_PATH);
  return numbers;
}

/**
 * Clicks the first down arrow of the route that is enabled. Answers that row's place among all the
 * rows and its id (the route hash names it).
 */
export async function moveFirstMovableDown(page: Page): Promise<{ index: number; id: string }> {
  const down = orderCard(page).getByRole('button', { name: /ke bawah$/ });
  for (let index = 0; index < (await down.count()); index++) {
    if (await down.nth(index).isEnabled()) {
      const id =
        (await orderCard(page).locator('tbody tr.ant-table-row').nth(index).getAttribute('id')) ?? '';
      await down.nth(index).click();
      // The app marks the moved row in the address and scrolls smoothly to it; under load that scroll
      // can still run when the next step clicks, and a click during a scroll lands beside its target.
      await poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
      await stopsMoving(page.locator(`[id="${id}"]`));
      return { index, id };
    }
  }
  throw new Error('No activity of the route can move down');
}

/** Waits until `target` stays where it is for half a second: a smooth scroll or an animation is over. */
export async function stopsMoving(target: Locator): Promise<void> {
  const boxes: string[] = [];
  await expect
    .poll(
      async () => {
        boxes.push(JSON.stringify(await target.boundingBox()));
        return boxes.length >= 3 && new Set(boxes.slice(-3)).size === 1;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
}
