export * from './devices';
export * from './gateway-contract';
export * from './media-constants';
export * from './media-polling';
export * from './voice';
