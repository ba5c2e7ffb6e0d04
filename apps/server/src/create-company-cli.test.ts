import { readdir } from 'node:fs/promises';
import { errorMessage, fieldErrorMessage } from '@armada/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../test/app';
import { createEmptyDatabase, type EmptyDatabase, runCli, withDatabase } from '../test/cli-process';
import { databaseSnapshot } from '../test/database';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/database';

const COMPANY = {
  'company-name': 'PT Angkutan Baris Baru',
  'time-zone': 'Asia/Makassar',
  name: 'Rina Admin',
  email: 'Rina@Baris-Baru.id',
  password: 'kata-sandi-rina-1',
};

/**
 * Every migration run (the CLI's included) upserts the global alert catalogue from packages/domain,
 * stamping updated_on; the company's own rows are what a refused set-up must leave alone.
 */
const RESYNCED_ON_EVERY_START = ['login_failures', 'alert_categories', 'alert_codes', 'alert_rule_templates'];

const tableCount = (database: DatabaseHandle) =>
  sql<{ count: number }>`select count(*)::int as count from information_schema.tables
    where table_schema = current_schema()`
    .execute(database.db)
    .then((result) => result.rows[0]?.count);

// Each case starts npm, tsx and a migration in a child process: slow on a loaded machine.
describe('npm run create-company', { timeout: 90_000 }, () => {
  let target: EmptyDatabase;
  beforeAll(async () => {
    target = await createEmptyDatabase();
  });
  afterAll(() => target?.drop());

  it('refuses a time zone the IANA database does not know, in Indonesian and English, writing nothing', async () => {
    const run = await runCli('create-company', target.env, { ...COMPANY, 'time-zone': 'Mars/Olympus' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--time-zone: ${fieldErrorMessage('invalid-value', 'id')}`);
    expect(run.stderr).toContain(`--time-zone: ${fieldErrorMessage('invalid-value', 'en')}`);
    expect(run.stdout).not.toContain('created');
    // Refused before the database is opened: no JWT secret either, which the CLI never needs.
    expect(await readdir(target.dataDir)).toEqual([]);
    if (target.env.DATABASE_URL) expect(await withDatabase(target, tableCount)).toBe(0);
  });

  it('asks nothing without a terminal: a missing flag is refused, not prompted for', async () => {
    const { password: _omitted, ...withoutPassword } = COMPANY;
    const run = await runCli('create-company', target.env, withoutPassword);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--password: ${fieldErrorMessage('required', 'id')}`);
    expect(run.stderr).toContain(`--password: ${fieldErrorMessage('required', 'en')}`);
    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it('creates the company and its admin on an empty database, who then logs in with that password', async () => {
    const run = await runCli('create-company', target.env, COMPANY);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Company "PT Angkutan Baris Baru" created; log in as rina@baris-baru.id.');

    await withDatabase(target, async (database) => {
      const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET });
      try {
        const login = (password: string) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'rina@baris-baru.id', password },
          });
        expect((await login('kata-sandi-salah')).statusCode).toBe(401);
        const response = await login(COMPANY.password);
        expect(response.statusCode).toBe(200);
        expect(response.json().data.user).toMatchObject({
          name: 'Rina Admin',
          email: 'rina@baris-baru.id',
          role: 'admin',
          company: { name: 'PT Angkutan Baris Baru', time_zone: 'Asia/Makassar' },
        });
        expect(response.json().data.user.scopes).toContain('user:create');
        const setup = await app.inject({ method: 'GET', url: '/api/auth/setup' });
        expect(setup.json().data).toEqual({ needs_setup: false });
      } finally {
        await app.close();
      }
    });
  });

  it('refuses a second run once a company exists (setup/already-done), changing no row', async () => {
    const snapshot = (database: DatabaseHandle) => databaseSnapshot(database.db, RESYNCED_ON_EVERY_START);
    const before = await withDatabase(target, snapshot);
    const run = await runCli('create-company', target.env, {
      ...COMPANY,
      'company-name': 'PT Kedua',
      email: 'kedua@baris-baru.id',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(errorMessage('setup/already-done', 'id'));
    expect(run.stderr).toContain(errorMessage('setup/already-done', 'en'));
    expect(run.stdout).not.toContain('created');
    const after = await withDatabase(target, snapshot);
    expect(after).toEqual(before);
    expect(after.companies).toHaveLength(1);
  });
});
