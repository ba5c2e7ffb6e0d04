import { type Kysely, sql } from 'kysely';

// Issue 23 item 6: a search by FO number or shipment reference reads the matching tasks through
// these trigram indexes instead of testing ILIKE on every task of the company. Like the DO number's
// index, they need pg_trgm (in PGlite and PostgreSQL's contrib); without it the search still works.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ installed: boolean }>`select installed_version is not null as installed
    from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!rows[0]?.installed) return;
  await sql`create index fleet_tasks_number_trgm_idx on fleet_tasks using gin (number gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index fleet_tasks_shipment_reference_trgm_idx on fleet_tasks
    using gin (shipment_reference gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists fleet_tasks_shipment_reference_trgm_idx`.execute(db);
  await sql`drop index if exists fleet_tasks_number_trgm_idx`.execute(db);
}
