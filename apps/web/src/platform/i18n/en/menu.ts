import type { Translation } from '../id';

export const menu: Translation['menu'] = {
  dashboard: 'Dashboard',
  liveview: 'Live View',
  notification: 'Notifications',
  report: 'Reports',
  delivery: 'Deliveries',
  newVideo: 'New Video',
  vehicleMedia: 'Vehicle Media',
  invoice: 'Invoices',
  fleetTask: 'Fleet Tasks',
  vendor: 'Vendor',
  vendorRequest: 'Vendor Requests',
  master: 'Master Data',
  setting: 'Settings',
  help: 'Help',
};
