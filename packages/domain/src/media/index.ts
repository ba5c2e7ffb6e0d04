export * from './devices';
export * from './gateway-contract';
export * from './media-constants';
export * from './media-inputs';
export * from './media-polling';
