import { DomainError, type LoginRequest, type SessionUser } from '@armada/domain';
import type { Kysely } from 'kysely';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { signToken } from '../../auth/tokens';
import type { Database } from '../../db/schema';
import {
  assertLoginAllowed,
  clearAccountFailures,
  LOGIN_THROTTLE,
  type LoginThrottlePolicy,
  recordLoginFailure,
} from './login-throttle';
import { findUserByEmail, type UserWithCompany } from './queries';
import { sessionUser } from './session-user';

export { toAuthUser } from './auth-user';

/** What a session is made with: the token's secret and life, and the legacy app's address for the user. */
export interface SessionPolicy {
  token: { secret: Uint8Array; ttlSeconds: number };
  legacyAppUrl: string | null;
}

/**
 * Checks the password of an e-mail, under the failed-login limit of its account and its client
 * address (login-throttle.ts): a refused attempt does not even reach the password check.
 */
export async function login(
  db: Kysely<Database>,
  request: LoginRequest,
  session: SessionPolicy,
  address: string,
  throttle: LoginThrottlePolicy = LOGIN_THROTTLE,
): Promise<{ token: string; user: SessionUser }> {
  const attempt = { email: request.email, address };
  await assertLoginAllowed(db, attempt, throttle);
  const row = await findUserByEmail(db, request.email);
  // Verify against a dummy hash for unknown e-mails so both failures take the same time.
  const valid = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), request.password);
  if (!row || !valid) {
    await recordLoginFailure(db, attempt, throttle);
    throw new DomainError('auth/invalid-credentials');
  }
  await clearAccountFailures(db, attempt);
  if (!row.is_active || !row.company_is_active) throw new DomainError('auth/user-inactive');
  return sessionFor(db, row, session);
}

/** What a login answers: a token for the user and the user; set-up and one-time links answer the same. */
export async function sessionFor(
  db: Kysely<Database>,
  row: UserWithCompany,
  session: SessionPolicy,
): Promise<{ token: string; user: SessionUser }> {
  const signed = await signToken(
    { userId: row.id, companyId: row.company_id },
    session.token.secret,
    session.token.ttlSeconds,
  );
  return { token: signed, user: await sessionUser(db, row, session.legacyAppUrl) };
}
