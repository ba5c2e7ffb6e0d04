import { ALERT_CENTRE, alertFlagsAfter, isUnresolvedAlert } from '@armada/domain';
import { replaceEqualDeep } from '@tanstack/react-query';
import type { AlertResolution, RawAlert } from './raw-alert';

/** What a list shows: which alerts may enter it (the page's filter). */
export interface ListFilter {
  /** 'unresolved': neither resolved nor false; 'resolved'; 'false'; 'all'. */
  status: 'all' | 'unresolved' | 'resolved' | 'false';
}

export function admits(filter: ListFilter, alert: RawAlert): boolean {
  switch (filter.status) {
    case 'all':
      return true;
    case 'unresolved':
      return isUnresolvedAlert(alert);
    case 'resolved':
      return alert.isResolved;
    case 'false':
      return alert.isFalseAlert;
  }
}

/**
 * A new alert from the socket goes to the top of its list (section 4); the list keeps at most 20
 * (section 9). An alert already shown (an update, or the socket after a reload) is replaced where
 * it stands, or dropped when it no longer belongs.
 */
export function mergeNewAlert(list: readonly RawAlert[], alert: RawAlert, filter: ListFilter): RawAlert[] {
  const index = list.findIndex((shown) => shown.id === alert.id);
  if (index >= 0) {
    return admits(filter, alert)
      ? list.map((shown) => (shown.id === alert.id ? alert : shown))
      : list.filter((shown) => shown.id !== alert.id);
  }
  if (!admits(filter, alert)) return [...list];
  return [alert, ...list].slice(0, ALERT_CENTRE.kept);
}

/** An alert that moved to the other list after an update (urgency changed) leaves this one. */
export function removeAlert(list: readonly RawAlert[], id: string): RawAlert[] {
  return list.filter((shown) => shown.id !== id);
}

/**
 * A Selection resolution (`alert-center-resolve`, or our own action) sets the flags of the named
 * alerts; those that no longer pass the list's filter leave it. All and Exclude are not applied
 * here: they name a date range, not the alerts, so the page reloads its lists instead.
 */
export function applyResolution(
  list: readonly RawAlert[],
  resolution: Pick<AlertResolution, 'actionType' | 'revert' | 'rawAlertIds'>,
  filter: ListFilter,
): RawAlert[] {
  const ids = new Set(resolution.rawAlertIds);
  const flags = alertFlagsAfter(resolution.actionType, resolution.revert);
  return list
    .map((alert) => (ids.has(alert.id) ? { ...alert, ...flags } : alert))
    .filter((alert) => !ids.has(alert.id) || admits(filter, alert));
}

interface AlertPage {
  data: readonly RawAlert[];
}

const isAlertPage = (value: unknown): value is AlertPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as AlertPage).data);

/**
 * The lists' structural sharing: an alert unchanged since the last answer keeps its object, matched
 * by id rather than by position. TanStack's default compares by index, so a new alert on top shifted
 * every row onto another's object and gave all 20 memoised rows a new `alert` to render (issue 15
 * item 7); by id only the new row and the changed ones render.
 */
export function shareAlertsById(old: unknown, next: unknown): unknown {
  if (!isAlertPage(old) || !isAlertPage(next)) return replaceEqualDeep(old, next);
  const before = new Map(old.data.map((alert) => [alert.id, alert]));
  const data = next.data.map((alert) => {
    const previous = before.get(alert.id);
    return previous ? replaceEqualDeep(previous, alert) : alert;
  });
  const sameData = data.length === old.data.length && data.every((alert, index) => alert === old.data[index]);
  // The rest (the pagination) the default way; the alerts never go through the by-index compare.
  const { data: _oldData, ...oldRest } = old;
  const { data: _nextData, ...nextRest } = next;
  const rest = replaceEqualDeep(oldRest, nextRest);
  if (sameData && rest === oldRest) return old;
  return { ...rest, data: sameData ? old.data : data };
}
