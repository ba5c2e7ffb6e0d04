import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export type LinkKind = 'INVITATION' | 'PASSWORD_RESET';

/** How long an invitation or a password-reset link can be used (issue 14 item 4). */
export const LINK_VALIDITY_HOURS = 72;

/** Only the hash is stored: someone reading the table cannot use a link it holds. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for the user (256 random bits, base64url); earlier unused links of the same kind
 * expire now, so only the latest link handed out or mailed opens anything.
 */
export async function issueLink(
  db: Kysely<Database>,
  userId: number,
  kind: LinkKind,
): Promise<{ token: string; expiresOn: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresOn = new Date(Date.now() + LINK_VALIDITY_HOURS * 60 * 60 * 1000);
  await db
    .updateTable('user_links')
    .set({ expires_on: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_on', 'is', null)
    .where('expires_on', '>', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('user_links')
    .values({ user_id: userId, kind, token_hash: hashLinkToken(token), expires_on: expiresOn })
    .execute();
  return { token, expiresOn };
}

/**
 * Uses the link up, inside the caller's transaction: the row is locked and marked used, so two
 * requests with one token cannot both pass. An unknown, expired or used link is auth/invalid-link.
 */
export async function consumeLink(db: Kysely<Database>, token: string, kind: LinkKind): Promise<number> {
  const row = await db
    .selectFrom('user_links')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashLinkToken(token))
    .where('kind', '=', kind)
    .where('used_on', 'is', null)
    .where('expires_on', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('auth/invalid-link');
  await db.updateTable('user_links').set({ used_on: sql<Date>`now()` }).where('id', '=', row.id).execute();
  return row.user_id;
}
