import { buildApp } from './app';
import { loadConfig } from './config';
import { isDatabaseEmpty, migrateToLatest, openDatabase } from './db/database';
import { appJobs } from './modules/jobs/job-list';
import { startJobScheduler } from './modules/jobs/scheduler';
import { listenOsmAndPort } from './modules/telemetry/osmand-port';
import { createRoutingProvider } from './routing';
import { DEMO_LOGINS, PLATFORM_OPERATOR_LOGIN, seedDemo } from './seed';
import { fileStorageOf } from './storage/storage-of';

/**
 * Reads the environment, prepares the database (migrations; demo data on a first embedded start),
 * listens, and shuts down cleanly on SIGTERM/SIGINT: stop accepting, finish requests, close the database.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrateToLatest(database.db);
  // Before the seed: the demo's trips carry proof photos.
  const storage = fileStorageOf(config);
  const empty = await isDatabaseEmpty(database.db);
  if (database.kind === 'pglite' && empty && config.demo) {
    await seedDemo(database.db, { password: config.demoPassword, fleetTasks: { storage } });
    console.log('Demo data loaded into the embedded database.');
  }

  // Lists and reports read from the replica once it has the caller's writes (db/read-routing.ts).
  const replica = config.databaseReadUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseReadUrl,
        poolSize: config.database.kind === 'postgres' ? config.database.poolSize : undefined,
      })
    : null;
  const app = await buildApp({
    database,
    readReplica: replica?.db ?? null,
    jwtSecret: config.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    webDist: config.webDist,
    logger: { level: config.logLevel },
    publicUrl: config.publicUrl,
    legacyAppUrl: config.legacyAppUrl,
    trustProxy: config.trustProxy,
    storage,
    intakeQueueMaxPositions: config.intakeQueueMaxPositions,
    media: {
      gateway: config.mediaGateway,
      secret: config.mediaGatewaySecret,
      maxClipBytes: config.mediaMaxClipBytes,
    },
  });
  // Purges, orphaned files and the alert sweep run once across instances, due ones at once
  // (modules/jobs/README.md). The sweep's late stops need the sequence's estimated arrivals: the same
  // kind of routing provider as the app's (OSRM when OSRM_URL is set), with its own leg cache.
  const jobs = await startJobScheduler(
    database.db,
    appJobs({
      storage,
      routing: createRoutingProvider(process.env, { logger: app.log }),
      alertSweepIntervalMs: config.alertSweepIntervalMs,
      positionRetentionDays: config.positionRetentionDays,
      logger: app.log,
    }),
    { logger: app.log, tickMs: config.jobTickMs },
  );
  app.addHook('onClose', async () => {
    await jobs.stop();
    await replica?.close();
    await database.close();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await listenOsmAndPort(app, config.osmandPort);
  const url = `http://localhost:${config.port}`;
  const logins = [...DEMO_LOGINS, PLATFORM_OPERATOR_LOGIN]
    .map((login) => `  ${login.email.padEnd(22)} ${login.role}`)
    .join('\n');
  const accounts = (await isDatabaseEmpty(database.db))
    ? `No company yet: open ${url} to set up yours (or run npm run create-company).\n`
    : database.kind === 'pglite' && config.demo
      ? `Demo logins (password: ${config.demoPassword}):\n${logins}\n`
      : '';
  console.log(
    `\nArmada is running at ${url} (API docs: ${url}/api/docs)\n` +
      `Database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}\n` +
      accounts,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
