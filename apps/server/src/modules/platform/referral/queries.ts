import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export async function referralCodeOf(db: Kysely<Database>, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('companies')
    .select('referral_code')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.referral_code ?? null;
}
