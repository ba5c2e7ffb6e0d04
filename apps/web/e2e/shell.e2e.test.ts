import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { chooseMenuItem } from './steps/layers';
import { poll } from './steps/session';

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';

let browser: Browser;

async function logIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

describe.skipIf(!hasChromium)('app shell in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('logs the admin in to the Indonesian menu, switches to English and logs out', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, 'admin@demo.id');

    await page.waitForURL(/\/dashboard\/$/);
    const menu = page.getByTestId('side-menu');
    await poll(() => menu.textContent()).toContain('Dasbor');
    expect(await menu.textContent()).toContain('Bantuan');
    await poll(() => page.getByRole('main').first().textContent()).toContain('Kendaraan');

    await page.getByTestId('language-switch').click();
    await poll(() => menu.textContent()).toContain('Dashboard');
    expect(await menu.textContent()).toContain('Help');
    expect(await menu.textContent()).not.toContain('Dasbor');

    await page.getByTestId('account-menu').click();
    await chooseMenuItem(page, 'Log out');
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('token')))).toBe(
      false,
    );

    // The session is gone: a protected page sends the user back to login.
    await page.goto(`${baseUrl}/dashboard/`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.close();
  });

  it('shows the server message when the password is wrong', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill('admin@demo.id');
    await page.getByLabel('Kata sandi').fill('salah-sekali');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await poll(() => page.locator('body').textContent()).toContain('Email atau kata sandi salah.');
    expect(page.url()).toContain('/login');
    await page.close();
  });

  it("gives the driver the reduced layout without a side menu, on the driver's own tasks", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, 'driver@demo.id');
    await page.waitForURL(/\/driver$/);
    await page.getByRole('heading', { name: 'Tugas Saya' }).waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.getByTestId('bottom-menu').count()).toBe(0);
    await page.close();
  });
});
