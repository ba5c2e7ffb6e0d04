export * from './constants';
export * from './delivery-order';
export * from './errors';
export * from './format';
export * from './menu';
export * from './schemas';
export * from './scopes';
