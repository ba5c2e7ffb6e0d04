import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
async function startServerWithoutDemo(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: 'off',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      OSMAND_PORT: '0',
      WEB_DIST: inject('webDist'),
      LOG_LEVEL: 'warn',
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

let browser: Browser;
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;

describe.skipIf(!hasChromium)('a company of its own, in Chromium (DEMO=off)', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'armada-e2e-first-company-'));
    const started = await startServerWithoutDemo(dataDir);
    server = started.server;
    baseUrl = started.url;
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets up the company, invites a dispatcher, who sets a password through the link and lands logged in', async () => {
    const status = await (await fetch(`${baseUrl}/api/auth/setup`)).json();
    expect(status).toEqual({ data: { needs_setup: true } });

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await adminContext.newPage();
    await page.goto(`${baseUrl}/`);
    // The login is replaced by the set-up page on a database with no company.
    await page.getByRole('heading', { name: 'Siapkan perusahaan Anda' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/setup');
    await page.getByLabel('Nama perusahaan').fill('PT Angkutan Sendiri');
    await page.getByLabel('Nama admin').fill('Sari Pemilik');
    await page.getByLabel('Email admin').fill('sari@sendiri.id');
    await page.getByLabel('Kata sandi').fill('kata-sandi-sari');
    await page.getByRole('button', { name: 'Buat perusahaan' }).click();
    await page.waitForURL((url) => url.pathname !== '/setup');

    await page.goto(`${baseUrl}/setting/users`);
    const table = page.getByRole('table', { name: 'Daftar pengguna' });
    await table.getByText('Sari Pemilik (Anda)').waitFor();
    await page.getByRole('button', { name: 'Undang pengguna' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Undang pengguna' });
    await dialog.getByLabel('Nama').fill('Dodi Dispatcher');
    await dialog.getByLabel('Email').fill('dodi@sendiri.id');
    await dialog.getByRole('button', { name: 'Undang' }).click();
    const linkDialog = page.getByRole('dialog').filter({ hasText: 'Tautan undangan' });
    const link = (await linkDialog.getByText(/\/invitation\//).textContent())?.trim() ?? '';
    expect(link).toMatch(new RegExp(`^${baseUrl}/invitation/[\\w-]{43}$`));
    await linkDialog.getByRole('button', { name: 'Selesai' }).click();
    await table.getByText('Menunggu kata sandi').waitFor();

    // The dispatcher, in a browser of their own.
    const dispatcherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const invited = await dispatcherContext.newPage();
    await invited.goto(link);
    await invited.getByRole('heading', { name: 'Buat kata sandi Anda' }).waitFor();
    await invited.getByLabel('Kata sandi baru', { exact: true }).fill('sandi-dodi-123');
    await invited.getByLabel('Ulangi kata sandi baru').fill('sandi-dodi-123');
    await invited.getByRole('button', { name: 'Simpan dan masuk' }).click();
    await invited.waitForURL((url) => !url.pathname.startsWith('/invitation'));
    await invited.getByRole('heading', { name: 'Dasbor' }).waitFor();
    const token = await invited.evaluate(() => localStorage.getItem('armada.token'));
    const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).data).toMatchObject({
      email: 'dodi@sendiri.id',
      role: 'dispatcher',
      company: { name: 'PT Angkutan Sendiri' },
    });

    // The link was for one use.
    const again = await dispatcherContext.newPage();
    const reuse = await again.request.post(`${baseUrl}/api/auth/invitation/${link.split('/').at(-1)}`, {
      data: { password: 'sandi-lain-123' },
    });
    expect(reuse.status()).toBe(400);
    await adminContext.close();
    await dispatcherContext.close();
  }, 180_000);
});
