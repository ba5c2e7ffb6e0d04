/**
 * Fleet task benchmark (fleet-task issue, item 9) on PostgreSQL: 20,000 tasks with 200,000 orders.
 * Measures GET /fleet-task (a filter, a search and a sort; the default page; a search by an FO number;
 * a search by a DO number) and GET /fleet-task/{id}/sequence for a 50-stop task, through the whole API
 * in-process (routing, auth, validation, queries, serialisation), and the same SQL statements replayed
 * bare on the same pool. Each list case is also held to the hand-written SQL that returns the same
 * page and total (`fleet-task-sql.ts`, issue 23 item 6), checked to return the same ids first.
 * Prints p50/p95 and the ratios.
 *
 *   npm run bench                                  (a PostgreSQL cluster of its own, Debian's binaries)
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres npm run bench    (a server of yours)
 *
 * It creates a fresh database `armada_bench_<time>` on that server and drops it at the end.
 *
 * Its own cluster keeps the memory each connection's process once took (glibc's mmap and trim
 * thresholds raised): by default glibc hands the memory of planning a large statement back to the
 * kernel after each one and takes it again on the next, and on a virtual machine where a page fault
 * costs 10 to 20 µs, 300 to 800 faults a statement made a list page 5 to 10 ms slower on some pooled
 * connections and not others. Which statement landed on which connection then decided a run's
 * ratios (the same code measured 0.5x and 1.9x the hand-written SQL). A server of yours runs as it is.
 */
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type LogEvent } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { withAdminClient } from '../apps/server/test/database';
import { startCluster } from '../apps/server/test/pg-cluster';
import { percentile } from './figures';
import { type HandWrittenList, handWrittenList } from './fleet-task-sql';
import { generateBenchData } from './generate';

const TASKS = Number(process.env.BENCH_TASKS || 20_000);
const ORDERS_PER_TASK = 10;
const LONG_ROUTE_STOPS = 50;
const WARMUP = 20;
const RUNS = Number(process.env.BENCH_RUNS || 500);

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** glibc keeps up to 32 MB blocks on its heap and trims it only past 256 MB free. */
const KEEP_BACKEND_MEMORY = {
  GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=268435456',
};

async function main() {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    console.log('PostgreSQL: the server of BENCH_DATABASE_URL');
    return run(given);
  }
  console.log('PostgreSQL: a cluster of its own');
  const cluster = await startCluster({ fsync: true, environment: KEEP_BACKEND_MEMORY });
  try {
    await run(cluster.url);
  } finally {
    cluster.stop();
  }
}

