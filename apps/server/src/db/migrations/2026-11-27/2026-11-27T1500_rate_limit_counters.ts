import { type Kysely, sql } from 'kysely';

// Issue 20 item 1: request rate limits hold across server instances, so their counts live here and
// not in one process's memory. One row per limited key (a client address, a device, an API key's
// hash) and its current fixed window, aligned to the clock so every instance counts the same window.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();
  // The purge removes windows long over.
  await sql`create index rate_limit_counters_window_idx on rate_limit_counters (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
