/**
 * Position intake benchmark (GPS issue, item 8) on PostgreSQL: 1,000 active fleet tasks, each with
 * its own vehicle (imei), driver, garage and two stops. Half are Dijadwalkan with the travel
 * automation (GEOFENCE), half are on their way with DO status by GPS on. Every vehicle reports every
 * 10 s of GPS time through GET /api/telemetry/osmand (Traccar Client's request), in order:
 *
 * - a Dijadwalkan task's vehicle waits in its garage, then leaves: that position auto-starts the task;
 * - a task on its way visits its pickup stop, then its drop stop, over a minute each: leaving each
 *   completes it (recordCompletion in the intake's transaction).
 *
 * Scripts are shifted so that departures spread over the run. Of 60 positions a vehicle sends, 2 to
 * 4 change an automation state and 1 or 2 start a task or complete a stop: far more than a real
 * trip (a position every 10 s for hours, a handful of stops), so the figures are on the safe side.
 *
 * 1. Throughput: all devices as fast as the intake answers, 64 at once (BENCH_CONCURRENCY): positions/s,
 *    and the CPU time a position costs in this process and in its PostgreSQL backends (read from
 *    /proc on Linux), which says what two dedicated cores sustain on a machine shared with others.
 * 2. Delay at a steady rate: the same journeys again (tasks reset), sent on a clock at BENCH_RATE
 *    positions/s (by default 80% of what run 1 sustained, a busy but not saturated intake); a
 *    position's delay runs from its scheduled time to the answer, so a backlog counts. The position leaving a garage is answered once the task is started (the start is in its
 *    transaction), so its delay is the position-to-auto-start delay.
 * 3. Gateway batches of 500 positions (POST /api/telemetry/v1/positions), one after the other.
 * 4. Alert rules (issue 12 item 9): run 1's journeys without any active alert rule and with 50 active
 *    rules of the company covering every vehicle (overspeed at several limits, geofence enter and exit,
 *    ignition, offline, idle, parked, 117, fuel, temperature, harsh braking, and device codes that
 *    positions do not evaluate), interleaved on a shared machine: BENCH_RULE_PAIRS (4) pairs of rounds
 *    of BENCH_RULE_STEPS (10) steps, in the order without, with, with, without, ..., each round on the
 *    same journeys (tasks reset) with fixes newer than the round before, after one uncounted round
 *    with the rules (it writes every vehicle's first states, once in a vehicle's life). The median of
 *    the pairs' ratios is the figure (target: at least 80 %), printed with the load average, and
 *    beside it the CPU a position costs (server and its PostgreSQL backends), which the load of
 *    others sways far less than throughput on a shared machine. Fixes are recent, so the alerts the
 *    rules make are published (pg_notify) as in production.
 *
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres npm run bench:telemetry
 *
 * BENCH_TASKS (1000), BENCH_POOL (database connections, 10), BENCH_ONLY_RULES=1 (run 4 alone). Requests go through the whole app in
 * process (app.inject: routing, hooks, rate limit, parsing, SQL, serialisation), without sockets. It
 * creates a database `armada_bench_telemetry_<time>` on that server and drops it at the end.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import type { Database } from '../apps/server/src/db/schema';
import { invalidateAlertRules } from '../apps/server/src/modules/alert-center/alerting/rule-cache';
import { buildUser } from '../apps/server/src/seed/builders/builders';
import { withAdminClient } from '../apps/server/test/database';
import { percentile } from './figures';
import { buildJourneyCompany, buildJourneyTask, eastOf } from './intake-data';
import { createRuleMix } from './intake-rules';

const TASKS = Number(process.env.BENCH_TASKS || 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 64);
/** Positions a second of the second run; by default 80% of what the first run sustained. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;
const POOL = Number(process.env.BENCH_POOL || 10);
const STEPS = 60;
/** Run 4: steps of a round, and pairs of rounds without and with the rules. */
const RULE_STEPS = Number(process.env.BENCH_RULE_STEPS || 10);
const RULE_PAIRS = Number(process.env.BENCH_RULE_PAIRS || 4);
/** Scripts start up to this many steps apart, so departures spread over the run. */
const SPREAD = 30;
const INTERVAL_MS = 10_000;

type App = Awaited<ReturnType<typeof buildApp>>;

