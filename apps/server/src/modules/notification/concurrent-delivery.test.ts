import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NotificationWorld, notificationWorld } from '../../../test/factories/notification.factory';
import { type FakeWhatsApp, startFakeWhatsApp } from '../../../test/fakes/whatsapp-server';
import { notificationConfigFromEnv } from './config';
import { createNotificationWorker } from './worker';

// Two workers, as on two server instances, deliver from one outbox at the same time. On PostgreSQL
// (TEST_DATABASE_URL) they race on separate connections and SKIP LOCKED keeps them apart; on PGlite
// their statements take turns on its one connection, so the test holds but the race is milder.
let fake: FakeWhatsApp;
let w: NotificationWorld;
beforeAll(async () => {
  fake = await startFakeWhatsApp();
  // The app's own worker is off: only the two below deliver.
  w = await notificationWorld({ NOTIFICATION_WORKER: 'off' });
});
afterAll(async () => {
  await w.t.close();
  await fake.close();
});

const silentLog = { warn: () => {}, error: () => {} } as never;

function worker() {
  const config = notificationConfigFromEnv({
    WHATSAPP_TOKEN: 'token-uji',
    WHATSAPP_PHONE_NUMBER_ID: '1001',
    WHATSAPP_API_BASE_URL: fake.baseUrl,
    NOTIFICATION_POLL_INTERVAL_MS: '5',
  });
  // Small batches, so each worker comes back for more while the other is still sending.
  return createNotificationWorker({
    db: w.db,
    config: { ...config, batchSize: 3 },
    publicUrl: 'http://x',
    log: silentLog,
  });
}

describe('several workers', () => {
  it('deliver each message exactly once', async () => {
    fake.respondWith((request) => {
      const to = (request.body as { to: string }).to;
      return { status: 200, body: { messages: [{ id: `wamid.${to}` }] }, delayMs: 15 };
    });
    const recipients: string[] = [];
    const taskIds: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const phone = w.phone();
      const task = await w.task({
        status: 'STARTED',
        notification_enabled: true,
        customer_phone_number: phone,
      });
      await w.enqueue(task.id, 'STARTED');
      recipients.push(phone.slice(1));
      taskIds.push(task.id);
    }

    const workers = [worker(), worker()];
    const handled = await Promise.all(
      workers.map(async (one) => {
        let total = 0;
        for (let round = 0; round < 10; round += 1) total += await one.runOnce();
        return total;
      }),
    );

    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(12);
    for (const to of recipients) expect(fake.requestsTo(to)).toHaveLength(1);
    const rows = await w.db
      .selectFrom('notification_outbox')
      .select(['delivery_status', 'attempts'])
      .where('fleet_task_id', 'in', taskIds)
      .execute();
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.delivery_status === 'SENT' && row.attempts === 1)).toBe(true);
  });
});
