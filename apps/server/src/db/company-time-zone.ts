import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The company's IANA time zone: its days, numbers and reports are counted in it. */
export async function companyTimeZone(db: Kysely<Database>, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select('time_zone')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.time_zone;
}
