export * from './dashboard-filters';
export * from './rules';
export * from './schemas';
