import type { ApiClient } from './api-client';
import type { PoolOrder } from './world';

/**
 * What a crash worker knows of one of its fleet tasks: enough to pick the next request. After a
 * request without an answer the worker reads it again from the API (readTask), since that request
 * may or may not have committed.
 */

export const FLEET = '/api/fleet-planning/v1';

export interface Activity {
  id: string;
  pointId: string;
  type: 'PICKUP' | 'DROP';
  orderId: string;
  leg: number | null;
  completed: boolean;
}

export interface TaskState {
  id: string;
  status: string;
  orderIds: string[];
  /** Null until read from the sequence (needed once the task is on its way). */
  activities: Activity[] | null;
  /** Vehicle, driver, garages and departure sent (leaving Draf needs them). */
  fieldsSet: boolean;
}

/** What the workload did that the server confirmed (2xx), for the summary and the test's checks. */
export interface WorkTally {
  tasksCreated: number;
  ordersAttached: number;
  transitions: number;
  ended: number;
  canceled: number;
  transfers: number;
  photos: number;
  photosRemoved: number;
  completions: number;
  adjustments: number;
}

export function emptyTally(): WorkTally {
  return {
    tasksCreated: 0,
    ordersAttached: 0,
    transitions: 0,
    ended: 0,
    canceled: 0,
    transfers: 0,
    photos: 0,
    photosRemoved: 0,
    completions: 0,
    adjustments: 0,
  };
}

export const activityPath = (task: TaskState, activity: Activity) =>
  `${FLEET}/fleet-task/${task.id}/point/${activity.pointId}/activity/${activity.id}`;

interface SequencePoint {
  id: string | null;
  activities: {
    id: string;
    type: 'PICKUP' | 'DROP';
    transit_leg: number | null;
    status: { raw_type: string };
    delivery_order: { id: string };
  }[];
}

/** The task's activities in route order, from GET .../sequence. */
export async function readActivities(api: ApiClient, taskId: string): Promise<Activity[] | null> {
  const answer = await api.call('GET', `${FLEET}/fleet-task/${taskId}/sequence`);
  if (answer.status !== 200) return null;
  return (answer.body.data.points as SequencePoint[]).flatMap((point) =>
    point.activities.map((activity) => ({
      id: activity.id,
      pointId: point.id ?? '',
      type: activity.type,
      orderId: activity.delivery_order.id,
      leg: activity.transit_leg,
      completed: activity.status.raw_type === 'COMPLETED',
    })),
  );
}

/** The task as the server has it now, or null when it is not there (404). */
export async function readTask(
  api: ApiClient,
  taskId: string,
  crew: { vehicleId: number; driverUserId: number },
): Promise<TaskState | null> {
  const answer = await api.call('GET', `${FLEET}/fleet-task/${taskId}`);
  if (answer.status !== 200) return null;
  const task = answer.body.data;
  const activities = await readActivities(api, taskId);
  if (!activities) return null;
  return {
    id: taskId,
    status: task.status.name,
    orderIds: [...new Set(activities.map((activity) => activity.orderId))],
    activities,
    fieldsSet:
      task.vehicle_id === crew.vehicleId &&
      task.driver_user_id === crew.driverUserId &&
      task.expected_departure_on !== null &&
      task.start_address_id !== null &&
      task.end_address_id !== null,
  };
}

/** The next activity to complete: every pickup first (in route order), then the drops. */
export function nextActivity(activities: readonly Activity[]): Activity | undefined {
  return (
    activities.find((activity) => activity.type === 'PICKUP' && !activity.completed) ??
    activities.find((activity) => activity.type === 'DROP' && !activity.completed)
  );
}

/** Where an order stands after its task ended: ready for its next leg, or done. */
export function afterEnd(order: PoolOrder, activities: readonly Activity[]): 'next-leg' | 'done' {
  if (order.shipmentType === 'DIRECT') return 'done';
  const legs = activities
    .filter((activity) => activity.orderId === order.id && activity.type === 'DROP' && activity.completed)
    .map((activity) => activity.leg ?? 0);
  return Math.max(-1, ...legs) + 1 < order.legs ? 'next-leg' : 'done';
}
