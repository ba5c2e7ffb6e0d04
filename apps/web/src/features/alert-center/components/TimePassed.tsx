import { ALERT_CENTRE } from '@armada/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { formatTimeAgo } from '../../../shared/time-format';

/**
 * One clock for every 'time passed' on screen: a single 1 s interval while any is mounted, rather
 * than one per row (section 9: 500 alerts a minute must not cost 500 timers).
 */
const clock = {
  now: Date.now(),
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
};

function subscribe(listener: () => void): () => void {
  clock.listeners.add(listener);
  if (!clock.timer) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      for (const notify of clock.listeners) notify();
    }, ALERT_CENTRE.timePassedMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

/**
 * '2 menit yang lalu', checked every second (section 9). The text is the store's snapshot, so
 * React re-renders this `<time>` only when its words change (about once a minute), never the row.
 */
export function TimePassed({ since }: { since: string }) {
  const { language } = useLanguage();
  const text = useCallback(
    () => formatTimeAgo(since, new Date(clock.listeners.size ? clock.now : Date.now()), language),
    [since, language],
  );
  return <time dateTime={since}>{useSyncExternalStore(subscribe, text)}</time>;
}
