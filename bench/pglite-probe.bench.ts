/**
 * The embedded default under list load (issue 23 item 7): the real server (apps/server/src/main.ts) on
 * its PGlite, filled with 20,000 fleet tasks and 200,000 orders, serves the fleet task list to a few
 * clients without pause while a probe asks every 20 ms for a small answer that needs no database (an
 * alert code's icon) and, separately, for /api/health (a `select 1`, which takes its turn on PGlite's one
 * connection behind the lists). Prints the probes' delays (p50, p95, p99, max) with and without the
 * list load, and the lists' own p50/p95. The server runs in a process of its own, so the load
 * generator's work never counts as the server's.
 *
 *   npm run bench:pglite            (BENCH_TASKS, BENCH_CLIENTS, BENCH_SECONDS to change the load)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { numberEnv, percentile, printMarkdownTable } from './figures';
import { generateBenchData } from './generate';
import { startServer } from './scale-out-processes';

const TASKS = numberEnv('BENCH_TASKS', 20_000);
const ORDERS_PER_TASK = 10;
const CLIENTS = numberEnv('BENCH_CLIENTS', 4);
const SECONDS = numberEnv('BENCH_SECONDS', 20);
const PROBE_EVERY_MS = 20;
const TARGET_P99_MS = 50;
const JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789abcdef';

const LIST = '/api/fleet-planning/v1/fleet-task?limit=10&page=1';
/** The four list cases of `npm run bench` (item 6), taken in turn by every client. */
const LIST_URLS = [
  `${LIST}&filters=${encodeURIComponent('status.name eq SCHEDULED')}&search=REF-1&sorts=${encodeURIComponent('expected_departure_on desc')}`,
  LIST,
  `${LIST}&search=FO-BENCH-012345`,
  `${LIST}&search=DO-BENCH-0123456`,
];
const NO_DATABASE_PROBE = '/api/alert-center/v1/alert-code/8/icon.svg';
const DATABASE_PROBE = '/api/health';

const fmt = (ms: number) => ms.toFixed(1);

async function timedGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - start;
}

/** One probe every PROBE_EVERY_MS (never two at once) until `until`; each one's delay. */
async function probe(url: string, until: number): Promise<number[]> {
  const delays: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    delays.push(await timedGet(url));
    const wait = PROBE_EVERY_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return delays;
}

async function listClient(base: string, token: string, offset: number, until: number) {
  const times: number[] = [];
  for (let i = offset; performance.now() < until; i++)
    times.push(
      await timedGet(`${base}${LIST_URLS[i % LIST_URLS.length]}`, { authorization: `Bearer ${token}` }),
    );
  return times;
}

async function phase(base: string, token: string | null) {
  const until = performance.now() + SECONDS * 1000;
  const [plain, health, ...lists] = await Promise.all([
    probe(`${base}${NO_DATABASE_PROBE}`, until),
    probe(`${base}${DATABASE_PROBE}`, until),
    ...(token ? Array.from({ length: CLIENTS }, (_, i) => listClient(base, token, i, until)) : []),
  ]);
  return { plain, health, lists: lists.flat() };
}

const row = (label: string, delays: number[]) => [
  label,
  String(delays.length),
  fmt(percentile(delays, 50)),
  fmt(percentile(delays, 95)),
  fmt(percentile(delays, 99)),
  fmt(Math.max(...delays)),
];

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'armada-bench-pglite-'));
  try {
    const started = performance.now();
    // Filled here, then closed: the server opens the same folder, as `npm start` opens DATA_DIR/pgdata.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    let credentials: { email: string; password: string };
    try {
      await migrateToLatest(database.db);
      const data = await database.db
        .transaction()
        .execute((trx) =>
          generateBenchData(trx, { tasks: TASKS, ordersPerTask: ORDERS_PER_TASK, longRouteStops: 50 }),
        );
      credentials = { email: data.email, password: data.password };
    } finally {
      await database.close();
    }
    console.log(
      `PGlite filled with ${TASKS} tasks, ${TASKS * ORDERS_PER_TASK + 50} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const server = await startServer({ dataDir, jwtSecret: JWT_SECRET });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      // Warm: the first lists read the tables into PGlite's buffers.
      for (const url of LIST_URLS)
        await timedGet(`${server.url}${url}`, { authorization: `Bearer ${token}` });
      const idle = await phase(server.url, null);
      const loaded = await phase(server.url, token);
      console.log(
        `\n${SECONDS} s a phase; ${CLIENTS} clients asking for the four lists of npm run bench in turn, without pause; a probe every ${PROBE_EVERY_MS} ms`,
      );
      printMarkdownTable(
        ['request (ms)', 'count', 'p50', 'p95', 'p99', 'max'],
        [
          row('probe without database, idle server', idle.plain),
          row('probe without database, under list load', loaded.plain),
          row('/api/health (select 1), idle server', idle.health),
          row('/api/health (select 1), under list load', loaded.health),
          row('fleet task lists', loaded.lists),
        ],
      );
      const p99 = percentile(loaded.plain, 99);
      console.log(
        `\nProbe delay under list load p99 ${fmt(p99)} ms: ${p99 <= TARGET_P99_MS ? 'meets' : 'MISSES'} <= ${TARGET_P99_MS} ms. Lists served ${(loaded.lists.length / SECONDS).toFixed(1)}/s.`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
