/**
 * Alert Center list benchmark (issue 12 item 9) on PostgreSQL: 1,000,000 raw alerts over 4 companies
 * (40/30/20/10 %), 300 vehicles and the last 60 days, a mix of codes with their default urgency,
 * alerts over a day old mostly read and resolved (92 %), the last day's mostly not (30 %), 3 % flagged
 * false, user logs on a tenth of the handled ones, the rows on disk in the order they were made. One
 * `insert ... select ... from generate_series` makes them (no million round trips), then VACUUM
 * ANALYZE. It times the Alert Center's GraphQL operations as the web page calls them (POST
 * /api/graphql through app.inject: routing, the Bearer guard, validation, SQL, the presenter,
 * serialisation) for the largest company's admin, and prints p50/p95/p99 per query shape (target p95
 * <= 30 ms). Beside each: the call's SQL statements replayed bare right after it (the database's
 * share) and the server process's CPU time a call (what the app costs, whatever else the machine
 * runs). A shape over the target gets EXPLAIN ANALYZE of its statements.
 *
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres npm run bench:raw-alerts
 *
 * BENCH_ALERTS (1000000), BENCH_RUNS (200 per shape, after 10 to warm up), BENCH_EXPLAIN=1 (plans of
 * every shape, not only those over the target), BENCH_KEEP=1 (keep the database to study plans). It creates a database `armada_bench_alerts_<time>` on
 * that server and drops it at the end.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type Kysely, type LogEvent, sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import type { Database } from '../apps/server/src/db/schema';
import { withAdminClient } from '../apps/server/test/database';
import { percentile } from './figures';
import { generateAlerts, generateFleet, tableSizes } from './raw-alerts-generate';

const ALERTS = Number(process.env.BENCH_ALERTS || 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS || 200);
const WARMUP = 10;
const TARGET_P95_MS = 30;
const SECRET = new TextEncoder().encode('bench-secret-that-is-long-enough-0123456789abcdef');
const DAY_MS = 24 * 60 * 60_000;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const ENVELOPE = 'isSuccessful errorCode errorName message status';
const RAW_ALERT_FIELDS = `rawAlertId alertCode alertFlag alertData formattedAlertData alertRuleIds createdOn
  receivedOn vehicleId licensePlate driver { userId fullname } address latitude longitude mapUrl isRead
  isResolved isFalseAlert isUrgent isImportant autoPopup isLate timePassed sourceDeviceCategory iconUrl
  descriptionIdn descriptionEng userLogs { date logs { user { userId fullname } typeField data note createdOn userId } }
  lastUserFeedback { feedback userId createdOn }`;
const LIST = `query RawAlerts($filter: RawAlertFilter!) { rawAlerts(filter: $filter) { ${ENVELOPE}
  rawAlerts { data { ${RAW_ALERT_FIELDS} } pagination { page show total actualTotal } } } }`;
const COUNTS = `query Counts($filter: DateRangeInput) { unresolvedAlertCounts(filter: $filter) { ${ENVELOPE}
  unresolvedAlertCounts { urgent important } } }`;
const TOTALS = `query Totals($filter: DateRangeInput) { totalImportantAlerts(filter: $filter) { ${ENVELOPE}
  totalImportantAlerts { alertCode descriptionIdn descriptionEng total unresolved } } }`;

interface Shape {
  label: string;
  query: string;
  /** The variables of the n-th call: a real page asks for other days, vehicles and pages. */
  variables: (n: number) => Record<string, unknown>;
}

/** A day `daysAgo` days back (local midnight is near enough for a benchmark), as the page sends it. */
const dayRange = (daysAgo: number, days = 1) => {
  const end = Date.now() - daysAgo * DAY_MS;
  return { startDate: new Date(end - days * DAY_MS).toISOString(), endDate: new Date(end).toISOString() };
};

