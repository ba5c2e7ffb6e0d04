import {
  DEFAULT_TIME_ZONE,
  DomainError,
  type ListQuery,
  type OperatorCompany,
  toZonedIso,
  type UpdateFeaturesRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import { listResponse, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { upsertFeatures } from '../features/queries';
import { companyFeatures, featuresByCompany } from '../features/service';
import {
  findOperatorCompany,
  lockCompany,
  OPERATOR_COMPANY_LIST,
  type OperatorCompanyRow,
  operatorCompanyBase,
} from './queries';

function toOperatorCompany(row: OperatorCompanyRow, features: OperatorCompany['features']): OperatorCompany {
  return {
    id: row.id,
    name: row.name,
    is_active: row.is_active,
    user_count: Number(row.user_count ?? 0),
    features,
    has_logo: row.logo_key !== null,
    created_on: toZonedIso(row.created_on, DEFAULT_TIME_ZONE),
  };
}

/** The installation's companies with their flags, for the operator's console. */
export async function listOperatorCompanies(db: Kysely<Database>, query: ListQuery) {
  const { rows, total } = await runListQuery(db, operatorCompanyBase(db), OPERATOR_COMPANY_LIST, query);
  const featuresOf = await featuresByCompany(
    db,
    rows.map((row) => row.id),
  );
  return listResponse(
    rows.map((row) => toOperatorCompany(row, featuresOf(row.id))),
    (row) => row.id,
    query,
    total,
  );
}

/** Switches some flags of a company (the others keep theirs); the platform company is not one: 404. */
export async function updateCompanyFeatures(
  db: Kysely<Database>,
  operator: AuthContext,
  companyId: number,
  request: UpdateFeaturesRequest,
): Promise<OperatorCompany> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockCompany(trx, companyId))) throw new DomainError('not-found');
    await upsertFeatures(trx, companyId, request.features, operator.user.id);
  });
  const row = await findOperatorCompany(db, companyId);
  if (!row) throw new DomainError('not-found');
  return toOperatorCompany(row, await companyFeatures(db, companyId));
}
