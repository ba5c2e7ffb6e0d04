import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createTelemetryWorld, type TelemetryWorld } from '../../../test/factories/telemetry.factory';
import type { Database } from '../../db/schema';
import { buildCompany, buildVehicle } from '../../seed/builders/builders';
import { listPositionPartitions } from './partition-queries';
import { maintainPositionPartitions, positionPartitionName } from './partitions';
import { positionsInWindowQuery } from './track-service';

/**
 * telemetry_positions in monthly partitions (issue 20 item 4): the intake writes into the month's
 * partition, the maintenance creates months ahead and drops months past the retention, and a track
 * window reads only its months.
 */
let w: TelemetryWorld;
let maintained: TestDatabase;
beforeAll(async () => {
  w = await createTelemetryWorld();
  maintained = await createTestDatabase();
});
afterAll(async () => {
  await w?.t.close();
  await maintained?.close();
});

const DAY = 86_400_000;
const LONG_RETENTION = 100_000;
const monthStart = (at: Date, ahead = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + ahead, 1));
const names = (months: readonly Date[]) => months.map((month) => positionPartitionName(month));

const placed = async (db: Kysely<Database>, vehicleId: number) =>
  (
    await sql<{ fix_on: Date; partition: string; latitude: number }>`
      select fix_on, tableoid::regclass::text as partition, latitude from telemetry_positions
      where vehicle_id = ${vehicleId} order by fix_on`.execute(db)
  ).rows;

async function insertPositions(db: Kysely<Database>, vehicleId: number, fixes: readonly Date[]) {
  const vehicle = await db
    .selectFrom('vehicles')
    .select('company_id')
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('telemetry_positions')
    .values(
      fixes.map((fix_on, i) => ({
        company_id: vehicle.company_id,
        vehicle_id: vehicleId,
        fix_on,
        latitude: -6.2 + i / 1000,
        longitude: 106.8,
      })),
    )
    .execute();
}

/** The partitions a statement's plan reads. */
async function partitionsRead(db: Kysely<Database>, query: { compile: () => CompiledQuery }) {
  const compiled = query.compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
  );
  const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  return [...new Set(text.match(/telemetry_positions_(y\d{4}m\d{2}|default)/g) ?? [])].sort();
}

