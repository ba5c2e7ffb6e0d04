import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { freePort } from '../apps/server/test/crash/server-process';

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

/** One server instance as a child process, its own PORT and OSMAND_PORT, healthy when this resolves. */
export async function startServer(options: { databaseUrl: string; jwtSecret: string }): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'armada-bench-scale-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      OSMAND_PORT: String(await freePort()),
      JWT_SECRET: options.jwtSecret,
      DATA_DIR: dataDir,
      STORAGE_DIR: path.join(dataDir, 'uploads'),
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    },
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
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
      rmSync(dataDir, { recursive: true, force: true });
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

/** A throwaway cluster as .ci/run starts one (as user postgres when root), stopped and removed by `stop`. */
export async function startTemporaryPostgres(): Promise<{ url: string; stop: () => void }> {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = path.join('/usr/lib/postgresql', versions.at(-1) as string, 'bin');
  const root = process.getuid?.() === 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'armada-bench-pg-'));
  if (root) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dataDir, uid, -1);
  }
  const run = (tool: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
