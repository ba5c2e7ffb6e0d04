import { ALERT_CENTRE, alertFlagsAfter, isUnresolvedAlert } from '@armada/domain';
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
