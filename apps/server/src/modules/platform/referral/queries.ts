import { DomainError } from '@armada/domain';
import type { Kysely } from 'kysely';
import { withConstraintErrors } from '../../../db/constraint-violation';
import type { Database } from '../../../db/schema';

export async function referralCodeOf(db: Kysely<Database>, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('companies')
    .select('referral_code')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.referral_code ?? null;
}

/**
 * Writes `code` when the company has none yet (a code written meanwhile stays); answers the
 * company's code, or null when another company holds `code`.
 */
export async function setReferralCodeOnce(
  db: Kysely<Database>,
  companyId: number,
  code: string,
): Promise<string | null> {
  const written = await withConstraintErrors({ companies_referral_code_key: 'referral_code' }, () =>
    db
      .updateTable('companies')
      .set({ referral_code: code })
      .where('id', '=', companyId)
      .where('referral_code', 'is', null)
      .execute(),
  ).then(
    () => true,
    (error: unknown) => {
      if (error instanceof DomainError && error.code === 'conflict/duplicate') return false;
      throw error;
    },
  );
  return written ? referralCodeOf(db, companyId) : null;
}
