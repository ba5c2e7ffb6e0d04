import {
  APP_UPDATE_FALLBACK_RELOAD_MS,
  APP_UPDATE_RELOAD_DELAY_MS,
  countdownDeadline,
  earlierDeadline,
  secondsUntil,
  shouldSaveCountdown,
  storedCountdown,
} from '@armada/domain';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { reloadPage } from './reload-page';
import { type AppUpdateSource, appUpdateSource } from './update-source';
import { localUpdateStateStore, type UpdateStateStore } from './update-state-store';

export interface AppUpdateCountdownOptions {
  source?: AppUpdateSource;
  store?: UpdateStateStore;
  reload?: () => void;
  now?: () => number;
}

export interface AppUpdateCountdown {
  /** Seconds until the reload; null while no new version is waiting. */
  secondsLeft: number | null;
  /** Whether the new version has been told to take over (the reload is on its way). */
  updating: boolean;
  /** Takes the new version now ('refresh'). */
  refresh: () => void;
}

let defaultStore: UpdateStateStore | null = null;
const browserStore = () => {
  defaultStore ??= localUpdateStateStore();
  return defaultStore;
};

const noWaiting = () => false;

/**
 * The app update countdown (spec section 4 'App update'): once a new version waits, count down to
 * the deadline the tabs' stored state gives, write it every 5 ticks, follow other tabs' earlier ones, and
 * at zero (or on refresh) tell the worker to take over; the takeover reloads the page after 150 ms,
 * and without one the page reloads after 5 s anyway.
 */
export function useAppUpdateCountdown(options: AppUpdateCountdownOptions = {}): AppUpdateCountdown {
  const { source = appUpdateSource, reload = reloadPage, now = Date.now } = options;
  const store = options.store ?? browserStore();
  const waiting = useSyncExternalStore(source.subscribe, source.isWaiting, noWaiting);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [updating, setUpdating] = useState(false);
  const applyRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!waiting) return;
    let deadline = countdownDeadline(store.read(), now());
    let tick = 0;
    let lastSavedAt: number | null = null;
    let applying = false;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    let delayed: ReturnType<typeof setTimeout> | undefined;

    const save = () => {
      const at = now();
      if (!shouldSaveCountdown({ tick, lastSavedAt, now: at })) return;
      store.write(storedCountdown(deadline, at));
      lastSavedAt = at;
    };
    const apply = () => {
      if (applying) return;
      applying = true;
      clearInterval(interval);
      setUpdating(true);
      // The next page runs the new version: nothing is left to count.
      store.clear();
      source.skipWaiting();
      fallback = setTimeout(reload, APP_UPDATE_FALLBACK_RELOAD_MS);
    };
    const show = () => {
      const seconds = secondsUntil(deadline, now());
      setSecondsLeft(seconds);
      if (seconds === 0) apply();
    };

    const interval = setInterval(() => {
      tick += 1;
      save();
      show();
    }, 1000);
    save();
    show();
    const stopFollowing = store.subscribe((stored) => {
      if (applying) return;
      deadline = earlierDeadline(deadline, stored, now());
      show();
    });
    // Another tab's zero (or refresh) hands every tab to the new version: each reloads.
    const stopTakeover = source.onTakeover(() => {
      applying = true;
      clearInterval(interval);
      clearTimeout(fallback);
      setUpdating(true);
      delayed ??= setTimeout(reload, APP_UPDATE_RELOAD_DELAY_MS);
    });
    applyRef.current = apply;
    return () => {
      clearInterval(interval);
      clearTimeout(fallback);
      clearTimeout(delayed);
      stopFollowing();
      stopTakeover();
      applyRef.current = () => {};
    };
  }, [waiting, source, store, reload, now]);

  const refresh = useCallback(() => applyRef.current(), []);
  return { secondsLeft: waiting ? secondsLeft : null, updating, refresh };
}
