import {
  alertCategoryIconPath,
  alertIconPath,
  createAlertRulesSchema,
  DomainError,
  dedupeTemplateChoices,
  templateChoicesProblem,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { type AlertCodeRow, alertCodesByCode } from '../catalogue/catalogue-queries';
import { paginationOf } from '../graphql/base-types';
import { insertRuleRow } from './rule-queries';
import { presentRules } from './rule-service';

const templateFilterSchema = z.strictObject({
  category: z.string().trim().max(50).nullish(),
  page: z.number().int().min(1).max(1_000_000).default(1),
  show: z.number().int().min(1).max(999).default(999),
});

function templateRows(db: Kysely<Database>) {
  return db
    .selectFrom('alert_rule_templates')
    .selectAll()
    .where('in_catalogue', '=', true)
    .orderBy('position');
}

/** The company's active rule per code (the first made): what 'isAlreadyActive' points at. */
async function activeRulesByCode(db: Kysely<Database>, companyId: number) {
  const rows = await db
    .selectFrom('alert_rules')
    .select(['id', 'label', 'alert_code'])
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  const byCode = new Map<number, { alertRuleId: number; label: string }>();
  for (const row of rows)
    if (!byCode.has(row.alert_code)) byCode.set(row.alert_code, { alertRuleId: row.id, label: row.label });
  return byCode;
}

/** alertRuleTemplates: the onboarding's recommended templates, each code with whether the company already has it. */
export async function listAlertRuleTemplates(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const filter = templateFilterSchema.parse(input ?? {});
  let rows = templateRows(db);
  if (filter.category) rows = rows.where('category', '=', filter.category);
  const all = await rows.execute();
  const page = all.slice((filter.page - 1) * filter.show, filter.page * filter.show);
  const codes = new Map(
    (
      await alertCodesByCode(db, [
        ...new Set(page.flatMap((t) => [...t.default_alert_codes, ...t.additional_alert_codes])),
      ])
    ).map((code) => [code.code, code]),
  );
  const active = await activeRulesByCode(db, auth.companyId);
  const presentCode = (code: AlertCodeRow) => ({
    alertCode: code.code,
    descriptionIdn: code.description_idn,
    descriptionEng: code.description_eng,
    fullDescriptionIdn: code.full_description_idn,
    fullDescriptionEng: code.full_description_eng,
    enabledInRule: code.enabled_in_rule,
    iconUrl: alertIconPath(code.code),
    isAlreadyActive: active.has(code.code),
    alertRule: active.get(code.code) ?? null,
  });
  const codesOf = (list: number[]) =>
    list.flatMap((code) => (codes.has(code) ? [presentCode(codes.get(code) as AlertCodeRow)] : []));
  return {
    data: page.map((template) => ({
      templateId: template.id,
      category: template.category,
      nameIdn: template.name_idn,
      nameEng: template.name_eng,
      descriptionIdn: template.description_idn,
      descriptionEng: template.description_eng,
      iconUrl: alertCategoryIconPath(template.icon_category_id),
      defaultAlertCodes: codesOf(template.default_alert_codes),
      additionalAlertCodes: codesOf(template.additional_alert_codes),
    })),
    pagination: paginationOf(filter.page, filter.show, all.length, page.length),
  };
}

/**
 * createAlertRules: the onboarding's 'save'. Each chosen code of each chosen template becomes a rule
 * with the code's default urgency and thresholds, unless the company already has an active rule of
 * it; a code chosen in two templates is made once (the domain's dedupeTemplateChoices). Rules cover
 * every vehicle (no vehicle or group); a geofence code's rule waits for its geofences to be chosen in
 * the rule form. The same transaction marks the company's notification set-up complete, so the
 * onboarding is never offered again after rules were made, nor marked done without them.
 */
export async function createAlertRulesFromTemplates(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const { templates } = createAlertRulesSchema.parse(input);
  const problem = templateChoicesProblem(templates);
  if (problem) throw new DomainError(problem);
  const stored = new Map((await templateRows(db).execute()).map((row) => [row.id, row]));
  for (const { templateId, alertCodes } of templates) {
    const template = stored.get(templateId);
    if (!template) throw new DomainError('alert/unknown-template');
    const offered = new Set([...template.default_alert_codes, ...template.additional_alert_codes]);
    const code = alertCodes.find((candidate) => !offered.has(candidate));
    if (code !== undefined) throw new DomainError('alert/template-code-not-offered', { params: { code } });
  }
  const chosen = dedupeTemplateChoices(templates).flatMap(({ templateId, alertCodes }) =>
    alertCodes.map((code) => ({ code, templateId })),
  );
  const rows = await db.transaction().execute(async (trx) => {
    const active = await activeRulesByCode(trx, auth.companyId);
    const codes = new Map(
      (
        await alertCodesByCode(
          trx,
          chosen.map((entry) => entry.code),
        )
      ).map((row) => [row.code, row]),
    );
    const created = [];
    for (const { code, templateId } of chosen) {
      const definition = codes.get(code);
      if (active.has(code) || !definition?.enabled_in_rule) continue;
      created.push(
        await insertRuleRow(trx, {
          company_id: auth.companyId,
          label: definition.description_idn,
          alert_code: code,
          alert_urgency_type: definition.default_urgency,
          max_threshold: definition.default_max_threshold,
          min_threshold: definition.default_min_threshold,
          min_threshold_time: definition.default_min_threshold_time,
          template_id: templateId,
          created_by: auth.user.id,
        }),
      );
    }
    await trx
      .updateTable('companies')
      .set({ setup_notif_completed: true, updated_on: new Date() })
      .where('id', '=', auth.companyId)
      .execute();
    return created;
  });
  const data = await presentRules(db, auth, rows);
  return { data, pagination: paginationOf(1, Math.max(1, data.length), data.length, data.length) };
}
