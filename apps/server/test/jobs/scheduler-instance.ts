import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database';
import type { BackgroundJob } from '../../src/modules/jobs/job';
import { startJobScheduler } from '../../src/modules/jobs/scheduler';

/**
 * One server instance's job scheduler as a process of its own, for instances.test.ts: it runs the
 * job `process-job` on JOB_TEST_DATABASE_URL, recording each run in `job_test_runs` under
 * JOB_TEST_INSTANCE. With JOB_TEST_HANG=1 the run never ends (the test kills the process with SIGKILL
 * in the middle of it). Prints 'ready' once its scheduler has started.
 */
const url = process.env.JOB_TEST_DATABASE_URL ?? '';
const instance = process.env.JOB_TEST_INSTANCE ?? 'instance';
const hang = process.env.JOB_TEST_HANG === '1';

const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const job: BackgroundJob = {
  name: 'process-job',
  everyMs: 60 * 60_000,
  leaseMs: 1_500,
  run: async (db) => {
    await sql`insert into job_test_runs (instance) values (${instance})`.execute(db);
    if (hang) await new Promise(() => {});
  },
};
const log = (level: string) => (object: unknown, message?: string) =>
  process.stderr.write(`${level} ${message ?? ''} ${JSON.stringify(object)}\n`);
const logger = { debug: () => {}, info: log('info'), warn: log('warn'), error: log('error') } as never;
await startJobScheduler(database.db, [job], { logger, tickMs: 100, instanceId: instance });
process.stdout.write('ready\n');
