import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from '../context';
import { type NotificationWorkerConfig, notificationConfigFromEnv } from './config';
import { createNotificationWorker } from './worker';

/**
 * The outbox worker that delivers queued messages: customers' task notifications by WhatsApp (GPS
 * issue item 7) and alerts to rules' contact recipients by WhatsApp and e-mail (issue 12 item 7). Its
 * settings are read from the environment when the plugin is registered (config.ts), so a test sets
 * them before building the app. Every instance may run it: a message is claimed by one worker at a time (SKIP LOCKED).
 */
export const notificationPlugin =
  (
    context: ApiContext,
    config: NotificationWorkerConfig = notificationConfigFromEnv(process.env),
  ): FastifyPluginAsync =>
  async (app) => {
    if (!config.enabled) return;
    if (!config.whatsapp) {
      app.log.warn(
        'WHATSAPP_TOKEN or WHATSAPP_PHONE_NUMBER_ID is not set: WhatsApp notifications are not sent',
      );
    }
    if (!config.smtp) app.log.warn('SMTP_URL or SMTP_HOST is not set: alert e-mails are not sent');
    const worker = createNotificationWorker({
      db: context.db,
      config,
      publicUrl: context.publicUrl,
      log: app.log,
    });
    app.addHook('onReady', async () => worker.start());
    // preClose, not onClose: main.ts closes the database in a root onClose, which runs before a
    // plugin's own onClose; the round in progress must finish while the database is still open.
    app.addHook('preClose', async () => worker.stop());
  };
