/**
 * The track query (GET /api/telemetry/v1/vehicle/{id}/track, `positionsInWindowQuery`) before and
 * after telemetry_positions became monthly partitions (issue 20 item 4), on the same rows, on
 * PostgreSQL: BENCH_TRACK_VEHICLES (20) vehicles with a fix every 5 minutes over the last
 * BENCH_TRACK_DAYS (395) days (2.3 million rows by default), written into the plain table at migration
 * 2026-11-27T1100; BENCH_TRACK_QUERIES (400) windows of one day and as many of seven days, the same
 * ones before and after; then the partitioning migration (its duration is printed: it copies every
 * row) and the same windows again. Beside the times, the buffer pages a query reads and its planning
 * time (median of 50 EXPLAIN ANALYZE), which others' load on a shared machine does not sway.
 *
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres npx tsx bench/telemetry-track.bench.ts
 *
 * It creates a database `armada_bench_track_<time>` on that server and drops it at the end.
 */
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { migrationProvider } from '../apps/server/src/db/migrations';
import type { Database } from '../apps/server/src/db/schema';
import { positionsInWindowQuery } from '../apps/server/src/modules/telemetry/track-service';
import { buildCompany, buildVehicle } from '../apps/server/src/seed/builders/builders';
import { withAdminClient } from '../apps/server/test/database';
import { percentile } from './figures';

const VEHICLES = Number(process.env.BENCH_TRACK_VEHICLES || 20);
const DAYS = Number(process.env.BENCH_TRACK_DAYS || 395);
const QUERIES = Number(process.env.BENCH_TRACK_QUERIES || 400);
const DAY_MS = 86_400_000;
const BEFORE = '2026-11-27T1100_driver_load_adjustment';

interface Window {
  vehicleId: number;
  from: Date;
  to: Date;
}

/** A small deterministic generator, so both runs read the same windows. */
function windows(vehicleIds: readonly number[], lengthDays: number, now: number): Window[] {
  let seed = 20_261_127 + lengthDays;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: QUERIES }, () => {
    const from = new Date(now - (DAYS - lengthDays) * DAY_MS * next() - lengthDays * DAY_MS);
    return {
      vehicleId: vehicleIds[Math.floor(next() * vehicleIds.length)] as number,
      from,
      to: new Date(from.getTime() + lengthDays * DAY_MS),
    };
  });
}

async function measure(db: Kysely<Database>, label: string, all: Window[]) {
  // One uncounted pass warms the cache, as a server's would be.
  for (const window of all.slice(0, 20)) {
    await positionsInWindowQuery(db, { kind: 'vehicle', id: window.vehicleId }, window).execute();
  }
  const times: number[] = [];
  let rows = 0;
  for (const window of all) {
    const started = performance.now();
    rows += (await positionsInWindowQuery(db, { kind: 'vehicle', id: window.vehicleId }, window).execute())
      .length;
    times.push(performance.now() - started);
  }
  const work = await pagesRead(db, all.slice(0, 50));
  console.log(
    `   ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms (${all.length} queries, ${Math.round(rows / all.length)} positions each); ` +
      `pages read a query (median) ${percentile(work.pages, 50)}, planning ${percentile(work.planning, 50).toFixed(2)} ms`,
  );
}

/**
 * What a query costs that the load of others on a shared machine does not sway: the buffer pages it
 * reads (EXPLAIN ANALYZE, BUFFERS), and its planning time.
 */
async function pagesRead(db: Kysely<Database>, some: Window[]) {
  const pages: number[] = [];
  const planning: number[] = [];
  for (const window of some) {
    const compiled = positionsInWindowQuery(db, { kind: 'vehicle', id: window.vehicleId }, window).compile();
    const result = await db.executeQuery<{ 'QUERY PLAN': [ExplainRoot] }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const root = result.rows[0]?.['QUERY PLAN'][0] as ExplainRoot;
    pages.push(root.Plan['Shared Hit Blocks'] + root.Plan['Shared Read Blocks']);
    planning.push(root['Planning Time']);
  }
  return { pages, planning };
}

interface ExplainRoot {
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
  'Planning Time': number;
}

async function generate(db: Kysely<Database>, now: number): Promise<number[]> {
  const company = await buildCompany(db, { name: 'PT Beban Jejak' });
  const vehicleIds: number[] = [];
  for (let i = 0; i < VEHICLES; i++) vehicleIds.push((await buildVehicle(db, { company_id: company.id })).id);
  const start = new Date(now - DAYS * DAY_MS);
  await sql`insert into telemetry_positions (company_id, vehicle_id, fix_on, latitude, longitude, speed_kmh)
    select ${company.id}, v.id, ${start}::timestamptz + n * interval '5 minutes',
      -6.2 + (n % 1000) / 10000.0, 106.8 + (v.id % 100) / 1000.0, 40
    from unnest(${vehicleIds}::int[]) as v(id), generate_series(0, ${DAYS * 288 - 1}) as n`.execute(db);
  await sql`analyze telemetry_positions`.execute(db);
  return vehicleIds;
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (the benchmark creates and drops its own database).',
    );
    process.exit(1);
  }
  const name = `armada_bench_track_${Date.now()}`;
  const admin = (statement: string) => withAdminClient(serverUrl, (client) => client.query(statement));
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  try {
    const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(BEFORE);
    if (error) throw error;
    const now = Date.now();
    let started = performance.now();
    const vehicleIds = await generate(database.db, now);
    const count = VEHICLES * DAYS * 288;
    console.log(
      `Generated ${count} positions of ${VEHICLES} vehicles over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const oneDay = windows(vehicleIds, 1, now);
    const sevenDays = windows(vehicleIds, 7, now);
    console.log('1. One plain table:');
    await measure(database.db, 'one-day window', oneDay);
    await measure(database.db, 'seven-day window', sevenDays);
    started = performance.now();
    await migrateToLatest(database.db);
    await sql`analyze telemetry_positions`.execute(database.db);
    console.log(
      `2. Migrated to monthly partitions in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
    );
    await measure(database.db, 'one-day window', oneDay);
    await measure(database.db, 'seven-day window', sevenDays);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
