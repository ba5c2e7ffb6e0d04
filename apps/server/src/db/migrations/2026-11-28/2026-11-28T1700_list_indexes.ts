import { type Kysely, sql } from 'kysely';

// Issue 23 item 6: the fleet task list at 20,000 tasks. The list engine picks the page of ids first and
// sorts `desc nulls last` (asc nulls first), then the row's id: these indexes give that order as it is
// read, so the default page (newest first) and the departure sort stop at the page instead of sorting
// every task of the company. The engine's own default-sort index (company_id, created_on) is read
// backwards, which puts nulls first, so it cannot serve `desc nulls last`.
const ORDER_INDEXES = [
  sql`create index fleet_tasks_list_created_idx on fleet_tasks
    (company_id, created_on desc nulls last, id)`,
  sql`create index fleet_tasks_list_departure_idx on fleet_tasks
    (company_id, expected_departure_on desc nulls last, id)`,
];

// A search is ILIKE '%…%', which no b-tree serves: a trigram index finds a DO number among hundreds of
// thousands of orders without reading them all (the fleet task list's search by DO number, the order
// lists' own search). pg_trgm ships with PGlite (loaded by the worker)
// and with PostgreSQL's contrib; a server without it keeps working, only slower.
const TRIGRAM_INDEXES = [
  sql`create index delivery_orders_number_trgm_idx on delivery_orders using gin (number gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ORDER_INDEXES) await statement.execute(db);
  const { rows } = await sql<{ installed: boolean }>`select installed_version is not null as installed
    from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows.length === 0) return;
  if (!rows[0]?.installed) await sql`create extension if not exists pg_trgm`.execute(db);
  for (const statement of TRIGRAM_INDEXES) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists delivery_orders_number_trgm_idx`.execute(db);
  await sql`drop index fleet_tasks_list_departure_idx`.execute(db);
  await sql`drop index fleet_tasks_list_created_idx`.execute(db);
}
