import {
  type AlertRuleFields,
  alertRuleProblem,
  bulkAlertRuleChangeSchema,
  contactRecipientsProblem,
  createAlertRuleSchema,
  DomainError,
  idValueSchema,
  updateAlertRuleSchema,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { refuseStaleUpdate } from '../../../db/stale-update';
import { alertCodesByCode } from '../catalogue/catalogue-queries';
import { paginationOf } from '../graphql/base-types';
import { presentRule } from './rule-presenter';
import {
  countOwned,
  deleteRuleRows,
  findRuleLinks,
  findRulePage,
  findRules,
  insertRuleRow,
  lockRule,
  type RuleRow,
  replaceRuleLinks,
  updateRuleRows,
} from './rule-queries';

export const ruleFilterSchema = z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  show: z.number().int().min(1).max(999).default(20),
  orderBy: z.enum(['createdOn desc', 'createdOn asc']).default('createdOn desc'),
  search: z.string().trim().max(100).nullish(),
  alertCode: z.number().int().min(1).max(9999).nullish(),
  alertCodes: z.array(z.number().int().min(1).max(9999)).max(100).nullish(),
  isActive: z.boolean().nullish(),
  alertUrgencyType: z.enum(['URGENT', 'IMPORTANT']).nullish(),
});
const idsSchema = z.array(idValueSchema).min(1).max(1000);

/** Rules as the caller reads them, each with what it names. */
export async function presentRules(db: Kysely<Database>, auth: AuthContext, rows: RuleRow[]) {
  const ids = rows.map((row) => row.id);
  const [links, codes] = await Promise.all([
    findRuleLinks(db, auth.companyId, ids),
    alertCodesByCode(db, [...new Set(rows.map((row) => row.alert_code))]),
  ]);
  const context = {
    timeZone: auth.user.company.time_zone,
    userId: auth.user.id,
    links,
    codes: new Map(codes.map((code) => [code.code, code])),
  };
  return rows.map((row) => presentRule(row, context));
}

export async function listAlertRules(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const filter = ruleFilterSchema.parse(input ?? {});
  const { rows, total } = await findRulePage(db, auth.companyId, {
    ...filter,
    ascending: filter.orderBy === 'createdOn asc',
  });
  return {
    data: await presentRules(db, auth, rows),
    pagination: paginationOf(filter.page, filter.show, total, rows.length),
  };
}

async function ownRule(db: Kysely<Database>, auth: AuthContext, id: unknown): Promise<RuleRow> {
  const ruleId = idValueSchema.safeParse(id);
  const [row] = ruleId.success ? await findRules(db, auth.companyId, [ruleId.data]) : [];
  if (!row) throw new DomainError('not-found');
  return row;
}

export async function getAlertRule(db: Kysely<Database>, auth: AuthContext, id: unknown) {
  const [rule] = await presentRules(db, auth, [await ownRule(db, auth, id)]);
  return rule;
}

/** Every vehicle, group, user and geofence a rule names must be the company's: else not found, like a missing one. */
async function checkReferences(db: Kysely<Database>, companyId: number, fields: Partial<AlertRuleFields>) {
  const contactUsers = (fields.contactRecipients ?? []).flatMap((contact) =>
    contact.userId ? [contact.userId] : [],
  );
  const checks = [
    ['vehicles', fields.vehicleIds],
    ['vehicle_groups', fields.vgroupIds],
    ['users', [...(fields.userIds ?? []), ...contactUsers]],
    ['geofences', fields.geofenceIds],
  ] as const;
  for (const [table, ids] of checks) {
    const unique = [...new Set(ids ?? [])];
    if ((await countOwned(db, table, companyId, unique)) !== unique.length)
      throw new DomainError('not-found');
  }
}

const contactRows = (fields: Partial<AlertRuleFields>) =>
  fields.contactRecipients?.map((contact) => ({
    user_id: contact.userId ?? null,
    phone_number: contact.phoneNumber ?? null,
    email: contact.email ?? null,
    label: contact.label ?? null,
  }));

