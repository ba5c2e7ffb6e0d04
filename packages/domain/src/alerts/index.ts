export * from './catalogue';
export * from './center-rules';
export * from './format-alert-data';
export * from './templates';
export * from './types';
