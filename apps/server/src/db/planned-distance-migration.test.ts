import { plannedRouteMeters } from '@armada/domain';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { buildAddress, buildCompany } from '../seed/builders/builders';
import { migrateToLatest } from './database';
import { migrationProvider } from './migrations';

/**
 * The migration that added fleet_tasks.planned_distance_m fills it for the tasks written before it,
 * with the rule the services store it with (the domain's plannedRouteMeters over START, the stops
 * and END), on PGlite and on PostgreSQL.
 */
let database: TestDatabase;
const place = (longitude: number) => ({ latitude: -6.2, longitude });

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const migrator = new Migrator({ db: database.db, provider: migrationProvider });
  const { error } = await migrator.migrateTo('2026-11-26T1400_users_setup');
  if (error) throw error;
});
afterAll(() => database.close());

async function taskWithRoute(companyId: number, route: readonly number[]) {
  const db = database.db;
  const ids = [];
  for (const [index, longitude] of route.entries())
    ids.push(
      (
        await buildAddress(db, {
          company_id: companyId,
          ...place(longitude),
          is_garage: index === 0 || index === route.length - 1,
        })
      ).id,
    );
  const task = await db
    .insertInto('fleet_tasks')
    .values({
      company_id: companyId,
      number: `FO-LAMA-${route.join('-')}`,
      status: 'ENDED',
      visited_statuses: ['ENDED'],
      start_address_id: ids[0] ?? null,
      end_address_id: ids.at(-1) ?? null,
      track_token: `lama-${route.join('-')}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('fleet_task_points')
    .values(
      ids.map((addressId, position) => ({
        company_id: companyId,
        fleet_task_id: task.id,
        type:
          position === 0
            ? ('START' as const)
            : position === ids.length - 1
              ? ('END' as const)
              : ('DEFAULT' as const),
        position,
        address_id: addressId,
      })),
    )
    .execute();
  return task.id;
}

describe('migration 2026-11-26T1800_planned_distance', () => {
  it("stores each existing task's planned distance by the domain's rule", async () => {
    const company = await buildCompany(database.db);
    const long = await taskWithRoute(company.id, [106.8, 106.9, 107.1, 106.8]);
    const short = await taskWithRoute(company.id, [106.8, 106.8]);
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom('fleet_tasks')
      .select(['id', 'planned_distance_m'])
      .where('id', 'in', [long, short])
      .execute();
    const stored = Object.fromEntries(rows.map((row) => [row.id, row.planned_distance_m]));
    expect(stored[long]).toBe(plannedRouteMeters([106.8, 106.9, 107.1, 106.8].map(place)));
    expect(stored[long]).toBeGreaterThan(0);
    expect(stored[short]).toBe(0);
  });
});
