import { toZonedIso } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import type { Database } from '../../db/schema';

/** A row's history shows its latest changes; older ones stay stored. */
const CHANGES_SHOWN_MAX = 200;

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

/** A row's changes, newest first, with the name of whoever made each (null once that user is gone). */
export async function changesOf(
  db: Kysely<Database>,
  auth: AuthContext,
  entityType: string,
  entityId: number,
) {
  const rows = await db
    .selectFrom('master_data_changes as c')
    .leftJoin('users as actor', (join) =>
      join.onRef('actor.id', '=', 'c.actor_user_id').on('actor.company_id', '=', auth.companyId),
    )
    .select(['c.event', 'c.changes', 'c.actor_user_id', 'actor.name as actor_name', 'c.created_on'])
    .where('c.company_id', '=', auth.companyId)
    .where('c.entity_type', '=', entityType)
    .where('c.entity_id', '=', entityId)
    .orderBy('c.created_on', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CHANGES_SHOWN_MAX)
    .execute();
  return rows.map((row) => ({
    event: row.event,
    changes: row.changes,
    actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? '' },
    created_on: toZonedIso(row.created_on, auth.user.company.time_zone),
  }));
}
