import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Live events (DESIGN.md 'Live events'): a writer publishes inside its own transaction with
 * pg_notify, so the event leaves only when the change is committed, and every server instance
 * LISTENing on the channel forwards it to its own sockets (`/ws`), filtered by company, user, scopes
 * and the client's tags.
 */
export const LIVE_CHANNEL = 'armada_live';

/** Who may receive an event, besides being of `companyId`. */
export type LiveAudience =
  /** An Alert Center alert: users with the centre's scope; urgent ones also need the urgent scope. */
  | { kind: 'alert'; urgency: 'URGENT' | 'IMPORTANT'; vehicleId: number | null; vehicleGroupIds: number[] }
  /** Alerts resolved or flagged in bulk: every user of the centre. */
  | { kind: 'alert-center' }
  /** One user (announcements: `system-notif-{userId}`). */
  | { kind: 'user'; userId: number };

export interface LiveEvent {
  /** The socket event name: `alert-center-new`, `alert-center-resolve`, `system-notif-{userId}`. */
  event: string;
  companyId: number;
  audience: LiveAudience;
  /** What the client receives as `data`. */
  data: unknown;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

/** Publishes `event` with the transaction (or connection) `db`: delivered when it commits. */
export async function publishLiveEvent(db: Kysely<Database>, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(
      `live event ${event.event} is ${Buffer.byteLength(payload)} bytes, over the NOTIFY limit`,
    );
  }
  await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(db);
}
