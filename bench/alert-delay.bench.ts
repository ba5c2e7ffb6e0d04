/**
 * Position to alert benchmark (issue 12 item 9): the delay from a device sending a position to each
 * connected socket receiving the `alert-center-new` that position causes, on 1,000 sockets.
 *
 * One company with 1,000 users on `/ws` (each its own user with the Alert Center scopes, urgent
 * included), BENCH_VEHICLES vehicles and one active overspeed rule (code 8, over 80 km/h,
 * minThresholdTime 0: the episode machine fires on the first fix over the limit, and fires again only
 * after a fix under it). Each vehicle's device alternates a fix at 100 km/h and one at 40 km/h,
 * sent by GET /api/telemetry/osmand (Traccar Client's request, speed in knots, the fix time in ms)
 * over HTTP to the listening server, at BENCH_RATE positions a second over all devices; a device
 * waits for its previous answer. So every other position starts an episode and must make exactly
 * one alert. The delay of each (alert, socket) runs from just before the position's request is sent
 * to the socket's receipt of the frame: HTTP, the intake, the rule engine, the raw alert's insert and
 * geocoding, commit, NOTIFY, LISTEN, the filter, 1,000 sends, the client reading the frame. Prints
 * p50/p95/p99 over every socket and alert (target p99 <= 100 ms), the slowest socket an alert and
 * where the time goes (to the position's answer, which comes after the alert's commit; to the first
 * socket; first socket to last), alerts expected vs received (by sockets, and stored), the server's
 * CPU a position and the load average.
 *
 * The devices and the sockets' clients run in two child processes of their own (as trackers and
 * browsers would be elsewhere); on a 2-core machine they still share the cores with the server and
 * the database they measure.
 *
 *   npm run bench:alert-delay                                              # embedded PGlite, in memory
 *   DATABASE_URL=postgres://user@host:port/postgres npm run bench:alert-delay
 *
 * On PostgreSQL it creates a database `armada_bench_alert_delay_<time>` on that server and drops it
 * at the end. BENCH_SOCKETS (1000), BENCH_VEHICLES (50), BENCH_POSITIONS (400 in the measured run,
 * after one warm-up round of every vehicle), BENCH_RATE (positions a second, 10: 5 alerts a second).
 */
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ROLE_SCOPES } from '@armada/domain';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { signToken } from '../apps/server/src/auth/tokens';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { buildAlertRule } from '../apps/server/src/seed/builders/alert-builders';
import { buildCompany, buildUser, buildVehicle } from '../apps/server/src/seed/builders/builders';
import { percentile } from './figures';
import { ask, forkClients, now, runClients } from './socket-clients';

