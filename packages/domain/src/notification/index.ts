export * from './alert-message';
export * from './outbox';
export * from './whatsapp';
