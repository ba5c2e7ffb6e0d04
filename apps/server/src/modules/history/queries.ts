import type { Insertable, Kysely } from 'kysely';
import type { Database, HistoryEventsTable } from '../../db/schema';

/** The history of one fleet task or delivery order of a company. */
export interface HistoryScope {
  companyId: number;
  entityType: HistoryEventsTable['entity_type'];
  entityId: string;
}

export async function insertHistoryEvents(
  db: Kysely<Database>,
  rows: Insertable<HistoryEventsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('history_events').values(rows).execute();
}

/** One event; answers its id (what an alert of the change points at as `log_id`). */
export async function insertHistoryEvent(
  db: Kysely<Database>,
  row: Insertable<HistoryEventsTable>,
): Promise<string> {
  const { id } = await db.insertInto('history_events').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The scope's events joined with their actor's name, unordered: callers sort (reader, list engine). */
export function historyEventsOf(db: Kysely<Database>, scope: HistoryScope) {
  return db
    .selectFrom('history_events as h')
    .leftJoin('users as u', 'u.id', 'h.actor_user_id')
    .select([
      'h.id',
      'h.entity_type',
      'h.entity_id',
      'h.event',
      'h.title',
      'h.description',
      'h.properties',
      'h.badge',
      'h.details',
      'h.actor_user_id',
      'u.name as actor_name',
      'h.created_on',
    ])
    .where('h.company_id', '=', scope.companyId)
    .where('h.entity_type', '=', scope.entityType)
    .where('h.entity_id', '=', scope.entityId);
}

export function newestHistoryEvents(db: Kysely<Database>, scope: HistoryScope) {
  return historyEventsOf(db, scope).orderBy('h.created_on', 'desc').orderBy('h.id', 'desc').execute();
}