const SOCKETS = Number(process.env.BENCH_SOCKETS || 1_000);
const VEHICLES = Number(process.env.BENCH_VEHICLES || 50);
const POSITIONS = Number(process.env.BENCH_POSITIONS || 400);
const RATE = Number(process.env.BENCH_RATE || 10);
const LIMIT_KMH = 80;
const FAST_KMH = 100;
const SLOW_KMH = 40;
const KMH_PER_KNOT = 1.852;
const SECRET = new TextEncoder().encode('bench-secret-that-is-long-enough-0123456789abcdef');

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const spread = (values: number[]) =>
  `p50 ${fmt(percentile(values, 50))}, p95 ${fmt(percentile(values, 95))}, p99 ${fmt(percentile(values, 99))}, max ${fmt(values.reduce((a, b) => Math.max(a, b), 0))}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

interface BenchDevice {
  imei: string;
  vehicleId: number;
}

/** An alert's name on both sides: its vehicle and its fix time (the episode's start), in ms. */
const alertKey = (vehicleId: number, fixMs: number) => `${vehicleId}|${fixMs}`;

/** Messages between the benchmark and its device process. */
interface DeviceRun {
  url: string;
  devices: BenchDevice[];
  /** Positions of this run; the k-th is device k % devices, at step firstStep + k / devices. */
  count: number;
  firstStep: number;
}
interface DeviceAnswer {
  /** Each fast position: its alert's key and when its request left. */
  sent: [string, number][];
  /** Each fast position: its alert's key and when its answer came (the alert committed before). */
  answered: [string, number][];
  answers: number[];
  failures: string[];
  seconds: number;
}

/**
 * The device process: positions on a clock at RATE a second; a device whose previous request is
 * still in flight sends its next when that one is answered. Even steps are over the limit.
 */
function runDevices() {
  process.on('message', async (run: DeviceRun) => {
    const sent: [string, number][] = [];
    const answered: [string, number][] = [];
    const answers: number[] = [];
    const failures: string[] = [];
    const inFlight = new Map<BenchDevice, Promise<void>>();
    const started = performance.now();
    for (let k = 0; k < run.count; k++) {
      const wait = started + (k * 1000) / RATE - performance.now();
      if (wait > 1) await pause(wait);
      const device = run.devices[k % run.devices.length] as BenchDevice;
      const step = run.firstStep + Math.floor(k / run.devices.length);
      const previous = inFlight.get(device) ?? Promise.resolve();
      inFlight.set(
        device,
        previous.then(async () => {
          const fast = step % 2 === 0;
          const fixMs = Date.now();
          const query = new URLSearchParams({
            id: device.imei,
            timestamp: String(fixMs),
            lat: (-6.2 - device.vehicleId * 0.001).toFixed(6),
            lon: (106.8 + step * 0.0005).toFixed(6),
            speed: ((fast ? FAST_KMH : SLOW_KMH) / KMH_PER_KNOT).toFixed(3),
            bearing: '90',
            accuracy: '5',
          });
          const at = now();
          const key = alertKey(device.vehicleId, fixMs);
          if (fast) sent.push([key, at]);
          const response = await fetch(`${run.url}/api/telemetry/osmand?${query}`);
          const end = now();
          answers.push(end - at);
          if (fast) answered.push([key, end]);
          if (response.status !== 200) failures.push(`${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        }),
      );
    }
    await Promise.all(inFlight.values());
    const seconds = (performance.now() - started) / 1000;
    const answer: DeviceAnswer = { sent, answered, answers, failures, seconds };
    process.send?.(answer);
  });
}

function drive(child: ChildProcess, run: DeviceRun): Promise<DeviceAnswer> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as DeviceAnswer));
    child.send(run);
  });
}

async function generate(database: DatabaseHandle) {
  return database.db.transaction().execute(async (trx) => {
    const company = await buildCompany(trx, { name: 'PT Beban Peringatan Langsung' });
    const tokens: string[] = [];
    for (let i = 0; i < SOCKETS; i++) {
      const user = await buildUser(trx, { company_id: company.id, scopes: [...ROLE_SCOPES.admin] });
      tokens.push(await signToken({ userId: user.id, companyId: company.id }, SECRET, 3_600));
    }
    const devices: BenchDevice[] = [];
    for (let i = 0; i < VEHICLES; i++) {
      const vehicle = await buildVehicle(trx, { company_id: company.id });
      devices.push({ imei: vehicle.imei as string, vehicleId: vehicle.id });
    }
    // No vehicles named: the rule covers every vehicle of the company.
    await buildAlertRule(trx, {
      company_id: company.id,
      alert_code: 8,
      alert_urgency_type: 'URGENT',
      max_threshold: LIMIT_KMH,
      min_threshold_time: 0,
    });
    return { companyId: company.id, tokens, devices };
  });
}

