import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { CpuMeter, machineTicks } from './scale-out-cpu';
import { processTicks } from './scale-out-processes';

/*
 * What intake.bench.ts reads besides the load's answers: CPU of the server and of PostgreSQL (from
 * /proc, through the scale-out bench's CpuMeter), the server's resident memory, the statements
 * PostgreSQL spent its time on, and what the database holds after the runs.
 */

export interface PhaseCpu {
  serverMs: number;
  /** null on PGlite: the database runs inside the server process, its CPU is in serverMs. */
  postgresMs: number | null;
  /** The load generator and socket clients: on two shared cores, what they take the server cannot have. */
  loadMs: number;
  machineBusy: number;
}

/** CPU of a phase; `url` null (PGlite) measures the server process alone. */
export async function meterCpu(
  url: string | null,
  serverPid: number,
  benchPids: number[],
): Promise<() => Promise<PhaseCpu>> {
  const started = performance.now();
  if (url === null) {
    const before = processTicks(serverPid) ?? 0;
    const loadTicks = () => benchPids.reduce((sum, pid) => sum + (processTicks(pid) ?? 0), 0);
    const loadBefore = loadTicks();
    const machine = machineTicks();
    return async () => {
      const after = machineTicks();
      return {
        serverMs: ((processTicks(serverPid) ?? 0) - before) * 10,
        postgresMs: null,
        loadMs: (loadTicks() - loadBefore) * 10,
        machineBusy: (100 * (after.busy - machine.busy)) / Math.max(1, after.total - machine.total),
      };
    };
  }
  const meter = await CpuMeter.open(url);
  const stop = await meter.start([serverPid], benchPids);
  return async () => {
    try {
      const cpu = await stop();
      const ms = performance.now() - started;
      // CpuMeter answers % of one core over the phase.
      return {
        serverMs: ((cpu.serverCpu[0] ?? 0) * ms) / 100,
        postgresMs: (cpu.postgresCpu * ms) / 100,
        loadMs: (cpu.benchCpu * ms) / 100,
        machineBusy: cpu.machineBusy,
      };
    } finally {
      await meter.close();
    }
  };
}

/** VmRSS of a process in MB, null when it is gone. */
function rssMb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the server's RSS every 250 ms until the returned function is called; it answers the max. */
export function sampleRss(pid: number): () => number {
  let max = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    max = Math.max(max, rssMb(pid) ?? 0);
  }, 250);
  return () => {
    clearInterval(timer);
    return Math.max(max, rssMb(pid) ?? 0);
  };
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Clears pg_stat_statements; false when the server has not loaded it (then nothing is printed). */
export async function resetStatements(client: pg.Client): Promise<boolean> {
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
    return true;
  } catch (error) {
    console.log(`  (no pg_stat_statements: ${(error as Error).message})`);
    return false;
  }
}

export async function printTopStatements(client: pg.Client, limit = 15) {
  const { rows } = await client.query<{ calls: string; total: number; mean: number; query: string }>(
    `select calls, total_exec_time as total, mean_exec_time as mean,
       left(regexp_replace(query, '\\s+', ' ', 'g'), 100) as query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
     order by total_exec_time desc limit ${limit}`,
  );
  console.log(`  Top ${rows.length} statements (pg_stat_statements): calls | total ms | mean ms | query`);
  for (const row of rows)
    console.log(
      `    ${String(row.calls).padStart(8)} | ${row.total.toFixed(0).padStart(8)} | ${row.mean.toFixed(3).padStart(7)} | ${row.query}`,
    );
}

export interface Stored {
  rows: number;
  distinct: number;
  /** Of the tasks whose vehicles left their garage (answered 200), how many are Dimulai. */
  startedTasks: number;
}

/** Positions stored (and distinct device+fix among them) and the tasks started, in either database. */
export async function storedOutcome(query: Query, leftGarage: number[]): Promise<Stored> {
  const positions = await query(
    `select count(*)::int as rows, count(distinct (vehicle_id, fix_on))::int as distinct
     from telemetry_positions`,
  );
  const tasks = await query(
    `select count(*)::int as started from fleet_tasks
     where status = 'STARTED' and vehicle_id = any('{${leftGarage.map(Math.trunc).join(',')}}'::int[])`,
  );
  const row = positions.rows[0] ?? {};
  return {
    rows: Number(row.rows),
    distinct: Number(row.distinct),
    startedTasks: Number(tasks.rows[0]?.started),
  };
}
