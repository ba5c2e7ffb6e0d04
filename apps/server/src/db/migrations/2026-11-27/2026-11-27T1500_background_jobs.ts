import { type Kysely, sql } from 'kysely';

// Issue 20 item 3: background work runs once across server instances. One row per job (the jobs are
// listed in code, modules/jobs/job-list.ts, and each instance inserts the missing rows at start), holding
// when it is next due and who holds it now. An instance claims a due row with FOR UPDATE SKIP LOCKED
// and a lease; a lease not extended in time (its instance died) lets another instance take the job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('background_jobs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('next_run_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('last_started_on', 'timestamptz')
    .addColumn('last_finished_on', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('run_count', 'integer', (col) => col.notNull().defaultTo(0))
    // A lease has an owner and an end, or neither.
    .addCheckConstraint('background_jobs_lease', sql`(lease_owner is null) = (lease_until is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('background_jobs').execute();
}
