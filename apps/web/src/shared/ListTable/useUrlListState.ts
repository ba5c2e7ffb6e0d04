import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './list-state';

export interface ListStateChangeOptions {
  /**
   * Replace the history entry instead of adding one: typing a search should not leave one back-step
   * per pause in typing.
   */
  replace?: boolean;
}

export type ListStateChange = (next: ListState, options?: ListStateChangeOptions) => void;

/** The list state read from and written to the URL query string, so reload and back keep it. */
export function useUrlListState(): [ListState, ListStateChange] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const setState = useCallback<ListStateChange>(
    (next, options) => setParams((current) => writeListState(next, current), { replace: options?.replace }),
    [setParams],
  );
  return [state, setState];
}
