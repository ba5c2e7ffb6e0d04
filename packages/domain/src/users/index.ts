export * from './roles';
export * from './schemas';
