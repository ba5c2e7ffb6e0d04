export * from './auto-start';
export * from './device-events';
export * from './fix-time';
export * from './geofence';
export * from './osmand';
export * from './schemas';
export * from './stop-visits';
export * from './traccar-forward';
