import { type Kysely, sql } from 'kysely';

// Pairing codes (issue 25, item 2): a company lets another one pair a vendor with it by issuing a
// code; the transporter's vendor form redeems it once. Used and revoked codes stay for the record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pairing_codes')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_on', 'timestamptz', (col) => col.notNull())
    .addColumn('used_on', 'timestamptz')
    .addColumn('used_by_company_id', 'integer', (col) => col.references('companies.id'))
    .addColumn('revoked_on', 'timestamptz')
    .execute();
  await db.schema.createIndex('pairing_codes_company_id').on('pairing_codes').column('company_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pairing_codes').execute();
}
