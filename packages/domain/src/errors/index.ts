export * from './catalogue';
export * from './domain-error';
export * from './issue-codes';
export * from './response';
export * from './zod-issues';
