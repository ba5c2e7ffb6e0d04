/**
 * GPS intake benchmark with a scaling table (issue 22 items 1, 3, 4, 5, 6): what one server instance
 * answers and what a position costs as fleets and rule sets grow, through real processes only: the
 * server (apps/server/src/main.ts) as a child process, a load generator in its own child process (so it
 * does not take the server's event loop), Alert Center sockets in another, and PostgreSQL on this
 * machine (a throwaway cluster, or BENCH_DATABASE_URL's server: a database of its own, dropped after).
 *
 * A configuration (BENCH_MATRIX, tasks x rules [@ devices], default
 * 100x1,1000x1,1000x50,1000x1@1000,1000x50@1000,10000x1,10000x50) is a fresh database with that many active tasks, each its own vehicle (imei), driver, garage and two stop
 * geofences: half Dijadwalkan with auto_start_type GEOFENCE, half Perjalanan with autocomplete on;
 * and that many active alert rules: one overspeed rule (over 80 km/h, fires at once), plus for 50 the
 * telemetry bench's mix (intake-rules.ts). One on-the-way vehicle in BENCH_SPEEDING_EVERY (50) alternates fixes over and under
 * the limit, so every other one of its positions makes an alert. Positions are OsmAnd GETs, each device
 * waiting for its previous answer as a tracker does, fixes newer each time (intake-load.ts). Runs:
 *
 * - warm-up: every device twice, its first fix 3 minutes old, not counted (each auto-start vehicle is
 *   seen inside its garage; every vehicle's first minute under the rules, a wave of state changes and
 *   alerts, is over before the peak);
 * - peak: closed loop for BENCH_SECONDS (15), BENCH_CONCURRENCY (256) devices at once: positions/s
 *   answered 200, answer p50/p95/p99, server and PostgreSQL CPU ms a position (/proc), machine busy %;
 * - gateway peak: the same devices' positions as JSON batches to /api/telemetry/v1/positions with the
 *   company's API keys (one a gateway, built with the dataset: the server limits a key to 600 requests a
 *   minute), BENCH_GATEWAY_BATCH (100) positions a request, each a different device,
 *   BENCH_GATEWAY_CONCURRENCY (8, at most 16) gateways at once, closed loop for BENCH_SECONDS,
 *   the fixes the next of each device's journey (intake-gateway.ts); positions answered (accepted +
 *   duplicates of the 200s) a second, request p95, CPU ms a position; a 503 is waited and resent;
 * - steady at 80 % of the peak on a clock (BENCH_STEADY_RATE, positions a second, instead: the delays
 *   at a load the machine has room for, such as a 5,000-vehicle fleet's 1,000/s): delay p95/p99 from the scheduled send to the answer (a
 *   backlog counts); position-to-auto-start p95 (the first 100 auto-start vehicles, fewer in a smaller
 *   fleet, leave their garage during this run, departures spread over its first 80 %; the start is in
 *   the answer of the first position outside, and the tasks are checked Dimulai after); position-to-`alert-center-new` p95 on every socket;
 * - overload at 150 %: the server's max RSS (VmRSS every 250 ms) and the answers by status; a 503 (a
 *   full intake queue) or 429 (the per-device limit) is waited for Retry-After and the same position sent
 *   again, as Traccar Client does, and counted;
 * - nothing lost: positions stored against the positions answered 200 (a resend is the same fix).
 *
 * Then the table and the flatness of the cost a position (server + PostgreSQL CPU) from 1,000 to 10,000
 * tasks (target within 20 %), between rows where every reporting device is on a task (1000xR@1000 and
 * 10000xR): a position of a vehicle on a task costs more (its fences, the automation) than one of a
 * vehicle between tasks, so 1,000 tasks among 2,000 devices against 10,000 among 10,000 would measure
 * that share, not the growth of the fleet. No figure is asserted; the run prints.
 *
 *   npm run bench:intake
 *   BENCH_MATRIX=100x1 BENCH_SECONDS=5 npm run bench:intake              # a short run
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres npm run bench:intake
 *   BENCH_PROFILE=/tmp/prof npm run bench:intake     # server --cpu-prof, top 15 of pg_stat_statements
 *   BENCH_PGLITE=1 BENCH_MATRIX=1000x1 npm run bench:intake   # the embedded database (DATA_DIR)
 *
 * BENCH_PGLITE=1 runs the server on its embedded PGlite (no DATABASE_URL) and, during the peak, the web
 * app's fleet task list request every 100 ms from the load process: "list p95 during burst".
 * BENCH_SOCKETS (3) Alert Center sockets. BENCH_DEVICES (2,000): devices reporting at least; vehicles
 * without an active task make up the difference, so no device passes the per-device limit (300 a
 * minute) at the peak and the smaller fleets measure the same intake, not the limit. Each device keeps
 * one keep-alive connection (raw-http.ts), as a tracker does.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseTarget, migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { withAdminClient } from '../apps/server/test/database';
import { numberEnv } from './figures';
import { buildIntakeData, type IntakeData } from './intake-data';
import { forkIntakeLoad } from './intake-load';
import { printTopStatements, resetStatements, storedOutcome } from './intake-measure';
import { runPhases } from './intake-phases';
import { flatness, type IntakeRow, printIntakeTable } from './intake-report';
import { alertKey } from './scale-out-load';
import { startServer, startTemporaryPostgres } from './scale-out-processes';
import { ask, forkClients, runClients } from './socket-clients';

const SECONDS = numberEnv('BENCH_SECONDS', 15);
const CONCURRENCY = numberEnv('BENCH_CONCURRENCY', 256);
/** Devices reporting, at least (vehicles without a task beyond the tasks'): 300 a minute each at most. */
const DEVICES = numberEnv('BENCH_DEVICES', 2_000);
const SOCKETS = numberEnv('BENCH_SOCKETS', 3);
/** One on-the-way vehicle in this many speeds (every other fix of it an alert). */
const SPEEDING_EVERY = numberEnv('BENCH_SPEEDING_EVERY', 50);
const GATEWAY_BATCH = numberEnv('BENCH_GATEWAY_BATCH', 100);
const GATEWAY_CONCURRENCY = numberEnv('BENCH_GATEWAY_CONCURRENCY', 8);
/** Auto-start vehicles leaving their garage in the steady run (BENCH_LEAVERS): the same starts in every configuration. */
const LEAVERS = numberEnv('BENCH_LEAVERS', 100);
const STEADY_RATE = process.env.BENCH_STEADY_RATE ? numberEnv('BENCH_STEADY_RATE', 0) : null;
const PGLITE = process.env.BENCH_PGLITE === '1';
const PROFILE = process.env.BENCH_PROFILE || null;
/**
 * TASKSxRULES[@DEVICES]: DEVICES (else BENCH_DEVICES) devices report, at least as many as tasks. The
 * @1000 rows put every reporting device on a task, as the 10,000-task rows do, for the flatness line.
 */
