import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { startServerWithoutDemo, stopServer } from './steps/own-server';
import { poll } from './steps/session';

/*
 * Issue 17 item 9: the built app's service worker finds a new build, the countdown banner appears in
 * every open tab, and its refresh reloads each tab into the new build. The server of this file serves
 * a copy of the e2e build, whose files the test then replaces with a second build. Issue 18 item 5:
 * the same build is an installable app (web manifest, icons) that opens the driver's pages offline.
 */

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_VERSION = 'e2e-next-build';

let browser: Browser;
let context: BrowserContext;
let server: ChildProcess | undefined;
let url: string;
let served: string;
let nextBuild: string;
let dataDir: string;

/** The second build, as a release would make it: another version, so other file names and worker. */
async function buildNextVersion(outDir: string) {
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'production', VITE_APP_VERSION: NEXT_VERSION },
    },
  );
}

const versionOf = (page: Page) => page.evaluate(() => window.__ARMADA_VERSION__).catch(() => 'reloading');
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
const banner = (page: Page) => page.getByRole('region', { name: 'Pembaruan aplikasi' });
/** The app has drawn its first screen (on this empty server: where a new company starts). */
const drawn = (page: Page) => page.locator('#root > *').first().waitFor();
const countdown = async (page: Page) =>
  (await banner(page).textContent())?.match(/dalam (\d+:\d\d)/)?.[1] ?? null;

describe.skipIf(!hasChromium)('app update in Chromium', () => {
  beforeAll(async () => {
    served = mkdtempSync(path.join(tmpdir(), 'armada-e2e-update-served-'));
    nextBuild = mkdtempSync(path.join(tmpdir(), 'armada-e2e-update-next-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'armada-e2e-update-data-'));
    cpSync(inject('webDist'), served, { recursive: true });
    // One after the other: a build and a server starting at once on two busy cores can take the
    // server past its 2 minutes.
    await buildNextVersion(nextBuild);
    ({ server, url } = await startServerWithoutDemo(dataDir, null, served));
    browser = await launchChromium({ serviceWorkers: 'allow' });
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await stopServer(server);
    for (const folder of [served, nextBuild, dataDir]) {
      if (folder) rmSync(folder, { recursive: true, force: true });
    }
  });

  it('finds a new build, shows the same countdown in two tabs and reloads both into the new build', async () => {
    const first = await context.newPage();
    await first.goto(url);
    await drawn(first);
    // The first visit installs the worker, which then takes the page (clientsClaim).
    await poll(() => controlled(first)).toBe(true);
    const oldVersion = await versionOf(first);
    expect(oldVersion).not.toBe(NEXT_VERSION);
    const second = await context.newPage();
    await second.goto(url);
    await poll(() => controlled(second)).toBe(true);
    expect(await banner(first).count()).toBe(0);

    // The release: the server now serves the second build.
    cpSync(nextBuild, served, { recursive: true });
    await first.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    for (const page of [first, second]) {
      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain('Versi baru Armada tersedia');
    }
    expect(await countdown(first)).toMatch(/^(10:00|9:\d\d)$/);
    // Both tabs count the same countdown (synced through local storage).
    await poll(async () => (await countdown(first)) === (await countdown(second))).toBe(true);
    // Still the old build until the refresh.
    expect(await versionOf(first)).toBe(oldVersion);

    await first.getByRole('button', { name: 'Muat ulang sekarang' }).click();
    for (const page of [first, second]) {
      await poll(() => versionOf(page)).toBe(NEXT_VERSION);
      await drawn(page);
      expect(await banner(page).count()).toBe(0);
    }
    // Nothing is left counting for the next update.
    expect(await first.evaluate(() => localStorage.getItem('armada.app-update'))).toBeNull();
  });

  it('never answers the API from the worker: an /api address in a controlled tab reaches the server', async () => {
    const page = await context.newPage();
    await page.goto(url);
    await poll(() => controlled(page)).toBe(true);
    const health = await page.goto(`${url}/api/health`);
    expect(health?.fromServiceWorker()).toBe(false);
    expect(health?.headers()['content-type']).toContain('application/json');
    const call = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(call).toBe(401);
  });

  it('is installable: the page links a manifest whose fields and icons the server serves', async () => {
    const page = await context.newPage();
    await page.goto(url);
    await drawn(page);
    const head = (selector: string, attribute: string) =>
      page.locator(`head ${selector}`).getAttribute(attribute);
    expect(await head('meta[name="theme-color"]', 'content')).toBe('#1668dc');
    const appleIcon = await head('link[rel="apple-touch-icon"]', 'href');
    const manifestHref = await head('link[rel="manifest"]', 'href');
    expect(manifestHref).toBe('/manifest.webmanifest');

    const answer = await page.request.get(`${url}${manifestHref}`);
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Armada',
      short_name: 'Armada',
      start_url: '/',
      display: 'standalone',
      lang: 'id',
      theme_color: '#1668dc',
      background_color: '#1668dc',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const icons = [...manifest.icons, { src: appleIcon ?? '', sizes: '180x180', type: 'image/png' }];
    for (const icon of icons) {
      const image = await page.request.get(`${url}${icon.src}`);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      // A PNG's IHDR holds its width and height at bytes 16 and 20.
      const bytes = await image.body();
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });

  it("precaches the manifest and icons, and opens a driver's page offline from the cached shell", async () => {
    const page = await context.newPage();
    await page.goto(url);
    await poll(() => controlled(page)).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    for (const file of ['/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png']) {
      expect(cached, file).toContain(file);
    }

    await context.setOffline(true);
    try {
      const driverPage = await page.goto(`${url}/driver/fleet-task/00000000-0000-4000-8000-000000000001`);
      expect(driverPage?.fromServiceWorker()).toBe(true);
      await drawn(page);
    } finally {
      await context.setOffline(false);
    }
  });
});
