import {
  backToOldVersionInputSchema,
  DomainError,
  fieldProblemsFromZodIssues,
  toZonedIso,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { insertBackToOldVersion } from './queries';

/**
 * Records why a user goes back to the old version (issue 17 item 6) and answers where to: the
 * configured LEGACY_APP_URL. Without one there is nowhere to go, so nothing is recorded.
 */
export async function backToOldVersion(
  db: Kysely<Database>,
  auth: AuthContext,
  legacyAppUrl: string | null,
  input: { message: unknown },
) {
  if (!legacyAppUrl) throw new DomainError('platform/legacy-app-not-configured');
  const parsed = backToOldVersionInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new DomainError('invalid/invalid-fields', {
      fields: fieldProblemsFromZodIssues(parsed.error.issues, input),
    });
  }
  const row = await insertBackToOldVersion(db, {
    company_id: auth.companyId,
    user_id: auth.user.id,
    message: parsed.data.message,
  });
  return {
    id: row.id,
    createdOn: toZonedIso(row.created_on, auth.user.company.time_zone),
    redirectUrl: legacyAppUrl,
  };
}
