import { runCli } from './cli/flag-request';
import { databaseTargetOf } from './config';
import { migrateToLatest, openDatabase } from './db/database';

/**
 * `npm run migrate`: brings DATABASE_URL's tables up to date and exits, for a deploy step that runs
 * before the new servers start (the Kubernetes Job in deploy/kubernetes). The server migrates at start
 * too; Kysely's migrator holds a PostgreSQL advisory lock while it runs, so this and starting servers
 * never apply a migration twice.
 */
async function main(): Promise<number> {
  const database = await openDatabase(databaseTargetOf());
  try {
    await migrateToLatest(database.db);
    console.log('The database is up to date.');
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main, 'Migrating the database');
