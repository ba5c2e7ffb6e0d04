import type { Kysely } from 'kysely';

// The WhatsApp notification outbox (GPS issue item 7).
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
