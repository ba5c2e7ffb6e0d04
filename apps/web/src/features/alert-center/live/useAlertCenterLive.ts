import { ALERT_CENTRE, isUnresolvedAlert, LIVE_SERVER_EVENTS } from '@armada/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveSocket } from '../../../platform/live/useLiveSocket';
import { applyResolution, mergeNewAlert, removeAlert } from '../alert-list';
import { alertCenterKeys, type ListQuery, type RawAlertPage, type UnresolvedCounts } from '../api';
import { useOptionalPreviewPopups } from '../preview/preview-context';
import {
  type AlertResolution,
  asRawAlert,
  asResolution,
  type RawAlert,
  type Urgency,
  urgencyOf,
} from '../raw-alert';

const COUNTS_PREFIX = ['alert-center', 'unresolved-counts'] as const;
/**
 * New alerts are applied to the lists together, at most this often: at 10 alerts a second one
 * render places several rather than one render each (issue 15 item 7). Sounds and listeners
 * (auto-popup) do not wait.
 */
export const LIVE_BATCH_MS = 200;

function within(alert: RawAlert, startDate: string, endDate: string): boolean {
  const at = Date.parse(alert.createdOn);
  return at >= Date.parse(startDate) && at <= Date.parse(endDate);
}

/** The list key's parts (`alertCenterKeys.list`): which list, for which page, filter and dates. */
function listOf(key: QueryKey): { urgency: Urgency; query: ListQuery } | null {
  const [, , urgency, query] = key;
  if ((urgency !== 'urgent' && urgency !== 'important') || typeof query !== 'object' || !query) return null;
  return { urgency, query: query as ListQuery };
}

export interface AlertCenterLiveHandlers {
  /** A new unresolved urgent or important alert arrived (sound, auto-popup). */
  onNewAlert?: (alert: RawAlert) => void;
}

/**
 * The centre's live side, once for the app: `alert-center-new` and `alert-center-update` go into
 * every cached first page of their list (urgent before important), `alert-center-resolve` sets the
 * flags of the alerts it names (or reloads the lists for a selection by dates), and the unresolved
 * counts follow. Every mounted copy of the centre (page, dropdown, panel) reads the same cache, so
 * one socket serves them all. After a reconnect, or 300 ms after the browser is online again, the
 * lists and counts are read again: events sent while the socket was down are lost.
 */
