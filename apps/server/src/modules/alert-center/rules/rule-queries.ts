import type { Insertable, Kysely, Updateable } from 'kysely';
import { pageAndTotal } from '../../../db/page-query';
import type { Database } from '../../../db/schema';
import type { AlertRulesTable } from '../../../db/tables/alert-center';

export interface RuleListQuery {
  page: number;
  show: number;
  search?: string | null | undefined;
  alertCode?: number | null | undefined;
  alertCodes?: number[] | null | undefined;
  isActive?: boolean | null | undefined;
  alertUrgencyType?: string | null | undefined;
  ascending: boolean;
}

export function companyRules(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('alert_rules')
    .selectAll('alert_rules')
    .where('alert_rules.company_id', '=', companyId);
}
export type RuleRow = Awaited<ReturnType<ReturnType<typeof companyRules>['execute']>>[number];

export async function findRulePage(db: Kysely<Database>, companyId: number, query: RuleListQuery) {
  let rows = companyRules(db, companyId);
  if (query.search) {
    rows = rows.where(
      'alert_rules.label',
      'ilike',
      `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
    );
  }
  if (query.alertCode) rows = rows.where('alert_rules.alert_code', '=', query.alertCode);
  if (query.alertCodes && query.alertCodes.length > 0)
    rows = rows.where('alert_rules.alert_code', 'in', query.alertCodes);
  if (query.isActive !== null && query.isActive !== undefined)
    rows = rows.where('alert_rules.is_active', '=', query.isActive);
  if (query.alertUrgencyType) {
    rows = rows.where(
      'alert_rules.alert_urgency_type',
      '=',
      query.alertUrgencyType as 'URGENT' | 'IMPORTANT',
    );
  }
  const direction = query.ascending ? 'asc' : 'desc';
  return pageAndTotal(
    rows,
    (query) => query.orderBy('alert_rules.created_on', direction).orderBy('alert_rules.id', direction),
    query,
  );
}

export function findRules(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as RuleRow[]);
  return companyRules(db, companyId)
    .where('alert_rules.id', 'in', [...ids])
    .execute();
}

/** Everything a rule names, for a page of rules, in four reads whatever the page size. */
export async function findRuleLinks(db: Kysely<Database>, companyId: number, ruleIds: readonly number[]) {
  if (ruleIds.length === 0) return { vehicles: [], groups: [], users: [], geofences: [], contacts: [] };
  const ids = [...ruleIds];
  const [vehicles, groups, users, geofences, contacts] = await Promise.all([
    db
      .selectFrom('alert_rule_vehicles')
      .innerJoin('vehicles', 'vehicles.id', 'alert_rule_vehicles.vehicle_id')
      .select([
        'alert_rule_vehicles.alert_rule_id',
        'vehicles.id',
        'vehicles.license_plate',
        'vehicles.is_active',
      ])
      .where('alert_rule_vehicles.company_id', '=', companyId)
      .where('alert_rule_vehicles.alert_rule_id', 'in', ids)
      .orderBy('vehicles.license_plate')
      .execute(),
    db
      .selectFrom('alert_rule_vehicle_groups')
      .innerJoin('vehicle_groups', 'vehicle_groups.id', 'alert_rule_vehicle_groups.vehicle_group_id')
      .select(['alert_rule_vehicle_groups.alert_rule_id', 'vehicle_groups.id', 'vehicle_groups.name'])
      .select((eb) =>
        eb
          .selectFrom('vehicle_group_vehicles')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('vehicle_group_vehicles.vehicle_group_id', '=', 'vehicle_groups.id')
          .as('total_vehicle'),
      )
      .where('alert_rule_vehicle_groups.company_id', '=', companyId)
      .where('alert_rule_vehicle_groups.alert_rule_id', 'in', ids)
      .orderBy('vehicle_groups.name')
      .execute(),
    db
      .selectFrom('alert_rule_users')
      .innerJoin('users', 'users.id', 'alert_rule_users.user_id')
      .select(['alert_rule_users.alert_rule_id', 'users.id', 'users.name', 'users.is_active'])
      .where('alert_rule_users.company_id', '=', companyId)
      .where('alert_rule_users.alert_rule_id', 'in', ids)
      .orderBy('users.name')
      .execute(),
    db
      .selectFrom('alert_rule_geofences')
      .innerJoin('geofences', 'geofences.id', 'alert_rule_geofences.geofence_id')
      .select([
        'alert_rule_geofences.alert_rule_id',
        'geofences.id',
        'geofences.fence_name',
        'geofences.service_loc_type',
        'geofences.type',
        'geofences.address',
      ])
      .where('alert_rule_geofences.company_id', '=', companyId)
      .where('alert_rule_geofences.alert_rule_id', 'in', ids)
      .orderBy('geofences.fence_name')
      .execute(),
    db
      .selectFrom('alert_rule_contacts')
      .leftJoin('users', 'users.id', 'alert_rule_contacts.user_id')
      .select([
        'alert_rule_contacts.id',
        'alert_rule_contacts.alert_rule_id',
        'alert_rule_contacts.user_id',
        'alert_rule_contacts.phone_number',
        'alert_rule_contacts.email',
        'alert_rule_contacts.label',
        'users.name as user_name',
        'users.email as user_email',
        'users.phone_no as user_phone',
      ])
      .where('alert_rule_contacts.company_id', '=', companyId)
      .where('alert_rule_contacts.alert_rule_id', 'in', ids)
      .orderBy('alert_rule_contacts.id')
      .execute(),
  ]);
  return { vehicles, groups, users, geofences, contacts };
}
export type RuleLinks = Awaited<ReturnType<typeof findRuleLinks>>;

/** How many of `ids` are rows of the company in `table`: the check that a reference is its own. */
export async function countOwned(
  db: Kysely<Database>,
  table: 'vehicles' | 'vehicle_groups' | 'users' | 'geofences',
  companyId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom(table as 'vehicles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertRuleRow(db: Kysely<Database>, values: Insertable<AlertRulesTable>) {
  return db.insertInto('alert_rules').values(values).returningAll().executeTakeFirstOrThrow();
}

/** One rule of the company, locked until the transaction ends (an update compares its updated_on). */
export function lockRule(db: Kysely<Database>, companyId: number, id: number) {
  return companyRules(db, companyId).where('alert_rules.id', '=', id).forUpdate().executeTakeFirst();
}

export function updateRuleRows(
  db: Kysely<Database>,
  companyId: number,
  ids: readonly number[],
  values: Updateable<AlertRulesTable>,
) {
  return db
    .updateTable('alert_rules')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .returning('id')
    .execute();
}

export function deleteRuleRows(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  return db
    .deleteFrom('alert_rules')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .returning('id')
    .execute();
}

export interface RuleLinkSets {
  vehicleIds?: number[] | undefined;
  vgroupIds?: number[] | undefined;
  userIds?: number[] | undefined;
  geofenceIds?: number[] | undefined;
  contacts?:
    | { user_id: number | null; phone_number: string | null; email: string | null; label: string | null }[]
    | undefined;
}

/** Replaces each given set of a rule's links (a set not given stays as it is). */
export async function replaceRuleLinks(
  db: Kysely<Database>,
  companyId: number,
  ruleId: number,
  links: RuleLinkSets,
) {
  const base = { alert_rule_id: ruleId, company_id: companyId };
  const sets = [
    ['alert_rule_vehicles', 'vehicle_id', links.vehicleIds],
    ['alert_rule_vehicle_groups', 'vehicle_group_id', links.vgroupIds],
    ['alert_rule_users', 'user_id', links.userIds],
    ['alert_rule_geofences', 'geofence_id', links.geofenceIds],
  ] as const;
  for (const [table, column, ids] of sets) {
    if (ids === undefined) continue;
    await db.deleteFrom(table).where('alert_rule_id', '=', ruleId).execute();
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      await db
        .insertInto(table as 'alert_rule_vehicles')
        .values(unique.map((id) => ({ ...base, [column]: id }) as never))
        .execute();
    }
  }
  if (links.contacts !== undefined) {
    await db.deleteFrom('alert_rule_contacts').where('alert_rule_id', '=', ruleId).execute();
    if (links.contacts.length > 0) {
      await db
        .insertInto('alert_rule_contacts')
        .values(links.contacts.map((contact) => ({ ...contact, ...base })))
        .execute();
    }
  }
}