const MATRIX = (process.env.BENCH_MATRIX || '100x1,1000x1,1000x50,1000x1@1000,1000x50@1000,10000x1,10000x50')
  .split(',')
  .map((cell) => {
    const [size = '', devices] = cell.split('@');
    const [tasks, rules] = size.split('x').map(Number) as [number, number];
    return { tasks, rules, devices: Math.max(tasks, devices === undefined ? DEVICES : Number(devices)) };
  });
const JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789abcdef';

/** Where a configuration's data lives: a database on the PostgreSQL server, or a PGlite folder. */
interface Store {
  target: DatabaseTarget;
  /** The server's DATABASE_URL, or its DATA_DIR on PGlite. */
  server: { databaseUrl?: string; dataDir?: string };
  drop: () => Promise<void>;
}

async function postgresStore(serverUrl: string): Promise<Store> {
  const name = `armada_bench_intake_${Date.now()}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    server: { databaseUrl: url.toString() },
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}

function pgliteStore(): Store {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'armada-bench-intake-'));
  return {
    target: { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    server: { dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function prepare(store: Store, tasks: number, rules: number, devices: number): Promise<IntakeData> {
  const database = await openDatabase(store.target);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const data = await database.db.transaction().execute((trx) =>
      buildIntakeData(trx, {
        tasks,
        devices,
        rules,
        speedingEvery: SPEEDING_EVERY,
        leavers: LEAVERS,
        users: SOCKETS,
        secret: new TextEncoder().encode(JWT_SECRET),
      }),
    );
    // Vacuumed as well as analysed: autovacuum visits a freshly loaded table within its first minute,
    // which at 10,000 tasks can fall inside a run. One such run read PostgreSQL at 0.397 ms a position
    // against 0.244 with 50 rules; the cause was not confirmed, the vacuum takes it out of the runs.
    await sql`vacuum analyze`.execute(database.db);
    console.log(
      `\n${tasks} tasks x ${rules} rule(s) on ${PGLITE ? 'PGlite' : 'PostgreSQL'}: dataset built in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return data;
  } finally {
    await database.close();
  }
}

