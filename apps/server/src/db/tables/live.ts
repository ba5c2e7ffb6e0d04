import type { ColumnType, Generated } from 'kysely';

/**
 * A live event too large for NOTIFY, kept until every instance has read it (modules/live/publish.ts;
 * migration 2026-11-26T0400_live_events); part of Database (schema.ts).
 */
export interface LiveEventsTable {
  id: Generated<number>;
  /** The event as JSON text, exactly what a NOTIFY would have carried. */
  payload: string;
  created_on: ColumnType<Date, Date | string | undefined, never>;
}

export interface LiveTables {
  live_events: LiveEventsTable;
}