function columnsOf(fields: Partial<AlertRuleFields>) {
  const columns = {
    label: fields.label,
    alert_code: fields.alertCode,
    is_active: fields.isActive,
    alert_urgency_type: fields.alertUrgencyType,
    max_threshold: fields.maxThreshold,
    min_threshold: fields.minThreshold,
    min_threshold_time: fields.minThresholdTime,
    with_schedule: fields.withSchedule,
    start_time: fields.startTime,
    end_time: fields.endTime,
    day_of_week: fields.dayOfWeek ? [...new Set(fields.dayOfWeek)].sort() : undefined,
    with_geofence: fields.withGeofence,
    is_inside_geofence: fields.isInsideGeofence,
    alert_count_threshold: fields.alertCountThreshold,
    alert_count_window: fields.alertCountWindow,
    auto_popup: fields.autoPopup,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function checkRule(fields: AlertRuleFields | (Partial<AlertRuleFields> & { alertCode: number })) {
  const problem = alertRuleProblem(fields);
  if (problem) {
    throw new DomainError(problem.code, {
      params: problem.params ?? {},
      fields: problem.field ? [problem.field] : [],
    });
  }
  const contacts = contactRecipientsProblem(fields.contactRecipients ?? []);
  if (contacts?.field) throw new DomainError(contacts.code, { fields: [contacts.field] });
}

export async function createAlertRule(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const fields = createAlertRuleSchema.parse(input);
  checkRule(fields);
  const id = await db.transaction().execute(async (trx) => {
    await checkReferences(trx, auth.companyId, fields);
    const row = await insertRuleRow(trx, {
      ...columnsOf(fields),
      label: fields.label,
      alert_code: fields.alertCode,
      alert_urgency_type: fields.alertUrgencyType,
      company_id: auth.companyId,
      created_by: auth.user.id,
    });
    await replaceRuleLinks(trx, auth.companyId, row.id, { ...fields, contacts: contactRows(fields) });
    return row.id;
  });
  return getAlertRule(db, auth, id);
}

/** The stored rule with the update laid over it, as the rules see the result. */
function merged(row: RuleRow, linkedGeofenceIds: number[], fields: Partial<AlertRuleFields>) {
  return {
    alertCode: fields.alertCode ?? row.alert_code,
    withSchedule: fields.withSchedule ?? row.with_schedule,
    startTime: fields.startTime === undefined ? row.start_time : fields.startTime,
    endTime: fields.endTime === undefined ? row.end_time : fields.endTime,
    dayOfWeek: fields.dayOfWeek ?? row.day_of_week,
    withGeofence: fields.withGeofence ?? row.with_geofence,
    geofenceIds: fields.geofenceIds ?? linkedGeofenceIds,
    alertCountThreshold:
      fields.alertCountThreshold === undefined ? row.alert_count_threshold : fields.alertCountThreshold,
    alertCountWindow:
      fields.alertCountWindow === undefined ? row.alert_count_window : fields.alertCountWindow,
    minThreshold: fields.minThreshold === undefined ? row.min_threshold : fields.minThreshold,
    maxThreshold: fields.maxThreshold === undefined ? row.max_threshold : fields.maxThreshold,
    contactRecipients: fields.contactRecipients,
  };
}

export async function updateAlertRule(db: Kysely<Database>, auth: AuthContext, id: unknown, input: unknown) {
  const fields = updateAlertRuleSchema.parse(input);
  const ruleId = await db.transaction().execute(async (trx) => {
    const ruleId = idValueSchema.safeParse(id);
    const row = ruleId.success ? await lockRule(trx, auth.companyId, ruleId.data) : undefined;
    if (!row) throw new DomainError('not-found');
    refuseStaleUpdate(row.updated_on, fields.updatedOn ?? undefined);
    const links = await findRuleLinks(trx, auth.companyId, [row.id]);
    checkRule(
      merged(
        row,
        links.geofences.map((fence) => fence.id),
        fields,
      ),
    );
    await checkReferences(trx, auth.companyId, fields);
    await updateRuleRows(trx, auth.companyId, [row.id], { ...columnsOf(fields), updated_on: new Date() });
    await replaceRuleLinks(trx, auth.companyId, row.id, { ...fields, contacts: contactRows(fields) });
    return row.id;
  });
  return getAlertRule(db, auth, ruleId);
}

export async function deleteAlertRule(db: Kysely<Database>, auth: AuthContext, id: unknown) {
  const row = await ownRule(db, auth, id);
  const deleted = await deleteRuleRows(db, auth.companyId, [row.id]);
  return { count: deleted.length };
}

/** All or nothing: an id that is not the company's rule is 'not found' and no rule changes. */
async function ownRuleIds(db: Kysely<Database>, auth: AuthContext, input: unknown): Promise<number[]> {
  const ids = [...new Set(idsSchema.parse(input))];
  const rows = await findRules(db, auth.companyId, ids);
  if (rows.length !== ids.length) throw new DomainError('not-found');
  return ids;
}

export async function updateAlertRules(
  db: Kysely<Database>,
  auth: AuthContext,
  ids: unknown,
  input: unknown,
) {
  const change = bulkAlertRuleChangeSchema.parse(input);
  return db.transaction().execute(async (trx) => {
    const own = await ownRuleIds(trx, auth, ids);
    const updated = await updateRuleRows(trx, auth.companyId, own, {
      ...columnsOf({
        isActive: change.isActive,
        autoPopup: change.autoPopup,
        alertUrgencyType: change.alertUrgencyType,
      }),
      updated_on: new Date(),
    });
    return { count: updated.length };
  });
}

export async function deleteAlertRules(db: Kysely<Database>, auth: AuthContext, ids: unknown) {
  return db.transaction().execute(async (trx) => {
    const own = await ownRuleIds(trx, auth, ids);
    return { count: (await deleteRuleRows(trx, auth.companyId, own)).length };
  });
}
