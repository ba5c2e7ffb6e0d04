import {
  DomainError,
  dateRangeSchema,
  hasScope,
  parseAlertDetailParam,
  rawAlertFilterSchema,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { paginationOf } from '../graphql/base-types';
import { mediaFieldsOf } from '../media/media-fields';
import { URGENT_SCOPE } from '../scopes';
import { groupLogs, presentRawAlert } from './raw-alert-presenter';
import {
  type AlertRow,
  type AlertViewer,
  countUnresolved,
  findAlertByRef,
  findAlertPage,
  findUserLogs,
  importantTotalsByCode,
} from './raw-alert-queries';

export const viewerOf = (auth: AuthContext): AlertViewer => ({
  companyId: auth.companyId,
  canSeeUrgent: hasScope(auth.user.scopes, URGENT_SCOPE),
});

/** The alerts as the caller reads them, with their user logs. */
export async function presentAlerts(
  db: Kysely<Database>,
  auth: AuthContext,
  rows: AlertRow[],
  clipSecret: Uint8Array | null,
  now = new Date(),
) {
  const [userLogs, media] = await Promise.all([
    findUserLogs(
      db,
      auth.companyId,
      rows.map((row) => row.id),
    ),
    mediaFieldsOf(db, clipSecret, rows),
  ]);
  const logs = groupLogs(userLogs);
  const context = { timeZone: auth.user.company.time_zone, language: auth.language, now, logs, media };
  return rows.map((row) => presentRawAlert(row, context));
}

/** rawAlerts: a page of the caller's alerts, newest first; urgent ones only with the urgent scope. */
export async function listRawAlerts(
  db: Kysely<Database>,
  auth: AuthContext,
  input: unknown,
  clipSecret: Uint8Array | null = null,
) {
  const filter = rawAlertFilterSchema.parse(input ?? {});
  const viewer = viewerOf(auth);
  if (filter.isUrgent === true && !viewer.canSeeUrgent) throw new DomainError('auth/forbidden');
  const { rows, total } = await findAlertPage(db, viewer, filter, {
    page: filter.page,
    show: filter.show,
    ascending: filter.orderBy === 'createdOn asc',
  });
  return {
    data: await presentAlerts(db, auth, rows, clipSecret),
    pagination: paginationOf(filter.page, filter.show, total, rows.length),
  };
}

/**
 * rawAlert: one alert by Notification Detail's parameter (the domain's parseAlertDetailParam). A
 * malformed parameter, a missing alert, another company's or an urgent one without the urgent scope
 * are all the same 'not found'.
 */
export async function findRawAlert(
  db: Kysely<Database>,
  auth: AuthContext,
  param: string,
  clipSecret: Uint8Array | null = null,
) {
  const ref = parseAlertDetailParam(param);
  const row = ref === null ? undefined : await findAlertByRef(db, viewerOf(auth), ref);
  if (!row) throw new DomainError('not-found');
  const [alert] = await presentAlerts(db, auth, [row], clipSecret);
  return alert;
}

export async function unresolvedAlertCounts(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const window = dateRangeSchema.parse(input ?? {});
  return countUnresolved(db, viewerOf(auth), window);
}

export async function totalImportantAlerts(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const window = dateRangeSchema.parse(input ?? {});
  const rows = await importantTotalsByCode(db, viewerOf(auth), window);
  return rows.map((row) => ({
    alertCode: row.alert_code,
    descriptionIdn: row.description_idn,
    descriptionEng: row.description_eng,
    total: Number(row.total),
    unresolved: Number(row.unresolved),
  }));
}
