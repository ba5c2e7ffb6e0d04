export * from './catalogue';
export * from './engine';
export * from './types';
