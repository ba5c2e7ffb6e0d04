import { writeFleetOrderAlert } from './alert-center/alerting/fleet-order-alerts';
import { refreshTotalsOfOrderTasks } from './fleet-planning/fleet-tasks/task/totals';
import type { AppHooks } from './hooks';

/**
 * What the modules ask of each other inside a transaction (hooks.ts), one set per process: the app's
 * routes and the demo seed, which calls the same services, both hand over this one.
 */
export const APP_HOOKS: AppHooks = {
  orderLoadsChanged: refreshTotalsOfOrderTasks,
  fleetTaskAlert: (trx, event) => writeFleetOrderAlert(trx, event),
};
