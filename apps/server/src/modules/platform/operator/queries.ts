import { type Kysely, sql } from 'kysely';
import type { ListDefinition } from '../../../db/list-query';
import type { Database } from '../../../db/schema';

/** Which of `ids` are companies (not the platform's own). */
export async function existingCompanyIds(db: Kysely<Database>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('companies')
    .select('id')
    .where('id', 'in', ids)
    .where('is_platform', '=', false)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The companies of the installation as the operator lists them; the platform company is not one. */
export function operatorCompanyBase(db: Kysely<Database>) {
  return db
    .selectFrom('companies')
    .select((eb) => [
      'companies.id',
      'companies.name',
      'companies.is_active',
      'companies.logo_key',
      'companies.created_on',
      eb
        .selectFrom('users')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('users.company_id', '=', 'companies.id')
        .as('user_count'),
    ])
    .where('companies.is_platform', '=', false);
}

export type OperatorCompanyRow = Awaited<
  ReturnType<ReturnType<typeof operatorCompanyBase>['executeTakeFirstOrThrow']>
>;

export const OPERATOR_COMPANY_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('companies.id'), type: 'number' },
    name: { expression: sql.ref('companies.name'), type: 'text' },
    is_active: { expression: sql.ref('companies.is_active'), type: 'boolean' },
    created_on: { expression: sql.ref('companies.created_on'), type: 'timestamp' },
  },
  search: [sql.ref('companies.name')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('companies.id'),
};

export function findOperatorCompany(db: Kysely<Database>, id: number) {
  return operatorCompanyBase(db).where('companies.id', '=', id).executeTakeFirst();
}

/** Locks the company row for a flag change, so two switches of one company apply one after the other. */
export function lockCompany(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', id)
    .where('is_platform', '=', false)
    .forUpdate()
    .executeTakeFirst();
}
