import { type FleetTask, isInterventionStatus } from '@armada/domain';
import { fleetTaskAttachDeliveryPath, fleetTaskDetailPath } from '../../../shared/paths/fleet-task';

/** Query value that makes the attach page add the orders as an intervention (section 2, 'Routes'). */
export const INTERVENTION_PARAM = 'isIntervention';

/** The attach page's own list state; the task page does not read these. */
const ATTACH_LIST_PARAMS = ['page', 'limit', 'search', 'sorts', 'filters'] as const;

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
};

/**
 * 'Fleet Task Attach Delivery' keeps the current query (navsource and its params) and adds
 * isIntervention=true when the task is in progress (Perjalanan).
 */
export function attachDeliveryTarget(
  task: Pick<FleetTask, 'id' | 'status'>,
  current: URLSearchParams,
): string {
  const query = new URLSearchParams(current);
  query.delete(INTERVENTION_PARAM);
  if (isInterventionStatus(task.status.name)) query.set(INTERVENTION_PARAM, 'true');
  return withQuery(fleetTaskAttachDeliveryPath(task.id), query);
}

export function isIntervention(query: URLSearchParams): boolean {
  return query.get(INTERVENTION_PARAM) === 'true';
}

/** Back to the task with the query it came with (navsource stays, the attach page's own values go). */
export function backToTaskTarget(taskId: string, current: URLSearchParams): string {
  const query = new URLSearchParams(current);
  query.delete(INTERVENTION_PARAM);
  for (const key of ATTACH_LIST_PARAMS) query.delete(key);
  return withQuery(fleetTaskDetailPath(taskId), query);
}
