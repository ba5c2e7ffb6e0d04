import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { FLEET_TASK_ATTACH_DELIVERY_PATH, FLEET_TASK_DETAIL_PATH } from '../../../shared/paths/fleet-task';
import { fleetTaskKeys } from '../query-keys';
import { sequenceKeys } from './api';

/** Everything the app holds about one task: dropped so that the next visit starts afresh. */
export function resetTaskState(queryClient: QueryClient, taskId: string) {
  for (const queryKey of [
    fleetTaskKeys.detail(taskId),
    fleetTaskKeys.sequence(taskId),
    fleetTaskKeys.deliveryOrders(taskId),
    fleetTaskKeys.history(taskId),
    sequenceKeys.transferTargetsOf(taskId),
  ]) {
    queryClient.removeQueries({ queryKey });
  }
}

/** The task's own pages: its detail (create and detail) and its Attach Delivery page. */
export function isTaskPage(pathname: string, taskId: string): boolean {
  return [FLEET_TASK_DETAIL_PATH, FLEET_TASK_ATTACH_DELIVERY_PATH].some(
    (path) => matchPath({ path, end: true }, pathname)?.params.id === taskId,
  );
}

/**
 * Section 2, 'Navigation rules': 'Leaving to any route other than Attach Delivery resets the task
 * state.' When the page unmounts the router has already moved to the next address, so that address
 * decides: the task's own pages keep the state (the attach page needs the task, and coming back shows
 * it at once), anything else drops it. The drop waits a tick, until the leaving page's queries have
 * let go of it.
 */
export function useTaskStateReset(taskId: string) {
  const queryClient = useQueryClient();
  // Also when the page stays mounted for another task (the same route with a new id).
  useEffect(
    () => () => {
      if (isTaskPage(window.location.pathname, taskId)) return;
      window.setTimeout(() => resetTaskState(queryClient, taskId), 0);
    },
    [queryClient, taskId],
  );
}
