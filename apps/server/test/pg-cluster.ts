import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL clusters of a test's own, each in a temporary folder (initdb, pg_ctl): one the test may
 * restart (the live listener's reconnection), and a primary with a streaming hot standby made by
 * pg_basebackup -R (the read replica), the same replication a production replica runs, on loopback.
 * Debian's server binaries are used; as root they run as the postgres user, as .ci/run does.
 */

/** Debian's newest installed server, or null when PostgreSQL's binaries are not on this machine. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** Runs one of PostgreSQL's tools, as the postgres user when root, with `environment` added to its own. */
function pgTool(bin: string, environment: Record<string, string> = {}) {
  const asRoot = process.getuid?.() === 0;
  return (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    // `env` after runuser, which would otherwise start the tool with the postgres user's own.
    const assignments = Object.entries(environment).map(([name, value]) => `${name}=${value}`);
    const commandArgs = asRoot
      ? ['-u', 'postgres', '--', 'env', ...assignments, path.join(bin, tool), ...args]
      : args;
    const result = spawnSync(command, commandArgs, {
      encoding: 'utf8',
      env: { ...process.env, ...environment },
    });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
}

function clusterFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'armada-cluster-'));
  chmodSync(folder, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', folder]);
  return folder;
}

interface ClusterSettings {
  /** Off for tests (nothing to keep); a benchmark keeps PostgreSQL's default, on. */
  fsync?: boolean;
  maxConnections?: number;
  /** pg_stat_statements loaded (a benchmark's profile of the database); `create extension` still needed. */
  statementStats?: boolean;
  /** Environment the server runs with (GLIBC_TUNABLES for a benchmark). */
  environment?: Record<string, string>;
}

const serverOptions = (
  folder: string,
  port: number,
  { fsync = false, maxConnections = 50, statementStats = false }: ClusterSettings = {},
) =>
  `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'} -c max_connections=${maxConnections}` +
  (statementStats ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : '');

function requireBin(): string {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed');
  return bin;
}

/** One cluster of its own that a test may restart, as an operator restarts the database server. */
export async function startCluster(settings: ClusterSettings = {}) {
  const run = pgTool(requireBin(), settings.environment);
  const folder = clusterFolder();
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const log = path.join(folder, 'server.log');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-o', serverOptions(folder, port, settings), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** A fast stop (every connection cut) and a start on the same port. */
    restart: () =>
      run('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        log,
        '-m',
        'fast',
        '-w',
        '-o',
        serverOptions(folder, port, settings),
        'restart',
      ]),
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone; the folder goes next.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export async function startReplicaPair() {
  const run = pgTool(requireBin());
  const folder = clusterFolder();
  const primaryDir = path.join(folder, 'primary');
  const standbyDir = path.join(folder, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const options = (port: number) => serverOptions(folder, port);

  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    primaryDir,
    '-l',
    path.join(folder, 'primary.log'),
    '-w',
    '-o',
    options(primaryPort),
    'start',
  ]);
  const stop = () => {
    for (const dir of [standbyDir, primaryDir]) {
      if (existsSync(path.join(dir, 'postmaster.pid'))) {
        try {
          run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // Already gone; the folder goes next.
        }
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // A base backup with -R writes standby.signal and primary_conninfo: a streaming hot standby.
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
    ]);
    run('pg_ctl', [
      '-D',
      standbyDir,
      '-l',
      path.join(folder, 'standby.log'),
      '-w',
      '-o',
      options(standbyPort),
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/postgres`,
    stop,
  };
}
