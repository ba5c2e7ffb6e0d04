/**
 * Scale-out benchmark (issue 20 item 8): positions a second and position-to-socket alert delay with
 * ONE server instance and with TWO instances on the same PostgreSQL, side by side in one run, to show
 * where the next bottleneck is.
 *
 * One dataset: BENCH_VEHICLES vehicles (400) with devices, each on an active fleet task with two
 * stops (autocomplete on, so every position is checked against the stops' geofences), one overspeed
 * rule (over 80 km/h, minThresholdTime 0) and BENCH_SOCKETS Alert Center users (5). One vehicle in
 * BENCH_SPEEDING_EVERY (10) alternates fixes over and under the limit, so every other one of its
 * positions starts an episode and makes one alert; the others drive at 40 km/h.
 *
 * For 1 and then 2 instances: real child processes of apps/server/src/main.ts (each its own PORT and
 * OSMAND_PORT), a load generator in a child process posting OsmAnd positions round-robin over the
 * instances on a clock, and the sockets (in a child process) on the last instance. Position k goes to
 * device k mod vehicles and instance k mod instances, so with two instances (and an even number of
 * vehicles) a device always reaches the same one, and the speeding ones (every BENCH_SPEEDING_EVERY-th,
 * so even) the first: every alert then crosses to the sockets' instance through LISTEN/NOTIFY. Each step
 * offers a fixed rate for BENCH_STEP_SECONDS (10), from BENCH_START_RATE (60) times BENCH_RATE_FACTOR
 * (1.6) a step, until the servers fall behind (answered < 90 % of offered, or over 1 % errors) or
 * BENCH_MAX_STEPS (6). A row per step: answered 200 a second (first send to last answer, a backlog
 * included), errors, alert delay (a fast position's send to `alert-center-new` on each socket), CPU of
 * the server processes and of every PostgreSQL process (from /proc, % of one core), and the machine's
 * busy %. Then a line naming the bottleneck. No figure is asserted; the run prints.
 *
 *   npm run bench:scale-out                                   # starts a throwaway PostgreSQL cluster
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres npm run bench:scale-out
 *
 * On a given server (BENCH_DATABASE_URL, else DATABASE_URL) it creates `armada_bench_scale_<time>` and
 * drops it at the end; the CPU figures need that server on this machine. BENCH_INSTANCES (1,2).
 */
