export * from './catalogue';
export * from './center-rules';
export * from './engine';
export * from './fleet-order';
export * from './map-url';
export * from './payload';
export * from './templates';
export * from './types';
