import type { Translation } from '../id';

export const dashboard: Translation['dashboard'] = {
  title: 'Dashboard',
  subtitle: 'Fleet summary of {{company}}',
  vehicles: 'Vehicles (active/total)',
  drivers: 'Drivers (active/total)',
  garages: 'Garages',
  customerAddresses: 'Customer addresses',
  deliveries: 'Deliveries by status',
  deliveriesTotal: 'Total {{count}}',
  loadError: 'The dashboard summary could not be loaded.',
  operations: {
    title: "Today's operations",
    todayTasks: "Today's tasks ({{date}}) by status",
    attention: 'Needs attention',
    lateDepartures: 'Departures late > 15 minutes',
    waitingForVendor: "Awaiting a vendor's answer",
    rejectedByVendor: 'Rejected by the vendor',
    vehiclesWithoutRecentPosition: 'Vehicles with no position in the last hour',
    ordersNotOnTask: 'Delivery orders not on a task',
    loadError: 'The operations counts could not be loaded.',
    liveFiltered: 'Filtered from the dashboard: {{count}} active vehicles with no position in the last hour.',
    showAll: 'Show all',
  },
};
