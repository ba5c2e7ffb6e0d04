import type { FleetTask, FleetTaskListRow } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../platform/api/client';
import { type ListResponse, type ListState, toApiQuery, toListPage } from '../../../shared/ListTable';
import { fleetTaskKeys } from '../query-keys';

const FLEET_TASK_API = '/fleet-planning/v1/fleet-task';

/** GET /fleet-task with the list state; the previous page stays on screen while the next loads. */
export function useFleetTaskList(state: ListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: fleetTaskKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<ListResponse<FleetTaskListRow>>(`${FLEET_TASK_API}?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

/** POST /fleet-task: a new task in Temporary, which the detail page then fills in. */
export function useCreateFleetTask() {
  return useMutation({
    mutationFn: () => apiData<FleetTask>(FLEET_TASK_API, { method: 'POST' }),
  });
}

/** POST /fleet-task/delete: all the ids or none; the server refuses any task that is not a Draf. */
export function useDeleteFleetTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiData<{ deleted: number }>(`${FLEET_TASK_API}/delete`, { method: 'POST', body: { ids } }),
    onSuccess: (_result, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: fleetTaskKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: fleetTaskKeys.lists() });
    },
  });
}