describe('positions through the intake', () => {
  const now = new Date();
  const old = new Date(monthStart(now, -4).getTime() + 9 * DAY);

  it("stores a position in its month's partition, and one of a month without a partition in DEFAULT", async () => {
    const vehicle = await w.vehicle();
    // Traccar Client sends whole seconds.
    const recent = new Date(
      Math.max(monthStart(now).getTime() + 60_000, Math.floor(now.getTime() / 1000) * 1000 - 3_600_000),
    );
    for (const at of [recent, old]) {
      const response = await w.report(vehicle.imei as string, 0, at);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await placed(w.db, vehicle.id)).map((row) => [row.fix_on.getTime(), row.partition])).toEqual([
      [old.getTime(), 'telemetry_positions_default'],
      [recent.getTime(), positionPartitionName(monthStart(recent))],
    ]);
  });

  it("moves DEFAULT's rows of a month into the partition the maintenance creates for it", async () => {
    const before = await sql<Record<string, unknown>>`select * from telemetry_positions_default`.execute(
      w.db,
    );
    expect(before.rows).toHaveLength(1);
    const result = await maintainPositionPartitions(w.db, old, LONG_RETENTION);
    expect(result.dropped).toEqual([]);
    expect(result.created.map((created) => [created.name, created.movedFromDefault])).toEqual([
      [positionPartitionName(monthStart(old)), 1],
      [positionPartitionName(monthStart(old, 1)), 0],
      [positionPartitionName(monthStart(old, 2)), 0],
    ]);
    const after = await sql<Record<string, unknown>>`
      select * from ${sql.table(positionPartitionName(monthStart(old)))}`.execute(w.db);
    expect(after.rows).toEqual(before.rows);
    const left = await sql`select 1 from telemetry_positions_default`.execute(w.db);
    expect(left.rows).toHaveLength(0);
  });

  it('answers the same track across a month boundary and reads only the partitions of the window', async () => {
    const vehicle = await w.vehicle();
    const boundary = monthStart(old, 1);
    const at = (hours: number) => new Date(boundary.getTime() + hours * 3_600_000);
    await insertPositions(w.db, vehicle.id, [at(-120), at(-48), at(-1), at(1), at(48), at(120)]);
    const window = { from: at(-72), to: at(72) };
    const query = new URLSearchParams({ from: window.from.toISOString(), to: window.to.toISOString() });
    const response = await w.api('GET', `/api/telemetry/v1/vehicle/${vehicle.id}/track?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const track = response.json().data as { positions: { recorded_on: string; latitude: number }[] };
    const stored = (await placed(w.db, vehicle.id)).slice(1, 5);
    expect(track.positions.map((point) => [Date.parse(point.recorded_on), point.latitude])).toEqual(
      stored.map((row) => [row.fix_on.getTime(), row.latitude]),
    );
    expect(new Set(stored.map((row) => row.partition))).toEqual(
      new Set(names([monthStart(old), monthStart(old, 1)])),
    );

    const device = { kind: 'vehicle' as const, id: vehicle.id };
    expect(await partitionsRead(w.db, positionsInWindowQuery(w.db, device, window))).toEqual(
      names([monthStart(old), monthStart(old, 1)]),
    );
    const withinOneMonth = { from: at(1), to: at(100) };
    expect(await partitionsRead(w.db, positionsInWindowQuery(w.db, device, withinOneMonth))).toEqual(
      names([monthStart(old, 1)]),
    );
  });
});

describe('partition maintenance', () => {
  const partitionNames = async () => (await listPositionPartitions(maintained.db)).map((row) => row.name);

  it('creates this month and the next two, and a second run changes nothing', async () => {
    const now = new Date('2031-05-15T08:00:00Z');
    const first = await maintainPositionPartitions(maintained.db, now, LONG_RETENTION);
    expect(first.created).toEqual([
      {
        name: 'telemetry_positions_y2031m05',
        from: '2031-05-01T00:00:00.000Z',
        to: '2031-06-01T00:00:00.000Z',
        movedFromDefault: 0,
      },
      {
        name: 'telemetry_positions_y2031m06',
        from: '2031-06-01T00:00:00.000Z',
        to: '2031-07-01T00:00:00.000Z',
        movedFromDefault: 0,
      },
      {
        name: 'telemetry_positions_y2031m07',
        from: '2031-07-01T00:00:00.000Z',
        to: '2031-08-01T00:00:00.000Z',
        movedFromDefault: 0,
      },
    ]);
    const partitions = await partitionNames();
    expect(await maintainPositionPartitions(maintained.db, now, LONG_RETENTION)).toEqual({
      created: [],
      dropped: [],
    });
    expect(await partitionNames()).toEqual(partitions);
  });

  it('creates each partition once when two runs start at the same moment', async () => {
    const now = new Date('2032-01-10T00:00:00Z');
    const runs = await Promise.all([
      maintainPositionPartitions(maintained.db, now, LONG_RETENTION),
      maintainPositionPartitions(maintained.db, now, LONG_RETENTION),
    ]);
    expect(runs.flatMap((run) => run.created.map((created) => created.name)).sort()).toEqual([
      'telemetry_positions_y2032m01',
      'telemetry_positions_y2032m02',
      'telemetry_positions_y2032m03',
    ]);
  });

  it('drops whole months past the retention with their rows, and keeps the rest and DEFAULT', async () => {
    const db = maintained.db;
    const company = await buildCompany(db);
    const vehicle = await buildVehicle(db, { company_id: company.id });
    const may = new Date('2031-05-20T00:00:00Z');
    const june = new Date('2031-06-20T00:00:00Z');
    const july = new Date('2031-07-05T00:00:00Z');
    const outside = [new Date('2020-01-01T00:00:00Z'), new Date('2040-01-01T00:00:00Z')];
    await insertPositions(db, vehicle.id, [may, june, july, ...outside]);
    const now = new Date('2031-07-20T00:00:00Z');
    const cutoff = new Date(now.getTime() - 40 * DAY);
    const expired = (await listPositionPartitions(db))
      .filter((partition) => partition.to !== null && partition.to <= cutoff)
      .map((partition) => partition.name);

    const result = await maintainPositionPartitions(db, now, 40);

    expect(expired).toContain('telemetry_positions_y2031m05');
    expect(result.dropped.map((dropped) => dropped.name)).toEqual(expired);
    expect(result.created.map((created) => created.name)).toEqual([
      'telemetry_positions_y2031m08',
      'telemetry_positions_y2031m09',
    ]);
    const partitions = await partitionNames();
    expect(partitions).toEqual(
      expect.arrayContaining([
        'telemetry_positions_default',
        'telemetry_positions_y2031m06',
        'telemetry_positions_y2031m07',
        'telemetry_positions_y2032m01',
      ]),
    );
    for (const name of expired) expect(partitions).not.toContain(name);
    expect((await placed(db, vehicle.id)).map((row) => [row.fix_on.toISOString(), row.partition])).toEqual([
      ['2020-01-01T00:00:00.000Z', 'telemetry_positions_default'],
      ['2031-06-20T00:00:00.000Z', 'telemetry_positions_y2031m06'],
      ['2031-07-05T00:00:00.000Z', 'telemetry_positions_y2031m07'],
      ['2040-01-01T00:00:00.000Z', 'telemetry_positions_default'],
    ]);
  });

  it('keeps the month holding now however short the retention', async () => {
    const now = new Date('2031-07-31T23:59:00Z');
    const result = await maintainPositionPartitions(maintained.db, now, 1);
    expect(result.dropped.map((dropped) => dropped.name)).toEqual(['telemetry_positions_y2031m06']);
    expect(await partitionNames()).toContain('telemetry_positions_y2031m07');
  });

  it('refuses a retention that is not a positive whole number of days, changing nothing', async () => {
    const before = await partitionNames();
    for (const days of [0, -1, 1.5, Number.NaN]) {
      await expect(
        maintainPositionPartitions(maintained.db, new Date('2035-01-01T00:00:00Z'), days),
      ).rejects.toThrow(/positive whole number/);
    }
    expect(await partitionNames()).toEqual(before);
  });
});
