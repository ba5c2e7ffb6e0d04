import { type Kysely, sql } from 'kysely';

// Issue 14, item 1: what the master-data API stores beyond the first schema: an address's contact, a
// driver's licence, unique product-type names, and the history of master-data changes (integer ids,
// so not the uuid-keyed history_events of tasks and orders).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('addresses').addColumn('contact_name', 'text').execute();
  await db.schema.alterTable('addresses').addColumn('contact_phone', 'text').execute();
  await db.schema.alterTable('users').addColumn('licence_number', 'text').execute();
  await db.schema.alterTable('users').addColumn('licence_expiry', 'date').execute();
  await sql`create unique index product_types_company_name_key on product_types (company_id, lower(name))`.execute(
    db,
  );
  await db.schema
    .createTable('master_data_changes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull().check(sql`event in ('CREATED', 'UPDATED', 'DELETED')`))
    .addColumn('changes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // No foreign key: a change by a user deleted later stays on record.
    .addColumn('actor_user_id', 'integer')
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('master_data_changes_entity_idx')
    .on('master_data_changes')
    .columns(['company_id', 'entity_type', 'entity_id', 'created_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('master_data_changes').execute();
  await sql`drop index product_types_company_name_key`.execute(db);
  await db.schema.alterTable('users').dropColumn('licence_expiry').dropColumn('licence_number').execute();
  await db.schema.alterTable('addresses').dropColumn('contact_phone').dropColumn('contact_name').execute();
}
