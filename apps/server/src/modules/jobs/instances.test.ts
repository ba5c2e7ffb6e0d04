import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSharedTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/database';

/**
 * Two instances as two real processes on one PostgreSQL database (test/jobs/scheduler-instance.ts):
 * one is killed with SIGKILL in the middle of a run, and the other takes the job over once the dead
 * one's lease has passed. Only with TEST_DATABASE_URL: PGlite is one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe.runIf(Boolean(serverUrl))('background jobs in two processes', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let database: DatabaseHandle;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    shared = await createSharedTestDatabase(serverUrl ?? '');
    database = await shared.open();
    await sql`create table job_test_runs (instance text not null)`.execute(database.db);
  });
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.close();
    await shared.drop();
  });

  /** Starts an instance and waits for its 'ready'. */
  async function startInstance(instance: string, hang: boolean): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/jobs/scheduler-instance.ts'], {
      cwd: SERVER_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        JOB_TEST_DATABASE_URL: shared.url,
        JOB_TEST_INSTANCE: instance,
        JOB_TEST_HANG: hang ? '1' : '0',
      },
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    await vi.waitFor(() => expect(output).toContain('ready'), { timeout: 30_000, interval: 50 });
    return child;
  }

  const runs = async () =>
    (await sql<{ instance: string }>`select instance from job_test_runs`.execute(database.db)).rows.map(
      (row) => row.instance,
    );

  it('takes over the job of an instance killed in the middle of its run', async () => {
    const first = await startInstance('first', true);
    await vi.waitFor(async () => expect(await runs()).toEqual(['first']), { timeout: 15_000, interval: 50 });
    const second = await startInstance('second', false);
    first.kill('SIGKILL');
    await once(first, 'exit');
    await vi.waitFor(async () => expect(await runs()).toEqual(['first', 'second']), {
      timeout: 15_000,
      interval: 100,
    });
    await vi.waitFor(
      async () =>
        expect(
          await database.db
            .selectFrom('background_jobs')
            .select(['lease_owner', 'run_count', 'last_error'])
            .where('name', '=', 'process-job')
            .executeTakeFirstOrThrow(),
        ).toEqual({ lease_owner: null, run_count: 2, last_error: null }),
      { timeout: 5_000, interval: 50 },
    );
    second.kill('SIGTERM');
  }, 60_000);
});
