import { type Kysely, sql } from 'kysely';

// Live events too large for a NOTIFY payload (modules/live/publish.ts): the writer stores the event
// here in its transaction and notifies only the id; each listening instance reads the row after the
// commit. Rows are needed for seconds; the live plugin purges old ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('live_events_created_on').on('live_events').column('created_on').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
