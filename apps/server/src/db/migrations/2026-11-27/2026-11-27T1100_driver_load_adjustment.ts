import type { Kysely } from 'kysely';

// Issue 18 item 1: a company may let its drivers adjust picked or delivered quantities from their
// phone (the dispatcher's adjust-load needs the delivery-load-adjustment scope, which drivers lack).
// Off unless the company turns it on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company_settings')
    .addColumn('is_driver_load_adjustment_on', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_settings').dropColumn('is_driver_load_adjustment_on').execute();
}
