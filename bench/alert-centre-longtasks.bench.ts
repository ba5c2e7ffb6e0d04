/**
 * Notification centre in the browser (issue 15 item 7): the main thread's long tasks while alerts
 * arrive live at BENCH_RATE a second (10) for BENCH_SECONDS (60), with the centre pinned open.
 *
 * Builds the web app, starts the real server on an embedded database with the demo data, opens
 * Debian's Chromium (playwright-core, nothing downloaded) as admin@demo.id at 1280 x 800 with the
 * centre pinned, and creates the alerts through the intake's own `createRawAlert` (insert, address,
 * NOTIFY, the live socket's `alert-center-new` to the page): one in three urgent, the rest important,
 * on the demo fleet's vehicles. A PerformanceObserver('longtask') in the page counts every task over
 * 50 ms from the first alert to 2 s after the last, and for comparison 10 s before any alert. Prints the count, total and longest, the alerts
 * created and the rows the pinned lists show (capped at 20 each), and the machine's load average.
 *
 *   npm run bench:alert-centre
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createRawAlert } from '../apps/server/src/modules/alert-center/raw-alerts/create-raw-alert';
import { buildWebApp, launchChromium } from '../apps/web/e2e/browser';
import { startDemoWebServer } from './demo-web-server';

const RATE = Number(process.env.BENCH_RATE || 10);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const ADMIN = 'admin@demo.id';
const PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';

interface LongTasks {
  count: number;
  totalMs: number;
  maxMs: number;
}

/**
 * Before the app's own code: the session, the centre pinned, the reminder off (its toast would land
 * mid-run; the run measures the lists), and the long-task observer.
 */
