import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import type { Database } from '../../db/schema';

/**
 * The history of master data: one row per create, change or delete, written in the write's own
 * transaction with what the request sent (DESIGN.md, 'Data rules'). Integer ids, so a table of its
 * own rather than the uuid-keyed history_events of tasks and orders.
 */
export function recordChanges(
  trx: Kysely<Database>,
  auth: AuthContext,
  entityType: string,
  event: 'CREATED' | 'UPDATED' | 'DELETED',
  changes: readonly { id: number; sent: Record<string, unknown> }[],
) {
  if (changes.length === 0) return Promise.resolve();
  return trx
    .insertInto('master_data_changes')
    .values(
      changes.map((change) => ({
        company_id: auth.companyId,
        entity_type: entityType,
        entity_id: change.id,
        event,
        changes: JSON.stringify(change.sent),
        actor_user_id: auth.user.id,
      })),
    )
    .execute();
}

export function changesOf(db: Kysely<Database>, companyId: number, entityType: string, entityId: number) {
  return db
    .selectFrom('master_data_changes')
    .select(['id', 'event', 'changes', 'actor_user_id', 'created_on'])
    .where('company_id', '=', companyId)
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('created_on')
    .orderBy('id')
    .execute();
}
