import { DomainError, type Referral, referralLink } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { assertNotWhiteLabel } from '../features/service';
import { referralCodeOf } from './queries';

/**
 * The company's referral link; the code is the company's own from its creation (a column default),
 * so this read writes nothing. White-label companies have none (403).
 */
export async function companyReferral(
  db: Kysely<Database>,
  auth: AuthContext,
  publicUrl: string,
): Promise<Referral> {
  await assertNotWhiteLabel(db, auth.companyId);
  const code = await referralCodeOf(db, auth.companyId);
  if (!code) throw new DomainError('not-found');
  return { referral_code: code, referral_link: referralLink(publicUrl, code) };
}
