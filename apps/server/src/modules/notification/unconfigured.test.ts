import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NotificationWorld, notificationWorld } from '../../../test/factories/notification.factory';

// The app's worker runs (every 20 ms) without WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID.
let w: NotificationWorld;
beforeAll(async () => {
  w = await notificationWorld({ NOTIFICATION_POLL_INTERVAL_MS: '20' });
});
afterAll(() => w.t.close());

describe('without a WhatsApp configuration', () => {
  it('marks a queued message not sent with the reason, once, instead of retrying it forever', async () => {
    const task = await w.task({ notification_enabled: true, customer_phone_number: w.phone() });
    expect((await w.transition(task.id, 'STARTED')).statusCode).toBe(200);

    const row = await vi.waitFor(
      async () => {
        const [message] = await w.outbox(task.id);
        if (message?.delivery_status !== 'NOT_SENT') throw new Error('not settled yet');
        return message;
      },
      { timeout: 5_000, interval: 10 },
    );
    expect(row).toMatchObject({ reason: 'WhatsApp belum dikonfigurasi', attempts: 0, sent_on: null });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const titles = (await w.historyTitles(task.id)).filter((title) => title.startsWith('Notifikasi'));
    expect(titles).toEqual([
      'Notifikasi WhatsApp tidak dikirim: WhatsApp belum dikonfigurasi',
      'Notifikasi WhatsApp diantrekan',
    ]);
    const listed = (await w.api('GET', `/fleet-task/${task.id}/notification`)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        delivery_status: 'NOT_SENT',
        reason: 'WhatsApp belum dikonfigurasi',
        next_attempt_on: null,
      }),
    ]);
  });
});
