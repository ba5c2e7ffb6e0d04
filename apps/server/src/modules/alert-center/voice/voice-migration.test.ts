import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { migrationProvider } from '../../../db/migrations';
import { buildRawAlert } from '../../../seed/builders/alert-builders';
import { buildCompany } from '../../../seed/builders/builders';

/** Migration 2026-11-27T0000_voice_calls: what the database itself refuses, and that it undoes. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the voice calls migration', () => {
  it('gives every company a limit of 2 simultaneous calls and keeps it within 1..50', async () => {
    const company = await buildCompany(database.db);
    const stored = await database.db
      .selectFrom('companies')
      .select('max_simultaneous_calls')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(stored.max_simultaneous_calls).toBe(2);
    for (const limit of [0, 51]) {
      await expect(
        database.db
          .updateTable('companies')
          .set({ max_simultaneous_calls: limit })
          .where('id', '=', company.id)
          .execute(),
      ).rejects.toThrow(/check/i);
    }
    await database.db
      .updateTable('companies')
      .set({ max_simultaneous_calls: 50 })
      .where('id', '=', company.id)
      .execute();
  });

  it('refuses an unknown state and an ended call without how and when it ended; takes Call log entries', async () => {
    const company = await buildCompany(database.db);
    const alert = await buildRawAlert(database.db, { company_id: company.id });
    const row = {
      id: '22222222-2222-4222-8222-222222222222',
      company_id: company.id,
      raw_alert_id: alert.id,
      state: 'calling' as const,
    };
    await expect(
      database.db
        .insertInto('voice_calls')
        .values({ ...row, state: 'ringing' as never })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      database.db
        .insertInto('voice_calls')
        .values({ ...row, state: 'ended' })
        .execute(),
    ).rejects.toThrow(/check/i);
    await database.db
      .insertInto('voice_calls')
      .values({ ...row, state: 'ended', end_reason: 'hangup', ended_on: new Date() })
      .execute();
    await database.db
      .insertInto('raw_alert_user_logs')
      .values({ raw_alert_id: alert.id, company_id: company.id, type_field: 'Call', data: 'x' })
      .execute();
  });

  it('undoes itself and applies again', async () => {
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    // Down to the one before it (later migrations are undone first), then up again.
    const down = await migrator.migrateTo('2026-11-26T2200_dashcam_media');
    expect(down.error).toBeUndefined();
    expect(down.results).toContainEqual(
      expect.objectContaining({
        migrationName: '2026-11-27T0000_voice_calls',
        direction: 'Down',
        status: 'Success',
      }),
    );
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
  });
});
