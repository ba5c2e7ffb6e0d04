export * from './catalogue';
export * from './types';
