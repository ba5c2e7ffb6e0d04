import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The time a statement works with: the scheduler's injected clock when it has one (tests), else the
 * database's own, so instances whose clocks differ still agree on when a job is due or a lease ends.
 */
export const timeOf = (at: Date | null): RawBuilder<Date> => sql<Date>`coalesce(${at}::timestamptz, now())`;

const plusMs = (at: Date | null, ms: number) =>
  sql<Date>`${timeOf(at)} + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/** The rows of jobs no instance has run yet, due at once; existing rows keep their schedule. */
export async function insertMissingJobs(db: Kysely<Database>, names: readonly string[], at: Date | null) {
  if (names.length === 0) return;
  await db
    .insertInto('background_jobs')
    .values(names.map((name) => ({ name, next_run_on: timeOf(at) })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export interface ClaimedJob {
  name: string;
  started_on: Date;
  /** The owner of the expired lease this claim took over; null when the job was free. */
  taken_from: string | null;
}

/**
 * Claims, in one statement, those of `jobs` that are due and held by no live lease: rows another
 * instance is claiming at this moment are skipped (SKIP LOCKED), so each goes to one instance.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  jobs: readonly { name: string; leaseMs: number }[],
  owner: string,
  at: Date | null,
): Promise<ClaimedJob[]> {
  if (jobs.length === 0) return [];
  const now = timeOf(at);
  const leases = sql.join(jobs.map((job) => sql`(${job.name}::text, ${Math.round(job.leaseMs)}::integer)`));
  const result = await sql<ClaimedJob>`
    update background_jobs as job
    set lease_owner = ${owner},
        lease_until = ${now} + lease.ms * interval '1 millisecond',
        last_started_on = ${now},
        run_count = job.run_count + 1
    from (
      select name, lease_owner from background_jobs
      where name in (${sql.join(jobs.map((job) => job.name))})
        and next_run_on <= ${now}
        and (lease_until is null or lease_until < ${now})
      for update skip locked
    ) as due, (values ${leases}) as lease(name, ms)
    where job.name = due.name and lease.name = due.name
    returning job.name, job.last_started_on as started_on, due.lease_owner as taken_from`.execute(db);
  return result.rows;
}

/** The heartbeat of a running job; false when the lease is no longer this owner's. */
export async function extendLease(
  db: Kysely<Database>,
  job: { name: string; leaseMs: number },
  owner: string,
  at: Date | null,
): Promise<boolean> {
  const result = await db
    .updateTable('background_jobs')
    .set({ lease_until: plusMs(at, job.leaseMs) })
    .where('name', '=', job.name)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type RunOutcome = { ok: true; everyMs: number } | { ok: false; error: string; retryMs: number };

/**
 * Releases the lease after a run: the next run is the start plus the period after a success, now plus
 * the retry delay after a failure. Only the lease's owner writes it; false when another instance took
 * the job meanwhile (its own run is then the one that counts).
 */
export async function finishRun(
  db: Kysely<Database>,
  name: string,
  owner: string,
  at: Date | null,
  outcome: RunOutcome,
): Promise<boolean> {
  const next = outcome.ok
    ? sql<Date>`last_started_on + ${Math.round(outcome.everyMs)}::integer * interval '1 millisecond'`
    : plusMs(at, outcome.retryMs);
  const result = await db
    .updateTable('background_jobs')
    .set({
      lease_owner: null,
      lease_until: null,
      last_finished_on: timeOf(at),
      last_error: outcome.ok ? null : outcome.error,
      next_run_on: next,
    })
    .where('name', '=', name)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
