import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium: the only browser these tests use; nothing is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

const launched = new Set<Browser>();

/** The visible text of what covers a page (dialogs, messages), cut short for a log line. */
async function overlaysOf(page: Page): Promise<string[]> {
  const overlays = page.locator('[role="dialog"], [role="alertdialog"], .ant-message, .ant-notification');
  const texts: string[] = [];
  for (const overlay of await overlays.all()) {
    if (!(await overlay.isVisible().catch(() => false))) continue;
    const text = await overlay.innerText({ timeout: 1_000 }).catch(() => '');
    texts.push(text.replace(/\s+/g, ' ').trim().slice(0, 300));
  }
  return texts;
}

/**
 * What each page still open shows (its address and the dialogs or messages over it): a failed
 * journey in CI, where no screenshot can be looked at, says what stood in its way.
 */
export async function describeOpenPages(): Promise<string> {
  const lines: string[] = [];
  for (const browser of launched) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        lines.push(`page ${page.url()}`);
        for (const text of await overlaysOf(page).catch(() => [])) lines.push(`  over it: ${text}`);
      }
    }
  }
  return lines.join('\n');
}

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
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
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
