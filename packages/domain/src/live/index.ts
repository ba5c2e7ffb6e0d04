export * from './audience';
export * from './protocol';
