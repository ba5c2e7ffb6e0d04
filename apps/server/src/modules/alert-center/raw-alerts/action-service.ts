import {
  type AlertFlags,
  alertActionProblem,
  alertFlagsAfter,
  DomainError,
  type RawAlertActionInput,
  type RawAlertActionType,
  rawAlertActionSchema,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import type { RawAlertLogType } from '../../../db/tables/alert-center';
import { publishLiveEvent } from '../../live/publish';
import { type AlertViewer, visibleAlerts, withinWindow } from './raw-alert-queries';
import { viewerOf } from './raw-alert-service';

/*
 * upsertRawAlertsAction (spec sections 3-5): Read, Feedback, FalseAlert and Resolve, and 'check
 * again' (revert) of the last two, on a list of alerts or on a selection (All, or All but some, in a
 * date range). One transaction: the flags change, each changed alert gets a user log entry, and a
 * resolve or a flag (or its reversal) is published as alert-center-resolve for the other users.
 */

type FlagColumn = 'is_read' | 'is_resolved' | 'is_false_alert';

const FLAG_COLUMNS: Record<keyof AlertFlags, FlagColumn> = {
  isRead: 'is_read',
  isResolved: 'is_resolved',
  isFalseAlert: 'is_false_alert',
};

/** What an action sets (the domain's alertFlagsAfter), the rows it changes (others already are so), and the log it writes. */
interface StateChange {
  set: Partial<Record<FlagColumn, boolean>>;
  /** Only rows in this state change (so a second resolve logs nothing). */
  from: Partial<Record<FlagColumn, boolean>>;
  log: RawAlertLogType;
}

function stateChange(actionType: RawAlertActionType, revert: boolean): StateChange {
  const set: StateChange['set'] = {};
  for (const [flag, value] of Object.entries(alertFlagsAfter(actionType, revert)) as [
    keyof AlertFlags,
    boolean,
  ][]) {
    set[FLAG_COLUMNS[flag]] = value;
  }
  return { set, ...changedRowsAndLog(actionType, revert) };
}

function changedRowsAndLog(actionType: RawAlertActionType, revert: boolean): Omit<StateChange, 'set'> {
  switch (actionType) {
    case 'Read':
      return { from: { is_read: false }, log: 'Read' };
    case 'Feedback':
      return { from: {}, log: 'Feedback' };
    case 'Resolve':
      return revert
        ? { from: { is_resolved: true }, log: 'RevertResolve' }
        : { from: { is_resolved: false }, log: 'Resolve' };
    case 'FalseAlert':
      return revert
        ? { from: { is_false_alert: true }, log: 'RevertFalseAlert' }
        : { from: { is_false_alert: false }, log: 'FalseAlert' };
  }
}

/** A live event carries at most this many ids (NOTIFY payloads stay under 8000 bytes). */
const IDS_PER_EVENT = 150;

export async function upsertRawAlertsAction(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const action = rawAlertActionSchema.parse(input);
  const problem = alertActionProblem(action);
  if (problem)
    throw new DomainError(problem.code, {
      params: problem.params ?? {},
      fields: problem.field ? [problem.field] : [],
    });
  const mode = action.selectionMode ?? 'Selection';
  const ids = [...new Set(action.rawAlertId ?? [])];
  if (mode === 'Selection' ? ids.length === 0 : !action.dateRange?.startDate) {
    throw new DomainError('alert/selection-required');
  }
  const viewer = viewerOf(auth);
  if (action.isUrgent === true && !viewer.canSeeUrgent) throw new DomainError('auth/forbidden');

  return db.transaction().execute(async (trx) => {
    if (mode === 'Selection') await lockSelection(trx, viewer, ids);
    const change = stateChange(action.actionType, action.revert ?? false);
    const changed = await applyChange(trx, viewer, action, mode, ids, change);
    await writeLogs(trx, auth, changed, change.log, action);
    if ((action.actionType === 'Resolve' || action.actionType === 'FalseAlert') && changed.length > 0) {
      await publishResolution(trx, auth.companyId, action, mode, ids, changed);
    }
    return { count: changed.length, rawAlertIds: mode === 'Selection' ? changed : [] };
  });
}

/** Every listed alert must be the caller's to see; one that is not is 'not found' and nothing changes. */
async function lockSelection(trx: Kysely<Database>, viewer: AlertViewer, ids: string[]) {
  const found = await visibleAlerts(trx.selectFrom('raw_alerts').select('raw_alerts.id'), viewer)
    .where('raw_alerts.id', 'in', ids)
    .forUpdate()
    .execute();
  if (found.length !== ids.length) throw new DomainError('not-found');
}

async function applyChange(
  trx: Kysely<Database>,
  viewer: AlertViewer,
  action: RawAlertActionInput,
  mode: string,
  ids: string[],
  change: StateChange,
): Promise<string[]> {
  let targets = visibleAlerts(trx.selectFrom('raw_alerts').select('raw_alerts.id'), viewer);
  if (mode === 'Selection') targets = targets.where('raw_alerts.id', 'in', ids);
  else {
    targets = withinWindow(targets, action.dateRange ?? {});
    if (action.isUrgent === true) targets = targets.where('raw_alerts.is_urgent', '=', true);
    if (action.isUrgent === false) targets = targets.where('raw_alerts.is_important', '=', true);
    if (mode === 'Exclude' && ids.length > 0) targets = targets.where('raw_alerts.id', 'not in', ids);
  }
  for (const [column, value] of Object.entries(change.from) as [keyof StateChange['from'], boolean][]) {
    targets = targets.where(`raw_alerts.${column}`, '=', value);
  }
  const rows = await trx
    .updateTable('raw_alerts')
    .set({ ...change.set, updated_on: sql`now()` })
    .where('id', 'in', targets)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

async function writeLogs(
  trx: Kysely<Database>,
  auth: AuthContext,
  alertIds: string[],
  type: RawAlertLogType,
  action: RawAlertActionInput,
) {
  if (alertIds.length === 0) return;
  const data = action.data?.trim() || null;
  const note = action.note?.trim() || null;
  // One statement for any number of alerts: the ids travel as one array parameter.
  await sql`insert into raw_alert_user_logs (raw_alert_id, company_id, user_id, type_field, data, note)
    select id, company_id, ${auth.user.id}::integer, ${type}::text, ${data}::text, ${note}::text
    from raw_alerts where company_id = ${auth.companyId} and id = any(${alertIds}::uuid[])`.execute(trx);
}

async function publishResolution(
  trx: Kysely<Database>,
  companyId: number,
  action: RawAlertActionInput,
  mode: string,
  ids: string[],
  changed: string[],
) {
  const base = {
    actionType: action.actionType,
    revert: action.revert ?? false,
    count: changed.length,
  };
  const send = (data: object) =>
    publishLiveEvent(trx, {
      event: 'alert-center-resolve',
      companyId,
      audience: { kind: 'alert-center' },
      data,
    });
  if (mode !== 'Selection' && ids.length <= IDS_PER_EVENT) {
    await send({
      ...base,
      selectionMode: mode,
      dateRange: action.dateRange ?? null,
      isUrgent: action.isUrgent ?? null,
      rawAlertIds: ids,
    });
    return;
  }
  for (let start = 0; start < changed.length; start += IDS_PER_EVENT) {
    await send({
      ...base,
      selectionMode: 'Selection',
      rawAlertIds: changed.slice(start, start + IDS_PER_EVENT),
    });
  }
}
