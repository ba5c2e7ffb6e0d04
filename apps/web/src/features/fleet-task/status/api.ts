import type {
  FleetTask,
  FleetTaskTransitionRequest,
  HistoryEvent,
  UpdateFleetTaskRequest,
} from '@armada/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetPlanningApi } from '../../../platform/api/services';
import { fleetTaskKeys } from '../query-keys';

const taskPath = (id: string) => `/fleet-task/${encodeURIComponent(id)}`;

/** A cancel reason as GET /reason lists it (fleet-task-planning.md section 3, 'Other'). */
export interface CancelReason {
  id: number;
  reason: string;
}

/** Every reason of the company in one page: the list is short and the select searches it locally. */
const CANCEL_REASONS_QUERY = new URLSearchParams({
  limit: '1000',
  page: '1',
  sorts: 'reason asc',
  filters: 'type eq CANCELED',
}).toString();

export const cancelReasonKeys = { all: ['reason', 'CANCELED'] as const };

export function useCancelReasons(enabled: boolean) {
  return useQuery({
    queryKey: cancelReasonKeys.all,
    queryFn: async ({ signal }) => {
      const answer = await fleetPlanningApi.list<CancelReason>(`/reason?${CANCEL_REASONS_QUERY}`, { signal });
      return answer.data.paginated_result;
    },
    enabled,
  });
}

/**
 * A change of the task's status or automation shows on the detail, the list, the sequence and the
 * history alike, so everything under the fleet-task key is refetched.
 */
function useInvalidateFleetTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fleetTaskKeys.all });
}

/** POST /fleet-task/{id}/transition; answers the task in its new status. */
export function useTransitionFleetTask(taskId: string) {
  const invalidate = useInvalidateFleetTasks();
  return useMutation({
    mutationFn: (request: FleetTaskTransitionRequest) =>
      fleetPlanningApi.data<FleetTask>(`${taskPath(taskId)}/transition`, { method: 'POST', body: request }),
    onSuccess: invalidate,
  });
}

/**
 * PATCH /fleet-task/{id} with the travel automation only. No `updated_on` is sent: the call changes
 * this one field, so it cannot overwrite what another save changed meanwhile.
 */
export function useUpdateAutoStart(taskId: string) {
  const invalidate = useInvalidateFleetTasks();
  return useMutation({
    mutationFn: (autoStartType: UpdateFleetTaskRequest['auto_start_type']) =>
      fleetPlanningApi.data<FleetTask>(taskPath(taskId), {
        method: 'PATCH',
        body: { auto_start_type: autoStartType },
      }),
    onSuccess: invalidate,
  });
}

/** GET /fleet-task/{id}/history?type=basic, newest first; asked again each time the modal opens. */
export function useFleetTaskHistory(taskId: string, enabled: boolean) {
  return useQuery({
    queryKey: fleetTaskKeys.history(taskId),
    queryFn: ({ signal }) =>
      fleetPlanningApi.data<HistoryEvent[]>(`${taskPath(taskId)}/history?type=basic`, { signal }),
    enabled,
    staleTime: 0,
  });
}
