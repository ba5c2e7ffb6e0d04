import type { DriverPosition, DriverTaskSummary } from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { fleetPlanningApi } from '../../../platform/api/services';
import { driverKeys } from '../api';

/**
 * The tracker's own key for the driver's task list (GET driver-app/fleet-task): under the pages' list
 * key (driverKeys.lists), so a start or an end that refreshes the list refreshes whether to track.
 */
export const driverTrackingKeys = {
  tasks: [...driverKeys.lists(), 'tracking'] as const,
};

/** A driver has a handful of Dijadwalkan and Perjalanan tasks; one page holds them all. */
const TASK_PAGE_SIZE = 100;
/**
 * A trip started by the dispatcher or by the geofence, or a new task, changes whether the phone must
 * track; the list is read again every minute besides on focus.
 */
const TASK_REFRESH_MS = 60_000;

export function useDriverTrackingTasks() {
  return useQuery({
    queryKey: driverTrackingKeys.tasks,
    queryFn: async ({ signal }) => {
      const answer = await fleetPlanningApi.list<DriverTaskSummary>(
        `/driver-app/fleet-task?limit=${TASK_PAGE_SIZE}&page=1`,
        { signal },
      );
      return answer.data.paginated_result;
    },
    refetchInterval: TASK_REFRESH_MS,
  });
}

/** POST driver-app/position: one batch, oldest first; the answer counts stored and resent ones. */
export const sendDriverPositions = (positions: DriverPosition[]) =>
  fleetPlanningApi.data<{ accepted: number; duplicates: number }>('/driver-app/position', {
    method: 'POST',
    body: { positions },
  });
