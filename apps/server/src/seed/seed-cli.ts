import { s3StorageOf, storageDirOf } from '../config';
import { isDatabaseEmpty, migrateToLatest, openDatabase } from '../db/database';
import { fileStorageOf } from '../storage/storage-of';
import { DEMO_LOGINS, PLATFORM_OPERATOR_LOGIN, seedDemo } from './';
import { DEFAULT_DEMO_PASSWORD } from './builders/builders';

/**
 * `npm run seed`: loads the demo data into the PostgreSQL database of DATABASE_URL. The embedded
 * database needs no command, since the server seeds it on first start.
 */
async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is not set. Set it to the PostgreSQL database to seed, for example\n' +
        '  DATABASE_URL=postgres://armada:secret@localhost:5432/armada npm run seed',
    );
    return 1;
  }
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    await migrateToLatest(database.db);
    if (await isDatabaseEmpty(database.db)) {
      // The server reads the proof photos of the demo's trips from the same STORAGE_DIR or bucket.
      const storage = fileStorageOf({ s3Storage: s3StorageOf(), storageDir: storageDirOf() });
      const result = await seedDemo(database.db, { fleetTasks: { storage } });
      console.log(
        `Demo data loaded: ${result.counts.companies} companies, ${result.counts.users} users, ` +
          `${result.counts.delivery_orders} delivery orders, ${result.counts.fleet_tasks} fleet tasks.`,
      );
    } else {
      console.log('The database is not empty, so the demo data was not loaded. Nothing was changed.');
    }
    printLogins();
    return 0;
  } finally {
    await database.close();
  }
}

function printLogins(): void {
  // The password itself is printed only when it is the public default; a chosen one stays off logs.
  const password = process.env.DEMO_PASSWORD ? 'the value of DEMO_PASSWORD' : DEFAULT_DEMO_PASSWORD;
  const lines = [...DEMO_LOGINS, PLATFORM_OPERATOR_LOGIN].map(
    (login) => `  ${login.email.padEnd(22)} ${login.role}`,
  );
  console.log(`Demo logins (password: ${password}):\n${lines.join('\n')}`);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A connection failure arrives as an AggregateError with an empty message; its code says why.
    const reason =
      error instanceof Error ? error.message || (error as { code?: string }).code : String(error);
    console.error(`The demo seed failed: ${reason}`);
    if (process.env.DEBUG) console.error(error);
    process.exitCode = 1;
  },
);
