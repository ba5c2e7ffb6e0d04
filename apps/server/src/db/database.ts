import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, type LogConfig, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { syncAlertCatalogue } from './alert-catalogue';
import { migrationProvider } from './migrations';
import { type NotificationHandler, PgListener, type Unlisten } from './pg-listener';
import { ConnectionTurns, PGliteThread, ThreadedPGliteDialect } from './pglite/worker-dialect';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export type { NotificationHandler, Unlisten } from './pg-listener';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * The same database for work no person waits on (the position intake). On PGlite, whose one
   * connection page requests share, its queries wait while a page's query waits; on PostgreSQL,
   * whose pool serves both, it is `db`.
   */
  backgroundDb: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY payload sent on it after a commit. PostgreSQL
   * uses one dedicated connection per handle that reconnects by itself; PGlite its in-process
   * listen. Closing the handle stops every listen.
   */
  listen: (channel: string, onPayload: NotificationHandler) => Promise<Unlisten>;
}

export type DatabaseTarget =
  /** log: Kysely's query log, used by the benchmarks to replay a request's SQL bare. */
  | { kind: 'postgres'; url: string; poolSize?: number; log?: LogConfig }
  /** dataDir null keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

const NUMERIC_OID = 1700;
const INT8_OID = 20;

// numeric and bigint arrive as strings from both drivers; our amounts (rupiah, counts) fit in a
// double exactly, so every query reads them as numbers instead of converting at each call site.
pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client that loses its connection (server restart, dropped database) emits an error;
    // unhandled it would crash the process. The pool replaces the client on the next checkout.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      ...(target.log ? { log: target.log } : {}),
    });
    const listener = new PgListener(target.url);
    return {
      db,
      backgroundDb: db,
      kind: 'postgres',
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    dataDir = target.dataDir;
  }
  // In a worker thread: PGlite's WebAssembly would otherwise run on the thread that answers HTTP.
  const thread = await PGliteThread.start(dataDir ?? null);
  const turns = new ConnectionTurns();
  const db = new Kysely<Database>({ dialect: new ThreadedPGliteDialect(thread, turns, 'page') });
  const backgroundDb = new Kysely<Database>({
    dialect: new ThreadedPGliteDialect(thread, turns, 'background'),
  });
  return {
    db,
    backgroundDb,
    kind: 'pglite',
    listen: (channel, onPayload) => thread.listen(db as Kysely<unknown>, channel, onPayload),
    close: async () => {
      await backgroundDb.destroy();
      await db.destroy();
      await thread.close();
    },
  };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  // Global rows that follow packages/domain rather than a migration (db/alert-catalogue.ts).
  await syncAlertCatalogue(db);
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}
