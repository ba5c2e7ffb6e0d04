/** The driver's phone pages (issue 18), under the driver layout. */
export const DRIVER_PATH = '/driver';
export const DRIVER_TASK_PATH = '/driver/task/:id';
export const DRIVER_ACTIVITY_PATH = '/driver/task/:id/activity/:activityId';

export function driverTaskPath(taskId: string): string {
  return `/driver/task/${encodeURIComponent(taskId)}`;
}

export function driverActivityPath(taskId: string, activityId: string): string {
  return `${driverTaskPath(taskId)}/activity/${encodeURIComponent(activityId)}`;
}
