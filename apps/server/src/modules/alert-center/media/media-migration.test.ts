import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { migrationProvider } from '../../../db/migrations';
import { buildCompany, buildVehicle } from '../../../seed/builders/builders';

/** Migration 2026-11-26T2200_dashcam_media: what the database itself refuses, and that it undoes. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the dashcam media migration', () => {
  it('keeps a vehicle device type to bsj, vss-howen or none', async () => {
    const company = await buildCompany(database.db);
    const bsj = await buildVehicle(database.db, { company_id: company.id, device_type: 'bsj' });
    const none = await buildVehicle(database.db, { company_id: company.id });
    expect([bsj.device_type, none.device_type]).toEqual(['bsj', null]);
    await expect(
      database.db
        .updateTable('vehicles')
        .set({ device_type: 'jt808' as never })
        .where('id', '=', none.id)
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('refuses a download status outside the gateway outcomes and a window that ends before it starts', async () => {
    const company = await buildCompany(database.db);
    const vehicle = await buildVehicle(database.db, { company_id: company.id, device_type: 'vss-howen' });
    const row = {
      company_id: company.id,
      vehicle_id: vehicle.id,
      channel: '1',
      file_id: 'f-1',
      start_time: '2026-11-26T08:00:00Z',
      end_time: '2026-11-26T08:01:00Z',
      status: 'Sent' as const,
    };
    await database.db.insertInto('video_download_histories').values(row).execute();
    await expect(
      database.db
        .insertInto('video_download_histories')
        .values({ ...row, status: 'Done' as never })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      database.db
        .insertInto('video_download_histories')
        .values({ ...row, end_time: '2026-11-26T07:59:00Z' })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('undoes itself and applies again', async () => {
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    // Down to the one before it (later migrations are undone first), then up again.
    const down = await migrator.migrateTo('2026-11-26T1800_planned_distance');
    expect(down.error).toBeUndefined();
    expect(down.results).toContainEqual(
      expect.objectContaining({
        migrationName: '2026-11-26T2200_dashcam_media',
        direction: 'Down',
        status: 'Success',
      }),
    );
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
  });
});
