import {
  DASHBOARD_TASK_STATUSES,
  dashboardFilters,
  type ListQuery,
  type OperationsDashboard,
  type OperationsReport,
  type ReportRangeQuery,
  ratePercent,
  todayRange,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { companyTimeZone } from '../../db/company-time-zone';
import type { Database } from '../../db/schema';
import { listFleetTasks } from '../fleet-planning/fleet-tasks/task/task-service';
import { listDeliveryOrders } from '../order/service';
import { vehicleResource } from '../vehicle-management/vehicle/vehicle';
import {
  alertsPerDriver,
  deliveredLoadPerCustomer,
  punctualityByDay,
  workPerVehicleAndDriver,
} from './queries';

/** Every figure of the report page for one range (issue 26 item 11). */
export async function operationsReport(
  db: Kysely<Database>,
  companyId: number,
  query: ReportRangeQuery,
): Promise<OperationsReport> {
  const timeZone = await companyTimeZone(db, companyId);
  const range = { companyId, from: query.from, to: query.to, timeZone };
  const [days, { vehicles, drivers }, customers, driverAlerts] = await Promise.all([
    punctualityByDay(db, range),
    workPerVehicleAndDriver(db, range),
    deliveredLoadPerCustomer(db, range),
    alertsPerDriver(db, range),
  ]);
  return {
    from: query.from,
    to: query.to,
    time_zone: timeZone,
    punctuality: days.map((day) => ({
      ...day,
      departure_rate: ratePercent(day.on_time_departures, day.departures),
      arrival_rate: ratePercent(day.on_time_arrivals, day.arrivals),
    })),
    vehicles,
    drivers,
    customers,
    driver_alerts: driverAlerts,
  };
}

const countOnly = (filters: string[]): ListQuery => ({ limit: 1, page: 1, sorts: [], filters });

/**
 * The dispatcher's counts, each the total of the list the dashboard links to: the lists' own services
 * count them with the filters of the domain's `dashboardFilters`, so a count never disagrees with its list.
 */
export async function operationsDashboard(
  db: Kysely<Database>,
  auth: AuthContext,
  now = new Date(),
): Promise<OperationsDashboard> {
  const today = todayRange(now, auth.user.company.time_zone);
  const tasks = async (filters: string[]) =>
    (await listFleetTasks(db, auth, countOnly(filters))).metadata.total_count;
  const vehicles = async (filters: string[]) =>
    (await vehicleResource.list(db, auth, countOnly(filters))).total;
  const orders = async (filters: string[]) =>
    (await listDeliveryOrders(db, auth, countOnly(filters))).metadata.total_count;
  // Side by side: on PostgreSQL each count takes its own pooled connection.
  const [byStatus, late, waiting, rejected, stale, open] = await Promise.all([
    Promise.all(
      DASHBOARD_TASK_STATUSES.map(async (status) => ({
        status,
        count: await tasks(dashboardFilters.todayTasks(today, status)),
      })),
    ),
    tasks(dashboardFilters.lateDepartures(today)),
    tasks(dashboardFilters.waitingForVendor()),
    tasks(dashboardFilters.rejectedByVendor()),
    vehicles(dashboardFilters.vehiclesWithoutRecentPosition()),
    orders(dashboardFilters.ordersNotOnTask()),
  ]);
  return {
    today,
    today_tasks_by_status: byStatus,
    late_departures: late,
    waiting_for_vendor: waiting,
    rejected_by_vendor: rejected,
    vehicles_without_recent_position: stale,
    orders_not_on_task: open,
  };
}
