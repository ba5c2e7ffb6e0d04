import type { AlertRef } from '@armada/domain';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema';

/** Who is looking: a company, and whether urgent alerts are theirs to see (e4e-alert-center-urgent:read). */
export interface AlertViewer {
  companyId: number;
  canSeeUrgent: boolean;
}

export interface AlertWindow {
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}

export interface AlertListFilter extends AlertWindow {
  isUrgent?: boolean | null | undefined;
  isImportant?: boolean | null | undefined;
  isResolved?: boolean | null | undefined;
  isFalseAlert?: boolean | null | undefined;
  isRead?: boolean | null | undefined;
  vehicleId?: number | null | undefined;
  alertCode?: number | null | undefined;
}

type AlertQuery<O> = SelectQueryBuilder<Database, 'raw_alerts', O>;

/** The viewer's alerts: their company's, without urgent ones when they may not see them. */
export function visibleAlerts<O>(query: AlertQuery<O>, viewer: AlertViewer): AlertQuery<O> {
  const scoped = query.where('raw_alerts.company_id', '=', viewer.companyId);
  return viewer.canSeeUrgent ? scoped : scoped.where('raw_alerts.is_urgent', '=', false);
}

export function withinWindow<O>(query: AlertQuery<O>, window: AlertWindow): AlertQuery<O> {
  let narrowed = query;
  if (window.startDate) narrowed = narrowed.where('raw_alerts.created_on', '>=', new Date(window.startDate));
  if (window.endDate) narrowed = narrowed.where('raw_alerts.created_on', '<=', new Date(window.endDate));
  return narrowed;
}

/**
 * isUrgent / isImportant true keep that list (both: either); false leaves it out. The other flags
 * compare as given.
 */
export function matchingFilter<O>(query: AlertQuery<O>, filter: AlertListFilter): AlertQuery<O> {
  let narrowed = withinWindow(query, filter);
  const { isUrgent, isImportant } = filter;
  if (isUrgent === true && isImportant === true) {
    narrowed = narrowed.where((eb) =>
      eb.or([eb('raw_alerts.is_urgent', '=', true), eb('raw_alerts.is_important', '=', true)]),
    );
  } else {
    if (isUrgent === true) narrowed = narrowed.where('raw_alerts.is_urgent', '=', true);
    if (isImportant === true) narrowed = narrowed.where('raw_alerts.is_important', '=', true);
  }
  if (isUrgent === false) narrowed = narrowed.where('raw_alerts.is_urgent', '=', false);
  if (isImportant === false) narrowed = narrowed.where('raw_alerts.is_important', '=', false);
  for (const [flag, column] of [
    [filter.isResolved, 'raw_alerts.is_resolved'],
    [filter.isFalseAlert, 'raw_alerts.is_false_alert'],
    [filter.isRead, 'raw_alerts.is_read'],
  ] as const) {
    if (flag !== null && flag !== undefined) narrowed = narrowed.where(column, '=', flag);
  }
  if (filter.vehicleId) narrowed = narrowed.where('raw_alerts.vehicle_id', '=', filter.vehicleId);
  if (filter.alertCode) narrowed = narrowed.where('raw_alerts.alert_code', '=', filter.alertCode);
  return narrowed;
}

/** A raw alert with what its presentation names: the code's texts, the plate, the driver. */
export function alertRows(db: Kysely<Database>) {
  return db
    .selectFrom('raw_alerts')
    .innerJoin('alert_codes', 'alert_codes.code', 'raw_alerts.alert_code')
    .leftJoin('vehicles', 'vehicles.id', 'raw_alerts.vehicle_id')
    .leftJoin('users as driver', 'driver.id', 'raw_alerts.driver_user_id')
    .selectAll('raw_alerts')
    .select([
      'alert_codes.description_idn',
      'alert_codes.description_eng',
      'vehicles.license_plate',
      'vehicles.imei as vehicle_imei',
      'vehicles.device_type as vehicle_device_type',
      'driver.name as driver_name',
    ]);
}
export type AlertRow = Awaited<ReturnType<ReturnType<typeof alertRows>['execute']>>[number];

/** Counting stops here: a pager needs no more, and an exact count of a million rows costs more than the page. */
export const COUNT_CAP = 10_000;

export async function findAlertPage(
  db: Kysely<Database>,
  viewer: AlertViewer,
  filter: AlertListFilter,
  page: { page: number; show: number; ascending: boolean },
) {
  const direction = page.ascending ? 'asc' : 'desc';
  const rows = await matchingFilter(visibleAlerts(alertRows(db), viewer), filter)
    .orderBy('raw_alerts.created_on', direction)
    .orderBy('raw_alerts.id', direction)
    .limit(page.show)
    .offset((page.page - 1) * page.show)
    .execute();
  const capped = matchingFilter(
    visibleAlerts(db.selectFrom('raw_alerts').select('raw_alerts.id'), viewer),
    filter,
  ).limit(COUNT_CAP);
  const count = await db
    .selectFrom(capped.as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.count) };
}

