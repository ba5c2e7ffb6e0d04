import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { baseUrl, logIn } from './steps/session';

const ADMIN = 'admin@demo.id';
/** B 9123 KXT's bsj dashcam in the demo and the simulated gateway (apps/gateway-sim/demo-devices.json). */
const BSJ_IMEI = '865205041230417';

interface DeviceSession {
  state: string;
  framesIn: number;
  framesOut: number;
}

/** What the device itself heard and said in its newest call (the simulator's own count). */
async function newestDeviceSession(): Promise<DeviceSession | undefined> {
  const response = await fetch(`${inject('gatewayUrl')}/v1/voice-sessions?imei=${BSJ_IMEI}`, {
    headers: { Authorization: `Bearer ${inject('gatewaySecret')}` },
  });
  const body = (await response.json()) as { sessions: DeviceSession[] };
  return body.sessions[0];
}
const SHOTS = process.env.E2E_SCREENSHOTS;
let browser: Browser;

describe.skipIf(!hasChromium)('calling the driver from the alert popup in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])(
    'at %i px a call to a bsj dashcam connects, carries audio both ways and ends with Akhiri',
    async (width, height) => {
      const page = await browser.newPage({ viewport: { width, height } });
      await logIn(page, ADMIN);
      await page.goto(`${baseUrl}/notification/?view=centre`);
      await page.getByRole('status').filter({ hasText: 'Langsung' }).waitFor();
      const row = page
        .getByRole('list', { name: 'Mendesak' })
        .getByRole('article')
        .filter({ hasText: 'B 9123 KXT' })
        .first();
      await row.waitFor();
      await row.getByRole('button').first().click();
      const popup = page.getByRole('dialog');
      await popup.waitFor();

      // The alert's user log shows each call once it ended (earlier runs' calls are there already).
      const loggedCalls = popup.getByText(/^Panggilan berakhir \(ditutup operator\)/);
      const callsBefore = await loggedCalls.count();
      await popup.getByRole('button', { name: /Panggil Pengemudi/ }).click();
      await popup.getByText('Terhubung').waitFor({ timeout: 15_000 });
      const panel = popup.locator('.alert-voice-panel');
      await expect
        .poll(async () => Number(await panel.getAttribute('data-frames-received')), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(async () => Number(await panel.getAttribute('data-frames-sent')), { timeout: 10_000 })
        .toBeGreaterThan(0);
      // The microphone's frames reached the device, and the device's reached the page, at both ends.
      await expect
        .poll(async () => (await newestDeviceSession())?.framesIn ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await newestDeviceSession()).toMatchObject({ state: 'connected' });
      expect((await newestDeviceSession())!.framesOut).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-voice-${width}.png` });

      await popup.getByRole('button', { name: 'Akhiri' }).click();
      await popup.getByText('Panggilan berakhir', { exact: true }).waitFor();
      await expect.poll(() => loggedCalls.count(), { timeout: 15_000 }).toBe(callsBefore + 1);
      expect(await newestDeviceSession()).toMatchObject({ state: 'ended' });
      // The log names the action in Indonesian like its other entries, not the stored type 'Call'.
      await popup.getByText('menelepon pengemudi').first().waitFor();
      await page.close();
    },
  );
});
