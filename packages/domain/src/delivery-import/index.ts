export * from './check-rows';
export * from './columns';
