/** Routes of the fleet-task screens (fleet-task-planning.md section 2, 'Routes'). */
export const FLEET_TASK_LIST_PATH = '/fleet-task/';
export const FLEET_TASK_DETAIL_PATH = '/fleet-task/:id';

export function fleetTaskDetailPath(id: string): string {
  return `/fleet-task/${encodeURIComponent(id)}`;
}

export const FLEET_TASK_ATTACH_DELIVERY_PATH = '/fleet-task/:id/attach-delivery';

export function fleetTaskAttachDeliveryPath(id: string): string {
  return `/fleet-task/${encodeURIComponent(id)}/attach-delivery`;
}
