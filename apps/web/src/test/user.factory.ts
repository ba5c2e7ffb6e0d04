import { type AuthUser, ROLE_SCOPES, type Role, type SessionUser, sessionUserSchema } from '@armada/domain';

type UserOverrides = Partial<AuthUser> & Partial<Pick<SessionUser, 'last_reminder' | 'legacy_app_url'>>;

/**
 * A logged-in user as /api/auth/me returns it, with the demo role's scopes from the domain; the
 * company's flags and branding are the defaults unless the overrides' company has its own.
 */
export function buildUser(role: Role, overrides: UserOverrides = {}): SessionUser {
  return sessionUserSchema.parse({
    id: 1,
    name: 'Budi Santoso',
    email: `${role}@demo.id`,
    phone_no: '+6281234567890',
    role,
    scopes: [...ROLE_SCOPES[role]],
    // Done, as in the demo: the onboarding prompt would cover every page under test.
    company: { id: 1, name: 'PT Armada Demo', time_zone: 'Asia/Jakarta', setup_notif_completed: true },
    ...overrides,
  });
}

export function withoutScope<User extends AuthUser>(user: User, scope: string): User {
  return { ...user, scopes: user.scopes.filter((held) => held !== scope) };
}
