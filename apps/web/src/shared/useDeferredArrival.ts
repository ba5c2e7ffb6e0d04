import { useDeferredValue } from 'react';

/**
 * Whether to show what has just arrived, one render late: when a query's answer first comes, React
 * renders the page with it as a deferred update, in slices between which the browser paints and
 * answers input, instead of the store's synchronous render in one long task (issue 23 item 3: a
 * fleet task's page and its 50-stop sequence). Later answers render at once as before; already there
 * when mounted (the cache), it shows at once too.
 */
export function useDeferredArrival(arrived: boolean): boolean {
  return useDeferredValue(arrived);
}