export function useAlertCenterLive(enabled: boolean, handlers: AlertCenterLiveHandlers = {}) {
  const queryClient = useQueryClient();
  const { onNewAlert } = handlers;
  // The preview popups follow the same events: an auto-popup rule's alert opens its own, and an
  // open popup shows the alert's update or resolution. The layout mounts them outside this hook.
  const previews = useOptionalPreviewPopups();

  /** Applies a change to every cached list page; untouched pages keep their identity. */
  const updateLists = useCallback(
    (change: (alerts: RawAlert[], query: ListQuery, urgency: Urgency) => RawAlert[]) => {
      for (const [key, page] of queryClient.getQueriesData<RawAlertPage>({
        queryKey: alertCenterKeys.lists,
      })) {
        const list = listOf(key);
        if (!page || !list) continue;
        const data = change(page.data, list.query, list.urgency);
        if (data !== page.data) queryClient.setQueryData<RawAlertPage>(key, { ...page, data });
      }
    },
    [queryClient],
  );

  const countNew = useCallback(
    (alert: RawAlert) => {
      const urgency = urgencyOf(alert);
      for (const [key, counts] of queryClient.getQueriesData<UnresolvedCounts>({ queryKey: COUNTS_PREFIX })) {
        const [, , startDate, endDate] = key;
        if (!counts || typeof startDate !== 'string' || typeof endDate !== 'string') continue;
        if (!within(alert, startDate, endDate)) continue;
        queryClient.setQueryData<UnresolvedCounts>(key, { ...counts, [urgency]: counts[urgency] + 1 });
      }
    },
    [queryClient],
  );

  /** Places alerts in arrival order (the last on top), in one pass over the cached lists. */
  const placeAlerts = useCallback(
    (arrived: readonly RawAlert[]) => {
      const placed = arrived.filter((alert) => alert.isUrgent || alert.isImportant);
      if (placed.length === 0) return;
      updateLists((list, query, listUrgency) => {
        let alerts = list;
        for (const alert of placed) {
          if (listUrgency !== urgencyOf(alert)) {
            if (alerts.some((shown) => shown.id === alert.id)) alerts = removeAlert(alerts, alert.id);
          } else if (query.page === 1 && within(alert, query.startDate, query.endDate)) {
            alerts = mergeNewAlert(alerts, alert, query);
          }
        }
        return alerts;
      });
    },
    [updateLists],
  );

  const pending = useRef<{ alerts: RawAlert[]; counted: RawAlert[]; timer?: ReturnType<typeof setTimeout> }>({
    alerts: [],
    counted: [],
  });
  const flush = useCallback(() => {
    const { alerts, counted, timer } = pending.current;
    clearTimeout(timer);
    pending.current = { alerts: [], counted: [] };
    placeAlerts(alerts);
    for (const alert of counted) countNew(alert);
  }, [placeAlerts, countNew]);
  const queue = useCallback(
    (alert: RawAlert, counts: boolean) => {
      pending.current.alerts.push(alert);
      if (counts) pending.current.counted.push(alert);
      pending.current.timer ??= setTimeout(flush, LIVE_BATCH_MS);
    },
    [flush],
  );
  useEffect(() => () => clearTimeout(pending.current.timer), []);

  const resolve = useCallback(
    (resolution: AlertResolution) => {
      if (resolution.selectionMode === 'Selection') {
        updateLists((alerts, query) => applyResolution(alerts, resolution, query));
      } else {
        void queryClient.invalidateQueries({ queryKey: alertCenterKeys.lists });
      }
      void queryClient.invalidateQueries({ queryKey: COUNTS_PREFIX });
      previews?.applyResolution(resolution);
    },
    [queryClient, updateLists, previews],
  );

  const onEvent = useCallback(
    (event: string, data: unknown) => {
      if (event === LIVE_SERVER_EVENTS.alertNew) {
        const alert = asRawAlert(data);
        if (!alert) return;
        const isNews = isUnresolvedAlert(alert) && (alert.isUrgent || alert.isImportant);
        queue(alert, isNews);
        if (isNews) onNewAlert?.(alert);
        previews?.autoOpen(alert);
      } else if (event === LIVE_SERVER_EVENTS.alertUpdate) {
        const alert = asRawAlert(data);
        if (!alert) return;
        flush();
        placeAlerts([alert]);
        void queryClient.invalidateQueries({ queryKey: COUNTS_PREFIX });
        previews?.refresh(alert);
      } else if (event === LIVE_SERVER_EVENTS.alertResolve) {
        const resolution = asResolution(data);
        if (!resolution) return;
        // Alerts waiting to be placed go first, so a resolve never lands before its alert.
        flush();
        resolve(resolution);
      }
    },
    [queue, flush, placeAlerts, resolve, queryClient, onNewAlert, previews],
  );

  const onReconnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: alertCenterKeys.all });
  }, [queryClient]);

  // Connectivity lost then back (section 9): the lists and counts are read again after 300 ms.
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const back = () => {
      clearTimeout(timer);
      timer = setTimeout(onReconnect, ALERT_CENTRE.reloadAfterOnlineMs);
    };
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('online', back);
      clearTimeout(timer);
    };
  }, [onReconnect, enabled]);

  return {
    status: useLiveSocket({ onEvent, onReconnect, enabled }),
    /** Our own action's answer, applied as the socket's resolution would be. */
    applyOwnAction: resolve,
  };
}
