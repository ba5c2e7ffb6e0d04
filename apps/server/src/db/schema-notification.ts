/** Tables of The WhatsApp notification outbox (GPS issue item 7); part of Database (schema.ts). */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the tables land
export interface NotificationTables {}
