/**
 * Report benchmark (issue 26 item 11) on PostgreSQL: 20,000 tasks (the fleet task benchmark's data,
 * `generate.ts`) spread over the last 90 days, started and ended ones with their departures, arrivals
 * and delivered orders, and 50,000 Alert Center alerts. Measures GET /report/v1/operations for a
 * 30-day and a 90-day range and GET /platform/v1/dashboard/operations through the whole API
 * in-process. Prints p50/p95; the target is p95 <= 300 ms for the report.
 *
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres npm run bench:report
 *
 * It creates a fresh database `armada_bench_report_<time>` on that server and drops it at the end
 * (kept with BENCH_KEEP=1).
 */
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import type { Database } from '../apps/server/src/db/schema';
import { withAdminClient } from '../apps/server/test/database';
import { percentile } from './figures';
import { generateBenchData } from './generate';

const TASKS = Number(process.env.BENCH_TASKS || 20_000);
const ALERTS = Number(process.env.BENCH_ALERTS || 50_000);
const WARMUP = 5;
const RUNS = Number(process.env.BENCH_RUNS || 100);
const TARGET_P95_MS = 300;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/**
 * Moves the generated tasks into the past 90 days and gives the ones that ran departures (a quarter
 * late), arrivals, completed drops and delivered orders; adds alerts naming the tasks' drivers.
 */
async function shapeForReports(db: Kysely<Database>, companyId: number) {
  await sql`
    update fleet_tasks set
      expected_departure_on = date_trunc('hour', now()) - ((abs(hashtext(id::text)) % 2160) * interval '1 hour'),
      estimated_arrival_on = null
    where company_id = ${companyId}`.execute(db);
  await sql`
    update fleet_tasks set
      actual_departure_on = expected_departure_on + ((abs(hashtext(number)) % 40) * interval '1 minute'),
      estimated_arrival_on = expected_departure_on + interval '6 hours',
      actual_arrival_on = case when status = 'ENDED'
        then expected_departure_on + interval '6 hours' + ((abs(hashtext(number || 'a')) % 30) * interval '1 minute') end
    where company_id = ${companyId} and status in ('STARTED', 'ENDED')`.execute(db);
  await sql`
    update fleet_task_activities act set status = 'COMPLETED', completed_on = t.actual_arrival_on
    from fleet_tasks t
    where t.id = act.fleet_task_id and t.company_id = ${companyId} and t.status = 'ENDED'`.execute(db);
  await sql`
    update delivery_orders o set status = 'DELIVERED'
    where o.company_id = ${companyId} and exists (
      select 1 from fleet_task_activities act
      where act.delivery_order_id = o.id and act.type = 'DROP' and act.status = 'COMPLETED')`.execute(db);
  await sql`
    insert into raw_alerts (company_id, alert_code, vehicle_id, driver_user_id, created_on, is_urgent, is_important)
    select ${companyId}::int, 8, t.vehicle_id, t.driver_user_id,
      t.expected_departure_on + ((g % 300) * interval '1 minute'), g % 5 = 0, g % 5 <> 0
    from generate_series(1, ${ALERTS}::int) g
    join (select id, vehicle_id, driver_user_id, expected_departure_on,
            row_number() over (order by id) as seq from fleet_tasks where company_id = ${companyId}) t
      on t.seq = 1 + g % ${TASKS}::int`.execute(db);
  await sql`analyze`.execute(db);
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (the benchmark creates and drops its own database).',
    );
    process.exit(1);
  }
  const name = `armada_bench_report_${Date.now()}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  let failed = false;
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const data = await database.db.transaction().execute(async (trx) => {
      const generated = await generateBenchData(trx, { tasks: TASKS, ordersPerTask: 3, longRouteStops: 2 });
      await shapeForReports(trx, generated.companyId);
      return generated;
    });
    console.log(
      `Generated ${TASKS} tasks and ${ALERTS} alerts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const app = await buildApp({
      database,
      jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-0123456789abcdef'),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: data.email, password: data.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    const measure = async (label: string, path: string, target?: number) => {
      const call = async () => {
        const response = await app.inject({ method: 'GET', url: path, headers });
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
        return response;
      };
      for (let i = 0; i < WARMUP; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
      const p95 = percentile(times, 95);
      const verdict =
        target === undefined
          ? ''
          : p95 <= target
            ? ` (target <= ${target} ms: met)`
            : ` (target <= ${target} ms: MISSED)`;
      if (target !== undefined && p95 > target) failed = true;
      console.log(
        `${label}: p50 ${fmt(percentile(times, 50))}, p95 ${fmt(p95)}, max ${fmt(Math.max(...times))}${verdict}`,
      );
    };

    const sample = (
      await app.inject({
        method: 'GET',
        url: `/api/report/v1/operations?from=${day(-29)}&to=${day(0)}`,
        headers,
      })
    ).json().data;
    console.log(
      `30-day report: ${sample.punctuality.length} days, ${sample.vehicles.length} vehicles, ${sample.drivers.length} drivers, ${sample.customers.length} customers, ${sample.driver_alerts.length} drivers with alerts`,
    );
    await measure(
      'GET /report/v1/operations (30 days)',
      `/api/report/v1/operations?from=${day(-29)}&to=${day(0)}`,
      TARGET_P95_MS,
    );
    await measure(
      'GET /report/v1/operations (90 days, every task)',
      `/api/report/v1/operations?from=${day(-90)}&to=${day(0)}`,
      TARGET_P95_MS,
    );
    await measure('GET /platform/v1/dashboard/operations', '/api/platform/v1/dashboard/operations');
    await app.close();
  } finally {
    await database.close();
    // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE of a slow figure.
    if (process.env.BENCH_KEEP) console.log(`Kept database ${name}`);
    else
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
