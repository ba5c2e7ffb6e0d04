import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, type Referral, referralLink } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { assertNotWhiteLabel } from '../features/service';
import { referralCodeOf, setReferralCodeOnce } from './queries';

function newCode(): string {
  return Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * The company's referral link, its code made on first request and kept; white-label companies have
 * none (403). Two first requests at once keep whichever code was written first.
 */
export async function companyReferral(
  db: Kysely<Database>,
  auth: AuthContext,
  publicUrl: string,
): Promise<Referral> {
  await assertNotWhiteLabel(db, auth.companyId);
  let code = await referralCodeOf(db, auth.companyId);
  // A collision with another company's code (31^8 codes) is retried rather than reported.
  for (let attempt = 0; !code && attempt < 5; attempt += 1) {
    code = await setReferralCodeOnce(db, auth.companyId, newCode());
  }
  if (!code) throw new Error(`no free referral code for company ${auth.companyId}`);
  return { referral_code: code, referral_link: referralLink(publicUrl, code) };
}
