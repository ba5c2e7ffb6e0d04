import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';

/** A test database; `url` names it on PostgreSQL (for a server process of its own), null on PGlite. */
export type TestDatabase = DatabaseHandle & { url: string | null };

/**
 * What any request may write, refused or not: failed logins, the rate limits' counts (written a few
 * times a second, whatever the request's outcome) and the background jobs' leases.
 */
export const BOOKKEEPING_TABLES: readonly string[] = [
  'login_failures',
  'rate_limit_counters',
  'background_jobs',
];

/**
 * The tables holding data, as a query of `table_name`: a partitioned table once (its partitions'
 * rows are its own), no migration bookkeeping.
 */
export const dataTables = () => sql`
  select t.table_name from information_schema.tables t
  join pg_class c on c.relname = t.table_name and c.relnamespace = current_schema()::regnamespace
  where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and not c.relispartition
    and t.table_name not like 'kysely_%'`;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so the same suite runs on both.
 * `migrate: false` leaves it empty, for a test of one migration over rows written before it.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    if (migrate) await migrateToLatest(handle.db);
    return { ...handle, url: null };
  }
  const name = `armada_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * A fresh, migrated database on TEST_DATABASE_URL's server that several handles open, as several
 * server instances would (the live events' cross-instance test); `drop` removes it.
 */
export async function createSharedTestDatabase(serverUrl: string) {
  const name = `armada_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  const first = await open();
  await migrateToLatest(first.db);
  await first.close();
  return {
    /** For a process of its own (the background jobs' two-process test). */
    url: url.toString(),
    open,
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/** A client of the server's maintenance database, for statements no pool may run (create or drop a database). */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Every row of every table, as sorted JSON per table: what "no row changed" compares. Tables named in
 * `ignored` hold bookkeeping a refused request may legitimately write (failed logins).
 */
export async function databaseSnapshot(
  db: Kysely<Database>,
  ignored: readonly string[] = BOOKKEEPING_TABLES,
): Promise<Record<string, string[]>> {
  const tables = await sql<{ table_name: string }>`${dataTables()} order by table_name`.execute(db);
  const snapshot: Record<string, string[]> = {};
  for (const { table_name } of tables.rows) {
    if (ignored.includes(table_name)) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table_name)}`.execute(db);
    snapshot[table_name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