async function openBenchDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, drop: async () => undefined };
  }
  const name = `armada_bench_alert_delay_${Date.now()}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return { database, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The receipts of a run's alerts, matched to when their positions left. */
async function measure(clients: ChildProcess, run: DeviceAnswer) {
  if (run.failures.length > 0) throw new Error(`the intake refused positions: ${run.failures.slice(0, 3)}`);
  const sentAt = new Map(run.sent);
  const answeredAt = new Map(run.answered);
  const answer = await ask(clients, { collect: [...sentAt.keys()] });
  if (!('receipts' in answer)) throw new Error('the client process answered out of turn');
  const delays: number[] = [];
  const lastSocket: number[] = [];
  const firstSocket: number[] = [];
  const fanOut: number[] = [];
  const intake: number[] = [];
  let received = 0;
  let twice = 0;
  for (const [key, times] of answer.receipts) {
    const start = sentAt.get(key) ?? Number.NaN;
    intake.push((answeredAt.get(key) ?? Number.NaN) - start);
    twice += Math.max(0, times.length - SOCKETS);
    for (const at of times) delays.push(at - start);
    if (times.length === 0) continue;
    received++;
    const first = times.reduce((a, b) => Math.min(a, b));
    const last = times.reduce((a, b) => Math.max(a, b));
    firstSocket.push(first - start);
    lastSocket.push(last - start);
    fanOut.push(last - first);
  }
  return { delays, lastSocket, firstSocket, fanOut, intake, received, twice, unexpected: answer.unasked };
}

async function storedAlerts(database: DatabaseHandle, companyId: number) {
  const row = await database.db
    .selectFrom('raw_alerts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .where('alert_code', '=', 8)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function main() {
  const { database, drop } = await openBenchDatabase();
  try {
    await migrateToLatest(database.db);
    let started = performance.now();
    const { companyId, tokens, devices } = await generate(database);
    console.log(
      `Database: ${database.kind}. ${SOCKETS} users, ${VEHICLES} vehicles, one overspeed rule (over ${LIMIT_KMH} km/h, ` +
        `minThresholdTime 0) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(`Machine: ${cpus().length} cores, load ${load()}`);
    const app = await buildApp({ database, jwtSecret: SECRET });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const self = fileURLToPath(import.meta.url);
    const clients = forkClients(self);
    const devicesProcess = fork(self, [], {
      env: { ...process.env, BENCH_ROLE: 'devices' },
      execArgv: process.execArgv,
    });
    started = performance.now();
    const connected = await ask(clients, { connect: { url: `ws://${base}/ws`, tokens } });
    console.log(
      `${'connected' in connected ? connected.connected : 0} sockets connected in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (clients and devices in processes of their own)`,
    );
    try {
      const url = `http://${base}`;
      // Warm-up: every vehicle once over the limit and once under it (JIT, caches, the rule cache).
      const warm = await drive(devicesProcess, { url, devices, count: 2 * VEHICLES, firstStep: 0 });
      const warmed = await measure(clients, warm);
      const cpu = process.cpuUsage();
      const run = await drive(devicesProcess, { url, devices, count: POSITIONS, firstStep: 2 });
      const used = process.cpuUsage(cpu);
      const result = await measure(clients, run);
      const expected = run.sent.length;
      console.log(
        `${POSITIONS} positions at ${RATE}/s from ${VEHICLES} devices in ${run.seconds.toFixed(1)} s ` +
          `(answered in ${spread(run.answers)})`,
      );
      console.log(
        `Alerts: ${expected} expected, ${result.received} received; receipts ${result.delays.length} of ` +
          `${expected * SOCKETS} (${result.twice} twice, ${result.unexpected} alerts nobody expected)`,
      );
      console.log(
        `Stored overspeed alerts: ${await storedAlerts(database, companyId)} for ` +
          `${warm.sent.length + expected} positions starting an episode (warm-up ${warm.sent.length}, ${warmed.received} received)`,
      );
      console.log(`Position to alert-center-new, every socket: ${spread(result.delays)}`);
      console.log(`Position to the last of ${SOCKETS} sockets:    ${spread(result.lastSocket)}`);
      console.log(`  of which: request to its answer (the alert committed): ${spread(result.intake)}`);
      console.log(`            request to the first socket:                 ${spread(result.firstSocket)}`);
      console.log(`            first socket to the last:                    ${spread(result.fanOut)}`);
      console.log(
        `Server process CPU a position: ${((used.user + used.system) / 1000 / POSITIONS).toFixed(2)} ms ` +
          `(intake, ${database.kind === 'pglite' ? 'the embedded database, ' : ''}engine, LISTEN, filter, sends)`,
      );
      console.log(`Load at the end: ${load()}`);
    } finally {
      clients.kill();
      devicesProcess.kill();
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

if (process.env.BENCH_ROLE === 'clients') {
  runClients((data) => {
    const alert = data as { vehicleId: number | null; createdOn: string };
    return alert.vehicleId === null ? null : alertKey(alert.vehicleId, Date.parse(alert.createdOn));
  });
} else if (process.env.BENCH_ROLE === 'devices') {
  runDevices();
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
