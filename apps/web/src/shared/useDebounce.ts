import { INPUT_DEBOUNCE_MS } from '@armada/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * A value that follows `value` once it has stopped changing for `delay` ms (section 9: search and
 * form text debounce 500 ms), so a picker searches once per pause instead of once per key.
 */
export function useDebouncedValue<T>(value: T, delay = INPUT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface DebouncedCall {
  /** Runs the callback after `delay` ms without a new call. */
  schedule(): void;
  /** Runs it now if a call is waiting. */
  flush(): void;
  cancel(): void;
  isPending(): boolean;
}

/** A callback run once after a pause; the latest callback is used, so it never reads stale state. */
export function useDebouncedCall(callback: () => void, delay = INPUT_DEBOUNCE_MS): DebouncedCall {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<number | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const run = useCallback(() => {
    timer.current = null;
    latest.current();
  }, []);
  const schedule = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(run, delay);
  }, [cancel, run, delay]);
  const flush = useCallback(() => {
    if (timer.current === null) return;
    cancel();
    run();
  }, [cancel, run]);
  const isPending = useCallback(() => timer.current !== null, []);

  // Nothing may fire after the page is gone.
  useEffect(() => cancel, [cancel]);

  return useMemo(() => ({ schedule, flush, cancel, isPending }), [schedule, flush, cancel, isPending]);
}
