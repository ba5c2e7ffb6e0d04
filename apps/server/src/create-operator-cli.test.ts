import { errorMessage, fieldErrorMessage } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../test/app';
import { createEmptyDatabase, type EmptyDatabase, runCli, withDatabase } from '../test/cli-process';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/database';

const OPERATOR = { name: 'Sari Operator', email: 'Sari@Armada-Platform.id', password: 'kata-sandi-sari-1' };

const platformCompanies = (database: DatabaseHandle) =>
  database.db.selectFrom('companies').select(['id', 'name']).where('is_platform', '=', true).execute();

// Each case starts npm, tsx and a migration in a child process: slow on a loaded machine.
describe('npm run create-operator', { timeout: 90_000 }, () => {
  let target: EmptyDatabase;
  beforeAll(async () => {
    target = await createEmptyDatabase();
  });
  afterAll(() => target?.drop());

  it('refuses a short password in Indonesian and English, without a terminal to ask on', async () => {
    const run = await runCli('create-operator', target.env, { ...OPERATOR, password: 'pendek' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--password: ');
    expect(run.stderr.split('\n').filter((line) => line.startsWith('--password: '))).toHaveLength(2);
    const { email: _omitted, ...withoutEmail } = OPERATOR;
    const missing = await runCli('create-operator', target.env, withoutEmail);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`--email: ${fieldErrorMessage('required', 'id')}`);
    expect(missing.stderr).toContain(`--email: ${fieldErrorMessage('required', 'en')}`);
  });

  it('creates an operator who logs in to the console and is refused company data', async () => {
    const run = await runCli('create-operator', target.env, OPERATOR);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Platform operator "Sari Operator" created; log in as sari@armada-platform.id to open /platform/.',
    );
    await withDatabase(target, async (database) => {
      expect(await platformCompanies(database)).toHaveLength(1);
      const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'sari@armada-platform.id', password: OPERATOR.password },
        });
        expect(login.statusCode).toBe(200);
        const { token, user } = login.json().data;
        expect(user).toMatchObject({ name: 'Sari Operator', role: 'platform-admin' });
        const headers = { authorization: `Bearer ${token}` };
        const console = await app.inject({
          method: 'GET',
          url: '/api/platform/v1/operator/company',
          headers,
        });
        expect(console.statusCode).toBe(200);
        const tasks = await app.inject({ method: 'GET', url: '/api/fleet-planning/v1/fleet-task', headers });
        expect(tasks.statusCode).toBe(403);
        expect(tasks.json().code).toBe('auth/company-only');
      } finally {
        await app.close();
      }
    });
  });

  it('adds a second operator to the same platform company and refuses an e-mail already in use', async () => {
    const second = await runCli('create-operator', target.env, {
      ...OPERATOR,
      name: 'Budi Operator',
      email: 'budi@armada-platform.id',
    });
    expect(second.code).toBe(0);
    const taken = await runCli('create-operator', target.env, {
      ...OPERATOR,
      email: 'SARI@armada-platform.id',
    });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(errorMessage('user/email-taken', 'id'));
    expect(taken.stderr).toContain(errorMessage('user/email-taken', 'en'));
    await withDatabase(target, async (database) => {
      expect(await platformCompanies(database)).toHaveLength(1);
      const operators = await database.db
        .selectFrom('users')
        .select('email')
        .where('role', '=', 'platform-admin')
        .orderBy('email')
        .execute();
      expect(operators.map((row) => row.email)).toEqual([
        'budi@armada-platform.id',
        'sari@armada-platform.id',
      ]);
    });
  });
});
