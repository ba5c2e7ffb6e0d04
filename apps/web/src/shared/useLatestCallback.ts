import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity for the component's life and always calls the latest `callback`:
 * handed to a memoised child, it lets that child skip re-rendering when only the parent's state moved
 * (a modal opening over a 50-stop sequence, issue 23 item 5). Not for calling during render.
 */
export function useLatestCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
