/**
 * The browser bench (issue 23 item 5): LCP of the login page, the fleet task list, a fleet task with 50
 * stops and the Alert Center, and INP of typing in the list's search and of opening an activity's modal,
 * in Debian's Chromium (playwright-core, nothing downloaded) at 1280 x 800, each from a cold cache in a
 * fresh context. Twice: unthrottled, and as a mid-range phone on mobile data (CPU slowed 4x, DevTools'
 * 'Fast 3G': 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up). Also the longest main-thread task
 * rendering the 50-stop task's sequence, as the page loads and is scrolled to its end (item 3). BENCH_RUNS runs (5) of each; medians printed.
 *
 * Builds the web app, starts the real server on an embedded database with the demo data and a bench
 * company of BENCH_TASKS tasks (500, 10 orders each) holding one 50-stop task.
 *
 *   npm run bench:web        (BENCH_WEB_DIST=<built app> skips the build; BENCH_ONLY=unthrottled or phone)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildWebApp, launchChromium } from '../apps/web/e2e/browser';
import { settlePlatformPrompts } from '../apps/web/e2e/steps/platform-prompts';
import { startDemoWebServer } from './demo-web-server';
import { numberEnv, percentile, printMarkdownTable } from './figures';
import { generateBenchData } from './generate';

const RUNS = numberEnv('BENCH_RUNS', 5);
const TASKS = numberEnv('BENCH_TASKS', 500);
const DEMO_ADMIN = 'admin@demo.id';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';

interface Profile {
  name: string;
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const PROFILES: Profile[] = [
  { name: 'unthrottled', cpuSlowdown: 1 },
  {
    name: 'phone (4x CPU, Fast 3G)',
    cpuSlowdown: 4,
    // DevTools' own 'Fast 3G' preset (bytes a second; latency in ms).
    network: {
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    },
  },
];

/**
 * Before the app's own code: the session when there is one, and observers for the largest paint, the
 * interactions and the long tasks. Text, since this file is type-checked for Node without the DOM.
 */
const IN_PAGE_SETUP = (token: string | null) => `
  ${token ? `localStorage.setItem('armada.token', ${JSON.stringify(token)});` : ''}
  // The bench company has no alert rules: its admin answered the onboarding offer 'Nanti Saja'.
  sessionStorage.setItem('armada.onboarding-prompt-dismissed', '1');
  window.__lcp = 0; window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__events.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** INP over a handful of interactions: the longest one (each interaction's longest event). */
const INP = `(() => {
  const byInteraction = new Map();
  for (const event of window.__events)
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  return byInteraction.size ? Math.max(...byInteraction.values()) : 0;
})()`;

/**
 * The longest task that began once the sequence's answer had arrived: the sequence's rendering (item 3),
 * on load and while the bench scrolls down the route (a long route mounts its points as they come near
 * the screen). Not the app's start, whose scripts are parsed before it, nor the page's own render that
 * was still running when the answer came: neither can be rendering a sequence it does not have yet.
 */
const SEQUENCE_LONGEST = `(() => {
  const answer = performance.getEntriesByType('resource').find((entry) => /\\/sequence(\\?|$)/.test(entry.name));
  const from = answer ? answer.responseEnd : 0;
  return Math.max(0, ...window.__longTasks.filter((task) => task.start >= from).map((task) => task.duration));
})()`;

/** Down the whole page a wheel turn at a time, as a dispatcher reading the route does. */
async function scrollToTheEnd(page: Page) {
  for (let turn = 0; turn < 200; turn++) {
    const atEnd = (await page.evaluate(
      'window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2',
    )) as boolean;
    if (atEnd) break;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(1_000);
}

interface Figures {
  lcpLogin: number;
  lcpList: number;
  lcpLongTask: number;
  longestTaskLongTask: number;
  lcpAlertCenter: number;
  inpSearch: number;
  inpActivityModal: number;
}

interface Session {
  baseUrl: string;
  benchToken: string;
  adminToken: string;
  longTaskId: string;
}

async function openPage(browser: Browser, profile: Profile, token: string | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({ content: IN_PAGE_SETUP(token) });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  return page;
}

/** The page's largest paint once `ready` has shown and a second has passed without input. */
async function lcpOf(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  await page.goto(url);
  await ready(page);
  await page.waitForTimeout(1_000);
  return (await page.evaluate('window.__lcp')) as number;
}

async function oneRun(browser: Browser, profile: Profile, session: Session): Promise<Figures> {
  const timeout = 120_000;
  const { baseUrl } = session;
  const login = await openPage(browser, profile, null);
  const lcpLogin = await lcpOf(login, `${baseUrl}/login`, (page) =>
    page.getByRole('button', { name: 'Masuk' }).waitFor({ timeout }),
  );
  await login.context().close();

  const list = await openPage(browser, profile, session.benchToken);
  const lcpList = await lcpOf(list, `${baseUrl}/fleet-task/`, (page) =>
    page.getByRole('row').nth(2).waitFor({ timeout }),
  );
  await list.evaluate('window.__events = []');
  const search = list.getByRole('searchbox', { name: 'Cari' });
  await search.click();
  await search.pressSequentially('REF-1', { delay: 120 });
  await list.waitForTimeout(1_000);
  const inpSearch = (await list.evaluate(INP)) as number;
  await list.context().close();

  const task = await openPage(browser, profile, session.benchToken);
  const lcpLongTask = await lcpOf(task, `${baseUrl}/fleet-task/${session.longTaskId}`, (page) =>
    page.getByTestId('sequence-point').nth(51).waitFor({ timeout }),
  );
  // The route starts below the task's form: the dispatcher scrolls to its first stop, whose table
  // mounts as it comes near the screen (item 3), and then opens an activity's menu.
  await task.getByTestId('sequence-point').nth(1).scrollIntoViewIfNeeded();
  const actions = task.getByRole('button', { name: /^Aksi / }).first();
  await actions.waitFor({ timeout });
  await task.waitForTimeout(1_000);
  await task.evaluate('window.__events = []');
  await actions.click();
  // The first action the menu offers for this activity: each one opens its modal.
  const item = task
    .locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]:not([aria-disabled="true"])')
    .first();
  await item.waitFor({ timeout });
  await item.click();
  await task.getByRole('dialog').first().waitFor({ timeout });
  await task.waitForTimeout(1_000);
  const inpActivityModal = (await task.evaluate(INP)) as number;
  await task.keyboard.press('Escape');
  await task.getByRole('dialog').first().waitFor({ state: 'hidden', timeout });
  await scrollToTheEnd(task);
  const longestTaskLongTask = (await task.evaluate(SEQUENCE_LONGEST)) as number;
  await task.context().close();

  const centre = await openPage(browser, profile, session.adminToken);
  const lcpAlertCenter = await lcpOf(centre, `${baseUrl}/notification/`, (page) =>
    page.getByRole('heading', { level: 1 }).waitFor({ timeout }),
  );
  await centre.context().close();
  return { lcpLogin, lcpList, lcpLongTask, longestTaskLongTask, lcpAlertCenter, inpSearch, inpActivityModal };
}

async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`login ${email}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const ROWS: { key: keyof Figures; label: string; target: (profile: Profile) => number | null }[] = [
  { key: 'lcpLogin', label: 'LCP login', target: (p) => (p.cpuSlowdown > 1 ? 3000 : 1500) },
  { key: 'lcpList', label: 'LCP fleet task list', target: (p) => (p.cpuSlowdown > 1 ? 3000 : 1500) },
  { key: 'lcpLongTask', label: 'LCP fleet task, 50 stops', target: (p) => (p.cpuSlowdown > 1 ? 3000 : 1500) },
  {
    key: 'longestTaskLongTask',
    label: 'longest task rendering 50 stops',
    target: (p) => (p.cpuSlowdown > 1 ? null : 200),
  },
  { key: 'lcpAlertCenter', label: 'LCP Alert Center', target: (p) => (p.cpuSlowdown > 1 ? 3000 : 1500) },
  {
    key: 'inpSearch',
    label: 'INP typing in the list search',
    target: (p) => (p.cpuSlowdown > 1 ? null : 100),
  },
  {
    key: 'inpActivityModal',
    label: 'INP opening an activity modal',
    target: (p) => (p.cpuSlowdown > 1 ? null : 100),
  },
];

