import type { Insertable, Kysely, Updateable } from 'kysely';
import { pageAndTotal } from '../../../db/page-query';
import type { Database } from '../../../db/schema';
import type { GeofencesTable } from '../../../db/tables/alert-center';

export function companyGeofences(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('geofences')
    .selectAll('geofences')
    .select((eb) =>
      eb
        .selectFrom('alert_rule_geofences')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('alert_rule_geofences.geofence_id', '=', 'geofences.id')
        .as('total_rules'),
    )
    .where('geofences.company_id', '=', companyId);
}
export type GeofenceRow = Awaited<ReturnType<ReturnType<typeof companyGeofences>['execute']>>[number];

export async function findGeofencePage(
  db: Kysely<Database>,
  companyId: number,
  query: { page: number; show: number; search?: string | null | undefined; type?: string | null | undefined },
) {
  let rows = companyGeofences(db, companyId);
  if (query.search)
    rows = rows.where(
      'geofences.fence_name',
      'ilike',
      `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  if (query.type) rows = rows.where('geofences.type', '=', query.type as 'CIRCLE' | 'POLYGON');
  return pageAndTotal(rows, (query) => query.orderBy('geofences.fence_name').orderBy('geofences.id'), query);
}

export function findGeofence(db: Kysely<Database>, companyId: number, id: number) {
  return companyGeofences(db, companyId).where('geofences.id', '=', id).executeTakeFirst();
}

export function insertGeofence(db: Kysely<Database>, values: Insertable<GeofencesTable>) {
  return db.insertInto('geofences').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateGeofenceRow(
  db: Kysely<Database>,
  companyId: number,
  id: number,
  values: Updateable<GeofencesTable>,
) {
  return db
    .updateTable('geofences')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export function deleteGeofenceRow(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .deleteFrom('geofences')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('id')
    .execute();
}

/** Whether an active rule names the geofence. */
export async function usedByActiveRule(db: Kysely<Database>, companyId: number, id: number) {
  const row = await db
    .selectFrom('alert_rule_geofences')
    .innerJoin('alert_rules', 'alert_rules.id', 'alert_rule_geofences.alert_rule_id')
    .select('alert_rules.id')
    .where('alert_rule_geofences.company_id', '=', companyId)
    .where('alert_rule_geofences.geofence_id', '=', id)
    .where('alert_rules.is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
