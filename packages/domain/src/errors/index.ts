export * from './catalogue';
export * from './domain-error';
export * from './response';
export * from './zod-issues';
