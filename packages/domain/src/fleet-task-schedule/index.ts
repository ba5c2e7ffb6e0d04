export * from './leg-estimate';
export * from './schedule';
export * from './service-duration';
