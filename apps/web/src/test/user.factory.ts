import { type AuthUser, ROLE_SCOPES, type Role } from '@armada/domain';

/** A logged-in user as /api/auth/me returns it, with the demo role's scopes from the domain. */
export function buildUser(role: Role, overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    name: 'Budi Santoso',
    email: `${role}@demo.id`,
    phone_no: '+6281234567890',
    role,
    scopes: [...ROLE_SCOPES[role]],
    // Done, as in the demo: the onboarding prompt would cover every page under test.
    company: { id: 1, name: 'PT Armada Demo', time_zone: 'Asia/Jakarta', setup_notif_completed: true },
    ...overrides,
  };
}

export function withoutScope(user: AuthUser, scope: string): AuthUser {
  return { ...user, scopes: user.scopes.filter((held) => held !== scope) };
}
