import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function insertAsset(
  db: Kysely<Database>,
  row: { storage_key: string; content_type: string; size_bytes: number; created_by: number },
) {
  return db
    .insertInto('platform_assets')
    .values(row)
    .returning(['id', 'content_type', 'size_bytes'])
    .executeTakeFirstOrThrow();
}

export function findAsset(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('platform_assets')
    .select(['id', 'storage_key', 'content_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Which of `ids` exist. */
export async function existingAssetIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('platform_assets').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
