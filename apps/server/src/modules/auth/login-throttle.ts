import { DomainError } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * Failed logins counted in PostgreSQL, per account and per client address, so the limit holds across
 * instances and restarts and a client cannot escape it by changing its address (TRUST_PROXY decides
 * whose X-Forwarded-For is believed). Password reset and invitation acceptance, when they come, take
 * the same guard.
 */

export interface LoginThrottlePolicy {
  windowSeconds: number;
  /** Failures for one e-mail within the window, from any address, before it is refused. */
  maxPerAccount: number;
  /** Failures from one address within the window, over any e-mails (an office shares one address). */
  maxPerAddress: number;
}

export const LOGIN_THROTTLE: LoginThrottlePolicy = {
  windowSeconds: 15 * 60,
  maxPerAccount: 10,
  maxPerAddress: 50,
};

export interface LoginAttempt {
  email: string;
  address: string;
}

type Scope = 'account' | 'address';

const keysOf = (attempt: LoginAttempt): Record<Scope, string> => ({
  account: attempt.email.trim().toLowerCase(),
  address: attempt.address,
});

/** Seconds until the failure that fills the limit leaves the window; null while under the limit. */
async function secondsLeft(
  db: Kysely<Database>,
  scope: Scope,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('login_failures')
    .select(
      sql<number>`extract(epoch from failed_on + make_interval(secs => ${windowSeconds}) - now())`.as('left'),
    )
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('failed_on', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .orderBy('failed_on', 'desc')
    .offset(max - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? Math.max(1, Math.ceil(Number(row.left))) : null;
}

/** Refuses the attempt (429 with Retry-After) while its account or its address is over the limit. */
export async function assertLoginAllowed(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): Promise<void> {
  const keys = keysOf(attempt);
  const waits = await Promise.all([
    secondsLeft(db, 'account', keys.account, policy.maxPerAccount, policy.windowSeconds),
    secondsLeft(db, 'address', keys.address, policy.maxPerAddress, policy.windowSeconds),
  ]);
  const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
  if (wait === 0) return;
  throw new DomainError('auth/too-many-failed-logins', {
    params: { minutes: Math.ceil(wait / 60) },
    retryAfterSeconds: wait,
  });
}

/** Counts a failed attempt against its account and its address; failures past the window go. */
export async function recordLoginFailure(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): Promise<void> {
  const keys = keysOf(attempt);
  await db
    .insertInto('login_failures')
    .values([
      { scope: 'account', key: keys.account },
      { scope: 'address', key: keys.address },
    ])
    .execute();
  await db
    .deleteFrom('login_failures')
    .where('failed_on', '<', sql<Date>`now() - make_interval(secs => ${policy.windowSeconds})`)
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'account'), eb('key', '=', keys.account)]),
        eb.and([eb('scope', '=', 'address'), eb('key', '=', keys.address)]),
      ]),
    )
    .execute();
}

/** A successful login forgets its account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('scope', '=', 'account')
    .where('key', '=', keysOf(attempt).account)
    .execute();
}
