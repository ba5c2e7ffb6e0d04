import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { postgresPids, processTicks, ticksToPercent } from './scale-out-processes';

/*
 * CPU over a step, from /proc: each server instance, every PostgreSQL process (backends of all
 * databases and the background writers, named by pg_stat_activity), and the whole machine (what the
 * load generator, the sockets and anything else running here take from the same cores).
 */

export interface StepCpu {
  /** % of one core, each server instance. */
  serverCpu: number[];
  postgresCpu: number;
  /** % of one core: the benchmark's load generator and socket clients. */
  benchCpu: number;
  /** % of one core: everything else that ran on the machine meanwhile (other work, this process). */
  othersCpu: number;
  /** % of all cores busy (not idle, not waiting on I/O). */
  machineBusy: number;
}

/** Busy and total clock ticks of all cores together, from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

const cores = () => cpus().length;

export class CpuMeter {
  private constructor(private readonly client: pg.Client) {}

  static async open(url: string): Promise<CpuMeter> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new CpuMeter(client);
  }

  close(): Promise<void> {
    return this.client.end();
  }

  /**
   * Of the alerts named by key (vehicle|fix ms), how many the database holds: tells an alert never
   * made from one made and not delivered to the sockets.
   */
  async storedAlerts(keys: string[]): Promise<number> {
    const pairs = keys.map((key) => key.split('|').map(Number) as [number, number]);
    const result = await this.client.query<{ count: string }>(
      `select count(*) from raw_alerts where alert_code = 8 and (vehicle_id, created_on) in
        (select * from unnest($1::int[], $2::timestamptz[]))`,
      [pairs.map(([vehicle]) => vehicle), pairs.map(([, fixMs]) => new Date(fixMs).toISOString())],
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  /** Starts measuring; the function it returns ends the measure and answers the step's CPU. */
  async start(serverPids: number[], benchPids: number[]): Promise<() => Promise<StepCpu>> {
    const before = new Map<number, number>();
    for (const pid of await postgresPids(this.client)) before.set(pid, processTicks(pid) ?? 0);
    const servers = serverPids.map((pid) => processTicks(pid) ?? 0);
    const bench = benchPids.map((pid) => processTicks(pid) ?? 0);
    const machine = machineTicks();
    const started = performance.now();
    return async () => {
      const ms = performance.now() - started;
      const serverCpu = serverPids.map((pid, i) =>
        ticksToPercent((processTicks(pid) ?? 0) - (servers[i] ?? 0), ms),
      );
      // A backend that started during the step counts from zero; one that ended is lost (a pool
      // keeps its connections, so few do).
      let postgres = 0;
      for (const pid of await postgresPids(this.client)) {
        const ticks = processTicks(pid);
        if (ticks !== null) postgres += ticks - (before.get(pid) ?? 0);
      }
      const benchCpu = ticksToPercent(
        benchPids.reduce((total, pid, i) => total + (processTicks(pid) ?? 0) - (bench[i] ?? 0), 0),
        ms,
      );
      const after = machineTicks();
      const machineBusy = (100 * (after.busy - machine.busy)) / Math.max(1, after.total - machine.total);
      const postgresCpu = ticksToPercent(postgres, ms);
      const accounted = serverCpu.reduce((a, b) => a + b, 0) + postgresCpu + benchCpu;
      const othersCpu = Math.max(0, machineBusy * cores() - accounted);
      return { serverCpu, postgresCpu, benchCpu, othersCpu, machineBusy };
    };
  }
}
