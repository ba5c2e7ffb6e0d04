import { type Kysely, sql } from 'kysely';

// Fleet settings of each company (default start and end garages, DO status autocomplete), one row
// per company, written on its first save; until then the API answers the defaults below.
//
// The same round's vendor and reason work needs two more things, carried here because this is the
// round's one migration:
// - `deleted_on` on vendors and reasons. A fleet task keeps its vendor_id and canceled_reason_id
//   after the vendor or reason is deleted, so the history still names them; a deleted row is hidden
//   from lists and lookups instead of being removed (and its name can be used again).
// - unique names per company, case-insensitive, among rows not deleted; the service checks first
//   for a clear 409, the index keeps two concurrent saves from both passing that check.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_settings')
    .addColumn('company_id', 'integer', (col) => col.primaryKey().references('companies.id'))
    // Deleting a garage clears the default rather than being refused because of it.
    .addColumn('start_address_default', 'integer', (col) =>
      col.references('addresses.id').onDelete('set null'),
    )
    .addColumn('end_address_default', 'integer', (col) => col.references('addresses.id').onDelete('set null'))
    .addColumn('start_address_toggle', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('end_address_toggle', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('autocomplete_source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('GPS Kendaraan')
        .check(sql`autocomplete_source in ('GPS Kendaraan', 'Smart Driver')`),
    )
    .addColumn('is_autocomplete_on', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await db.schema.alterTable('vendors').addColumn('deleted_on', 'timestamptz').execute();
  await db.schema.alterTable('reasons').addColumn('deleted_on', 'timestamptz').execute();
  await sql`create unique index vendors_company_name_key on vendors (company_id, lower(name))
    where deleted_on is null`.execute(db);
  await sql`create unique index reasons_company_reason_key on reasons (company_id, lower(reason))
    where deleted_on is null`.execute(db);
  // A company on the platform is paired with at most one vendor row of a company: its requests arrive
  // from the sending company, so two vendor rows for it could not be told apart.
  await sql`create unique index vendors_company_paired_key on vendors (company_id, paired_company_id)
    where deleted_on is null and paired_company_id is not null`.execute(db);
  await db.schema.createIndex('fleet_tasks_vendor_idx').on('fleet_tasks').column('vendor_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fleet_tasks_vendor_idx').execute();
  await db.schema.dropIndex('vendors_company_paired_key').execute();
  await db.schema.dropIndex('reasons_company_reason_key').execute();
  await db.schema.dropIndex('vendors_company_name_key').execute();
  await db.schema.alterTable('reasons').dropColumn('deleted_on').execute();
  await db.schema.alterTable('vendors').dropColumn('deleted_on').execute();
  await db.schema.dropTable('company_settings').execute();
}