import type { ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { withAdminClient } from '../apps/server/test/database';
import { numberEnv, percentile } from './figures';
import { CpuMeter } from './scale-out-cpu';
import { generateScaleData, type ScaleData } from './scale-out-data';
import { alertKey, driveLoad, forkLoad } from './scale-out-load';
import { type BenchServer, startServer, startTemporaryPostgres } from './scale-out-processes';
import { bottleneck, printTable, type Row } from './scale-out-report';
import { alertDelays, ask, forkClients, runClients } from './socket-clients';

const VEHICLES = numberEnv('BENCH_VEHICLES', 400);
const SOCKETS = numberEnv('BENCH_SOCKETS', 5);
const SPEEDING_EVERY = numberEnv('BENCH_SPEEDING_EVERY', 10);
const STEP_SECONDS = numberEnv('BENCH_STEP_SECONDS', 10);
const START_RATE = numberEnv('BENCH_START_RATE', 60);
const RATE_FACTOR = numberEnv('BENCH_RATE_FACTOR', 1.6);
const MAX_STEPS = numberEnv('BENCH_MAX_STEPS', 6);
const INSTANCES = (process.env.BENCH_INSTANCES || '1,2').split(',').map(Number);
const JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789abcdef';

/** A database of its own on the given server, or on a throwaway cluster; `drop` undoes both. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const given = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const cluster = given ? null : await startTemporaryPostgres();
  const serverUrl = given ?? (cluster?.url as string);
  const name = `armada_bench_scale_${Date.now()}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
      cluster?.stop();
    },
  };
}

async function prepare(url: string): Promise<ScaleData> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const data = await database.db.transaction().execute((trx) =>
      generateScaleData(trx, {
        vehicles: VEHICLES,
        speedingEvery: SPEEDING_EVERY,
        sockets: SOCKETS,
        secret: new TextEncoder().encode(JWT_SECRET),
      }),
    );
    await sql`analyze`.execute(database.db);
    console.log(
      `Dataset: ${VEHICLES} vehicles with devices and active fleet tasks (two stop geofences each), one ` +
        `overspeed rule, ${data.devices.filter((device) => device.speeding).length} speeding vehicles, ` +
        `${SOCKETS} Alert Center sockets; built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return data;
  } finally {
    await database.close();
  }
}

async function runInstances(
  count: number,
  url: string,
  data: ScaleData,
  admin: CpuMeter,
  load: ChildProcess,
) {
  const servers: BenchServer[] = [];
  const clients = forkClients(fileURLToPath(import.meta.url));
  const rows: Row[] = [];
  try {
    for (let i = 0; i < count; i++)
      servers.push(await startServer({ databaseUrl: url, jwtSecret: JWT_SECRET }));
    const socketServer = servers.at(-1)?.url.replace('http', 'ws') as string;
    await ask(clients, { connect: { url: `${socketServer}/ws`, tokens: data.tokens } });
    const urls = servers.map((server) => server.url);
    // Warm-up (JIT, pools, the rule cache of each instance): not counted.
    const warm = await driveLoad(load, { urls, devices: data.devices, rate: START_RATE, seconds: 3 });
    await alertDelays(clients, warm.alerts);
    let rate = START_RATE;
    for (let step = 0; step < MAX_STEPS; step++) {
      const meter = await admin.start(
        servers.map((server) => server.pid),
        [load.pid, clients.pid].filter((pid) => pid !== undefined),
      );
      const result = await driveLoad(load, { urls, devices: data.devices, rate, seconds: STEP_SECONDS });
      const cpu = await meter();
      const alerts = await alertDelays(clients, result.alerts);
      const stored = await admin.storedAlerts(result.alerts.map(([key]) => key));
      const errors = Object.values(result.errors).reduce((a, b) => a + b, 0);
      const row: Row = {
        instances: count,
        offered: rate,
        sent: result.offered,
        answered: result.answered / result.seconds,
        errors,
        errorKinds: result.errors,
        alertsExpected: alerts.expected,
        alertsReceived: alerts.received,
        alertsStored: stored,
        delay: [50, 95, 99].map((p) => percentile(alerts.delays, p)) as [number, number, number],
        latencyP99: percentile(result.latencies, 99),
        ...cpu,
      };
      rows.push(row);
      console.log(
        `  ${count} instance(s), offered ${Math.round(rate)}/s: answered ${row.answered.toFixed(0)}/s`,
      );
      if (row.answered < 0.9 * rate || errors > 0.01 * result.offered) break;
      rate *= RATE_FACTOR;
    }
  } finally {
    clients.kill();
    for (const server of servers) await server.stop();
  }
  return rows;
}

async function main() {
  const { url, drop } = await benchDatabase();
  try {
    const data = await prepare(url);
    console.log(
      `Machine: ${cpus().length} cores. Steps of ${STEP_SECONDS} s from ${START_RATE}/s, x${RATE_FACTOR}, ` +
        `at most ${MAX_STEPS}; load generator and sockets in child processes on the same machine`,
    );
    const admin = await CpuMeter.open(url);
    // One load process for every run: it keeps each device's step, so a speeding vehicle's fixes
    // keep alternating across runs and each fast one after a slow one is an alert.
    const load = forkLoad();
    const rows: Row[] = [];
    try {
      for (const count of INSTANCES) rows.push(...(await runInstances(count, url, data, admin, load)));
    } finally {
      load.kill();
      await admin.close();
    }
    printTable(rows);
    console.log(bottleneck(rows, cpus().length));
  } finally {
    await drop();
  }
}

if (process.env.BENCH_ROLE === 'clients') {
  runClients((payload) => {
    const alert = payload as { vehicleId: number | null; createdOn: string };
    return alert.vehicleId === null ? null : alertKey(alert.vehicleId, Date.parse(alert.createdOn));
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
