import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function insertBackToOldVersion(
  db: Kysely<Database>,
  row: { company_id: number; user_id: number; message: string },
) {
  return db
    .insertInto('back_to_old_version_requests')
    .values(row)
    .returning(['id', 'created_on'])
    .executeTakeFirstOrThrow();
}
