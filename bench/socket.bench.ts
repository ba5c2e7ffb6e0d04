/**
 * Live socket benchmark (issue 12 item 9): 1,000 sockets of one company connected to `/ws`, each its
 * own user with the Alert Center scopes; alerts are published one by one through publishLiveEvent in
 * their own transactions (as the rule engine will), at a steady rate. For every socket and event it
 * measures the delay from the start of the publishing transaction to the socket's receipt of
 * `alert-center-new` (commit, NOTIFY, LISTEN, filter, send, the client reading the frame), and prints
 * p50/p95/p99 (target p99 <= 100 ms). A second run sends events over the NOTIFY limit, which go by
 * the `live_events` table.
 *
 *   npx tsx bench/socket.bench.ts                                   # embedded PGlite, in memory
 *   DATABASE_URL=postgres://user@host:port/postgres npx tsx bench/socket.bench.ts
 *
 * On PostgreSQL it creates a database `armada_bench_socket_<time>` on that server and drops it at the
 * end. BENCH_SOCKETS (1000), BENCH_EVENTS (200), BENCH_RATE (events a second, 20). The sockets'
 * clients run in a child process (as browsers would be elsewhere); on a 2-core machine it still
 * shares the cores with the server and the database it measures.
 */
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ROLE_SCOPES } from '@armada/domain';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { signToken } from '../apps/server/src/auth/tokens';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { type LiveEvent, publishLiveEvent } from '../apps/server/src/modules/live/publish';
import { buildCompany, buildUser } from '../apps/server/src/seed/builders/builders';
import { percentile } from './figures';
import { ask, forkClients, now, runClients } from './socket-clients';

const SOCKETS = Number(process.env.BENCH_SOCKETS || 1_000);
const EVENTS = Number(process.env.BENCH_EVENTS || 200);
const RATE = Number(process.env.BENCH_RATE || 20);
const LARGE_EVENTS = 20;
const SECRET = new TextEncoder().encode('bench-secret-that-is-long-enough-0123456789abcdef');

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const spread = (values: number[]) =>
  `p50 ${fmt(percentile(values, 50))}, p95 ${fmt(percentile(values, 95))}, p99 ${fmt(percentile(values, 99))}, max ${fmt(values.reduce((a, b) => Math.max(a, b), 0))}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function generate(database: DatabaseHandle) {
  return database.db.transaction().execute(async (trx) => {
    const company = await buildCompany(trx, { name: 'PT Beban Soket' });
    const tokens: string[] = [];
    for (let i = 0; i < SOCKETS; i++) {
      const user = await buildUser(trx, { company_id: company.id, scopes: [...ROLE_SCOPES.admin] });
      tokens.push(await signToken({ userId: user.id, companyId: company.id }, SECRET, 3_600));
    }
    return { companyId: company.id, tokens };
  });
}

/** A new alert as the Alert Center will send it; `padding` pushes it over the NOTIFY limit. */
function alertEvent(companyId: number, seq: number, padding = ''): LiveEvent {
  return {
    event: 'alert-center-new',
    companyId,
    audience: {
      kind: 'alert',
      urgency: seq % 2 ? 'URGENT' : 'IMPORTANT',
      vehicleId: 1,
      vehicleGroupIds: [1],
    },
    data: {
      seq,
      rawAlertId: String(100_000 + seq),
      alertCode: 101,
      alertFlag: 'OVERSPEED',
      alertData: '92|80|65',
      formattedAlertData: 'Kecepatan 92 km/j melebihi batas 80 km/j selama 65 detik',
      createdOn: new Date().toISOString(),
      vehicleId: 1,
      licensePlate: 'B 1234 UJI',
      driverName: 'Budi Santoso',
      address: 'Jl. Jenderal Sudirman No. 1, Jakarta Pusat, DKI Jakarta',
      latitude: -6.2088,
      longitude: 106.8456,
      isUrgent: seq % 2 === 1,
      isImportant: seq % 2 === 0,
      alertRuleIds: [1],
      note: padding,
    },
  };
}

/** Publishes `count` events at `rate` a second; answers when each transaction started. */
async function publishRun(
  database: DatabaseHandle,
  companyId: number,
  first: number,
  count: number,
  padding = '',
) {
  const startedAt = new Map<number, number>();
  const runStart = performance.now();
  for (let i = 0; i < count; i++) {
    const seq = first + i;
    const due = runStart + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await pause(wait);
    startedAt.set(seq, now());
    await database.db
      .transaction()
      .execute((trx) => publishLiveEvent(trx, alertEvent(companyId, seq, padding)));
  }
  return startedAt;
}

async function measure(clients: ChildProcess, startedAt: Map<number, number>) {
  const answer = await ask(clients, { collect: [...startedAt.keys()].map(String) });
  if (!('receipts' in answer)) throw new Error('the client process answered out of turn');
  const delays: number[] = [];
  const lastSocket: number[] = [];
  for (const [seq, times] of answer.receipts) {
    const start = startedAt.get(Number(seq)) ?? Number.NaN;
    for (const at of times) delays.push(at - start);
    lastSocket.push(times.reduce((last, at) => Math.max(last, at - start), 0));
  }
  return { delays, lastSocket, missing: SOCKETS * startedAt.size - delays.length };
}

async function openBenchDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, drop: async () => undefined };
  }
  const name = `armada_bench_socket_${Date.now()}`;
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

async function main() {
  const { database, drop } = await openBenchDatabase();
  try {
    await migrateToLatest(database.db);
    let started = performance.now();
    const { companyId, tokens } = await generate(database);
    console.log(
      `Database: ${database.kind}. ${SOCKETS} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // The tail is mostly one socket write per client: it follows how busy the machine is.
    console.log(
      `Machine: ${cpus().length} cores, load ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
    const app = await buildApp({ database, jwtSecret: SECRET });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
    const clients = forkClients(fileURLToPath(import.meta.url));
    started = performance.now();
    const connected = await ask(clients, { connect: { url, tokens } });
    console.log(
      `${'connected' in connected ? connected.connected : 0} sockets connected in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (clients in a process of their own)`,
    );
    try {
      await measure(clients, await publishRun(database, companyId, -10, 10));
      const cpu = process.cpuUsage();
      const run = await measure(clients, await publishRun(database, companyId, 1, EVENTS));
      const used = process.cpuUsage(cpu);
      console.log(
        `1. ${EVENTS} alerts at ${RATE}/s to ${SOCKETS} sockets (${run.delays.length} receipts, ${run.missing} missing)`,
      );
      console.log(`   publish to receipt:          ${spread(run.delays)}`);
      console.log(`   publish to the last socket:  ${spread(run.lastSocket)}`);
      console.log(
        `   server process CPU an alert: ${((used.user + used.system) / 1000 / EVENTS).toFixed(2)} ms ` +
          `(publish, ${database.kind === 'pglite' ? 'the embedded database, ' : ''}LISTEN, filter, ${SOCKETS} sends)`,
      );
      const padding = 'x'.repeat(10_000);
      const large = await measure(
        clients,
        await publishRun(database, companyId, 100_000, LARGE_EVENTS, padding),
      );
      console.log(
        `2. ${LARGE_EVENTS} alerts of ~10 KB (by the live_events table): ${spread(large.delays)} (${large.missing} missing)`,
      );
    } finally {
      clients.kill();
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

if (process.env.BENCH_ROLE === 'clients') {
  runClients((data) => String((data as { seq: number }).seq));
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
