import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { chooseMenuItem } from './steps/layers';
import { startServerWithoutDemo, stopServer } from './steps/own-server';
import { settlePlatformPrompts } from './steps/platform-prompts';
import { poll } from './steps/session';

/*
 * Issue 16 item 4: a new company's admin (made through the set-up API, as an installer's first call
 * would) is offered the notification onboarding after login, goes through it, and the rules it made
 * are what the Alert Center's GraphQL lists. Issue 17 item 6 on the same server, which has
 * LEGACY_APP_URL set (the shared demo server has not): the admin goes back to the old version, a
 * page of this test's own HTTP server.
 */

let browser: Browser;
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;
/** The 'old version' the server's LEGACY_APP_URL names: an HTTP server of this test. */
let legacyApp: Server;
let legacyUrl: string;

const EMAIL = 'rina@baru-onboarding.id';
const PASSWORD = 'kata-sandi-rina';
/** Where to keep screenshots of the wizard for a look, when E2E_SCREENSHOT_DIR names a folder. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `onboarding-${name}.png`), fullPage: true });
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('armada.token'));

async function graphqlAs<T>(page: Page, query: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const PROMPT = 'Aktifkan notifikasi armada Anda';

describe.skipIf(!hasChromium)('the notification onboarding of a new company, in Chromium', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'armada-e2e-onboarding-'));
    legacyApp = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Armada versi lama</title><h1>Armada versi lama</h1>');
    });
    await new Promise<void>((resolve) => legacyApp.listen(0, '127.0.0.1', resolve));
    legacyUrl = `http://127.0.0.1:${(legacyApp.address() as AddressInfo).port}/dashboard`;
    const started = await startServerWithoutDemo(dataDir, null, undefined, { LEGACY_APP_URL: legacyUrl });
    server = started.server;
    baseUrl = started.url;
    const setup = await fetch(`${baseUrl}/api/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        company_name: 'PT Baru Mulai',
        time_zone: 'Asia/Jakarta',
        name: 'Rina Pemilik',
        email: EMAIL,
        password: PASSWORD,
      }),
    });
    expect(setup.status, await setup.clone().text()).toBe(200);
    // In a month's last 5 days the feedback modal would cover a page left open for 60 s.
    await settlePlatformPrompts(baseUrl, [EMAIL], PASSWORD);
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stopServer(server);
    await new Promise((resolve) => legacyApp?.close(resolve));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the wizard after login, creates the chosen rules and completes the set-up', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page);
    const prompt = page.getByRole('dialog', { name: PROMPT });
    await prompt.waitFor();
    await shot(page, 'prompt-1280');
    await prompt.getByRole('button', { name: 'Mulai Atur Notifikasi' }).click();
    await page.waitForURL((url) => url.pathname === '/notification/onboarding/');
    await page.getByRole('heading', { name: 'Keselamatan Mengemudi' }).waitFor();
    await shot(page, 'main-1280');

    // Saving without a category is refused on the page.
    await page.getByRole('button', { name: 'Simpan dan Aktifkan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Pilih minimal satu kategori notifikasi.' }).waitFor();

    // Vehicle security with its default codes, the quick way.
    await page.getByRole('checkbox', { name: /Pilih kategori ini\s*: Keamanan Kendaraan/ }).check();
    // Driving safety: the defaults and one additional code, on its detail page.
    await page.getByRole('button', { name: 'Atur Notifikasi: Keselamatan Mengemudi' }).click();
    await page.getByRole('checkbox', { name: /Kecepatan berlebih/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Kecepatan berlebih/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Akselerasi mendadak/ }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: /Akselerasi mendadak/ }).check();
    await shot(page, 'detail-1280');
    await page.getByRole('button', { name: 'Konfirmasi' }).click();
    await page.getByText('2 kategori, 7 notifikasi dipilih').waitFor();
    // A reload keeps the unsaved choices (sessionStorage, until the save).
    await page.reload();
    await page.getByText('2 kategori, 7 notifikasi dipilih').waitFor();

    await page.getByRole('button', { name: 'Simpan dan Aktifkan' }).click();
    await page.getByText('Notifikasi berhasil diaktifkan').waitFor();
    expect(new URL(page.url()).pathname).toBe('/notification/onboarding/result');
    expect(await page.getByRole('link', { name: 'Lihat Pengaturan Notifikasi' }).getAttribute('href')).toBe(
      '/notification/setting/',
    );
    await shot(page, 'result-1280');

    const listed = await graphqlAs<{
      alertRules: { isSuccessful: boolean; alertRules: { data: { alertCode: number; isActive: boolean }[] } };
    }>(
      page,
      '{ alertRules(filter: { show: 50 }) { isSuccessful alertRules { data { alertCode isActive } } } }',
    );
    expect(listed.alertRules.isSuccessful).toBe(true);
    expect(listed.alertRules.alertRules.data.map((rule) => rule.alertCode).sort((a, b) => a - b)).toEqual([
      1, 6, 8, 9, 10, 12, 117,
    ]);
    expect(listed.alertRules.alertRules.data.every((rule) => rule.isActive)).toBe(true);

    // Completed: a new session of the same admin is not offered the wizard again.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(phone);
    await phone.getByRole('heading', { name: 'Dasbor' }).waitFor();
    await poll(() => phone.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    await phone.goto(`${baseUrl}/notification/onboarding/`);
    await phone.getByRole('heading', { name: 'Keselamatan Mengemudi' }).waitFor();
    await shot(phone, 'main-390');
    // The save sticks above the bottom menu (60 px): reachable without scrolling past every category.
    const save = await phone.getByRole('button', { name: 'Simpan dan Aktifkan' }).boundingBox();
    expect(save).not.toBeNull();
    expect((save?.y ?? 0) + (save?.height ?? 0)).toBeLessThanOrEqual(844 - 60);
    // Every code just made is shown as already active.
    await phone.getByRole('button', { name: 'Atur Notifikasi: Keselamatan Mengemudi' }).click();
    await poll(() => phone.getByText('Sudah aktif', { exact: true }).count()).toBe(4);
    await shot(phone, 'detail-390');
    await phone.close();
    await page.close();
  }, 180_000);

  it('goes back to the old version after the yes and a reason, which is recorded first', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page);
    await page.getByTestId('account-menu').click();
    await chooseMenuItem(page, 'Kembali ke versi lama');
    const confirm = page.getByRole('dialog', { name: 'Kembali ke versi lama?' });
    await confirm.getByRole('button', { name: 'Ya' }).click();
    const reason = page.getByRole('dialog', { name: 'Mengapa Anda kembali ke versi lama?' });
    // No choice yet: the mandatory-choice warning, and the page stays.
    await reason.getByRole('button', { name: 'Kirim' }).click();
    const warning = page.getByRole('dialog', { name: 'Pilihan wajib diisi' });
    await warning.getByRole('button', { name: 'OK' }).click();
    // 'Lainnya' needs its text.
    await reason.getByRole('radio', { name: 'Lainnya' }).check();
    await reason.getByRole('button', { name: 'Kirim' }).click();
    await reason.getByText('Tuliskan alasan Anda.', { exact: true }).waitFor();
    await shot(page, 'back-to-old-reason-390');
    await reason.getByRole('textbox').fill('Laporan lama masih dipakai tim keuangan');
    // The real server's answer, read on its way to the page (which leaves right after it).
    let recorded: unknown = null;
    await page.route('**/api/graphql', async (route) => {
      const response = await route.fetch();
      if ((route.request().postData() ?? '').includes('backToVsmsV1')) recorded = await response.json();
      await route.fulfill({ response });
    });
    await reason.getByRole('button', { name: 'Kirim' }).click();
    await page.waitForURL(legacyUrl);
    await page.getByRole('heading', { name: 'Armada versi lama' }).waitFor();
    expect(recorded).toMatchObject({ data: { backToVsmsV1: { isSuccessful: true } } });
    await page.close();
  });
});
