import { type Kysely, sql } from 'kysely';

// Failed logins, per account (the e-mail as typed, lower-cased) and per client address, so that the
// login limit holds across instances and restarts (modules/auth/login-throttle.ts). Rows older than
// the window are deleted as new failures arrive; nothing else reads them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('scope', 'text', (col) => col.notNull().check(sql`scope in ('account', 'address')`))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('failed_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failures_scope_key_failed_on')
    .on('login_failures')
    .columns(['scope', 'key', 'failed_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
