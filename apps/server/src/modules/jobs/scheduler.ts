import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type BackgroundJob, checkJobList, type JobLogger, retryDelayOf } from './job';
import { claimDueJobs, extendLease, finishRun, insertMissingJobs, type RunOutcome } from './queries';

export const DEFAULT_JOB_TICK_MS = 5_000;

export interface JobSchedulerOptions {
  logger: JobLogger;
  /** Names this instance's leases; hostname, pid and a random part by default. */
  instanceId?: string;
  /** How often due jobs are looked for. */
  tickMs?: number;
  /** How often a running job's lease is extended; a third of the job's lease by default. */
  heartbeatMs?: number;
  /** Tests move time by hand; without it every statement uses the database's clock. */
  clock?: () => Date;
}

export interface JobScheduler {
  readonly instanceId: string;
  /** Inserts the rows of jobs never run before (the rest keep their schedule). */
  prepare(): Promise<void>;
  /** Claims the due jobs and starts them without waiting for their runs; answers their names. */
  startDue(): Promise<string[]>;
  /** One round: claims the due jobs and waits for their runs; answers the names it ran. */
  tick(): Promise<string[]>;
  /** Stops ticking and waits for the runs in progress, which release their leases. */
  stop(): Promise<void>;
}

export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** The error's message as stored in last_error: enough to read, never a whole dump. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2_000);
}

/**
 * A scheduler without its timer: tests drive `tick()` themselves with an injected clock;
 * startJobScheduler adds the timer.
 */
export function createJobScheduler(
  db: Kysely<Database>,
  jobs: readonly BackgroundJob[],
  options: JobSchedulerOptions,
): JobScheduler {
  checkJobList(jobs);
  const { logger } = options;
  const owner = options.instanceId ?? newInstanceId();
  const at = () => options.clock?.() ?? null;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  /** Runs of this instance; a job running here is never claimed here again, lease or not. */
  const running = new Map<string, Promise<void>>();

  /** Extends the lease while the run lasts; the answer stops it once no extension is under way. */
  function startHeartbeat(job: BackgroundJob): () => Promise<void> {
    const every = options.heartbeatMs ?? Math.max(1, Math.floor(job.leaseMs / 3));
    let pending: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      // One extension at a time: a slow database does not pile them up.
      if (pending) return;
      pending = extendLease(db, job, owner, at())
        .then(
          (held) => held || logger.warn({ job: job.name }, 'background job lease lost to another instance'),
          (error: unknown) =>
            logger.error({ err: error, job: job.name }, 'extending a background job lease failed'),
        )
        .finally(() => {
          pending = null;
        });
    }, every);
    timer.unref();
    // An extension still on its way after the release would find no lease and report it lost.
    return () => {
      clearInterval(timer);
      return Promise.resolve(pending).then(() => undefined);
    };
  }

  async function runClaimed(job: BackgroundJob, startedOn: Date) {
    const stopHeartbeat = startHeartbeat(job);
    let outcome: RunOutcome;
    try {
      const result = await job.run(db, startedOn);
      logger.debug({ job: job.name, result }, 'background job done');
      outcome = { ok: true, everyMs: job.everyMs };
    } catch (error) {
      logger.error({ err: error, job: job.name }, 'background job failed');
      outcome = { ok: false, error: errorText(error), retryMs: retryDelayOf(job) };
    } finally {
      await stopHeartbeat();
    }
    try {
      const released = await finishRun(db, job.name, owner, at(), outcome);
      if (!released) logger.warn({ job: job.name }, 'background job finished after its lease was taken over');
    } catch (error) {
      // The lease runs out and another instance (or this one) runs the job again.
      logger.error({ err: error, job: job.name }, 'recording a background job run failed');
    }
  }

  /** Claims what is due and starts it; answers the runs started, by job name. */
  async function claim(): Promise<Map<string, Promise<void>>> {
    const free = jobs.filter((job) => !running.has(job.name));
    const claimed = await claimDueJobs(db, free, owner, at());
    const started = new Map<string, Promise<void>>();
    for (const row of claimed) {
      const job = byName.get(row.name) as BackgroundJob;
      if (row.taken_from) logger.warn({ job: job.name, from: row.taken_from }, 'background job taken over');
      const run = runClaimed(job, row.started_on).finally(() => running.delete(job.name));
      running.set(job.name, run);
      started.set(job.name, run);
    }
    return started;
  }

  let stopped = false;
  return {
    instanceId: owner,
    prepare: () =>
      insertMissingJobs(
        db,
        jobs.map((job) => job.name),
        at(),
      ),
    async startDue() {
      if (stopped) return [];
      return [...(await claim()).keys()];
    },
    async tick() {
      if (stopped) return [];
      const started = await claim();
      await Promise.all(started.values());
      return [...started.keys()];
    },
    async stop() {
      stopped = true;
      await Promise.all(running.values());
    },
  };
}

/**
 * Runs `jobs` once across every instance on this database (README.md beside this file): inserts
 * their missing rows, then every `tickMs` (and at once) claims and runs what is due. `stop()` waits for
 * the runs in progress.
 */
export async function startJobScheduler(
  db: Kysely<Database>,
  jobs: readonly BackgroundJob[],
  options: JobSchedulerOptions,
): Promise<Pick<JobScheduler, 'instanceId' | 'stop'>> {
  const scheduler = createJobScheduler(db, jobs, options);
  await scheduler.prepare();
  let ticking: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    // A claim still under way (a slow database) is not doubled; runs go on past their round, so
    // a long job never holds back another that falls due.
    if (busy) return;
    busy = true;
    ticking = scheduler
      .startDue()
      .catch((error: unknown) => options.logger.error({ err: error }, 'background job round failed'))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, options.tickMs ?? DEFAULT_JOB_TICK_MS);
  timer.unref();
  tick();
  return {
    instanceId: scheduler.instanceId,
    stop: async () => {
      clearInterval(timer);
      // A claim under way may still start runs: they are waited for too.
      await ticking;
      await scheduler.stop();
    },
  };
}
