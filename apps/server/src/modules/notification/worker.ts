import { NOTIFICATION_NOT_SENT_REASONS, whatsappStatusText } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { trackLink } from '../fleet-planning/fleet-tasks/task/presenters';
import { type NotificationWorkerConfig, retryDelayMs, type WhatsAppConfig } from './config';
import { type NotificationOutcome, notificationHistory } from './history';
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

const subjectOf = (row: ClaimedMessage) => ({
  companyId: row.company_id,
  taskId: row.fleet_task_id,
  taskStatus: row.task_status,
  recipient: row.recipient,
});

export function createNotificationWorker(deps: NotificationWorkerDeps): NotificationWorker {
  const { db, config, log } = deps;

  /** Writes the attempt's outcome and, for a final one, the task's history line, together. */
  async function settle(row: ClaimedMessage, changes: AttemptOutcome, history: NotificationOutcome | null) {
    await db.transaction().execute(async (trx) => {
      const mine = await finishAttempt(trx, { id: row.id, attempt: row.attempts }, changes);
      if (mine && history)
        await insertNotificationHistory(
          trx,
          notificationHistory(subjectOf(row), history, changes.reason ?? null),
        );
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
      log.warn({ messageId: row.id, attempt: row.attempts, delay, reason: outcome.reason }, 'WhatsApp retry');
      const retry = { delivery_status: 'PENDING', retryInMs: delay } as const;
      return settle(row, { ...retry, body, reason: outcome.reason }, null);
    }
    return settle(row, { delivery_status: 'FAILED', body, reason: outcome.reason }, 'failed');
  }

  async function deliver(whatsapp: WhatsAppConfig, row: ClaimedMessage) {
    if (row.attempts > config.maxAttempts) {
      // The last attempt's worker died mid-call: whether WhatsApp got it is unknown, so no new try.
      return settle(row, { delivery_status: 'FAILED', reason: 'batas percobaan tercapai' }, 'failed');
    }
    if (row.recipient === null) {
      const reason = NOTIFICATION_NOT_SENT_REASONS['phone-empty'];
      return settle(row, { delivery_status: 'NOT_SENT', reason }, 'notSent');
    }
    const body = whatsappStatusText({
      customerName: row.customer_name,
      taskNumber: row.task_number,
      status: row.task_status,
      trackLink: trackLink(deps.publicUrl, row.track_token),
    });
    const outcome = await sendWhatsAppText(
      whatsapp,
      { to: row.recipient, text: body },
      config.requestTimeoutMs,
    );
    return settleOutcome(row, body, outcome);
  }

  /** Without an account nothing is retried forever: due messages are closed as not sent, with why. */
  async function closeUnconfigured(): Promise<number> {
    const reason = NOTIFICATION_NOT_SENT_REASONS['not-configured'];
    return db.transaction().execute(async (trx) => {
      const closed = await closeDueAsNotSent(trx, config.batchSize, reason);
      for (const row of closed) {
        const subject = { companyId: row.company_id, taskId: row.fleet_task_id, taskStatus: row.task_status };
        await insertNotificationHistory(
          trx,
          notificationHistory({ ...subject, recipient: row.recipient }, 'notSent', reason),
        );
      }
      return closed.length;
    });
  }

  async function runOnce(): Promise<number> {
    const whatsapp = config.whatsapp;
    if (!whatsapp) return closeUnconfigured();
    const claimed = await claimDueMessages(db, config.batchSize, config.requestTimeoutMs + LEASE_MARGIN_MS);
    const results = await Promise.allSettled(claimed.map((row) => deliver(whatsapp, row)));
    for (const result of results) {
      // A database error while settling leaves the row SENDING; its lease expiry retries it.
      if (result.status === 'rejected') log.error({ err: result.reason }, 'settling a notification failed');
    }
    return claimed.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function round() {
    try {
      // A full batch means more may be due: keep going before sleeping.
      while (!stopped && (await runOnce()) === config.batchSize);
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
    },
    runOnce,
  };
}
