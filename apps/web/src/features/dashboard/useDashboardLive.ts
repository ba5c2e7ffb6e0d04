import { OPERATIONS_LIVE_EVENTS } from '@armada/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { LiveStatus } from '../../platform/live/live-socket';
import { useLiveSocket } from '../../platform/live/useLiveSocket';
import { dashboardKeys } from './api';

/**
 * Events that arrive within this window after the first make one reload: a dispatcher scheduling a
 * task sends the task's and its orders' events together, an import sends one per 100 orders. The
 * window starts at the first event and is not pushed back by later ones, so a steady stream still
 * reloads once a second instead of never.
 */
export const DASHBOARD_LIVE_DEBOUNCE_MS = 1_000;

/** While the socket is down the counts are asked for every 30 s, as before the socket existed. */
export const OPERATIONS_FALLBACK_REFRESH_MS = 30_000;

/**
 * While the socket is open, events bring every change a write makes. Two counts also move with the
 * clock alone, with no write to announce them: a departure becomes late 15 minutes after its plan, a
 * vehicle that stopped reporting loses its recent position after an hour. They are asked for again
 * this often, so they lag by at most five minutes.
 */
export const OPERATIONS_CLOCK_REFRESH_MS = 5 * 60_000;

/** How often the operations counts are asked for, by the state of the dashboard's socket. */
export function operationsRefreshMs(status: LiveStatus): number {
  return status === 'open' ? OPERATIONS_CLOCK_REFRESH_MS : OPERATIONS_FALLBACK_REFRESH_MS;
}

const isOperationsEvent = (event: string) => (OPERATIONS_LIVE_EVENTS as readonly string[]).includes(event);

/**
 * The dashboard's live side (issue 26 item 10): its own socket while the page is mounted; the
 * operations events (`OPERATIONS_LIVE_EVENTS`) reload the dashboard's queries once per window, and a
 * reconnect reloads them at once (events were missed meanwhile). Answers the socket's status, which
 * sets the counts' refresh interval (`operationsRefreshMs`). Nothing is shown for an event: the
 * numbers change in place.
 */
export function useDashboardLive(options: { debounceMs?: number } = {}): LiveStatus {
  const debounceMs = options.debounceMs ?? DASHBOARD_LIVE_DEBOUNCE_MS;
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  }, [queryClient]);

  const onEvent = useCallback(
    (event: string) => {
      if (!isOperationsEvent(event)) return;
      timer.current ??= setTimeout(reload, debounceMs);
    },
    [reload, debounceMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return useLiveSocket({ onEvent, onReconnect: reload });
}
