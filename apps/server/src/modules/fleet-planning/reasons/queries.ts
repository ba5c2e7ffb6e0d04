import { REASON_TYPE_CANCELED } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { ListDefinition } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { bumpedUpdatedOn } from '../../../db/stale-update';

/** The unique index of reasons and the request field it guards. */
export const REASON_UNIQUE_FIELDS = { reasons_company_reason_key: 'reason' } as const;

/** The company's reasons that are not deleted. */
export function reasonListBase(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('reasons')
    .select(['id', 'reason', 'type', 'created_on', 'updated_on'])
    .where('company_id', '=', companyId)
    .where('deleted_on', 'is', null);
}

export const REASON_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('reasons.id'), type: 'number' },
    reason: { expression: sql.ref('reasons.reason'), type: 'text' },
    type: { expression: sql.ref('reasons.type'), type: 'enum', values: [REASON_TYPE_CANCELED] },
    created_on: { expression: sql.ref('reasons.created_on'), type: 'timestamp' },
    updated_on: { expression: sql.ref('reasons.updated_on'), type: 'timestamp' },
  },
  search: [sql.ref('reasons.reason')],
  defaultSorts: [{ field: 'reason', direction: 'asc' }],
  id: sql.ref('reasons.id'),
};

/**
 * A reason the company can still use. A deleted one is not found here; a fleet task that was
 * cancelled with it reads its text by canceled_reason_id directly, deleted or not.
 */
export function findReason(db: Kysely<Database>, companyId: number, id: number) {
  return reasonListBase(db, companyId).where('id', '=', id).executeTakeFirst();
}

/** Locks the reason a write is about to change, so a concurrent write waits for this one. */
export function lockReason(db: Kysely<Database>, companyId: number, id: number) {
  return reasonListBase(db, companyId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function isReasonTaken(
  db: Kysely<Database>,
  companyId: number,
  reason: string,
  exceptId: number | null,
) {
  const row = await reasonListBase(db, companyId)
    .where(sql<string>`lower(reason)`, '=', reason.toLowerCase())
    .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReason(db: Kysely<Database>, companyId: number, reason: string) {
  const row = await db
    .insertInto('reasons')
    .values({ company_id: companyId, reason, type: REASON_TYPE_CANCELED })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateReasonText(db: Kysely<Database>, id: number, reason: string | undefined) {
  return db
    .updateTable('reasons')
    .set({
      ...(reason === undefined ? {} : { reason }),
      type: REASON_TYPE_CANCELED,
      updated_on: bumpedUpdatedOn('reasons.updated_on'),
    })
    .where('id', '=', id)
    .execute();
}

export function softDeleteReason(db: Kysely<Database>, id: number) {
  return db
    .updateTable('reasons')
    .set({ deleted_on: sql<Date>`now()`, updated_on: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
