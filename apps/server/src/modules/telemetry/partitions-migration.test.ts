import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { migrateToLatest } from '../../db/database';
import { migrationProvider } from '../../db/migrations';
import { buildCompany, buildUser, buildVehicle } from '../../seed/builders/builders';
import { positionPartitionName } from './partitions';
import { positionsInWindowQuery } from './track-service';

/**
 * The migration 2026-11-27T1400_partitioned_positions rebuilds telemetry_positions as monthly
 * partitions with the rows, keys, check and privileges of the plain table, on PGlite and PostgreSQL.
 */
let database: TestDatabase;
const reader = `armada_reader_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const { error } = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo(
    '2026-11-27T1100_driver_load_adjustment',
  );
  if (error) throw error;
});
afterAll(async () => {
  await sql`drop owned by ${sql.raw(reader)}`.execute(database.db).catch(() => undefined);
  await sql`drop role if exists ${sql.raw(reader)}`.execute(database.db);
  await database.close();
});

const monthStart = (at: Date, ahead = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + ahead, 1));

const allRows = async () =>
  (
    await sql<Record<string, unknown>>`select * from telemetry_positions
      order by vehicle_id nulls last, driver_user_id nulls last, fix_on`.execute(database.db)
  ).rows;

/** Index names and definitions of the table, without the "ONLY" a partitioned parent's carries. */
const parentIndexes = async () =>
  (
    await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
      where tablename = 'telemetry_positions' order by indexname`.execute(database.db)
  ).rows.map((row) => ({ name: row.indexname, definition: row.indexdef.replace(' ON ONLY ', ' ON ') }));

describe('migration 2026-11-27T1400_partitioned_positions', () => {
  it("moves every row into its month's partition and keeps the keys, the check and the grants", async () => {
    const db = database.db;
    const company = await buildCompany(db);
    const vehicle = await buildVehicle(db, { company_id: company.id });
    const driver = await buildUser(db, { company_id: company.id, role: 'driver' });
    const now = new Date();
    const fixes = [monthStart(now, -14), monthStart(now, -3), monthStart(now, -1), monthStart(now)].flatMap(
      (month) => [new Date(month.getTime() + 3_600_000), new Date(month.getTime() + 10 * 86_400_000)],
    );
    await db
      .insertInto('telemetry_positions')
      .values([
        ...fixes.map((fix_on, i) => ({
          company_id: company.id,
          vehicle_id: vehicle.id,
          fix_on,
          latitude: -6.2 + i / 1000,
          longitude: 106.8,
          speed_kmh: i,
          battery_pct: 50,
        })),
        {
          company_id: company.id,
          driver_user_id: driver.id,
          fix_on: fixes[2] as Date,
          latitude: -6,
          longitude: 107,
        },
      ])
      .execute();
    await sql`create role ${sql.raw(reader)}`.execute(db);
    await sql`grant select on telemetry_positions to ${sql.raw(reader)}`.execute(db);
    const window = { from: fixes[0] as Date, to: new Date((fixes[0] as Date).getTime() + 7 * 86_400_000) };
    const trackBefore = await positionsInWindowQuery(
      db,
      { kind: 'vehicle', id: vehicle.id },
      window,
    ).execute();
    const rowsBefore = await allRows();
    const indexesBefore = await parentIndexes();

    await migrateToLatest(db);

    expect(await allRows()).toEqual(rowsBefore);
    expect(rowsBefore).toHaveLength(9);
    expect(await positionsInWindowQuery(db, { kind: 'vehicle', id: vehicle.id }, window).execute()).toEqual(
      trackBefore,
    );
    expect(trackBefore).toHaveLength(1);
    expect(await parentIndexes()).toEqual(indexesBefore);
    expect(indexesBefore.map((index) => index.name)).toEqual([
      'telemetry_positions_driver_key',
      'telemetry_positions_vehicle_key',
    ]);

    const partitions = await sql<{ name: string; kind: string; keys: number }>`
      select c.relname as name, c.relkind as kind,
        (select count(*)::int from pg_index x where x.indrelid = c.oid and x.indisunique) as keys
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'telemetry_positions'::regclass order by c.relname`.execute(db);
    const expectedMonths = [-14, -3, -1, 0, 1, 2].map((ahead) =>
      positionPartitionName(monthStart(now, ahead)),
    );
    expect(partitions.rows.map((row) => row.name)).toEqual(
      [...expectedMonths, 'telemetry_positions_default'].sort(),
    );
    // Each partition carries both keys, attached to the parent's indexes.
    expect(partitions.rows.every((row) => row.kind === 'r' && row.keys === 2)).toBe(true);
    const attached = await sql<{ count: number }>`select count(*)::int as count from pg_inherits
      where inhparent in ('telemetry_positions_vehicle_key'::regclass, 'telemetry_positions_driver_key'::regclass)`.execute(
      db,
    );
    expect(attached.rows[0]?.count).toBe(2 * partitions.rows.length);

    const placed = await sql<{ fix_on: Date; partition: string }>`
      select fix_on, tableoid::regclass::text as partition from telemetry_positions where vehicle_id = ${vehicle.id}
      order by fix_on`.execute(db);
    expect(placed.rows.map((row) => row.partition)).toEqual(
      fixes.map((fix) => positionPartitionName(monthStart(fix))),
    );

    const parent = await sql<{ kind: string; checks: string[]; readable: boolean }>`
      select c.relkind as kind,
        array(select conname::text from pg_constraint where conrelid = c.oid and contype = 'c') as checks,
        has_table_privilege(${reader}, 'telemetry_positions', 'select') as readable
      from pg_class c where c.oid = 'telemetry_positions'::regclass`.execute(db);
    expect(parent.rows[0]).toEqual({ kind: 'p', checks: ['telemetry_positions_one_device'], readable: true });
    const leftovers =
      await sql`select 1 from pg_class where relname like 'telemetry_positions_unpartitioned%'`.execute(db);
    expect(leftovers.rows).toHaveLength(0);
  });

  it('still refuses a second position of a device at the same fix time, and a position of no device', async () => {
    const db = database.db;
    const [row] = await allRows();
    const again = db.insertInto('telemetry_positions').values({
      company_id: row?.company_id as number,
      vehicle_id: row?.vehicle_id as number,
      fix_on: row?.fix_on as Date,
      latitude: 0,
      longitude: 0,
    });
    await expect(again.execute()).rejects.toThrow(/telemetry_positions_.*vehicle/);
    const noDevice = db
      .insertInto('telemetry_positions')
      .values({ company_id: row?.company_id as number, fix_on: new Date(), latitude: 0, longitude: 0 });
    await expect(noDevice.execute()).rejects.toThrow(/telemetry_positions_one_device/);
  });

  it('goes back to one plain table with the same rows', async () => {
    const rows = await allRows();
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const { error } = await migrator.migrateTo('2026-11-27T1100_driver_load_adjustment');
    expect(error).toBeUndefined();
    const kind = await sql<{ kind: string }>`
      select relkind as kind from pg_class where oid = 'telemetry_positions'::regclass`.execute(database.db);
    expect(kind.rows[0]?.kind).toBe('r');
    expect(await allRows()).toEqual(rows);
    await migrateToLatest(database.db);
    expect(await allRows()).toEqual(rows);
  });
});
