import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/src/app';
import { migrateToLatest, openDatabase } from '../../server/src/db/database';
import { seedDemo } from '../../server/src/seed';
import { demoPassword } from '../../server/src/seed/builders/builders';
import { DEMO_LOGINS } from '../../server/src/seed/demo-data';
import { LocalFolderStorage } from '../../server/src/storage/file-storage';
import { startGatewaySim } from '../../server/test/fakes/gateway-sim';
import { buildWebApp, CHROMIUM_PATH, hasChromium } from './browser';
import { settlePlatformPrompts } from './steps/platform-prompts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built web app, for a test that starts a server of its own (first-company.e2e.test.ts). */
    webDist: string;
    /**
     * The simulated device gateway the app's dashcam clips and calls go through (issue 19), for a test
     * that reads what the device heard (its GET /v1/voice-sessions/{id}, with `gatewaySecret`).
     */
    gatewayUrl: string;
    gatewaySecret: string;
  }
}

/** A port free now, so the app can be told its own address (the socket's Origin check) before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the web app and starts the real server on a fresh embedded database with the demo data, so
 * the browser tests drive exactly what `npm start` serves.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    if (process.env.CI)
      throw new Error(`CI requires Debian's Chromium at ${CHROMIUM_PATH}; .ci/run installs it.`);
    console.warn(
      `\n*** Browser tests SKIPPED: Debian's Chromium is not installed at ${CHROMIUM_PATH} ` +
        '(apt-get install chromium). ***\n',
    );
    project.provide('baseUrl', '');
    project.provide('webDist', '');
    project.provide('gatewayUrl', '');
    project.provide('gatewaySecret', '');
    return;
  }
  // A build of its own per run, so two test runs at once (or a running `npm start`) never read a
  // half-written dist folder.
  const ownBuild = process.env.E2E_SKIP_BUILD !== '1';
  const webDist = ownBuild ? mkdtempSync(path.join(tmpdir(), 'armada-e2e-web-')) : path.join(webRoot, 'dist');
  if (ownBuild) {
    // The browser tests drive what `npm start` serves, a production build.
    buildWebApp(webDist);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(database.db);
  // The demo's trips carry proof photos: the seed writes them where the server reads them.
  const storageDir = mkdtempSync(path.join(tmpdir(), 'armada-e2e-uploads-'));
  const storage = new LocalFolderStorage(storageDir);
  await seedDemo(database.db, { fleetTasks: { storage } });
  // A real separate process, as with `npm run gateway:sim`; its devices list their files after 1.5 s
  // instead of 7 so the journeys stay short.
  const gateway = await startGatewaySim({ fileListDelayMs: 1_500 });
  const port = await freePort();
  const app = await buildApp({
    // The live socket lets in only pages of the app's own origin.
    publicUrl: `http://127.0.0.1:${port}`,
    database,
    jwtSecret: new TextEncoder().encode('e2e-secret-that-is-long-enough-for-hs256-0123456789'),
    webDist,
    storage,
    // Every journey logs in from 127.0.0.1; the limit itself is tested in the server suite.
    loginRateLimit: { max: 1000, timeWindow: '1 minute' },
    media: { gateway: { url: gateway.url }, secret: gateway.secret },
  });
  const address = await app.listen({ port, host: '127.0.0.1' });
  // The seeded banner and the month-end feedback modal would cover the journeys' pages.
  await settlePlatformPrompts(
    address,
    DEMO_LOGINS.map((login) => login.email),
    demoPassword(),
  );
  project.provide('baseUrl', address);
  project.provide('webDist', webDist);
  project.provide('gatewayUrl', gateway.url);
  project.provide('gatewaySecret', gateway.secret);
  return async () => {
    await app.close();
    await gateway.stop();
    await database.close();
    rmSync(storageDir, { recursive: true, force: true });
    if (ownBuild) rmSync(webDist, { recursive: true, force: true });
  };
}
