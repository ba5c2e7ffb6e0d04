export { driverTrackingKeys } from './api';
export { SmartDriverTracking } from './SmartDriverTracking';
