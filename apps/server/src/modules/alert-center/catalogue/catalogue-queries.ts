import { type Kysely, sql } from 'kysely';
import { pageAndTotal } from '../../../db/page-query';
import type { Database } from '../../../db/schema';

export interface AlertCodeQuery {
  page: number;
  show: number;
  search?: string | null;
  alertCategoryId?: number | null;
  enabledInRule?: boolean | null;
  alertCodes?: number[] | null;
}

/** The catalogue's codes with their category, in code order (global rows: no company). */
export function alertCodeRows(db: Kysely<Database>) {
  return db
    .selectFrom('alert_codes')
    .innerJoin('alert_categories', 'alert_categories.id', 'alert_codes.category_id')
    .select([
      'alert_codes.code',
      'alert_codes.description_idn',
      'alert_codes.description_eng',
      'alert_codes.full_description_idn',
      'alert_codes.full_description_eng',
      'alert_codes.enabled_in_rule',
      'alert_codes.default_urgency',
      'alert_codes.threshold_fields',
      'alert_codes.default_max_threshold',
      'alert_codes.default_min_threshold',
      'alert_codes.default_min_threshold_time',
      'alert_categories.id as category_id',
      'alert_categories.category_idn',
      'alert_categories.category_eng',
      'alert_categories.description_idn as category_description_idn',
      'alert_categories.description_eng as category_description_eng',
    ])
    .where('alert_codes.in_catalogue', '=', true);
}

export type AlertCodeRow = Awaited<ReturnType<ReturnType<typeof alertCodeRows>['execute']>>[number];

export async function findAlertCodes(db: Kysely<Database>, query: AlertCodeQuery) {
  let rows = alertCodeRows(db);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    rows = rows.where((eb) =>
      eb.or([
        eb('alert_codes.description_idn', 'ilike', pattern),
        eb('alert_codes.description_eng', 'ilike', pattern),
        eb(sql<string>`alert_codes.code::text`, '=', query.search ?? ''),
      ]),
    );
  }
  if (query.alertCategoryId) rows = rows.where('alert_codes.category_id', '=', query.alertCategoryId);
  if (query.enabledInRule !== null && query.enabledInRule !== undefined) {
    rows = rows.where('alert_codes.enabled_in_rule', '=', query.enabledInRule);
  }
  if (query.alertCodes && query.alertCodes.length > 0)
    rows = rows.where('alert_codes.code', 'in', query.alertCodes);
  return pageAndTotal(rows, (query) => query.orderBy('alert_codes.code'), query);
}

export function alertCodesByCode(db: Kysely<Database>, codes: readonly number[]) {
  if (codes.length === 0) return Promise.resolve([] as AlertCodeRow[]);
  return alertCodeRows(db)
    .where('alert_codes.code', 'in', [...codes])
    .execute();
}
