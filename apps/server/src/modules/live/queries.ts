import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Active users among `userIds` whose company is active, with their company and scopes. */
export function findActiveUsers(db: Kysely<Database>, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.company_id', 'users.scopes'])
    .where('users.id', 'in', userIds)
    .where('users.is_active', '=', true)
    .where('companies.is_active', '=', true)
    .execute();
}

/** The JSON of a stored live event (one too large for NOTIFY). */
export async function findStoredLiveEvent(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('live_events').select('payload').where('id', '=', id).executeTakeFirst();
  return row?.payload;
}
