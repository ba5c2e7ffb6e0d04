import type { NotificationDeliveryStatus } from '@armada/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationChannel, NotificationOutboxTable } from '../../db/tables/notification';
import type { HistoryInput } from '../history/service';

/** What the enqueue decides on: the notification switch, the phone and what the message names. */
export function findTaskForNotification(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('fleet_tasks')
    .select([
      'id',
      'company_id',
      'number',
      'status',
      'vendor_id',
      'is_from_vendor_request',
      'notification_enabled',
      'customer_phone_number',
      'track_token',
    ])
    .where('id', '=', taskId)
    .executeTakeFirst();
}

/**
 * Queues a message unless this transaction already queued one for the task and status (the unique
 * key on task, status and transaction id). Answers whether a row was written.
 */
export async function insertOutboxMessage(
  db: Kysely<Database>,
  row: Insertable<NotificationOutboxTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('notification_outbox')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['fleet_task_id', 'task_status', 'transaction_id']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Writes a notification's history line stamped with the statement's clock, not the transaction's
 * start (now()) as other events are: the queued line then sorts strictly after the status change of
 * its own transaction, and the worker's sent/failed line strictly after the queued one (its insert
 * runs after it saw the committed row). The history modal sorts by time, and a tie would be broken
 * by id, at random.
 */
export async function insertNotificationHistory(db: Kysely<Database>, input: HistoryInput): Promise<void> {
  await db
    .insertInto('history_events')
    .values({
      company_id: input.companyId,
      entity_type: input.entityType,
      entity_id: input.entityId,
      event: input.event,
      title: input.title,
      description: input.description ?? null,
      properties: JSON.stringify(input.properties ?? []),
      actor_user_id: input.actorUserId ?? null,
      created_on: sql<Date>`clock_timestamp()`,
    })
    .execute();
}

const afterMs = (ms: number) => sql<Date>`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

const dueRows = (db: Kysely<Database>, limit: number, channels: readonly NotificationChannel[]) =>
  db
    .selectFrom('notification_outbox')
    .select('id')
    .where('delivery_status', 'in', ['PENDING', 'SENDING'])
    .where('channel', 'in', channels)
    .where('next_attempt_on', '<=', sql<Date>`now()`)
    .orderBy('next_attempt_on')
    .limit(limit)
    // Rows another worker is claiming right now are skipped, not waited for: each goes to one worker.
    .forUpdate()
    .skipLocked();

/**
 * Claims due messages of `channels` (those this server can send) for one attempt: SENDING, one more
 * attempt, and a lease (next_attempt_on) after which another worker may take the row over if this one
 * died mid-call. The attempt count is the claim's fencing token: only the claimer's attempt may write
 * the outcome.
 */
export function claimDueMessages(
  db: Kysely<Database>,
  limit: number,
  leaseMs: number,
  channels: readonly NotificationChannel[],
) {
  return db
    .updateTable('notification_outbox')
    .set((eb) => ({
      delivery_status: 'SENDING',
      attempts: eb('attempts', '+', 1),
      next_attempt_on: afterMs(leaseMs),
      updated_on: sql`now()`,
    }))
    .where('id', 'in', dueRows(db, limit, channels))
    .returningAll()
    .execute();
}

/**
 * Without a WhatsApp account or an SMTP server: the channel's due messages are closed as NOT_SENT
 * with the reason, not retried.
 */
export function closeDueAsNotSent(
  db: Kysely<Database>,
  limit: number,
  channel: NotificationChannel,
  reason: string,
) {
  return db
    .updateTable('notification_outbox')
    .set({ delivery_status: 'NOT_SENT', reason, updated_on: sql`now()` })
    .where('id', 'in', dueRows(db, limit, [channel]))
    .returning(['id', 'kind', 'company_id', 'fleet_task_id', 'task_status', 'recipient'])
    .execute();
}

export type ClaimedMessage = Awaited<ReturnType<typeof claimDueMessages>>[number];

/** The outcome of one attempt, as finishAttempt writes it. */
export interface AttemptOutcome {
  delivery_status: NotificationDeliveryStatus;
  reason: string | null;
  /** The text sent (or tried). */
  body?: string;
  providerMessageId?: string | null;
  /** Accepted by the API: sent_on is the database's now. */
  sent?: boolean;
  /** A retry: next_attempt_on is the database's now plus this delay. */
  retryInMs?: number;
}

/**
 * Writes the outcome of attempt `attempt`, only if the row is still that attempt's (a worker whose
 * lease ran out and was taken over must not overwrite the newer attempt). Answers whether it did.
 */
export async function finishAttempt(
  db: Kysely<Database>,
  claim: { id: string; attempt: number },
  outcome: AttemptOutcome,
): Promise<boolean> {
  const updated = await db
    .updateTable('notification_outbox')
    .set({
      delivery_status: outcome.delivery_status,
      reason: outcome.reason,
      updated_on: sql`now()`,
      ...(outcome.body === undefined ? {} : { body: outcome.body }),
      ...(outcome.providerMessageId === undefined ? {} : { provider_message_id: outcome.providerMessageId }),
      ...(outcome.sent ? { sent_on: sql`now()` } : {}),
      ...(outcome.retryInMs === undefined ? {} : { next_attempt_on: afterMs(outcome.retryInMs) }),
    })
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempt)
    .where('delivery_status', '=', 'SENDING')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** An alert's messages to its rules' contact recipients, oldest first, within the caller's company. */
export function messagesOfAlert(db: Kysely<Database>, companyId: number, rawAlertId: string) {
  return db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('raw_alert_id', '=', rawAlertId)
    .orderBy('created_on')
    .orderBy('channel', 'desc')
    .orderBy('recipient')
    .execute();
}

/** A task's messages, newest first, within the caller's company. */
export function messagesOfTask(db: Kysely<Database>, companyId: number, taskId: string) {
  return db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('kind', '=', 'TASK_STATUS')
    .where('fleet_task_id', '=', taskId)
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type StoredMessage = Awaited<ReturnType<typeof messagesOfTask>>[number];
