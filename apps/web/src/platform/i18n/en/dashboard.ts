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
};
