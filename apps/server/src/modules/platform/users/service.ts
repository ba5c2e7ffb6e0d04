import {
  type CompanyUser,
  DomainError,
  type InvitedUser,
  type InviteUserRequest,
  isEffectiveAdmin,
  type Language,
  type ListQuery,
  presetScopesOf,
  ROLE_NAMES,
  ROLE_SCOPES,
  type RolesResponse,
  SCOPE_MODULES,
  toZonedIso,
  type UpdateUserRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import { withConstraintErrors } from '../../../db/constraint-violation';
import { listResponse, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { type AccountMailer, invitationMail } from '../../auth/account-mail';
import { issueLink } from '../../auth/links';
import { findCompanyUser, lockAdminsAndUser, USER_LIST, type UserRow, userListBase } from './queries';

/** Never a password anyone can type: argon2 refuses to read it, so a login with it fails. */
const NO_PASSWORD_YET = '!invited';

function toCompanyUser(row: UserRow, timeZone: string): CompanyUser {
  const { invited, invitation_accepted, ...user } = row;
  return {
    ...user,
    invitation_pending: Boolean(invited) && !invitation_accepted,
    created_on: toZonedIso(row.created_on, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}

export async function listUsers(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await runListQuery(db, userListBase(db, auth.companyId), USER_LIST, query);
  const timeZone = auth.user.company.time_zone;
  return listResponse(
    rows.map((row) => toCompanyUser(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}

/** Another company's user answers not-found exactly like a missing one. */
export async function getUser(db: Kysely<Database>, auth: AuthContext, id: number) {
  const row = await findCompanyUser(db, auth.companyId, id);
  if (!row) throw new DomainError('not-found');
  return toCompanyUser(row, auth.user.company.time_zone);
}

export interface InvitationLinks {
  publicUrl: string;
  mailer: AccountMailer;
}

async function withInvitation(
  db: Kysely<Database>,
  auth: AuthContext,
  userId: number,
  link: { token: string; expiresOn: Date },
  links: InvitationLinks,
): Promise<InvitedUser> {
  const user = await getUser(db, auth, userId);
  const url = `${links.publicUrl}/invitation/${link.token}`;
  const emailSent = await links.mailer.send(invitationMail(user.email, auth.user.company.name, url));
  return {
    ...user,
    invitation_url: url,
    invitation_expires_on: toZonedIso(link.expiresOn, auth.user.company.time_zone),
    email_sent: emailSent,
  };
}

/** A new user of the company with the role's preset scopes and a one-time link to set a password. */
export async function inviteUser(
  db: Kysely<Database>,
  auth: AuthContext,
  request: InviteUserRequest,
  links: InvitationLinks,
): Promise<InvitedUser> {
  const { userId, link } = await withConstraintErrors({ users_email_key: 'email' }, () =>
    db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          company_id: auth.companyId,
          name: request.name,
          email: request.email.toLowerCase(),
          phone_no: request.phone_no ?? null,
          password_hash: NO_PASSWORD_YET,
          role: request.role,
          scopes: [...ROLE_SCOPES[request.role]],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { userId: user.id, link: await issueLink(trx, user.id, 'INVITATION') };
    }),
  );
  return withInvitation(db, auth, userId, link, links);
}

/** A fresh link for a user who has not set a password yet; the earlier link stops working. */
export async function renewInvitation(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
  links: InvitationLinks,
): Promise<InvitedUser> {
  const user = await getUser(db, auth, id);
  if (!user.invitation_pending) throw new DomainError('invalid/invalid-value');
  const link = await issueLink(db, id, 'INVITATION');
  return withInvitation(db, auth, id, link, links);
}

/**
 * Role, scopes and activity of a user. A new role without scopes takes the role's preset. The
 * company's last admin can be neither deactivated nor demoted (user/last-admin, 409); the check runs
 * with every admin row locked. A deactivated user's next request is refused (the guard re-reads).
 */
export async function updateUser(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
  request: UpdateUserRequest,
): Promise<CompanyUser> {
  await db.transaction().execute(async (trx) => {
    const rows = await lockAdminsAndUser(trx, auth.companyId, id);
    const current = rows.find((row) => row.id === id);
    if (!current) throw new DomainError('not-found');
    const role = request.role ?? current.role;
    const roleChanged = role !== current.role;
    const scopes = request.scopes ?? (roleChanged ? [...presetScopesOf(role)] : current.scopes);
    const isActive = request.is_active ?? current.is_active;
    const next = { role, scopes, is_active: isActive };
    if (isEffectiveAdmin(current) && !isEffectiveAdmin(next)) {
      const others = rows.filter((row) => row.id !== id && isEffectiveAdmin(row));
      if (others.length === 0) throw new DomainError('user/last-admin');
    }
    await trx
      .updateTable('users')
      .set({ role, scopes: [...new Set(scopes)], is_active: isActive, updated_on: new Date() })
      .where('id', '=', id)
      .execute();
  });
  return getUser(db, auth, id);
}

/** The assignable roles with their preset scopes, and every scope grouped by module, in the caller's language. */
export function rolePresets(language: Language, roles: readonly (keyof typeof ROLE_SCOPES)[]): RolesResponse {
  return {
    roles: roles.map((role) => ({ role, name: ROLE_NAMES[role][language], scopes: [...ROLE_SCOPES[role]] })),
    modules: SCOPE_MODULES.map((module) => ({
      key: module.key,
      name: module.name[language],
      scopes: [...module.scopes],
    })),
  };
}
