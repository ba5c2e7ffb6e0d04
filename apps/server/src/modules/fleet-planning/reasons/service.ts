import { DomainError, toZonedIso } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import { findReason } from './queries';

/** Another company's reason answers not-found exactly like a missing one. */
export async function getReason(db: Kysely<Database>, auth: AuthContext, id: number) {
  const reason = await findReason(db, auth.companyId, id);
  if (!reason) throw new DomainError('not-found');
  const timeZone = auth.user.company.time_zone;
  return {
    ...reason,
    created_on: toZonedIso(reason.created_on, timeZone),
    updated_on: toZonedIso(reason.updated_on, timeZone),
  };
}
