import { type AuthUser, DomainError, type LoginRequest } from '@armada/domain';
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

export function toAuthUser(row: UserWithCompany): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_no: row.phone_no,
    role: row.role,
    scopes: row.scopes,
    company: {
      id: row.company_id,
      name: row.company_name,
      time_zone: row.company_time_zone,
      setup_notif_completed: row.company_setup_notif_completed,
    },
  };
}

/**
 * Checks the password of an e-mail, under the failed-login limit of its account and its client
 * address (login-throttle.ts): a refused attempt does not even reach the password check.
 */
export async function login(
  db: Kysely<Database>,
  request: LoginRequest,
  token: { secret: Uint8Array; ttlSeconds: number },
  address: string,
  throttle: LoginThrottlePolicy = LOGIN_THROTTLE,
): Promise<{ token: string; user: AuthUser }> {
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
  return sessionFor(row, token);
}

/** What a login answers: a token for the user and the user; set-up and one-time links answer the same. */
export async function sessionFor(
  row: UserWithCompany,
  token: { secret: Uint8Array; ttlSeconds: number },
): Promise<{ token: string; user: AuthUser }> {
  const signed = await signToken(
    { userId: row.id, companyId: row.company_id },
    token.secret,
    token.ttlSeconds,
  );
  return { token: signed, user: toAuthUser(row) };
}
