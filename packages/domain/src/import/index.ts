export * from './cells';
export * from './check';
export * from './definition';
export * from './master-data';