/** Nothing lost: what the database holds against what was answered 200 (read with the server stopped). */
async function checkStored(store: Store, answered: number, leftGarage: number[]) {
  const database = await openDatabase(store.target);
  try {
    const stored = await storedOutcome(
      (text) => sql.raw<Record<string, unknown>>(text).execute(database.db),
      leftGarage,
    );
    console.log(
      `  stored ${stored.rows} of ${answered} answered, duplicates ${stored.rows - stored.distinct}; ` +
        `${stored.startedTasks} of ${leftGarage.length} tasks whose vehicle left its garage are Dimulai`,
    );
  } finally {
    await database.close();
  }
}

async function runConfiguration(
  store: Store,
  { tasks, rules, devices }: (typeof MATRIX)[number],
  load: ChildProcess,
) {
  const data = await prepare(store, tasks, rules, devices);
  const statements = PROFILE && store.server.databaseUrl ? new pg.Client(store.server.databaseUrl) : null;
  await statements?.connect();
  const profiled = statements ? await resetStatements(statements) : false;
  const server = await startServer({ ...store.server, jwtSecret: JWT_SECRET });
  const clients = forkClients(fileURLToPath(import.meta.url));
  try {
    await ask(clients, { connect: { url: `${server.url.replace('http', 'ws')}/ws`, tokens: data.tokens } });
    const result = await runPhases({
      serverUrl: server.url,
      serverPid: server.pid,
      databaseUrl: store.server.databaseUrl ?? null,
      data,
      load,
      clients,
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      listDuringPeak: PGLITE,
      steadyRate: STEADY_RATE,
      gatewayBatch: GATEWAY_BATCH,
      gatewayConcurrency: GATEWAY_CONCURRENCY,
    });
    if (statements && profiled) await printTopStatements(statements);
    await server.stop();
    await checkStored(store, result.answered, result.leftGarage);
    return { ...result.row, tasks, rules, devices };
  } finally {
    clients.kill();
    await server.stop();
    await statements?.end();
  }
}

async function main() {
  if (PROFILE) process.env.BENCH_SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${PROFILE}`;
  const given = process.env.BENCH_DATABASE_URL || null;
  const cluster = PGLITE || given ? null : await startTemporaryPostgres();
  const serverUrl = given ?? cluster?.url ?? null;
  console.log(
    `Machine: ${cpus().length} cores. Runs of ${SECONDS} s; load generator and sockets in child processes` +
      `${PROFILE ? `; server CPU profiles in ${PROFILE}` : ''}` +
      `${serverUrl ? `; PostgreSQL at ${new URL(serverUrl).host}` : ''}`,
  );
  const load = forkIntakeLoad();
  const rows: IntakeRow[] = [];
  try {
    for (const configuration of MATRIX) {
      const store = serverUrl ? await postgresStore(serverUrl) : pgliteStore();
      try {
        rows.push(await runConfiguration(store, configuration, load));
      } finally {
        await store.drop();
      }
    }
  } finally {
    load.kill();
    cluster?.stop();
  }
  printIntakeTable(rows);
  console.log(flatness(rows));
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
