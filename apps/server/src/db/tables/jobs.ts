import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './columns';

/**
 * Background jobs run once across instances (issue 20 item 3; migration 2026-11-27T1500_background_jobs;
 * modules/jobs/README.md); part of Database (schema.ts). In `tables/` because `db/` holds its
 * 25 files (check:folders); the other table files may move here too.
 */
export interface BackgroundJobsTable {
  /** The job's name in modules/jobs/job-list.ts. */
  name: string;
  next_run_on: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The instance running it now (hostname:pid:random), null when none does. */
  lease_owner: string | null;
  /** Past this, another instance may take the job (its owner stopped extending it). */
  lease_until: NullableTimestamp;
  last_started_on: NullableTimestamp;
  last_finished_on: NullableTimestamp;
  /** The last run's error message; null after a run that succeeded. */
  last_error: string | null;
  /** Runs started (claims), failed or not. */
  run_count: Generated<number>;
}

export interface JobTables {
  background_jobs: BackgroundJobsTable;
}
