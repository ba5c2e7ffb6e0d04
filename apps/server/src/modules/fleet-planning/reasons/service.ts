import {
  type CreateReasonRequest,
  DomainError,
  type ListQuery,
  toZonedIso,
  type UpdateReasonRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import { withConstraintErrors } from '../../../db/constraint-violation';
import { listResponse, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { refuseStaleUpdate } from '../../../db/stale-update';
import {
  findReason,
  insertReason,
  isReasonTaken,
  lockReason,
  REASON_LIST,
  REASON_UNIQUE_FIELDS,
  reasonListBase,
  softDeleteReason,
  updateReasonText,
} from './queries';

type ReasonRow = NonNullable<Awaited<ReturnType<typeof findReason>>>;

function toReason(row: ReasonRow, timeZone: string) {
  return {
    ...row,
    created_on: toZonedIso(row.created_on, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}

export async function listReasons(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await runListQuery(db, reasonListBase(db, auth.companyId), REASON_LIST, query);
  const timeZone = auth.user.company.time_zone;
  return listResponse(
    rows.map((row) => toReason(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}

/** Another company's reason, or a deleted one, answers not-found exactly like a missing one. */
export async function getReason(db: Kysely<Database>, auth: AuthContext, id: number) {
  const reason = await findReason(db, auth.companyId, id);
  if (!reason) throw new DomainError('not-found');
  return toReason(reason, auth.user.company.time_zone);
}

async function refuseTakenReason(
  db: Kysely<Database>,
  companyId: number,
  reason: string,
  exceptId: number | null,
) {
  if (await isReasonTaken(db, companyId, reason, exceptId)) {
    throw new DomainError('conflict/duplicate', { fields: [{ field: 'reason', code: 'invalid-value' }] });
  }
}

/** Reasons are unique per company, case-insensitively; the type is always CANCELED. */
export async function createReason(db: Kysely<Database>, auth: AuthContext, request: CreateReasonRequest) {
  const id = await withConstraintErrors(REASON_UNIQUE_FIELDS, () =>
    db.transaction().execute(async (trx) => {
      await refuseTakenReason(trx, auth.companyId, request.reason, null);
      return insertReason(trx, auth.companyId, request.reason);
    }),
  );
  return getReason(db, auth, id);
}

export async function updateReason(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
  request: UpdateReasonRequest,
) {
  await withConstraintErrors(REASON_UNIQUE_FIELDS, () =>
    db.transaction().execute(async (trx) => {
      const current = await lockReason(trx, auth.companyId, id);
      if (!current) throw new DomainError('not-found');
      refuseStaleUpdate(current.updated_on, request.updated_on);
      if (request.reason !== undefined) await refuseTakenReason(trx, auth.companyId, request.reason, id);
      await updateReasonText(trx, id, request.reason);
    }),
  );
  return getReason(db, auth, id);
}

/**
 * Marks the reason deleted instead of removing it: cancelled fleet tasks keep pointing at it, so
 * their history still shows why they were cancelled, while the reason leaves the list and the
 * cancel dialog, and its text can be used again for a new reason.
 */
export async function deleteReason(db: Kysely<Database>, auth: AuthContext, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await lockReason(trx, auth.companyId, id))) throw new DomainError('not-found');
    await softDeleteReason(trx, id);
  });
  return { id };
}