interface BenchDevice {
  imei: string;
  /** Where the garage is; the vehicle drives east of it. */
  origin: { latitude: number; longitude: number };
  kind: 'auto-start' | 'on-the-way';
  /** Steps the device's script starts late: longer in the garage, or not yet near its stops. */
  offset: number;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const spread = (values: number[]) =>
  `p50 ${fmt(percentile(values, 50))}, p95 ${fmt(percentile(values, 95))}, p99 ${fmt(percentile(values, 99))}`;

/** How far east of its garage a vehicle is at a step of its script (pickup at 2 km, drop at 4 km). */
function metersAt(kind: BenchDevice['kind'], step: number): number {
  if (kind === 'auto-start') return step < 3 ? 20 : 1_000 + (step - 3) * 300;
  if (step < 0) return 500;
  if (step < 2) return 500 + step * 1_000;
  if (step < 10) return 2_000 + (step % 2) * 30;
  if (step < 12) return 2_600 + (step - 10) * 400;
  if (step < 20) return 4_000 + (step % 2) * 30;
  return 6_000 + (step - 20) * 500;
}

async function generate(db: Kysely<Database>): Promise<{ companyId: number; devices: BenchDevice[] }> {
  const company = await buildJourneyCompany(db, 'PT Beban Telemetri');
  const devices: BenchDevice[] = [];
  for (let i = 0; i < TASKS; i++) {
    const { imei, origin, kind } = await buildJourneyTask(db, company, i);
    devices.push({ imei, origin, kind, offset: Math.floor(i / 2) % SPREAD });
  }
  return { companyId: company.companyId, devices };
}

/** The tasks back to where they were before the first run: waiting to start, stops open. */
async function resetTasks(db: Kysely<Database>) {
  await db.transaction().execute(async (trx) => {
    await sql`update fleet_tasks set status = 'SCHEDULED', visited_statuses = '{DRAFT,SCHEDULED}',
      is_auto_started = false, actual_departure_on = null where auto_start_type = 'GEOFENCE'`.execute(trx);
    await sql`update fleet_task_activities set status = 'UNCOMPLETED', completed_on = null,
      contact_person_name = null, note = null, completion_source = null`.execute(trx);
    await sql`update delivery_orders set status = 'ASSIGNED'`.execute(trx);
    await sql`update delivery_loads set quantity_picked = null, quantity_delivered = null`.execute(trx);
    await sql`delete from fleet_task_geofence_states`.execute(trx);
  });
}

/** One OsmAnd GET of a device at a step; answers the time the intake took. */
async function report(app: App, device: BenchDevice, step: number, base: number) {
  const point = eastOf(device.origin, metersAt(device.kind, step - device.offset));
  const query = new URLSearchParams({
    id: device.imei,
    timestamp: String(Math.floor((base + step * INTERVAL_MS) / 1000)),
    lat: point.latitude.toFixed(7),
    lon: point.longitude.toFixed(7),
    speed: '20.0',
    bearing: '90.0',
    accuracy: '8.0',
    batt: '90.0',
  });
  const response = await app.inject({ method: 'GET', url: `/api/telemetry/osmand?${query}` });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
}

const isAutoStart = (device: BenchDevice, step: number) =>
  device.kind === 'auto-start' && step - device.offset === 3;

/**
 * As fast as answers come, CONCURRENCY devices at once. Step by step: every device's step n before
 * any device's step n + 1, so a device never has two positions in flight, as a real one waits.
 */
async function runThroughput(app: App, devices: BenchDevice[], base: number, steps = STEPS) {
  const latencies: number[] = [];
  const started = performance.now();
  for (let step = 0; step < steps; step++) {
    let next = 0;
    const worker = async () => {
      while (next < devices.length) {
        const device = devices[next++] as BenchDevice;
        const sent = performance.now();
        await report(app, device, step, base);
        latencies.push(performance.now() - sent);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/**
 * Positions on a clock at RATE a second, step by step; a device whose previous position is still
 * in flight sends its next when that one is answered, and the wait counts in the delay.
 */
async function runAtRate(app: App, devices: BenchDevice[], base: number, rate: number) {
  const delays: number[] = [];
  const autoStartDelays: number[] = [];
  const inFlight = new Map<BenchDevice, Promise<void>>();
  const started = performance.now();
  const total = STEPS * devices.length;
  for (let k = 0; k < total; k++) {
    const scheduled = started + (k * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const device = devices[k % devices.length] as BenchDevice;
    const step = Math.floor(k / devices.length);
    const previous = inFlight.get(device) ?? Promise.resolve();
    inFlight.set(
      device,
      previous.then(async () => {
        await report(app, device, step, base);
        const delay = performance.now() - scheduled;
        delays.push(delay);
        if (isAutoStart(device, step)) autoStartDelays.push(delay);
      }),
    );
  }
  await Promise.all(inFlight.values());
  return { delays, autoStartDelays, seconds: (performance.now() - started) / 1000 };
}

async function runBatches(app: App, devices: BenchDevice[], key: string, base: number) {
  const batches = [];
  for (let round = 0; round < 10; round++) {
    const positions = devices.map((device) => ({
      device_id: device.imei,
      ...eastOf(device.origin, 8_000 + round * 200),
      recorded_on: new Date(base + round * INTERVAL_MS).toISOString(),
      speed_kmh: 40,
    }));
    for (let i = 0; i < positions.length; i += 500) batches.push(positions.slice(i, i + 500));
  }
  const started = performance.now();
  let count = 0;
  for (const batch of batches) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/telemetry/v1/positions',
      headers: { 'x-api-key': key },
      payload: { positions: batch },
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    count += response.json().data.accepted;
  }
  return { count, seconds: (performance.now() - started) / 1000 };
}

async function checkOutcome(db: Kysely<Database>, devices: BenchDevice[]) {
  const row = await db
    .selectFrom('fleet_tasks')
    .select((eb) => eb.fn.countAll<number>().filterWhere('is_auto_started', '=', true).as('count'))
    .executeTakeFirstOrThrow();
  const completed = await db
    .selectFrom('fleet_task_activities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('completion_source', '=', 'gps')
    .executeTakeFirstOrThrow();
  const half = devices.length / 2;
  return `${row.count} of ${half} tasks auto-started, ${completed.count} of ${half * 2} activities completed by GPS`;
}

async function gatewayKey(app: App, db: Kysely<Database>, companyId: number) {
  await buildUser(db, {
    company_id: companyId,
    email: 'bench-telemetri@armada.test',
    password: 'bench-password',
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench-telemetri@armada.test', password: 'bench-password' },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/telemetry/v1/api-key',
    headers: { authorization: `Bearer ${login.json().data.token}` },
    payload: { name: 'Bench gateway' },
  });
  return response.json().data.key as string;
}

/** Clock ticks of a Linux process (user + system), 0 when unreadable. */
function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * CPU time spent by this process and by the PostgreSQL backends of the benchmark's database (on
 * the same machine), in ms: divided by the positions, it tells what a position costs whatever else
 * the machine runs, and so how many two dedicated cores sustain.
 */
async function cpuMeter(db: Kysely<Database>, name: string) {
  const backends = async () =>
    (
      await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${name}`.execute(db)
    ).rows.map((row) => row.pid);
  const pids = await backends();
  const ticks = new Map(pids.map((pid) => [pid, processTicks(pid)]));
  const node = process.cpuUsage();
  return async () => {
    const used = process.cpuUsage(node);
    const nodeMs = (used.user + used.system) / 1000;
    let pgTicks = 0;
    for (const pid of await backends()) pgTicks += processTicks(pid) - (ticks.get(pid) ?? 0);
    return { nodeMs, postgresMs: pgTicks * 10 };
  };
}

const cpuLine = (cpu: { nodeMs: number; postgresMs: number }, positions: number) => {
  const perPosition = (cpu.nodeMs + cpu.postgresMs) / positions;
  return (
    `CPU a position: ${perPosition.toFixed(2)} ms (server ${(cpu.nodeMs / positions).toFixed(2)}, PostgreSQL ` +
    `${(cpu.postgresMs / positions).toFixed(2)}), so two dedicated cores sustain about ${Math.round(2000 / perPosition)} positions/s`
  );
};

async function bench(
  app: App,
  db: Kysely<Database>,
  name: string,
  companyId: number,
  devices: BenchDevice[],
) {
  const now = Date.now();
  const meter = await cpuMeter(db, name);
  const throughput = await runThroughput(app, devices, now - 90 * 60_000);
  const cpu = await meter();
  const count = throughput.latencies.length;
  console.log(
    `1. Throughput: ${count} positions in ${throughput.seconds.toFixed(1)} s = ${Math.round(count / throughput.seconds)} positions/s ` +
      `(${CONCURRENCY} devices at once, pool ${POOL}); latency ${spread(throughput.latencies)}`,
  );
  console.log(`   ${cpuLine(cpu, count)}`);
  console.log(`   Checked: ${await checkOutcome(db, devices)}`);
  await resetTasks(db);
  const rate = RATE ?? Math.round((0.8 * count) / throughput.seconds);
  const atRate = await runAtRate(app, devices, now - 60 * 60_000, rate);
  console.log(
    `2. At ${rate} positions/s: ${atRate.delays.length} positions in ${atRate.seconds.toFixed(1)} s = ` +
      `${Math.round(atRate.delays.length / atRate.seconds)} positions/s; delay ${spread(atRate.delays)}`,
  );
  console.log(
    `   Position to auto start (${atRate.autoStartDelays.length} starts): ${spread(atRate.autoStartDelays)}`,
  );
  console.log(`   Checked: ${await checkOutcome(db, devices)}`);
  const batches = await runBatches(app, devices, await gatewayKey(app, db, companyId), now - 30 * 60_000);
  console.log(
    `3. Gateway batches of 500: ${batches.count} positions in ${batches.seconds.toFixed(1)} s = ${Math.round(batches.count / batches.seconds)} positions/s`,
  );
}

/** Turns the company's rules on or off, and drops this process's copy of them at once. */
async function setRulesActive(db: Kysely<Database>, companyId: number, active: boolean) {
  await db
    .updateTable('alert_rules')
    .set({ is_active: active })
    .where('company_id', '=', companyId)
    .execute();
  invalidateAlertRules(companyId);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Rounds of RULE_STEPS steps each (tasks reset before each, so every round sends the same journeys),
 * without and with the rules in the order ABBA ABBA ..., so that a change of the machine's load
 * during the run weighs on both sides alike. Each round's fixes follow the previous round's and stay
 * recent (not late), so the rules evaluate every position and their alerts are published.
 */
async function runRules(
  app: App,
  db: Kysely<Database>,
  name: string,
  companyId: number,
  devices: BenchDevice[],
) {
  await createRuleMix(db, companyId, (devices[0] as BenchDevice).origin);
  const roundMs = (RULE_STEPS + 1) * INTERVAL_MS;
  // Counted rounds start under 15 minutes back (not late) and end before the clock (not in the future).
  let base = Date.now() - 16 * 60_000;
  const rate = (run: { latencies: number[]; seconds: number }) => run.latencies.length / run.seconds;
  const without: number[] = [];
  const withRules: number[] = [];
  const latencies = { without: [] as number[], withRules: [] as number[] };
  /** CPU ms a position (server and its PostgreSQL backends): what the load of others does not change. */
  const cpu = { without: [] as number[], withRules: [] as number[] };
  console.log(
    `4. Alert rules: ${RULE_PAIRS} pairs of rounds of ${RULE_STEPS * devices.length} positions; load ${load()}`,
  );
  // The rules' first round writes every vehicle's first states (the side of each fence, a driving
  // stretch begun) and fills this process's copy of them: once in a vehicle's life, so not counted.
  await setRulesActive(db, companyId, true);
  await resetTasks(db);
  const warmUp = await runThroughput(app, devices, base, RULE_STEPS);
  base += roundMs;
  console.log(
    `   warm-up round with 50 rules (not counted): ${Math.round(rate(warmUp))} positions/s; load ${load()}`,
  );
  for (let round = 0; round < 2 * RULE_PAIRS; round++) {
    const rulesOn = round % 4 === 1 || round % 4 === 2;
    await setRulesActive(db, companyId, rulesOn);
    await resetTasks(db);
    const meter = await cpuMeter(db, name);
    const run = await runThroughput(app, devices, base, RULE_STEPS);
    const used = await meter();
    base += roundMs;
    (rulesOn ? withRules : without).push(rate(run));
    (rulesOn ? cpu.withRules : cpu.without).push((used.nodeMs + used.postgresMs) / run.latencies.length);
    (rulesOn ? latencies.withRules : latencies.without).push(...run.latencies);
    console.log(
      `   round ${round + 1} ${rulesOn ? 'with 50 rules' : 'without rules'}: ${Math.round(rate(run))} positions/s, ` +
        `CPU ${((rulesOn ? cpu.withRules : cpu.without).at(-1) as number).toFixed(2)} ms a position; load ${load()}`,
    );
  }
  const ratios = without.map((value, i) => (withRules[i] as number) / value);
  const alerts = await db
    .selectFrom('raw_alerts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const percent = (value: number) => `${(100 * value).toFixed(0)} %`;
  console.log(
    `   without ${Math.round(median(without))} positions/s (median; latency ${spread(latencies.without)}); ` +
      `with 50 active rules ${Math.round(median(withRules))} positions/s (latency ${spread(latencies.withRules)}); ` +
      `ratio of pairs ${ratios.map(percent).join(', ')}: median ${percent(median(ratios))} (target >= 80 %); ` +
      `${alerts.count} alerts made; load ${load()}`,
  );
  const cpuRatios = cpu.without.map((value, i) => value / (cpu.withRules[i] as number));
  console.log(
    `   CPU a position (server and PostgreSQL, median): without ${median(cpu.without).toFixed(2)} ms, with ` +
      `${median(cpu.withRules).toFixed(2)} ms; what the same cores sustain, with / without: ` +
      `${cpuRatios.map(percent).join(', ')}: median ${percent(median(cpuRatios))}`,
  );
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (the benchmark creates and drops its own database).',
    );
    process.exit(1);
  }
  const name = `armada_bench_telemetry_${Date.now()}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: POOL });
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const { companyId, devices } = await database.db.transaction().execute(generate);
    await sql`analyze`.execute(database.db);
    console.log(`Generated ${TASKS} active tasks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const app = await buildApp({
      database,
      jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-0123456789abcdef'),
    });
    try {
      if (!process.env.BENCH_ONLY_RULES) await bench(app, database.db, name, companyId, devices);
      await runRules(app, database.db, name, companyId, devices);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await withAdminClient(serverUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
