import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { seedDemo } from '../apps/server/src/seed';
import { freePort } from '../apps/server/test/crash/server-process';

/**
 * The browser benches' server: the real app on an embedded database with the demo data, serving the
 * built web app in `webDist` (relative to the working directory, as BENCH_WEB_DIST is given), on a
 * port of its own.
 */
export async function startDemoWebServer(webDist: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(database.db);
  const seeded = await seedDemo(database.db);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    // The live socket lets in only pages of the app's own origin.
    publicUrl: baseUrl,
    database,
    jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256-0123456789'),
    webDist: path.resolve(webDist),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    database,
    seeded,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
