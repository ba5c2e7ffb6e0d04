import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Work that must run once across all server instances, every `everyMs` (README.md beside this file).
 * Adding one is a line in job-list.ts: its row in `background_jobs` is inserted at the next start.
 */
export interface BackgroundJob {
  /** Its row's key; never renamed (a new name is a new job, and the old row stays behind). */
  name: string;
  /** From the start of one run to the next (a run that takes longer is due again at once). */
  everyMs: number;
  /**
   * How long a claim holds without a heartbeat: the owner extends it every third of it while the run
   * lasts, so only a dead or stalled instance loses it. Past it, another instance takes the job.
   */
  leaseMs: number;
  /** After a failed run, the wait before the next try; min(everyMs, 1 minute) by default. */
  retryMs?: number;
  /** `now` is the claim's time (the database's clock, or the scheduler's injected one). */
  run(db: Kysely<Database>, now: Date): Promise<unknown>;
}

export type JobLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export function retryDelayOf(job: BackgroundJob): number {
  return job.retryMs ?? Math.min(job.everyMs, MINUTE_MS);
}

/** A job list that cannot work (two jobs of one name, a period or lease of nothing) fails at start. */
export function checkJobList(jobs: readonly BackgroundJob[]): void {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Background job ${job.name} is listed twice`);
    names.add(job.name);
    for (const [key, value] of Object.entries({ everyMs: job.everyMs, leaseMs: job.leaseMs })) {
      if (!Number.isFinite(value) || value < 1)
        throw new Error(`Background job ${job.name}: ${key} must be >= 1`);
    }
  }
}
