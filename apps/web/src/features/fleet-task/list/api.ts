import type { FleetTask, FleetTaskListRow } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetPlanningApi } from '../../../platform/api/services';
import { type ListState, toApiQuery, toListPage } from '../../../shared/ListTable';
import { fleetTaskKeys } from '../query-keys';

const FLEET_TASK = '/fleet-task';

/** GET /fleet-task with the list state; the previous page stays on screen while the next loads. */
export function useFleetTaskList(state: ListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: fleetTaskKeys.list(query),
    queryFn: ({ signal }) => fleetPlanningApi.list<FleetTaskListRow>(`${FLEET_TASK}?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

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
