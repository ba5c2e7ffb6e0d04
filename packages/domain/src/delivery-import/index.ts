export * from './cells';
export * from './check-rows';
export * from './columns';