function shapes(vehicleIds: number[]): Shape[] {
  const list = (label: string, filter: (n: number) => Record<string, unknown>): Shape => ({
    label,
    query: LIST,
    variables: (n) => ({ filter: filter(n) }),
  });
  const vehicle = (n: number) => vehicleIds[n % vehicleIds.length];
  return [
    list('rawAlerts first page', () => ({ page: 1 })),
    list('rawAlerts pages 2-10', (n) => ({ page: 2 + (n % 9) })),
    list('rawAlerts pages 11-50', (n) => ({ page: 11 + (n % 40) })),
    list('rawAlerts isUrgent', () => ({ page: 1, isUrgent: true })),
    list('rawAlerts isImportant', () => ({ page: 1, isImportant: true })),
    list('rawAlerts isResolved false', () => ({ page: 1, isResolved: false })),
    list('rawAlerts isUrgent, isResolved false', () => ({ page: 1, isUrgent: true, isResolved: false })),
    list('rawAlerts isImportant, isResolved false, page 2', () => ({
      page: 2,
      isImportant: true,
      isResolved: false,
    })),
    list('rawAlerts unresolved as the badges count', () => ({
      page: 1,
      isUrgent: true,
      isResolved: false,
      isFalseAlert: false,
    })),
    list('rawAlerts isFalseAlert true', () => ({ page: 1, isFalseAlert: true })),
    list('rawAlerts one day (1-59 days ago)', (n) => ({ page: 1, ...dayRange(1 + (n % 59)) })),
    list('rawAlerts one week, isResolved false', (n) => ({
      page: 1,
      isResolved: false,
      ...dayRange(n % 53, 7),
    })),
    list('rawAlerts vehicleId', (n) => ({ page: 1, vehicleId: vehicle(n) })),
    list('rawAlerts vehicleId + one day', (n) => ({ page: 1, vehicleId: vehicle(n), ...dayRange(n % 59) })),
    list('rawAlerts alertCode 8 (20 % of rows)', () => ({ page: 1, alertCode: 8 })),
    list('rawAlerts alertCode 1 (1 % of rows)', () => ({ page: 1, alertCode: 1 })),
    list('rawAlerts alertCode 110, isResolved false', () => ({ page: 1, alertCode: 110, isResolved: false })),
    { label: 'unresolvedAlertCounts', query: COUNTS, variables: () => ({}) },
    { label: 'unresolvedAlertCounts today', query: COUNTS, variables: () => ({ filter: dayRange(0) }) },
    { label: 'totalImportantAlerts today', query: TOTALS, variables: () => ({ filter: dayRange(0) }) },
    {
      label: 'totalImportantAlerts last 2 days',
      query: TOTALS,
      variables: () => ({ filter: dayRange(0, 2) }),
    },
    {
      label: 'totalImportantAlerts 7 days',
      query: TOTALS,
      variables: (n) => ({ filter: dayRange(n % 53, 7) }),
    },
    // The page always sends its dates (spec: 'with date filter'; the initial window is 2 days).
    { label: 'totalImportantAlerts all time (no page sends it)', query: TOTALS, variables: () => ({}) },
  ];
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (the benchmark creates and drops its own database).',
    );
    process.exit(1);
  }
  const name = `armada_bench_alerts_${Date.now()}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  let capturing = false;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    log: (event: LogEvent) => {
      if (capturing && event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    await migrateToLatest(database.db);
    let started = performance.now();
    const fleet = await database.db.transaction().execute((trx) => generateFleet(trx, SECRET));
    await database.db.connection().execute((connection) => generateAlerts(connection, fleet, ALERTS));
    const filled = (performance.now() - started) / 1000;
    started = performance.now();
    // What autovacuum does after a bulk load anyway (its insert threshold), done now so that it does
    // not happen in the middle of the timings: statistics, and the visibility map index-only scans need.
    await sql`vacuum (analyze) raw_alerts, raw_alert_user_logs`.execute(database.db);
    await sql`analyze`.execute(database.db);
    console.log(
      `Generated in ${filled.toFixed(1)} s, vacuumed and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s. ` +
        `${await tableSizes(database.db)}. Measured: company ${fleet.measured.id} (the largest)`,
    );
    console.log(
      `Machine: ${cpus().length} cores, load ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
    const app = await buildApp({ database, jwtSecret: SECRET });
    const headers = { authorization: `Bearer ${fleet.token}`, 'content-type': 'application/json' };
    const call = async (shape: Shape, n: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: JSON.stringify({ query: shape.query, variables: shape.variables(n) }),
      });
      const body = response.json() as { data?: Record<string, { isSuccessful: boolean }> };
      const answer = body.data ? Object.values(body.data)[0] : undefined;
      if (response.statusCode !== 200 || !answer?.isSuccessful)
        throw new Error(`${shape.label}: ${response.statusCode} ${response.body.slice(0, 500)}`);
      return body;
    };
    const missed: string[] = [];
    try {
      for (const shape of shapes(fleet.measured.vehicleIds)) {
        for (let i = 0; i < WARMUP; i++) await call(shape, i);
        const apiTimes: number[] = [];
        const bareTimes: number[] = [];
        let cpuMs = 0;
        let sample = '';
        for (let i = 0; i < RUNS; i++) {
          captured.length = 0;
          capturing = true;
          const cpu = process.cpuUsage();
          let start = performance.now();
          const body = await call(shape, i);
          apiTimes.push(performance.now() - start);
          const used = process.cpuUsage(cpu);
          cpuMs += (used.user + used.system) / 1000;
          capturing = false;
          if (i === 0) sample = describeAnswer(body);
          // The same statements again, bare: what the database took, apart from the app and the wait for a core.
          const statements = captured.filter((statement) => statement.sql.includes('raw_alert'));
          start = performance.now();
          for (const statement of statements)
            await database.db.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters]));
          bareTimes.push(performance.now() - start);
        }
        const p95 = percentile(apiTimes, 95);
        const verdict = p95 <= TARGET_P95_MS ? '' : `  OVER ${TARGET_P95_MS} ms`;
        console.log(
          `${shape.label.padEnd(48)} p50 ${fmt(percentile(apiTimes, 50))}, p95 ${fmt(p95)}, p99 ${fmt(percentile(apiTimes, 99))}` +
            ` | SQL alone p50 ${fmt(percentile(bareTimes, 50))}, p95 ${fmt(percentile(bareTimes, 95))}` +
            ` | server CPU ${(cpuMs / RUNS).toFixed(1)} ms a call (${sample})${verdict}`,
        );
        if (verdict || process.env.BENCH_EXPLAIN) {
          if (verdict) missed.push(shape.label);
          captured.length = 0;
          capturing = true;
          await call(shape, 0);
          capturing = false;
          await explain(database.db, captured);
        }
      }
    } finally {
      await app.close();
    }
    console.log(
      `Load at the end: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      missed.length === 0
        ? `Every shape within p95 <= ${TARGET_P95_MS} ms.`
        : `Over the target: ${missed.join('; ')}`,
    );
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`Kept the database ${name} (BENCH_KEEP): drop it when done.`);
    else
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
  }
}

/** What an answer held: the page's rows and total, or the counts. */
function describeAnswer(body: { data?: Record<string, unknown> }): string {
  const answer = Object.values(body.data ?? {})[0] as Record<string, unknown>;
  const page = answer.rawAlerts as { data: unknown[]; pagination: { total: number } } | undefined;
  if (page) return `${page.data.length} rows of ${page.pagination.total}`;
  if (answer.unresolvedAlertCounts) return JSON.stringify(answer.unresolvedAlertCounts);
  const totals = answer.totalImportantAlerts as { total: number }[] | undefined;
  return `${totals?.length ?? 0} codes, ${totals?.reduce((sum, row) => sum + row.total, 0) ?? 0} alerts`;
}

/** The plans of a shape's statements, leaving out the guard's user lookup. */
async function explain(db: Kysely<Database>, statements: { sql: string; parameters: readonly unknown[] }[]) {
  for (const statement of statements) {
    if (!statement.sql.includes('raw_alert')) continue;
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, costs off) ${statement.sql}`, [...statement.parameters]),
    );
    console.log(`    ${statement.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
    for (const row of plan.rows) console.log(`      ${row['QUERY PLAN']}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
