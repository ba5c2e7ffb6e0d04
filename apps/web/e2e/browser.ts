import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium: the only browser these tests use; nothing is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * Chromium for the browser tests. Each new context blocks service workers unless asked: the built
 * app's worker precaches every chunk after the first load, which in a fresh context per test only
 * competes with the page under test. The app update test allows them, since the worker is its subject.
 */
export async function launchChromium({
  serviceWorkers = 'block',
}: {
  serviceWorkers?: 'allow' | 'block';
} = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // The call to the driver (issue 19 item 5): a fake microphone, granted without a prompt.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  if (serviceWorkers === 'allow') return browser;
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A production build of the web app into `outDir`, as `npm run build:web` makes it: Vitest and the
 * benches run with NODE_ENV=test or unset, which would make Vite bundle React's development build.
 */
export function buildWebApp(outDir: string, extraArgs: readonly string[] = []): void {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir', ...extraArgs],
    {
      cwd: WEB_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}
