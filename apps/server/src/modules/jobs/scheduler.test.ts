import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { openDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import { straightLineRouting } from '../../routing';
import { LocalFolderStorage } from '../../storage/file-storage';
import type { BackgroundJob, JobLogger } from './job';
import { appJobs } from './job-list';
import { createJobScheduler, type JobSchedulerOptions, startJobScheduler } from './scheduler';

// Two schedulers stand for two server instances. On PostgreSQL (TEST_DATABASE_URL) the second one has
// a database handle of its own, so their claims race on separate connections; on PGlite they share
// its one connection and take turns.
let t: TestDatabase;
let other: Kysely<Database>;
let closeOther = async () => {};
beforeAll(async () => {
  t = await createTestDatabase();
  other = t.db;
  if (t.url) {
    const handle = await openDatabase({ kind: 'postgres', url: t.url, poolSize: 2 });
    other = handle.db;
    closeOther = handle.close;
  }
  await sql`create table job_test_runs (job text not null, instance text not null, at timestamptz not null)`.execute(
    t.db,
  );
});
afterAll(async () => {
  await closeOther();
  await t.close();
});

const quiet: JobLogger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;
let jobCount = 0;

/** A job of its own per test (a fresh row), recording each run with the instance that ran it. */
function countedJob(overrides: Partial<BackgroundJob> & { instance?: string } = {}): BackgroundJob {
  jobCount += 1;
  const name = overrides.name ?? `test-job-${jobCount}`;
  return {
    name,
    everyMs: 10 * MINUTE,
    leaseMs: MINUTE,
    run: async (db, now) => {
      await db
        .insertInto('job_test_runs' as never)
        .values({ job: name, instance: overrides.instance ?? 'any', at: now } as never)
        .execute();
    },
    ...overrides,
  };
}

async function runsOf(name: string) {
  const result = await sql<{
    instance: string;
    at: Date;
  }>`select instance, at from job_test_runs where job = ${name} order by at`.execute(t.db);
  return result.rows;
}

const jobRow = (name: string) =>
  t.db.selectFrom('background_jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

/** A clock the test moves by hand, shared by both instances. */
function manualClock(start: Date) {
  let now = start.getTime();
  return {
    read: () => new Date(now),
    set: (ms: number) => {
      now = start.getTime() + ms;
    },
  };
}

function twoInstances(jobsOf: (instance: string) => BackgroundJob[], options: Partial<JobSchedulerOptions>) {
  const a = createJobScheduler(t.db, jobsOf('a'), { logger: quiet, instanceId: 'host-a:1:aaaa', ...options });
  const b = createJobScheduler(other, jobsOf('b'), {
    logger: quiet,
    instanceId: 'host-b:2:bbbb',
    ...options,
  });
  return { a, b };
}

describe('the background job scheduler', () => {
  it('runs a job once per period when two instances tick at the same moments', async () => {
    const start = new Date('2026-11-27T10:00:00.000Z');
    const clock = manualClock(start);
    const template = countedJob();
    // Each instance records its own name; the test asserts when, not who.
    const { a, b } = twoInstances((instance) => [countedJob({ instance, name: template.name })], {
      clock: clock.read,
    });
    await Promise.all([a.prepare(), b.prepare()]);
    for (let period = 0; period < 4; period += 1) {
      clock.set(period * template.everyMs);
      await Promise.all([a.tick(), b.tick(), b.tick(), a.tick()]);
      // Half a period later nothing is due.
      clock.set(period * template.everyMs + template.everyMs / 2);
      expect([...(await a.tick()), ...(await b.tick())]).toEqual([]);
    }
    const runs = await runsOf(template.name);
    expect(runs.map((run) => run.at.getTime() - start.getTime())).toEqual(
      [0, 1, 2, 3].map((n) => n * 10 * MINUTE),
    );
    expect(await jobRow(template.name)).toMatchObject({ run_count: 4, lease_owner: null, last_error: null });
  });

  it('takes over a job whose instance died holding it, once the lease has expired', async () => {
    const clock = manualClock(new Date('2026-11-27T10:00:00.000Z'));
    const job = countedJob({ instance: 'b' });
    const b = createJobScheduler(other, [job], {
      logger: quiet,
      clock: clock.read,
      instanceId: 'host-b:2:bbbb',
    });
    await b.prepare();
    // As a killed instance leaves it: claimed, lease until 30 s from now, never released.
    await t.db
      .updateTable('background_jobs')
      .set({ lease_owner: 'host-dead:9:dead', lease_until: new Date(clock.read().getTime() + 30_000) })
      .where('name', '=', job.name)
      .execute();
    expect(await b.tick()).toEqual([]);
    clock.set(30_001);
    expect(await b.tick()).toEqual([job.name]);
    expect(await runsOf(job.name)).toHaveLength(1);
    expect(await jobRow(job.name)).toMatchObject({ lease_owner: null, lease_until: null, run_count: 1 });
  });

  it('keeps the record of the instance that took over when the stalled owner finishes late', async () => {
    const clock = manualClock(new Date('2026-11-27T10:00:00.000Z'));
    let release = () => {};
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = countedJob();
    // Instance a stalls without heartbeats (a frozen process): its lease runs out.
    const a = createJobScheduler(t.db, [{ ...job, run: () => stalled }], {
      logger: quiet,
      clock: clock.read,
      instanceId: 'host-a:1:aaaa',
      heartbeatMs: 3_600_000,
    });
    const b = createJobScheduler(other, [job], {
      logger: quiet,
      clock: clock.read,
      instanceId: 'host-b:2:bbbb',
    });
    await a.prepare();
    expect(await a.startDue()).toEqual([job.name]);
    clock.set(job.leaseMs + 1);
    expect(await b.tick()).toEqual([job.name]);
    const afterB = await jobRow(job.name);
    release();
    await a.stop();
    expect(await jobRow(job.name)).toEqual(afterB);
    expect(afterB.next_run_on.getTime()).toBe(clock.read().getTime() + job.everyMs);
  });

  it("records a failing run's error and runs the job again after the retry delay", async () => {
    const clock = manualClock(new Date('2026-11-27T10:00:00.000Z'));
    let fail = true;
    const job = countedJob({ retryMs: MINUTE });
    const flaky: BackgroundJob = {
      ...job,
      run: async (db, now) => {
        if (fail) throw new Error('disk full');
        await job.run(db, now);
      },
    };
    const a = createJobScheduler(t.db, [flaky], { logger: quiet, clock: clock.read });
    await a.prepare();
    expect(await a.tick()).toEqual([job.name]);
    expect(await jobRow(job.name)).toMatchObject({
      last_error: 'disk full',
      lease_owner: null,
      run_count: 1,
    });
    expect((await jobRow(job.name)).next_run_on.getTime()).toBe(clock.read().getTime() + MINUTE);

    clock.set(MINUTE - 1);
    expect(await a.tick()).toEqual([]);
    fail = false;
    clock.set(MINUTE);
    expect(await a.tick()).toEqual([job.name]);
    const row = await jobRow(job.name);
    expect(row).toMatchObject({ last_error: null, run_count: 2 });
    expect(row.next_run_on.getTime()).toBe(clock.read().getTime() + job.everyMs);
    expect(await runsOf(job.name)).toHaveLength(1);
  });

  it("extends a long run's lease so that another instance does not start it meanwhile", async () => {
    const clock = manualClock(new Date('2026-11-27T10:00:00.000Z'));
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = countedJob({ instance: 'a' });
    const long: BackgroundJob = { ...job, run: (db, now) => gate.then(() => job.run(db, now)) };
    const a = createJobScheduler(t.db, [long], {
      logger: quiet,
      clock: clock.read,
      instanceId: 'host-a:1:aaaa',
      heartbeatMs: 5,
    });
    const b = createJobScheduler(other, [countedJob({ instance: 'b', name: job.name })], {
      logger: quiet,
      clock: clock.read,
      instanceId: 'host-b:2:bbbb',
    });
    await a.prepare();
    expect(await a.startDue()).toEqual([job.name]);
    // Ten leases later by the clock: only a heartbeat keeps the job a's.
    const later = 10 * job.leaseMs;
    clock.set(later);
    await vi.waitFor(async () => {
      expect((await jobRow(job.name)).lease_until?.getTime()).toBeGreaterThan(clock.read().getTime());
    });
    expect(await b.tick()).toEqual([]);
    release();
    await a.stop();
    expect(await runsOf(job.name)).toMatchObject([{ instance: 'a' }]);
    expect(await jobRow(job.name)).toMatchObject({ lease_owner: null, run_count: 1 });
  });

  it('runs due jobs at start on its own timer, and stop waits for the run in progress', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const job = countedJob();
    const slow: BackgroundJob = {
      ...job,
      run: async (db, now) => {
        started = true;
        await gate;
        await job.run(db, now);
      },
    };
    // The database's clock and a tick far away: the run can only come from the tick at start.
    const scheduler = await startJobScheduler(t.db, [slow], { logger: quiet, tickMs: 3_600_000 });
    await vi.waitFor(() => expect(started).toBe(true));
    const stopping = scheduler.stop();
    release();
    await stopping;
    expect(await runsOf(job.name)).toHaveLength(1);
    const row = await jobRow(job.name);
    expect(row).toMatchObject({ lease_owner: null, run_count: 1, last_error: null });
    expect(row.last_finished_on).not.toBeNull();
  });

  it('refuses a job list that names one job twice', () => {
    const job = countedJob();
    expect(() => createJobScheduler(t.db, [job, { ...job }], { logger: quiet })).toThrow(/listed twice/);
  });
});

describe("the server's job list", () => {
  it('runs every job once on a fresh database without an error', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'armada-jobs-'));
    try {
      const jobs = appJobs({
        storage: new LocalFolderStorage(root),
        routing: straightLineRouting(),
        alertSweepIntervalMs: 30_000,
        positionRetentionDays: 400,
        logger: quiet,
      });
      const scheduler = createJobScheduler(t.db, jobs, { logger: quiet });
      await scheduler.prepare();
      expect((await scheduler.tick()).sort()).toEqual(jobs.map((job) => job.name).sort());
      const rows = await t.db
        .selectFrom('background_jobs')
        .select(['name', 'last_error', 'run_count'])
        .where(
          'name',
          'in',
          jobs.map((job) => job.name),
        )
        .execute();
      expect(rows.every((row) => row.last_error === null && row.run_count === 1)).toBe(true);
      expect(await scheduler.tick()).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
