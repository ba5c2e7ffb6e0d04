import { NOTIFICATION_NOT_SENT_REASONS, whatsappStatusText } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationChannel } from '../../db/tables/notification';
import { trackLink } from '../fleet-planning/fleet-tasks/task/presenters';
import { type NotificationWorkerConfig, retryDelayMs } from './config';
import { historySubjectOf, type NotificationOutcome, notificationHistory } from './history';
import { createMailer, type Mailer } from './mail-client';
import {
  type AttemptOutcome,
  type ClaimedMessage,
  claimDueMessages,
  closeDueAsNotSent,
  finishAttempt,
  insertNotificationHistory,
} from './queries';
import { type SendOutcome, sendWhatsAppText } from './whatsapp-client';

export interface NotificationWorkerDeps {
  db: Kysely<Database>;
  config: NotificationWorkerConfig;
  /** Base of the tracking link in the message (the app's publicUrl). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface NotificationWorker {
  /** Polls until stop(): due messages at once, then every pollIntervalMs. */
  start(): void;
  /** Stops polling and waits for the round in progress, so the database can close after it. */
  stop(): Promise<void>;
  /** One round: claims and settles the due messages; answers how many it handled. */
  runOnce(): Promise<number>;
}

/** A claim outlives the API call by a margin, so a slow but live call is never taken over. */
const LEASE_MARGIN_MS = 30_000;

const UNCONFIGURED_REASONS: Record<NotificationChannel, string> = {
  WHATSAPP: NOTIFICATION_NOT_SENT_REASONS['not-configured'],
  EMAIL: NOTIFICATION_NOT_SENT_REASONS['email-not-configured'],
};

/**
 * Delivers the outbox: customers' task messages (WhatsApp) and alerts to rules' contact recipients
 * (WhatsApp and e-mail), with one claim, lease and retry policy for both channels. A task message
 * also writes the task's history line; an alert message's row is its own log.
 */
export function createNotificationWorker(deps: NotificationWorkerDeps): NotificationWorker {
  const { db, config, log } = deps;
  const mailer: Mailer | null = config.smtp ? createMailer(config.smtp, config.requestTimeoutMs) : null;
  const sendable: NotificationChannel[] = [
    ...(config.whatsapp ? (['WHATSAPP'] as const) : []),
    ...(mailer ? (['EMAIL'] as const) : []),
  ];

  /** Writes the attempt's outcome and, for a final one of a task message, the task's history line. */
  async function settle(row: ClaimedMessage, changes: AttemptOutcome, history: NotificationOutcome | null) {
    await db.transaction().execute(async (trx) => {
      const mine = await finishAttempt(trx, { id: row.id, attempt: row.attempts }, changes);
      const subject = historySubjectOf(row);
      if (mine && history && subject)
        await insertNotificationHistory(trx, notificationHistory(subject, history, changes.reason ?? null));
      if (!mine) log.warn({ messageId: row.id }, 'notification attempt was taken over; outcome dropped');
    });
  }

  async function settleOutcome(row: ClaimedMessage, body: string, outcome: SendOutcome) {
    if (outcome.ok) {
      const sent = { delivery_status: 'SENT', reason: null, sent: true } as const;
      return settle(row, { ...sent, body, providerMessageId: outcome.providerMessageId }, 'sent');
    }
    if (outcome.retryable && row.attempts < config.maxAttempts) {
      const delay = retryDelayMs(config, row.attempts);
      const detail = { messageId: row.id, channel: row.channel, attempt: row.attempts, delay };
      log.warn({ ...detail, reason: outcome.reason }, 'notification retry');
      const retry = { delivery_status: 'PENDING', retryInMs: delay } as const;
      return settle(row, { ...retry, body, reason: outcome.reason }, null);
    }
    return settle(row, { delivery_status: 'FAILED', body, reason: outcome.reason }, 'failed');
  }

  /** The text of the message: an alert's was made when queued; a task's needs the public URL. */
  function bodyOf(row: ClaimedMessage): string {
    if (row.kind === 'ALERT' || row.task_status === null || row.task_number === null) return row.body ?? '';
    return whatsappStatusText({
      customerName: row.customer_name,
      taskNumber: row.task_number,
      status: row.task_status,
      trackLink: trackLink(deps.publicUrl, row.track_token ?? ''),
    });
  }

  async function deliver(row: ClaimedMessage) {
    if (row.attempts > config.maxAttempts) {
      // The last attempt's worker died mid-call: whether the message arrived is unknown, so no new try.
      return settle(row, { delivery_status: 'FAILED', reason: 'batas percobaan tercapai' }, 'failed');
    }
    if (row.recipient === null) {
      const reason = NOTIFICATION_NOT_SENT_REASONS['phone-empty'];
      return settle(row, { delivery_status: 'NOT_SENT', reason }, 'notSent');
    }
    const body = bodyOf(row);
    const outcome =
      row.channel === 'EMAIL' && mailer
        ? await mailer.send({
            to: row.recipient,
            subject: row.subject ?? '',
            text: body,
            messageId: notificationMessageId(row.id, deps.publicUrl),
          })
        : config.whatsapp
          ? await sendWhatsAppText(
              config.whatsapp,
              { to: row.recipient, text: body },
              config.requestTimeoutMs,
            )
          : ({ ok: false, retryable: true, reason: UNCONFIGURED_REASONS[row.channel] } as const);
    return settleOutcome(row, body, outcome);
  }

  /** Without an account or a server nothing is retried forever: the channel's due messages are closed. */
  async function closeUnconfigured(channel: NotificationChannel): Promise<number> {
    const reason = UNCONFIGURED_REASONS[channel];
    return db.transaction().execute(async (trx) => {
      const closed = await closeDueAsNotSent(trx, config.batchSize, channel, reason);
      for (const row of closed) {
        const subject = historySubjectOf(row);
        if (subject) await insertNotificationHistory(trx, notificationHistory(subject, 'notSent', reason));
      }
      return closed.length;
    });
  }

  async function runOnce(): Promise<number> {
    let handled = 0;
    if (!config.whatsapp) handled += await closeUnconfigured('WHATSAPP');
    if (!mailer) handled += await closeUnconfigured('EMAIL');
    if (sendable.length === 0) return handled;
    const lease = config.requestTimeoutMs + LEASE_MARGIN_MS;
    const claimed = await claimDueMessages(db, config.batchSize, lease, sendable);
    const results = await Promise.allSettled(claimed.map((row) => deliver(row)));
    for (const result of results) {
      // A database error while settling leaves the row SENDING; its lease expiry retries it.
      if (result.status === 'rejected') log.error({ err: result.reason }, 'settling a notification failed');
    }
    return handled + claimed.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function round() {
    try {
      // A full batch means more may be due: keep going before sleeping.
      while (!stopped && (await runOnce()) >= config.batchSize);
    } catch (error) {
      log.error({ err: error }, 'notification worker round failed');
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = round().finally(() => {
        running = null;
        schedule(config.pollIntervalMs);
      });
    }, delayMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      mailer?.close();
    },
    runOnce,
  };
}

/**
 * One outbox row's Message-ID, the same on every attempt. The installation's own host keeps two
 * installations' row 42 apart, since receivers drop a second message with a Message-ID they have.
 */
export function notificationMessageId(rowId: number | string, publicUrl: string): string {
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : '';
  return `<notification-${rowId}@${host || 'armada.invalid'}>`;
}
