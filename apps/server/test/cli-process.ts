import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { withAdminClient } from './database';

/*
 * The npm CLIs (create-company, create-operator) as an operator runs them: a child process on a
 * database the test owns and nobody has migrated, a new database on TEST_DATABASE_URL's PostgreSQL
 * (as CI runs the suite) or a fresh PGlite data folder otherwise (the CLI's DATA_DIR/pgdata).
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface EmptyDatabase {
  /** What the CLI is given to find it: DATABASE_URL on PostgreSQL, DATA_DIR on PGlite. */
  env: Record<string, string>;
  /** Opened only while no CLI runs: PGlite's data folder has one process at a time. */
  open: () => Promise<DatabaseHandle>;
  dataDir: string;
  drop: () => Promise<void>;
}

export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'armada-cli-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') }),
      dataDir,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `armada_cli_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    dataDir,
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run <script> -- <flags>` with stdin closed (no prompts) and only the given env. */
export async function runCli(script: string, env: Record<string, string>, flags: Record<string, string>) {
  const args = Object.entries(flags).flatMap(([flag, value]) => [`--${flag}`, value]);
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

export async function withDatabase<T>(target: EmptyDatabase, work: (database: DatabaseHandle) => Promise<T>) {
  const database = await target.open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
