import type { CompanyFeatures } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The stored flag rows of some companies (a flag without a row has its default). */
export function featureRowsOf(db: Kysely<Database>, companyIds: readonly number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('company_features')
    .select(['company_id', 'name', 'enabled'])
    .where('company_id', 'in', companyIds)
    .execute();
}

/** Writes the given flags of a company, each as its own row, keeping the others. */
export async function upsertFeatures(
  db: Kysely<Database>,
  companyId: number,
  features: Partial<CompanyFeatures>,
  userId: number | null,
) {
  const rows = Object.entries(features).map(([name, enabled]) => ({
    company_id: companyId,
    name,
    enabled: Boolean(enabled),
    updated_by: userId,
    updated_on: new Date(),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('company_features')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'name']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_on: eb.ref('excluded.updated_on'),
      })),
    )
    .execute();
}