async function main() {
  const ownBuild = !process.env.BENCH_WEB_DIST;
  const webDist = process.env.BENCH_WEB_DIST || mkdtempSync(path.join(tmpdir(), 'armada-bench-web-'));
  if (ownBuild) {
    console.log('Building the web app…');
    buildWebApp(webDist);
  }
  const server = await startDemoWebServer(webDist);
  const { baseUrl, database } = server;
  const data = await database.db
    .transaction()
    .execute((trx) => generateBenchData(trx, { tasks: TASKS, ordersPerTask: 10, longRouteStops: 50 }));
  await settlePlatformPrompts(baseUrl, [DEMO_ADMIN], DEMO_PASSWORD);
  await settlePlatformPrompts(baseUrl, [data.email], data.password);
  const browser = await launchChromium();
  try {
    const session: Session = {
      baseUrl,
      benchToken: await logIn(baseUrl, data.email, data.password),
      adminToken: await logIn(baseUrl, DEMO_ADMIN, DEMO_PASSWORD),
      longTaskId: data.longTaskId,
    };
    const medians = new Map<Profile, Figures>();
    // BENCH_ONLY=unthrottled (or phone): one profile only, for a quicker look.
    const profiles = PROFILES.filter((profile) => profile.name.startsWith(process.env.BENCH_ONLY ?? ''));
    for (const profile of profiles) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await oneRun(browser, profile, session));
        console.log(
          `${profile.name}, run ${run + 1}: ${JSON.stringify(runs.at(-1), (_, v) => (typeof v === 'number' ? Math.round(v) : v))}`,
        );
      }
      const median = Object.fromEntries(
        ROWS.map(({ key }) => [
          key,
          percentile(
            runs.map((figures) => figures[key]),
            50,
          ),
        ]),
      ) as unknown as Figures;
      medians.set(profile, median);
    }
    console.log(`\nMedians of ${RUNS} runs, Chromium at 1280 x 800, cold cache (ms; target in brackets)`);
    printMarkdownTable(
      ['figure', ...profiles.map((profile) => profile.name)],
      ROWS.map(({ key, label, target }) => [
        label,
        ...profiles.map((profile) => {
          const value = (medians.get(profile) as Figures)[key];
          const limit = target(profile);
          return limit === null
            ? `${value.toFixed(0)}`
            : `${value.toFixed(0)} (<= ${limit}: ${value <= limit ? 'meets' : 'MISSES'})`;
        }),
      ]),
    );
  } finally {
    await browser.close();
    await server.close();
    if (ownBuild) rmSync(webDist, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
