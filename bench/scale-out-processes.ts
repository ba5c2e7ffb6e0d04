import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { freePort } from '../apps/server/test/crash/server-process';
import { startCluster } from '../apps/server/test/pg-cluster';

/*
 * The processes of the scale-out benchmark other than its own: the real server (apps/server/src/main.ts,
 * as `npm run serve` starts it) once or twice on one PostgreSQL, a throwaway PostgreSQL cluster when no
 * server is given, and the CPU each of them uses, read from /proc.
 */

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOG_LINES_KEPT = 100;

/** Clock ticks (user + system) of a Linux process, null when it is gone or unreadable. */
export function processTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return null;
  }
}

/** Ticks are 1/100 s on Linux (USER_HZ); as a percentage of one core over `ms`. */
export const ticksToPercent = (ticks: number, ms: number) => (ticks * 10 * 100) / ms;

export interface BenchServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * One server instance as a child process, its own PORT and OSMAND_PORT, healthy when this resolves.
 * Without `databaseUrl` it runs on its embedded PGlite in `dataDir` (DATA_DIR/pgdata), which the
 * caller then owns (filled before, read after); otherwise a data folder of its own, removed at stop.
 */
export async function startServer(options: {
  databaseUrl?: string;
  jwtSecret: string;
  dataDir?: string;
}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'armada-bench-scale-'));
  // BENCH_SERVER_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a CPU profile of each server,
  // or `--trace-gc` with BENCH_SERVER_LOG.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DEMO: 'off' }),
        PORT: String(port),
        HOST: '127.0.0.1',
        OSMAND_PORT: String(await freePort()),
        JWT_SECRET: options.jwtSecret,
        DATA_DIR: dataDir,
        STORAGE_DIR: path.join(dataDir, 'uploads'),
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
      },
    },
  );
  const log: string[] = [];
  // BENCH_SERVER_LOG: every line of the servers' output appended to this file (with --trace-gc, say).
  const logFile = process.env.BENCH_SERVER_LOG;
  const keep = (chunk: Buffer) => {
    if (logFile) appendFileSync(logFile, chunk);
    log.push(...chunk.toString('utf8').trimEnd().split('\n'));
    log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`a server exited while starting:\n${log.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`a server was not healthy within 90 s:\n${log.join('\n')}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every process of the PostgreSQL server (backends of all databases and its background writers):
 * what the database costs, whoever asks. pg_stat_activity names them; /proc gives their CPU.
 */
export async function postgresPids(client: pg.Client): Promise<number[]> {
  const result = await client.query<{ pid: number }>('select pid from pg_stat_activity');
  return result.rows.map((row) => row.pid);
}

/** A throwaway cluster (stopped and removed by `stop`), with fsync on as a real server keeps it. */
export async function startTemporaryPostgres(): Promise<{ url: string; stop: () => void }> {
  const cluster = await startCluster({ fsync: true, maxConnections: 200, statementStats: true });
  return { url: cluster.url, stop: cluster.stop };
}
