export * from './outbox';
export * from './whatsapp';
