export * from './auto-start';
export * from './fix-time';
export * from './geofence';
export * from './osmand';
export * from './schemas';
export * from './stop-visits';
