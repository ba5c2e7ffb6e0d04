export * from './devices';
export * from './gateway-contract';
