import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';
const TASK_PATH = /\/fleet-task\/[0-9a-f-]{36}$/;

let browser: Browser;

async function logIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/dashboard\/$/);
}

/**
 * A new task from the list's create button; while the list page has none, the same call the button
 * makes (POST /fleet-task), then its page.
 */
async function createTask(page: Page) {
  await page.goto(`${baseUrl}/fleet-task/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const createButton = page.getByRole('button', { name: 'Buat Penugasan' });
  if ((await createButton.count()) > 0) {
    await createButton.click();
  } else {
    const token = await page.evaluate(() => localStorage.getItem('armada.token'));
    const response = await page.request.post(`${baseUrl}/api/fleet-planning/v1/fleet-task`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    await page.goto(`${baseUrl}/fleet-task/${data.id}`);
  }
  await page.waitForURL(TASK_PATH);
}

/** Opens an antd Select by its label, searches for `text` (a server search) and picks that option. */
async function pick(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option:visible', { hasText: text }).first().click();
}

async function waitForSaved(page: Page) {
  const indicator = page.getByTestId('autosave-indicator');
  await expect.poll(() => indicator.textContent(), { timeout: 10_000 }).toContain('Disimpan');
}

describe.skipIf(!hasChromium)('fleet task detail in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a task with garages, departure, vehicle and driver, saves it as Draf and keeps the values', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && TASK_PATH.test(new URL(request.url()).pathname)) {
        patches.push(request.postData() ?? '');
      }
    });
    await logIn(page, 'dispatcher@demo.id');
    await createTask(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^Buat Penugasan FO-/);

    // The end garage follows a new start garage; then the end is chosen on its own.
    await pick(page, 'Garasi Awal', 'Pool Pulogadung');
    await expect.poll(() => page.getByTestId('end-garage-picker').textContent()).toContain('Pool Pulogadung');
    await waitForSaved(page);
    await pick(page, 'Garasi Akhir', 'Pool Tanjung Priok');
    await waitForSaved(page);

    await page.getByLabel('Waktu Keberangkatan').click();
    await page.keyboard.type('17 Feb 2027 08:00');
    await page.getByRole('button', { name: 'Baik' }).click();
    await waitForSaved(page);

    await pick(page, 'Kendaraan', 'B 9512 UEU');
    await waitForSaved(page);
    await pick(page, 'Pengemudi', 'Agus Setiawan');
    await waitForSaved(page);
    await expect.poll(() => patches.length).toBeGreaterThanOrEqual(5);
    // Each autosave sends only what changed, with the updated_on it read.
    expect(patches.map((body) => Object.keys(JSON.parse(body)).sort())).toContainEqual([
      'updated_on',
      'vehicle_id',
    ]);

    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect
      .poll(() => page.locator('.ant-message').textContent())
      .toMatch(/Penugasan FO-\d{4}-\d{5} berhasil disimpan sebagai Draf/);
    await expect.poll(() => page.getByTestId('task-status').textContent()).toBe('Draf');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^Detail Penugasan FO-/);

    await page.reload();
    await expect.poll(() => page.getByTestId('task-status').textContent()).toBe('Draf');
    expect(await page.getByTestId('start-garage-picker').textContent()).toContain('Pool Pulogadung');
    expect(await page.getByTestId('end-garage-picker').textContent()).toContain('Pool Tanjung Priok');
    expect(await page.getByLabel('Waktu Keberangkatan').inputValue()).toBe('17 Feb 2027 08:00');
    expect(await page.getByTestId('vehicle-picker').textContent()).toContain('B 9512 UEU');
    expect(await page.getByTestId('driver-picker').textContent()).toContain('Agus Setiawan');
    await page.close();
  });
});
