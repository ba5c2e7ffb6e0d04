import { type HistoryEvent, type HistoryLogRow, type ListQuery, toZonedIso } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { type ListDefinition, listResponse, runListQuery } from '../../db/list-query';
import type { Database, HistoryEventsTable, HistoryProperty } from '../../db/schema';
import {
  type HistoryScope,
  historyEventsOf,
  insertHistoryEvent,
  insertHistoryEvents,
  newestHistoryEvents,
} from './queries';

export type { HistoryScope } from './queries';

/** Events whose history line opens a detail view, with the link's label ('Lihat Perubahan'). */
export const CLICKABLE_HISTORY_EVENTS: Readonly<Record<string, string>> = {
  'FleetPlanning.DeliveryLoadUpdatedPicked': 'Lihat Perubahan',
  'FleetPlanning.DeliveryLoadUpdatedDropped': 'Lihat Perubahan',
};

export interface HistoryBadge {
  text: string;
  variant: string;
  icon?: string;
}

export interface HistoryInput {
  companyId: number;
  entityType: HistoryEventsTable['entity_type'];
  entityId: string;
  /** What happened, e.g. `Order.DeliveryOrderUpdated`; the log filters on it. */
  event: string;
  /** Indonesian, as the history modal shows it ('Pengiriman diubah'). */
  title: string;
  description?: string | null;
  properties?: HistoryProperty[];
  badge?: HistoryBadge | null;
  /** Structured data for a detail view (old and new values, load quantities). */
  details?: unknown;
  actorUserId?: number | null;
  /** Defaults to the transaction's time, the same moment as the change's own timestamps. */
  createdOn?: Date;
}

function toRow(input: HistoryInput) {
  return {
    company_id: input.companyId,
    entity_type: input.entityType,
    entity_id: input.entityId,
    event: input.event,
    title: input.title,
    description: input.description ?? null,
    properties: JSON.stringify(input.properties ?? []),
    badge: input.badge ? JSON.stringify(input.badge) : undefined,
    details: input.details === undefined ? undefined : JSON.stringify(input.details),
    actor_user_id: input.actorUserId ?? null,
    ...(input.createdOn ? { created_on: input.createdOn } : {}),
  };
}

/**
 * Writes one history event; call it inside the transaction of the change it records. Answers the
 * event's id, which an alert of the change keeps as its `log_id`.
 */
export function recordHistory(db: Kysely<Database>, input: HistoryInput): Promise<string> {
  return insertHistoryEvent(db, toRow(input));
}

/** Several events in one statement (bulk create, delete and duplicate). */
export function recordHistories(db: Kysely<Database>, inputs: HistoryInput[]): Promise<void> {
  return insertHistoryEvents(db, inputs.map(toRow));
}

type StoredEvent = Awaited<ReturnType<typeof newestHistoryEvents>>[number];

function toHistoryEvent(row: StoredEvent, timeZone: string): HistoryEvent {
  const badge = row.badge;
  const clickableTitle = CLICKABLE_HISTORY_EVENTS[row.event] ?? null;
  return {
    id: row.id,
    event: row.event,
    created_on: toZonedIso(row.created_on, timeZone),
    title: row.title,
    description: row.description,
    has_badge: badge !== null,
    badge_text: badge?.text ?? null,
    badge_variant: badge?.variant ?? null,
    badge_icon: badge?.icon ?? null,
    clickable: clickableTitle !== null,
    clickable_title: clickableTitle,
    properties: (row.properties ?? []).map((property) => ({
      key: property.key,
      value: property.value,
      is_redirectable: property.is_redirectable ?? Boolean(property.redirect_url),
      redirect_url: property.redirect_url ?? null,
    })),
  };
}

/** The scope's events in the spec's History event shape, newest first. */
export async function readHistory(
  db: Kysely<Database>,
  scope: HistoryScope,
  timeZone: string,
): Promise<HistoryEvent[]> {
  const rows = await newestHistoryEvents(db, scope);
  return rows.map((row) => toHistoryEvent(row, timeZone));
}

const logDefinition: ListDefinition = {
  fields: {
    event: { expression: sql.ref('h.event'), type: 'text', sortable: false },
    title: { expression: sql.ref('h.title'), type: 'text', sortable: false },
    created_on: { expression: sql.ref('h.created_on'), type: 'timestamp' },
  },
  search: [sql.ref('h.title'), sql.ref('h.description')],
  defaultSorts: [{ field: 'created_on', direction: 'desc' }],
  id: sql.ref('h.id'),
};

function toLogRow(row: StoredEvent, timeZone: string): HistoryLogRow {
  const orderProperty = row.properties?.find((property) => property.key === 'delivery_order_uuid');
  return {
    ...toHistoryEvent(row, timeZone),
    delivery_order_uuid:
      orderProperty?.value ?? (row.entity_type === 'delivery_order' ? row.entity_id : null),
    created_by: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? '' },
    details: row.details ?? null,
  };
}

/**
 * The scope's events as a list (filters `event eq|in`, `created_on gte|lte`; sorts `created_on`):
 * how a client reads, say, the latest load change of an order on a given day.
 */
export async function listHistoryLog(
  db: Kysely<Database>,
  scope: HistoryScope,
  query: ListQuery,
  timeZone: string,
) {
  const { rows, total } = await runListQuery(db, historyEventsOf(db, scope), logDefinition, query);
  return listResponse(
    rows.map((row) => toLogRow(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}
