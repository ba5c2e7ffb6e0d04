import type {
  ActivityAttachment,
  ActivityProof,
  CompleteActivityRequest,
  DriverActivity,
  DriverStop,
  DriverTaskDetail,
  DriverTaskSummary,
  DriverTransitionRequest,
} from '@armada/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serviceClient } from '../../platform/api/services';

/** The driver's own API (issue 18): only the caller's tasks in Dijadwalkan or Perjalanan exist there. */
export const driverApi = serviceClient('/fleet-planning/v1/driver-app');

export const DRIVER_TASK_PAGE_SIZE = 10;

export const driverKeys = {
  all: ['driver-app'] as const,
  lists: () => [...driverKeys.all, 'tasks'] as const,
  detail: (taskId: string) => [...driverKeys.all, 'task', taskId] as const,
};

const taskPath = (taskId: string) => `/fleet-task/${encodeURIComponent(taskId)}`;

/** The three ids that name an activity in the driver-app's calls. */
export interface DriverActivityRef {
  taskId: string;
  pointId: string;
  activityId: string;
}

export const driverActivityPath = ({ taskId, pointId, activityId }: DriverActivityRef) =>
  `${taskPath(taskId)}/point/${encodeURIComponent(pointId)}/activity/${encodeURIComponent(activityId)}`;

export function fetchDriverTask(taskId: string, signal?: AbortSignal) {
  return driverApi.data<DriverTaskDetail>(taskPath(taskId), { signal });
}

export function useDriverTasks() {
  return useInfiniteQuery({
    queryKey: driverKeys.lists(),
    queryFn: ({ pageParam, signal }) =>
      driverApi.list<DriverTaskSummary>(`/fleet-task?page=${pageParam}&limit=${DRIVER_TASK_PAGE_SIZE}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.metadata.page * last.metadata.limit < last.metadata.total_count
        ? last.metadata.page + 1
        : undefined,
    // The phone may lose its connection at any time: what was read stays on screen.
    networkMode: 'offlineFirst',
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useDriverTask(taskId: string) {
  return useQuery({
    queryKey: driverKeys.detail(taskId),
    queryFn: ({ signal }) => fetchDriverTask(taskId, signal),
    networkMode: 'offlineFirst',
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useDriverTransition(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DriverTransitionRequest) =>
      driverApi.data<DriverTaskDetail>(`${taskPath(taskId)}/transition`, { method: 'POST', body: request }),
    onSuccess: (detail) => {
      queryClient.setQueryData(driverKeys.detail(taskId), detail);
      void queryClient.invalidateQueries({ queryKey: driverKeys.lists() });
    },
  });
}

/** DELETE .../attachment: photos a lost earlier attempt left behind, not yet in a proof. */
export function clearDriverPhotos(ref: DriverActivityRef) {
  return driverApi.data<{ deleted: number }>(`${driverActivityPath(ref)}/attachment`, { method: 'DELETE' });
}

/** POST .../attachment as multipart (type 'photo', one file). */
export function uploadDriverPhoto(ref: DriverActivityRef, file: Blob, name: string) {
  const body = new FormData();
  body.append('type', 'photo');
  body.append('file', file, name);
  return driverApi.data<ActivityAttachment>(`${driverActivityPath(ref)}/attachment`, {
    method: 'POST',
    body,
  });
}

export function completeDriverActivity(ref: DriverActivityRef, request: CompleteActivityRequest) {
  return driverApi.data<ActivityProof>(`${driverActivityPath(ref)}/complete`, {
    method: 'POST',
    body: request,
  });
}

export interface LocatedActivity {
  stop: DriverStop;
  activity: DriverActivity;
}

/** An activity of the task with the stop it belongs to, or null when the task has none by that id. */
export function findActivity(task: DriverTaskDetail, activityId: string): LocatedActivity | null {
  for (const stop of task.stops) {
    const activity = stop.activities.find((candidate) => candidate.id === activityId);
    if (activity) return { stop, activity };
  }
  return null;
}
