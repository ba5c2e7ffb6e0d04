import { ALERT_CENTRE, isUnresolvedAlert, LIVE_SERVER_EVENTS } from '@armada/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveSocket } from '../../platform/live/useLiveSocket';
import { applyResolution, mergeNewAlert, removeAlert } from './alert-list';
import { alertCenterKeys, type ListQuery, type RawAlertPage, type UnresolvedCounts } from './api';
import { useOptionalPreviewPopups } from './preview/preview-context';
import {
  type AlertResolution,
  asRawAlert,
  asResolution,
  type RawAlert,
  type Urgency,
  urgencyOf,
} from './raw-alert';

export type ListQueries = Record<Urgency, ListQuery>;

const URGENCIES: readonly Urgency[] = ['urgent', 'important'];

function withinRange(alert: RawAlert, query: ListQuery): boolean {
  const at = Date.parse(alert.createdOn);
  return at >= Date.parse(query.startDate) && at <= Date.parse(query.endDate);
}

/**
 * The centre's live side: `alert-center-new` and `alert-center-update` go into the first page of
 * their list (urgent before important), `alert-center-resolve` sets the flags of the alerts it
 * names (or reloads the lists for a selection by dates), and the unresolved counts follow. After a
 * reconnect, or 300 ms after the browser is online again, the lists and counts are read again:
 * events sent while the socket was down are lost.
 */
export function useAlertCenterLive(queries: ListQueries, enabled: boolean) {
  const queryClient = useQueryClient();
  // The preview popups live in the layout; a page rendered alone has none.
  const previews = useOptionalPreviewPopups();
  const current = useRef(queries);
  current.current = queries;

  const updateList = useCallback(
    (urgency: Urgency, change: (alerts: RawAlert[], query: ListQuery) => RawAlert[]) => {
      const query = current.current[urgency];
      queryClient.setQueryData<RawAlertPage>(alertCenterKeys.list(urgency, query), (page) =>
        page ? { ...page, data: change(page.data, query) } : page,
      );
    },
    [queryClient],
  );

  const changeCount = useCallback(
    (urgency: Urgency, by: number) => {
      const { startDate, endDate } = current.current[urgency];
      queryClient.setQueryData<UnresolvedCounts>(alertCenterKeys.counts(startDate, endDate), (counts) =>
        counts ? { ...counts, [urgency]: Math.max(0, counts[urgency] + by) } : counts,
      );
    },
    [queryClient],
  );

  const placeAlert = useCallback(
    (alert: RawAlert) => {
      if (!alert.isUrgent && !alert.isImportant) return;
      const urgency = urgencyOf(alert);
      for (const other of URGENCIES) {
        if (other !== urgency) updateList(other, (alerts) => removeAlert(alerts, alert.id));
      }
      const query = current.current[urgency];
      if (query.page !== 1 || !withinRange(alert, query)) return;
      updateList(urgency, (alerts) => mergeNewAlert(alerts, alert, query));
    },
    [updateList],
  );

  const resolve = useCallback(
    (resolution: AlertResolution) => {
      if (resolution.selectionMode === 'Selection') {
        for (const urgency of URGENCIES) {
          updateList(urgency, (alerts, query) => applyResolution(alerts, resolution, query));
        }
      } else {
        void queryClient.invalidateQueries({ queryKey: alertCenterKeys.lists });
      }
      void queryClient.invalidateQueries({ queryKey: ['alert-center', 'unresolved-counts'] });
      previews?.applyResolution(resolution);
    },
    [queryClient, updateList, previews],
  );

  const onEvent = useCallback(
    (event: string, data: unknown) => {
      if (event === LIVE_SERVER_EVENTS.alertNew) {
        const alert = asRawAlert(data);
        if (!alert) return;
        placeAlert(alert);
        if (isUnresolvedAlert(alert) && (alert.isUrgent || alert.isImportant))
          changeCount(urgencyOf(alert), 1);
        previews?.autoOpen(alert);
      } else if (event === LIVE_SERVER_EVENTS.alertUpdate) {
        const alert = asRawAlert(data);
        if (!alert) return;
        placeAlert(alert);
        void queryClient.invalidateQueries({ queryKey: ['alert-center', 'unresolved-counts'] });
        previews?.refresh(alert);
      } else if (event === LIVE_SERVER_EVENTS.alertResolve) {
        const resolution = asResolution(data);
        if (resolution) resolve(resolution);
      }
    },
    [placeAlert, changeCount, resolve, queryClient, previews],
  );

  const onReconnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: alertCenterKeys.all });
  }, [queryClient]);

  // Connectivity lost then back (section 9): the lists and counts are read again after 300 ms.
  useEffect(() => {
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
  }, [onReconnect]);

  return {
    status: useLiveSocket({ onEvent, onReconnect, enabled }),
    /** Our own action's answer, applied as the socket's resolution would be. */
    applyOwnAction: resolve,
  };
}
