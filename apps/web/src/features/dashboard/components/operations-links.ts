import { dashboardFilters, type FleetTaskStatus, type OperationsDashboard } from '@armada/domain';
import { DELIVERY_LIST_PATH } from '../../../shared/paths/delivery';
import { FLEET_TASK_LIST_PATH } from '../../../shared/paths/fleet-task';

/** The live view's route (the menu's), which reads `filters` from its address like the lists. */
export const LIVE_VIEW_PATH = '/liveview-2/';

/** A list's address with the dashboard's filters, in the lists' own `filters` parameters. */
export function listLink(path: string, filters: readonly string[]): string {
  const params = new URLSearchParams();
  for (const filter of filters) params.append('filters', filter);
  return `${path}?${params}`;
}

/** Where each count of the dashboard leads: the list filtered to exactly the rows counted. */
export function operationsLinks(data: OperationsDashboard) {
  return {
    todayTasks: (status: FleetTaskStatus) =>
      listLink(FLEET_TASK_LIST_PATH, dashboardFilters.todayTasks(data.today, status)),
    lateDepartures: listLink(FLEET_TASK_LIST_PATH, dashboardFilters.lateDepartures(data.today)),
    waitingForVendor: listLink(FLEET_TASK_LIST_PATH, dashboardFilters.waitingForVendor()),
    rejectedByVendor: listLink(FLEET_TASK_LIST_PATH, dashboardFilters.rejectedByVendor()),
    vehiclesWithoutRecentPosition: listLink(LIVE_VIEW_PATH, dashboardFilters.vehiclesWithoutRecentPosition()),
    ordersNotOnTask: listLink(DELIVERY_LIST_PATH, dashboardFilters.ordersNotOnTask()),
  };
}
