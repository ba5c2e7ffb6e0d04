import { type CompanyFeatures, DomainError, type FeatureName, resolveFeatures } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { featureRowsOf } from './queries';

/** The flags of one company, defaults filled in. */
export async function companyFeatures(db: Kysely<Database>, companyId: number): Promise<CompanyFeatures> {
  return resolveFeatures(await featureRowsOf(db, [companyId]));
}

/** The flags of several companies read at once, for a list: a lookup by company id. */
export async function featuresByCompany(
  db: Kysely<Database>,
  companyIds: readonly number[],
): Promise<(companyId: number) => CompanyFeatures> {
  const rows = await featureRowsOf(db, companyIds);
  return (companyId) => resolveFeatures(rows.filter((row) => row.company_id === companyId));
}

/** Refuses a call whose company has the flag off (docs/platform-shell.md: platform/feature-disabled). */
export async function assertFeature(db: Kysely<Database>, companyId: number, name: FeatureName) {
  if (!(await companyFeatures(db, companyId))[name]) throw new DomainError('platform/feature-disabled');
}

/** Refuses what white-label companies are not offered (referral, feedback). */
export async function assertNotWhiteLabel(db: Kysely<Database>, companyId: number) {
  if ((await companyFeatures(db, companyId)).white_label)
    throw new DomainError('platform/not-for-white-label');
}
