import { ALERT_CATEGORIES, ALERT_CODES, ALERT_RULE_TEMPLATES, alertCategoryOf } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Keeps the global alert catalogue tables (categories, codes, rule templates) in step with
 * packages/domain, where the catalogue lives. Called at every start after the migrations
 * (migrateToLatest), so the tests, the e2e server, `npm start` and the seed all see the domain's
 * list; a migration that copied it would freeze it. Idempotent: rows are upserted by id, and a code
 * or template the domain no longer lists is kept (alerts and rules still name it) with
 * in_catalogue = false, out of new rules and the onboarding.
 */
export async function syncAlertCatalogue(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('alert_categories')
      .values(
        ALERT_CATEGORIES.map((category) => ({
          id: category.alertCategoryId,
          key: category.key,
          category_idn: category.categoryIdn,
          category_eng: category.categoryEng,
          description_idn: category.descriptionIdn,
          description_eng: category.descriptionEng,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          key: eb.ref('excluded.key'),
          category_idn: eb.ref('excluded.category_idn'),
          category_eng: eb.ref('excluded.category_eng'),
          description_idn: eb.ref('excluded.description_idn'),
          description_eng: eb.ref('excluded.description_eng'),
          updated_on: sql`now()`,
        })),
      )
      .execute();

    await trx
      .insertInto('alert_codes')
      .values(
        ALERT_CODES.map((code) => ({
          code: code.alertCode,
          category_id: alertCategoryOf(code.category).alertCategoryId,
          description_idn: code.descriptionIdn,
          description_eng: code.descriptionEng,
          full_description_idn: code.fullDescriptionIdn,
          full_description_eng: code.fullDescriptionEng,
          producer: code.producer,
          default_urgency: code.defaultUrgency,
          threshold_fields: [...code.thresholdFields],
          default_max_threshold: code.defaults.maxThreshold ?? null,
          default_min_threshold: code.defaults.minThreshold ?? null,
          default_min_threshold_time: code.defaults.minThresholdTime ?? null,
          enabled_in_rule: code.enabledInRule,
          in_catalogue: true,
        })),
      )
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          category_id: eb.ref('excluded.category_id'),
          description_idn: eb.ref('excluded.description_idn'),
          description_eng: eb.ref('excluded.description_eng'),
          full_description_idn: eb.ref('excluded.full_description_idn'),
          full_description_eng: eb.ref('excluded.full_description_eng'),
          producer: eb.ref('excluded.producer'),
          default_urgency: eb.ref('excluded.default_urgency'),
          threshold_fields: eb.ref('excluded.threshold_fields'),
          default_max_threshold: eb.ref('excluded.default_max_threshold'),
          default_min_threshold: eb.ref('excluded.default_min_threshold'),
          default_min_threshold_time: eb.ref('excluded.default_min_threshold_time'),
          enabled_in_rule: eb.ref('excluded.enabled_in_rule'),
          in_catalogue: true,
          updated_on: sql`now()`,
        })),
      )
      .execute();
    await trx
      .updateTable('alert_codes')
      .set({ in_catalogue: false, enabled_in_rule: false })
      .where(
        'code',
        'not in',
        ALERT_CODES.map((code) => code.alertCode),
      )
      .where('in_catalogue', '=', true)
      .execute();

    await trx
      .insertInto('alert_rule_templates')
      .values(
        ALERT_RULE_TEMPLATES.map((template, position) => ({
          id: template.templateId,
          category: template.category,
          position,
          name_idn: template.nameIdn,
          name_eng: template.nameEng,
          description_idn: template.descriptionIdn,
          description_eng: template.descriptionEng,
          icon_category_id: alertCategoryOf(template.iconCategory).alertCategoryId,
          default_alert_codes: [...template.defaultAlertCodes],
          additional_alert_codes: [...template.additionalAlertCodes],
          in_catalogue: true,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          category: eb.ref('excluded.category'),
          position: eb.ref('excluded.position'),
          name_idn: eb.ref('excluded.name_idn'),
          name_eng: eb.ref('excluded.name_eng'),
          description_idn: eb.ref('excluded.description_idn'),
          description_eng: eb.ref('excluded.description_eng'),
          icon_category_id: eb.ref('excluded.icon_category_id'),
          default_alert_codes: eb.ref('excluded.default_alert_codes'),
          additional_alert_codes: eb.ref('excluded.additional_alert_codes'),
          in_catalogue: true,
          updated_on: sql`now()`,
        })),
      )
      .execute();
    await trx
      .updateTable('alert_rule_templates')
      .set({ in_catalogue: false })
      .where(
        'id',
        'not in',
        ALERT_RULE_TEMPLATES.map((template) => template.templateId),
      )
      .execute();
  });
}