export function findAlertsByIds(db: Kysely<Database>, viewer: AlertViewer, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as AlertRow[]);
  return visibleAlerts(alertRows(db), viewer)
    .where('raw_alerts.id', 'in', [...ids])
    .execute();
}

/**
 * One alert by the detail's parameter: its id, or its code, vehicle, created time (the whole
 * millisecond) and flag. The composite is answered by raw_alerts_company_vehicle_idx (or, without a
 * vehicle, raw_alerts_code_idx); two alerts sharing all four parts answer the earliest id.
 */
export function findAlertByRef(db: Kysely<Database>, viewer: AlertViewer, ref: AlertRef) {
  const query = visibleAlerts(alertRows(db), viewer);
  if (ref.kind === 'id') return query.where('raw_alerts.id', '=', ref.id).executeTakeFirst();
  const byVehicle =
    ref.vehicleId === null
      ? query.where('raw_alerts.vehicle_id', 'is', null)
      : query.where('raw_alerts.vehicle_id', '=', ref.vehicleId);
  const byFlag =
    ref.alertFlag === null
      ? byVehicle.where('raw_alerts.alert_flag', 'is', null)
      : byVehicle.where('raw_alerts.alert_flag', '=', ref.alertFlag);
  return byFlag
    .where('raw_alerts.alert_code', '=', ref.alertCode)
    .where('raw_alerts.created_on', '>=', new Date(ref.createdOn))
    .where('raw_alerts.created_on', '<', new Date(ref.createdOn + 1))
    .orderBy('raw_alerts.id')
    .limit(1)
    .executeTakeFirst();
}

export interface UserLogRow {
  raw_alert_id: string;
  user_id: number | null;
  user_name: string | null;
  type_field: string;
  data: string | null;
  note: string | null;
  created_on: Date;
}

export function findUserLogs(
  db: Kysely<Database>,
  companyId: number,
  alertIds: readonly string[],
): Promise<UserLogRow[]> {
  if (alertIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('raw_alert_user_logs')
    .leftJoin('users', 'users.id', 'raw_alert_user_logs.user_id')
    .select([
      'raw_alert_user_logs.raw_alert_id',
      'raw_alert_user_logs.user_id',
      'users.name as user_name',
      'raw_alert_user_logs.type_field',
      'raw_alert_user_logs.data',
      'raw_alert_user_logs.note',
      'raw_alert_user_logs.created_on',
    ])
    .where('raw_alert_user_logs.company_id', '=', companyId)
    .where('raw_alert_user_logs.raw_alert_id', 'in', [...alertIds])
    .orderBy('raw_alert_user_logs.created_on', 'desc')
    .orderBy('raw_alert_user_logs.id', 'desc')
    .execute();
}

/** Unresolved counts stop here: the centre shows 99+ above 99, and counting further costs a scan. */
export const UNRESOLVED_COUNT_CAP = 1000;

/**
 * Unresolved (neither resolved nor flagged false) alerts by urgency, within the window, each counted
 * up to UNRESOLVED_COUNT_CAP on its own partial index.
 */
export async function countUnresolved(db: Kysely<Database>, viewer: AlertViewer, window: AlertWindow) {
  const count = async (flag: 'raw_alerts.is_urgent' | 'raw_alerts.is_important') => {
    const unresolved = withinWindow(
      visibleAlerts(db.selectFrom('raw_alerts').select('raw_alerts.id'), viewer)
        .where(flag, '=', true)
        .where('raw_alerts.is_resolved', '=', false)
        .where('raw_alerts.is_false_alert', '=', false),
      window,
    ).limit(UNRESOLVED_COUNT_CAP);
    const row = await db
      .selectFrom(unresolved.as('unresolved'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    urgent: viewer.canSeeUrgent ? await count('raw_alerts.is_urgent') : 0,
    important: await count('raw_alerts.is_important'),
  };
}

/**
 * Important alerts within the window, per code: all of them and the unresolved ones. Counted per code
 * first (from raw_alerts_important_idx alone), then named: joining the codes' texts before grouping
 * would group every alert by three columns.
 */
export function importantTotalsByCode(db: Kysely<Database>, viewer: AlertViewer, window: AlertWindow) {
  const totals = withinWindow(
    visibleAlerts(db.selectFrom('raw_alerts'), viewer).where('raw_alerts.is_important', '=', true),
    window,
  )
    .select('raw_alerts.alert_code')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .countAll<number>()
        .filterWhere((inner) =>
          inner.and([
            inner('raw_alerts.is_resolved', '=', false),
            inner('raw_alerts.is_false_alert', '=', false),
          ]),
        )
        .as('unresolved'),
    ])
    .groupBy('raw_alerts.alert_code');
  return db
    .selectFrom(totals.as('totals'))
    .innerJoin('alert_codes', 'alert_codes.code', 'totals.alert_code')
    .select([
      'totals.alert_code',
      'alert_codes.description_idn',
      'alert_codes.description_eng',
      'totals.total',
      'totals.unresolved',
    ])
    .orderBy('totals.alert_code')
    .execute();
}
