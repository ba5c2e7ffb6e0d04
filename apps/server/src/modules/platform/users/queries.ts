import { ROLES } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { ListDefinition } from '../../../db/list-query';
import type { Database } from '../../../db/schema';

/** The company's users with whether their invitation is still waiting for a password. */
export function userListBase(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'users.phone_no',
      'users.role',
      'users.scopes',
      'users.is_active',
      'users.created_on',
      'users.updated_on',
      eb
        .exists(
          eb
            .selectFrom('user_links')
            .select('user_links.id')
            .whereRef('user_links.user_id', '=', 'users.id')
            .where('user_links.kind', '=', 'INVITATION'),
        )
        .as('invited'),
      eb
        .exists(
          eb
            .selectFrom('user_links')
            .select('user_links.id')
            .whereRef('user_links.user_id', '=', 'users.id')
            .where('user_links.kind', '=', 'INVITATION')
            .where('user_links.used_on', 'is not', null),
        )
        .as('invitation_accepted'),
    ])
    .where('users.company_id', '=', companyId);
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findCompanyUser>>>;

export const USER_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('users.id'), type: 'number' },
    name: { expression: sql.ref('users.name'), type: 'text' },
    email: { expression: sql.ref('users.email'), type: 'text' },
    role: { expression: sql.ref('users.role'), type: 'enum', values: ROLES },
    is_active: { expression: sql.ref('users.is_active'), type: 'boolean' },
    created_on: { expression: sql.ref('users.created_on'), type: 'timestamp' },
  },
  search: [sql.ref('users.name'), sql.ref('users.email'), sql.ref('users.phone_no')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('users.id'),
};

export function findCompanyUser(db: Kysely<Database>, companyId: number, id: number) {
  return userListBase(db, companyId).where('users.id', '=', id).executeTakeFirst();
}

/**
 * Locks every admin of the company (and the user about to change), so two admins demoting each other
 * at once are checked one after the other and cannot leave the company without one.
 */
export function lockAdminsAndUser(db: Kysely<Database>, companyId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'scopes', 'is_active'])
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('role', '=', 'admin'), eb('id', '=', userId)]))
    .orderBy('id')
    .forUpdate()
    .execute();
}
