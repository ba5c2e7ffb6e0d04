import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type EmptyDatabase, runCli, withDatabase } from '../test/cli-process';
import type { DatabaseHandle } from './db/database';
import { isDatabaseEmpty } from './db/database';
import { migrationProvider } from './db/migrations';

/** Kysely's own record of what it applied: name and moment, in the order applied. */
const appliedMigrations = (database: DatabaseHandle) =>
  sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`
    .execute(database.db)
    .then((result) => result.rows);

// Each case starts npm, tsx and a migration in a child process: slow on a loaded machine.
describe('npm run migrate', { timeout: 90_000 }, () => {
  let target: EmptyDatabase;
  beforeAll(async () => {
    target = await createEmptyDatabase();
  });
  afterAll(() => target?.drop());

  it('applies every migration to an empty database and loads no company', async () => {
    const run = await runCli('migrate', target.env, {});
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The database is up to date.');
    const expected = Object.keys(await migrationProvider.getMigrations()).sort();
    await withDatabase(target, async (database) => {
      expect((await appliedMigrations(database)).map((row) => row.name)).toEqual(expected);
      expect(await isDatabaseEmpty(database.db)).toBe(true);
    });
  });

  it('applies nothing a second time: the recorded migrations stay as they were', async () => {
    const before = await withDatabase(target, appliedMigrations);
    const run = await runCli('migrate', target.env, {});
    expect(run.code).toBe(0);
    expect(await withDatabase(target, appliedMigrations)).toEqual(before);
  });

  // What a deploy does when the Job and the new pods start together: Kysely's migrator holds an
  // advisory lock on PostgreSQL (PGlite has one process at a time, so there is nothing to race).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'applies each migration once when two runs start together',
    async () => {
      const fresh = await createEmptyDatabase();
      try {
        const runs = await Promise.all([runCli('migrate', fresh.env, {}), runCli('migrate', fresh.env, {})]);
        expect(runs.map((run) => [run.code, run.stderr])).toEqual([
          [0, ''],
          [0, ''],
        ]);
        const expected = Object.keys(await migrationProvider.getMigrations()).sort();
        expect((await withDatabase(fresh, appliedMigrations)).map((row) => row.name)).toEqual(expected);
      } finally {
        await fresh.drop();
      }
    },
  );

  it('exits 1 and says why when the database cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const run = await runCli('migrate', { DATABASE_URL: 'postgres://armada@127.0.0.1:1/armada' }, {});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Migrating the database failed');
    expect(run.stdout).not.toContain('up to date');
  });
});
