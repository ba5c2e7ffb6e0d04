import { DATE_FORMAT, MEDIA_TIMING, mediaChannelKindOf } from '@armada/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupStorageKey } from '../src/features/alert-center/preview/popup-storage';
import { RAW_ALERT_FIELDS } from '../src/features/alert-center/raw-alert';
import { hasChromium, launchChromium } from './browser';
import { apiAs, baseUrl, COMPANY_ZONE, logIn, poll, toast } from './steps/session';

/*
 * The popup's video block on the demo's dashcam alerts (issue 19, seed/demo-media-alerts.ts) against
 * the real server and the simulated device gateway of global-setup: B 9871 TXU is offline there,
 * B 9123 KXT online and holding clips.
 */

dayjs.extend(utc);
dayjs.extend(timezone);

const ADMIN = 'admin@demo.id';
const SHOTS = process.env.E2E_SCREENSHOTS;

interface MediaAlert {
  id: string;
  alertCode: number;
  createdOn: string;
  licensePlate: string | null;
  pollingStatus: string | null;
}

let browser: Browser;
let alerts: MediaAlert[];

/** The demo's dashcam alert of the plate in the state, newest first. */
function alertOf(plate: string, test: (alert: MediaAlert) => boolean): MediaAlert {
  const found = alerts.find((alert) => alert.licensePlate === plate && test(alert));
  if (!found) throw new Error(`The demo seed has no such dashcam alert on ${plate}`);
  return found;
}

/**
 * Opens the alert's popup from the centre: the days around it chosen as a user does, then the rows
 * of its plate tried until the popup shows the alert's time (the rows carry no id to the user).
 */
async function openPopup(page: Page, alert: MediaAlert): Promise<Locator> {
  await page.goto(`${baseUrl}/notification/?view=centre`);
  await page.getByRole('status').filter({ hasText: 'Langsung' }).waitFor();
  const day = dayjs(alert.createdOn).tz(COMPANY_ZONE).format(DATE_FORMAT);
  const from = page.getByPlaceholder('Dari tanggal');
  await from.click();
  await from.fill(day);
  await from.press('Enter');
  const to = page.getByPlaceholder('Sampai tanggal');
  await to.fill(dayjs().tz(COMPANY_ZONE).format(DATE_FORMAT));
  await to.press('Enter');
  const rows = page
    .getByRole('list', { name: 'Mendesak' })
    .getByRole('article')
    .filter({ hasText: alert.licensePlate ?? '' });
  await rows.first().waitFor();
  for (let index = 0; index < (await rows.count()); index += 1) {
    await rows.nth(index).getByRole('button').first().click();
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    if (await isOpen(page, alert.id)) return popup;
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
  }
  throw new Error(`No row of the centre opens alert ${alert.id}`);
}

/** The open previews are kept in the browser's storage by alert (popup-storage.ts), so a reload restores them. */
async function isOpen(page: Page, id: string): Promise<boolean> {
  return page.evaluate(
    (alertId) => Object.values(window.localStorage).some((value) => value.includes(`"${alertId}"`)),
    id,
  );
}

/** Plays the clip without sound (autoplay rules) until it has data for the current frame at least. */
async function playMuted(video: Locator) {
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
}

const mediaStatus = (popup: Locator) => popup.getByTestId('alert-media').getByRole('status');

