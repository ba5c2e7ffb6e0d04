import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function findReason(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .selectFrom('reasons')
    .select(['id', 'reason', 'type', 'created_on', 'updated_on'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}
