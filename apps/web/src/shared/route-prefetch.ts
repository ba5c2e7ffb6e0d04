import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * Asks for a page's first data while its code is still on the way (issue 23 item 5). A query starts
 * when its page has rendered, and the first render of the layout and a page takes the main thread
 * 0.9 s on a laptop (antd draws its styles then), 3.6 s on a phone: asked before it, the answer is
 * there when the page shows. Started by the router's first discovery of the app's routes
 * (router/routes.tsx), with the query the page itself uses, so the page finds it in the cache (fresh
 * for the client's staleTime) rather than asking again.
 */
export type RoutePrefetch = (
  client: QueryClient,
  address: { params: Params; search: URLSearchParams },
) => void;

/** What a route's `handle` may carry for the router. */
export interface RouteHandle {
  prefetch?: RoutePrefetch;
}

export function prefetchOf(handle: unknown): RoutePrefetch | undefined {
  return typeof handle === 'object' && handle !== null && 'prefetch' in handle
    ? ((handle as RouteHandle).prefetch ?? undefined)
    : undefined;
}