describe.skipIf(!hasChromium)('dashcam video in the alert popup, in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await apiAs(ADMIN);
    const listed = await admin<{ rawAlerts: { rawAlerts: { data: MediaAlert[] } } }>('POST', '/api/graphql', {
      query:
        'query($f: RawAlertFilter!) { rawAlerts(filter: $f) { isSuccessful rawAlerts { data { id alertCode createdOn licensePlate pollingStatus } } } }',
      variables: { f: { show: 100 } },
    });
    alerts = listed.rawAlerts.rawAlerts.data.filter((alert) => alert.pollingStatus !== null);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tells the operator an offline dashcam cannot be reached when asked for the clip of a timed-out alert', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, ADMIN);
    const popup = await openPopup(
      page,
      alertOf('B 9871 TXU', (alert) => alert.pollingStatus === 'timeout'),
    );
    await popup.getByRole('button', { name: 'Minta Video' }).click();
    await toast(page)
      .getByText('Perangkat tidak dapat dihubungi. Coba minta video lagi nanti.')
      .waitFor({ timeout: 30_000 });
    await page.close();
  });

  // One request only: the asked state is stored, so the 390 px look is of the same popup, resized.
  it('asks an online dashcam for the clip of a timed-out alert, readable at 1280 and 390 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, ADMIN);
    const popup = await openPopup(
      page,
      alertOf('B 9123 KXT', (alert) => alert.pollingStatus === 'timeout'),
    );
    await popup.getByRole('button', { name: 'Minta Video' }).click();
    await poll(() => mediaStatus(popup).textContent()).toBe('Meminta video dari perangkat…');
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await mediaStatus(popup).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-media-requesting-${width}.png` });
    }
    await page.close();
  });

  it('plays the clip the online dashcam uploads: the video gets data and its time advances', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, ADMIN);
    // B 9512 UEU's vss-howen dashcam is online and holds the window's clip on its channel.
    const target = alertOf('B 9512 UEU', (alert) => alert.pollingStatus === 'timeout');
    const popup = await openPopup(page, target);
    await popup.getByRole('button', { name: 'Minta Video' }).click();
    // File list (1.5 s in the sim), the 5 s pause, then the device's upload through the upload route.
    await expect.poll(() => mediaStatus(popup).textContent(), { timeout: 90_000 }).toBe('Video tersedia');
    const video = popup.locator('video');
    await video.waitFor();
    const clipSource = video.getAttribute('src');
    await playMuted(video);
    const first = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(first);

    // The other camera's clip is asked by hand from its tab, and plays beside nothing else.
    await popup.getByText(mediaChannelKindOf(target.alertCode) === 'dms' ? 'ADAS' : 'DMS').click();
    await popup.getByRole('button', { name: 'Minta Video' }).click();
    await poll(() => mediaStatus(popup).textContent()).toBe('Meminta video dari perangkat…');
    const otherVideo = popup.locator('video');
    await otherVideo.waitFor({ timeout: 90_000 });
    await playMuted(otherVideo);
    expect(await otherVideo.getAttribute('src')).not.toBe(await clipSource);
    await page.close();
  }, 240_000);

  it('restores a saved popup of an alert older than 3 days and shows its video failed, as the server stores it', async () => {
    // The seed leaves them without media state (loading); another browser test may have opened one.
    const old = alerts
      .filter((alert) => Date.now() - Date.parse(alert.createdOn) > MEDIA_TIMING.failedAfterMs)
      .sort((a, b) => Number(b.pollingStatus === 'loading') - Number(a.pollingStatus === 'loading'))[0];
    if (!old) throw new Error('The demo seed has no dashcam alert older than 3 days');
    const admin = await apiAs(ADMIN);
    const me = await admin<{ id: number }>('GET', '/api/auth/me');
    const read = await admin<{ rawAlert: { rawAlert: unknown } }>('POST', '/api/graphql', {
      query: `query($p: String!) { rawAlert(param: $p) { isSuccessful rawAlert { ${RAW_ALERT_FIELDS} } } }`,
      variables: { p: old.id },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, ADMIN);
    // Section 4 'Popups are saved in local storage and restored on reload, resuming any unfinished media step'.
    await page.evaluate(([key, saved]) => window.localStorage.setItem(key, JSON.stringify([saved])), [
      popupStorageKey(me.id),
      read.rawAlert.rawAlert,
    ] as const);
    await page.reload();
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    await poll(() => mediaStatus(popup).textContent()).toBe('Video tidak tersedia');
    expect(await popup.getByRole('button', { name: 'Minta Video' }).count()).toBe(0);
    const stored = await admin<{ rawAlert: { rawAlert: { pollingStatus: string } } }>(
      'POST',
      '/api/graphql',
      {
        query: 'query($p: String!) { rawAlert(param: $p) { rawAlert { pollingStatus } } }',
        variables: { p: old.id },
      },
    );
    expect(stored.rawAlert.rawAlert.pollingStatus).toBe('failed');
    await page.close();
  });
});
