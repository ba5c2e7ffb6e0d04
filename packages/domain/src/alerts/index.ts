export * from './catalogue';
export * from './center-rules';
export * from './engine';
export * from './templates';
export * from './types';
