import type { FleetTask, FleetTaskListRow } from '@armada/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetPlanningApi } from '../../../platform/api/services';
import { type ListState, toApiQuery, toListPage } from '../../../shared/ListTable';
import { readListState } from '../../../shared/ListTable/list-state';
import type { RoutePrefetch } from '../../../shared/route-prefetch';
import { fleetTaskKeys } from '../query-keys';

const FLEET_TASK = '/fleet-task';

/** GET /fleet-task with the list state. */
function fleetTaskListQuery(state: ListState) {
  const query = toApiQuery(state);
  return queryOptions({
    queryKey: fleetTaskKeys.list(query),
    queryFn: ({ signal }) => fleetPlanningApi.list<FleetTaskListRow>(`${FLEET_TASK}?${query}`, { signal }),
  });
}

/** The list with the state of its address; the previous page stays on screen while the next loads. */
export function useFleetTaskList(state: ListState) {
  return useQuery({ ...fleetTaskListQuery(state), select: toListPage, placeholderData: keepPreviousData });
}

/** The page of the list its address asks for, asked while the page's code comes (route-prefetch.ts). */
export const prefetchFleetTaskList: RoutePrefetch = (client, { search }) => {
  void client.prefetchQuery(fleetTaskListQuery(readListState(search)));
};

/** POST /fleet-task: a new task in Temporary, which the detail page then fills in. */
export function useCreateFleetTask() {
  return useMutation({
    mutationFn: () => fleetPlanningApi.data<FleetTask>(FLEET_TASK, { method: 'POST' }),
  });
}

/** POST /fleet-task/delete: all the ids or none; the server refuses any task that is not a Draf. */
export function useDeleteFleetTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      fleetPlanningApi.data<{ deleted: number }>(`${FLEET_TASK}/delete`, { method: 'POST', body: { ids } }),
    onSuccess: (_result, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: fleetTaskKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: fleetTaskKeys.lists() });
    },
  });
}
