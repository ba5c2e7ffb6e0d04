import type { FleetTask, FleetTaskSequence } from '@armada/domain';
import { type Query, queryOptions } from '@tanstack/react-query';
import { fleetPlanningApi } from '../../../platform/api/services';
import type { RoutePrefetch } from '../../../shared/route-prefetch';
import { fleetTaskKeys } from '../query-keys';

export const taskPath = (id: string) => `/fleet-task/${encodeURIComponent(id)}`;

export function fetchFleetTask(id: string, signal?: AbortSignal) {
  return fleetPlanningApi.data<FleetTask>(taskPath(id), { signal });
}

/**
 * Answers the first load asked for before the page rendered: the page shows them without asking
 * again, and forgets them when it closes, so any later opening reads the task afresh.
 */
const prefetchedTasks = new WeakSet<FleetTask>();

export function forgetPrefetchedTask(task: FleetTask) {
  prefetchedTasks.delete(task);
}

export function fleetTaskQuery(id: string) {
  return queryOptions({
    queryKey: fleetTaskKeys.detail(id),
    queryFn: ({ signal }) => fetchFleetTask(id, signal),
    // Read afresh each time the page opens, but not behind the user's back while it is open: a
    // background refetch would race the autosave's own answers.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: (query: Query<FleetTask, Error, FleetTask, readonly unknown[]>) => {
      const data = query.state.data;
      return data !== undefined && prefetchedTasks.has(data) ? false : 'always';
    },
  });
}

export function fleetTaskSequenceQuery(id: string) {
  return queryOptions({
    queryKey: fleetTaskKeys.sequence(id),
    queryFn: ({ signal }) => fleetPlanningApi.data<FleetTaskSequence>(`${taskPath(id)}/sequence`, { signal }),
  });
}

/** A task's page asked on the first load, while its code comes (shared/route-prefetch.ts). */
export const prefetchFleetTaskDetail: RoutePrefetch = (client, { params }) => {
  const id = params.id;
  if (!id) return;
  void client.prefetchQuery({
    ...fleetTaskQuery(id),
    queryFn: async ({ signal }) => {
      const task = await fetchFleetTask(id, signal);
      prefetchedTasks.add(task);
      return task;
    },
  });
};