const IN_PAGE_SETUP = (token: string) => `
  localStorage.setItem('armada.token', ${JSON.stringify(token)});
  localStorage.setItem('armada.alertCentre.mode', 'pinned');
  localStorage.setItem('armada.alertCentre.reminder', '{"intervalMinutes":0}');
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** Count, total and longest of the long tasks observed since the buffer was last emptied. */
const SUMMARY = `(() => {
  const durations = window.__longTasks.map((task) => task.duration);
  return {
    count: durations.length,
    totalMs: durations.reduce((sum, ms) => sum + ms, 0),
    maxMs: durations.length ? Math.max(...durations) : 0,
  };
})()`;
const QUIET_MS = 10_000;

async function main() {
  const webDist = mkdtempSync(path.join(tmpdir(), 'armada-bench-web-'));
  console.log('Building the web app…');
  const profiling = Boolean(process.env.BENCH_PROFILE);
  buildWebApp(webDist, profiling ? ['--minify', 'false'] : []);
  const server = await startDemoWebServer(webDist);
  const { baseUrl, database, seeded } = server;

  const companyId = seeded.transportCompanyId;
  const vehicles = await database.db
    .selectFrom('vehicles')
    .select(['id'])
    .where('company_id', '=', companyId)
    .limit(20)
    .execute();
  if (vehicles.length === 0) throw new Error('The demo seed has no vehicle');

  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Browser code as text: this file is type-checked for Node, without the DOM's types.
    await page.addInitScript({ content: IN_PAGE_SETUP(token) });
    await page.goto(`${baseUrl}/dashboard/`);
    const centre = page.locator('[data-mode="pinned"]');
    await centre.waitFor({ timeout: 60_000 });
    await centre.getByRole('status').filter({ hasText: 'Langsung' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2_000);
    // The same page with no alert arriving: what the machine and the page cost on their own.
    await page.evaluate('window.__longTasks = []');
    await page.waitForTimeout(QUIET_MS);
    const quiet = (await page.evaluate(SUMMARY)) as LongTasks;
    await page.evaluate('window.__longTasks = []');

    const profiler = profiling ? await page.context().newCDPSession(page) : undefined;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.start');
    }
    console.log(`Sending ${RATE} alerts a second for ${SECONDS} s…`);
    const total = RATE * SECONDS;
    const started = Date.now();
    let created = 0;
    for (let sent = 0; sent < total; sent += 1) {
      const due = started + (sent * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const vehicle = vehicles[sent % vehicles.length] as { id: number };
      const urgent = sent % 3 === 0;
      const answer = await createRawAlert(database.db, {
        companyId,
        alertCode: 8,
        vehicleId: vehicle.id,
        createdOn: new Date(),
        latitude: -6.2 + (sent % 50) * 0.001,
        longitude: 106.8,
        alertData: '95',
        alertRuleIds: [],
        isUrgent: urgent,
        isImportant: !urgent,
        autoPopup: false,
        sourceDeviceCategory: 'gps',
        deviceAlarmId: `bench-${started}-${sent}`,
      });
      if (answer.created) created += 1;
    }
    const sendingMs = Date.now() - started;
    await page.waitForTimeout(2_000);

    const tasks = (await page.evaluate(SUMMARY)) as LongTasks;
    if (profiler) printHotFunctions((await profiler.send('Profiler.stop')).profile);
    const rows = await centre.getByRole('article').count();
    console.log('ROW RENDERS', await page.evaluate('window.__rows'));
    console.log('\nNotification centre, pinned, 1280 x 800, Chromium');
    console.log(`alerts created        ${created} in ${(sendingMs / 1000).toFixed(1)} s`);
    console.log(`rows shown            ${rows} (open list, at most 20)`);
    console.log(
      `quiet ${QUIET_MS / 1000} s before     ${quiet.count} long tasks, ${quiet.totalMs.toFixed(0)} ms, longest ${quiet.maxMs.toFixed(0)} ms`,
    );
    console.log(`long tasks            ${tasks.count}`);
    console.log(`long tasks total      ${tasks.totalMs.toFixed(0)} ms`);
    console.log(`longest task          ${tasks.maxMs.toFixed(0)} ms`);
    console.log(`load average (1 min)  ${loadavg()[0]?.toFixed(2)}`);

    // BENCH_SCREENSHOTS=<dir>: how the centre looks after the run, pinned at 1280 and on a phone.
    const shots = process.env.BENCH_SCREENSHOTS;
    if (shots) {
      await page.screenshot({ path: path.join(shots, 'centre-pinned-1280.png') });
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await phone.addInitScript({ content: IN_PAGE_SETUP(token) });
      await phone.goto(`${baseUrl}/dashboard/`);
      await phone.getByRole('button', { name: /^Notifikasi, / }).click();
      await phone.locator('[data-mode="dropdown"]').getByRole('article').first().waitFor();
      await phone.screenshot({ path: path.join(shots, 'centre-dropdown-390.png') });
      const overflow = await phone.evaluate('document.documentElement.scrollWidth');
      console.log(`390 px page width     ${String(overflow)} px`);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The 25 functions with the most self time in a CPU profile, as name, file:line and milliseconds. */
function printHotFunctions(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((nodeId, index) => {
    const frame = byNode.get(nodeId)?.callFrame;
    if (!frame) return;
    const key = `${frame.functionName || '(anonymous)'}  ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  const hottest = [...selfMs.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log('\nMost self time while the alerts arrived');
  for (const [name, ms] of hottest) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);

  // Time under each of the app's own functions (React's and antd's chunks left out), each counted
  // once per sample however deep it recurses: which of our components the time is spent rendering.
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const underMs = new Map<string, number>();
  samples.forEach((nodeId, index) => {
    const seen = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
      const frame = byNode.get(id)?.callFrame;
      if (!frame || !/\/index-[^/]*\.js$/.test(frame.url) || !frame.functionName) continue;
      seen.add(`${frame.functionName}  :${frame.lineNumber + 1}`);
    }
    for (const key of seen) underMs.set(key, (underMs.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  console.log('\nMost time under the app\u2019s own functions');
  for (const [name, ms] of [...underMs.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
