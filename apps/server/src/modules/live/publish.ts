import type { LiveAudience } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Live events (DESIGN.md 'Live events'): a writer publishes inside its own transaction with
 * pg_notify, so the event leaves only when the change is committed, and every server instance
 * LISTENing on the channel forwards it to its own sockets (`/ws`), filtered by company, user, scopes
 * and the client's tags (the rule: `mayReceiveLiveEvent` in the domain).
 */
export const LIVE_CHANNEL = 'armada_live';

/** Who may receive an event, besides being of `companyId` (defined in the domain beside its rule). */
export type { LiveAudience } from '@armada/domain';

export interface LiveEvent {
  /** The socket event name: `alert-center-new`, `alert-center-resolve`, `system-notif-{userId}`. */
  event: string;
  companyId: number;
  audience: LiveAudience;
  /** What the client receives as `data`. */
  data: unknown;
}

/** What travels on the channel: the event itself, or the id of its `live_events` row. */
export type LiveNotification = LiveEvent | { stored: number };

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

/**
 * Publishes `event` with the transaction (or connection) `db`: delivered when it commits, never if it
 * rolls back. An event over the NOTIFY limit is stored in `live_events` in the same transaction and
 * the notification carries only its id.
 */
export async function publishLiveEvent(db: Kysely<Database>, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify(event);
  let notification = payload;
  if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
    const row = await db
      .insertInto('live_events')
      .values({ payload })
      .returning('id')
      .executeTakeFirstOrThrow();
    notification = JSON.stringify({ stored: row.id } satisfies LiveNotification);
  }
  await sql`select pg_notify(${LIVE_CHANNEL}, ${notification})`.execute(db);
}

/** How long a stored event is kept: every instance reads it within milliseconds of the commit. */
export const LIVE_EVENT_RETENTION_MS = 10 * 60_000;

/** Deletes stored events older than `olderThanMs`; answers how many went. */
export async function purgeLiveEvents(
  db: Kysely<Database>,
  olderThanMs = LIVE_EVENT_RETENTION_MS,
): Promise<number> {
  const result = await db
    .deleteFrom('live_events')
    .where('created_on', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
