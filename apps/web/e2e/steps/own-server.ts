import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/*
 * A server process of a test's own, on an empty database (DEMO=off), for the journeys that start
 * where a new company starts (first-company, notification-onboarding); the shared server has the demo.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * `npm run serve` as an installer runs it with DEMO=off: the real server process on an empty embedded
 * database of its own, so this journey starts where a new company starts (the shared server has the demo).
 */
export async function startServerWithoutDemo(
  dataDir: string,
  databaseUrl: string | null,
  // A copy of the build of its own for a journey that swaps the app's files (app-update).
  webDist: string = inject('webDist'),
  // Settings a journey needs beyond an installer's defaults (LEGACY_APP_URL).
  extraEnv: Record<string, string> = {},
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: 'off',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      OSMAND_PORT: '0',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  for (let wait = 0; wait < 240; wait++) {
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return { server, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error(`the server did not start within 2 minutes:\n${output}`);
}

/**
 * The same server process with the demo seeded into its own embedded database: for a journey that
 * changes the demo company's settings, which the shared server's other journeys rely on.
 */
export function startServerWithDemo(dataDir: string) {
  return startServerWithoutDemo(dataDir, null, undefined, { DEMO: 'on' });
}

/** Stops a server of startServerWithoutDemo and waits for it to exit. */
export async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
}

/** A new company's users are offered the notification onboarding after login: 'Nanti Saja'. */
export async function dismissOnboardingPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Aktifkan notifikasi armada Anda' });
  await prompt.getByRole('button', { name: 'Nanti Saja' }).click();
  await prompt.waitFor({ state: 'hidden' });
}
