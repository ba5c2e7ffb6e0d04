import { randomBytes } from 'node:crypto';
import { DomainError } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';

/** 192 random bits, base64url: a public tracking link cannot be guessed (at least 128 are required). */
export function newTrackToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Gives the company's task a new tracking token, so a link that went too far stops working at once;
 * answers the new token. Another company's task is 404, as a missing one.
 */
export async function replaceTrackToken(
  db: Kysely<Database>,
  companyId: number,
  taskId: string,
): Promise<string> {
  const token = newTrackToken();
  const updated = await db
    .updateTable('fleet_tasks')
    .set({ track_token: token })
    .where('id', '=', taskId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainError('not-found');
  return token;
}