async function run(serverUrl: string) {
  const name = `armada_bench_${Date.now()}`;
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
    const started = performance.now();
    const data = await database.db.transaction().execute((trx) =>
      generateBenchData(trx, {
        tasks: TASKS,
        ordersPerTask: ORDERS_PER_TASK,
        longRouteStops: LONG_ROUTE_STOPS,
      }),
    );
    console.log(
      `Generated ${TASKS} tasks, ${TASKS * ORDERS_PER_TASK + LONG_ROUTE_STOPS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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

    const measure = async (
      label: string,
      url: string,
      isOwnQuery: (sql: string) => boolean,
      handWritten?: HandWrittenList,
    ) => {
      const call = async () => {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
        return response;
      };
      for (let i = 0; i < WARMUP; i++) await call();
      captured.length = 0;
      capturing = true;
      const answer = await call();
      capturing = false;
      const statements = captured.filter((statement) => isOwnQuery(statement.sql));
      const bare = async () => {
        for (const statement of statements)
          await database.db.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters]));
      };
      const written = handWritten ? handWrittenList(data.companyId, handWritten) : [];
      // The page and the total side by side on two connections, as the API runs its own.
      const byHand = () => Promise.all(written.map((statement) => database.db.executeQuery(statement)));
      if (handWritten) {
        // A ratio to SQL that answers something else would mean nothing: same ids in the same order,
        // same total, and a page that is not empty.
        const [page, total] = await byHand();
        const expected = {
          ids: ((page?.rows ?? []) as { id: string }[]).map((row) => row.id),
          total: Number((total?.rows[0] as { total: string } | undefined)?.total),
        };
        const listed = answer.json();
        const actual = { ids: listed.data.ids, total: listed.metadata.total_count };
        if (expected.ids.length === 0 || JSON.stringify(actual) !== JSON.stringify(expected))
          throw new Error(
            `${label}: the API and the hand-written SQL answer differently\n  API  ${JSON.stringify(actual)}\n  hand ${JSON.stringify(expected)}`,
          );
      }
      // API calls and replays alternate, so all meet the same machine state (garbage collection
      // started by one, the server's caches, other load); running all of one then all of the other
      // puts every collection the API's allocations trigger into the API's own figures.
      const apiTimes: number[] = [];
      const bareTimes: number[] = [];
      const handTimes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        let start = performance.now();
        await call();
        apiTimes.push(performance.now() - start);
        start = performance.now();
        await bare();
        bareTimes.push(performance.now() - start);
        if (handWritten) {
          start = performance.now();
          await byHand();
          handTimes.push(performance.now() - start);
        }
      }
      const apiP50 = percentile(apiTimes, 50);
      const apiP95 = percentile(apiTimes, 95);
      const bareP50 = percentile(bareTimes, 50);
      const bareP95 = percentile(bareTimes, 95);
      console.log(
        `${label}: API p50 ${fmt(apiP50)}, p95 ${fmt(apiP95)} | bare SQL (${statements.length} statements) p50 ${fmt(bareP50)}, p95 ${fmt(bareP95)} | API/bare p50 ${(apiP50 / bareP50).toFixed(2)}x, p95 ${(apiP95 / bareP95).toFixed(2)}x`,
      );
      if (handWritten) {
        const handP50 = percentile(handTimes, 50);
        const handP95 = percentile(handTimes, 95);
        const ratio = apiP95 / handP95;
        const verdict = apiP95 <= 50 && ratio <= 1.5 ? 'meets' : 'MISSES';
        console.log(
          `  vs hand-written SQL (ids first, then joins; ${written.length} statements side by side) p50 ${fmt(handP50)}, p95 ${fmt(handP95)} | API/hand-written p50 ${(apiP50 / handP50).toFixed(2)}x, p95 ${ratio.toFixed(2)}x | ${verdict} p95 <= 50 ms and <= 1.5x`,
        );
      }
    };

    // The caller's user lookup (auth) is part of the API time but not of the list's own SQL.
    const notAuth = (text: string) => !text.includes('"users"."password_hash"');
    const list = '/api/fleet-planning/v1/fleet-task?limit=10&page=1';
    await measure(
      'GET /fleet-task (status filter, search, sort, page 1)',
      `${list}&filters=${encodeURIComponent('status.name eq SCHEDULED')}&search=REF-1&sorts=${encodeURIComponent('expected_departure_on desc')}`,
      notAuth,
      { status: 'SCHEDULED', search: 'REF-1', sort: 'expected_departure_on', limit: 10 },
    );
    await measure('GET /fleet-task (default page)', list, notAuth, { sort: 'created_on', limit: 10 });
    const foNumber = 'FO-BENCH-012345';
    await measure(
      `GET /fleet-task (search by FO number ${foNumber})`,
      `${list}&search=${foNumber}`,
      notAuth,
      {
        search: foNumber,
        searchMatchesFew: true,
        sort: 'created_on',
        limit: 10,
      },
    );
    const doNumber = 'DO-BENCH-0123456';
    await measure(
      `GET /fleet-task (search by DO number ${doNumber})`,
      `${list}&search=${doNumber}`,
      notAuth,
      {
        search: doNumber,
        searchMatchesFew: true,
        sort: 'created_on',
        limit: 10,
      },
    );
    const sequence = await app.inject({
      method: 'GET',
      url: `/api/fleet-planning/v1/fleet-task/${data.longTaskId}/sequence`,
      headers,
    });
    if (sequence.statusCode === 200) {
      await measure(
        `GET /fleet-task/{id}/sequence (${LONG_ROUTE_STOPS} stops)`,
        `/api/fleet-planning/v1/fleet-task/${data.longTaskId}/sequence`,
        notAuth,
      );
    } else {
      console.log(`GET /fleet-task/{id}/sequence: not measured (answered ${sequence.statusCode})`);
    }
    await app.close();
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
