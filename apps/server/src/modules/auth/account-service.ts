import {
  type AuthUser,
  type ChangePasswordRequest,
  DomainError,
  type ForgotPasswordRequest,
  ROLE_SCOPES,
  type SetupRequest,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { hashPassword, verifyPassword } from '../../auth/password';
import { withConstraintErrors } from '../../db/constraint-violation';
import { isDatabaseEmpty } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AccountMailer } from './account-mail';
import { passwordResetMail } from './account-mail';
import { consumeLink, issueLink, type LinkKind } from './links';
import { assertLoginAllowed, LOGIN_THROTTLE, recordLoginFailure } from './login-throttle';
import { findUserByEmail, findUserById } from './queries';
import { type SessionPolicy, sessionFor } from './service';

export async function setupStatus(db: Kysely<Database>) {
  return { needs_setup: await isDatabaseEmpty(db) };
}

/**
 * The first company and its admin, only while the database has none. One transaction under an
 * advisory lock, so two set-ups racing on PostgreSQL cannot both find it empty.
 */
export async function setUpCompany(db: Kysely<Database>, request: SetupRequest, session: SessionPolicy) {
  return sessionFor(db, await userOrThrow(db, await createFirstCompany(db, request)), session);
}

/** The set-up's writes, shared by the API and `npm run create-company`; answers the admin's id. */
export async function createFirstCompany(db: Kysely<Database>, request: SetupRequest): Promise<number> {
  const passwordHash = await hashPassword(request.password);
  return withConstraintErrors({ users_email_key: 'email' }, () =>
    db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('armada-first-company-setup'))`.execute(trx);
      if (!(await isDatabaseEmpty(trx))) throw new DomainError('setup/already-done');
      const company = await trx
        .insertInto('companies')
        .values({ name: request.company_name, time_zone: request.time_zone })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          company_id: company.id,
          name: request.name,
          email: request.email.toLowerCase(),
          password_hash: passwordHash,
          role: 'admin',
          scopes: [...ROLE_SCOPES.admin],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return user.id;
    }),
  );
}

async function userOrThrow(db: Kysely<Database>, id: number) {
  const row = await findUserById(db, id);
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/**
 * Sets the password through a one-time link and logs the user in. Wrong tokens count against the
 * client address under the login throttle, so links cannot be guessed by trying.
 */
export async function setPasswordByLink(
  db: Kysely<Database>,
  link: { token: string; kind: LinkKind; password: string },
  session: SessionPolicy,
  address: string,
) {
  // The account side of the throttle is keyed by the token: a wrong guess names no account.
  const attempt = { email: `link:${link.token.slice(0, 64)}`, address };
  await assertLoginAllowed(db, attempt);
  const passwordHash = await hashPassword(link.password);
  let userId: number;
  try {
    userId = await db.transaction().execute(async (trx) => {
      const id = await consumeLink(trx, link.token, link.kind);
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_on: new Date() })
        .where('id', '=', id)
        .execute();
      return id;
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'auth/invalid-link') {
      await recordLoginFailure(db, attempt);
    }
    throw error;
  }
  const row = await userOrThrow(db, userId);
  if (!row.is_active || !row.company_is_active) throw new DomainError('auth/user-inactive');
  return sessionFor(db, row, session);
}

/** Changes one's own password; the current one must be right (a stolen open session cannot). */
export async function changeOwnPassword(
  db: Kysely<Database>,
  user: AuthUser,
  request: ChangePasswordRequest,
) {
  const row = await userOrThrow(db, user.id);
  if (!(await verifyPassword(row.password_hash, request.current_password))) {
    throw new DomainError('auth/wrong-current-password', {
      fields: [{ field: 'current_password', code: 'invalid-value' }],
    });
  }
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(request.new_password), updated_on: new Date() })
    .where('id', '=', user.id)
    .execute();
}

/**
 * Mails a reset link when the e-mail belongs to an active user. The answer is the same either way,
 * so the endpoint never tells whether an e-mail exists; every request counts under the throttle
 * (its own account key, so reset requests never lock a login).
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  request: ForgotPasswordRequest,
  links: { publicUrl: string; mailer: AccountMailer },
  address: string,
): Promise<void> {
  const attempt = { email: `reset:${request.email}`, address };
  await assertLoginAllowed(db, attempt, LOGIN_THROTTLE);
  await recordLoginFailure(db, attempt, LOGIN_THROTTLE);
  const row = await findUserByEmail(db, request.email);
  if (!row?.is_active || !row.company_is_active) return;
  const { token } = await issueLink(db, row.id, 'PASSWORD_RESET');
  // Not awaited: waiting for the SMTP server would make a known e-mail answer slower than an unknown one.
  void links.mailer.send(passwordResetMail(row.email, `${links.publicUrl}/reset-password/${token}`));
}
