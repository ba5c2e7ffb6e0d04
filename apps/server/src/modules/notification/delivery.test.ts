import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type NotificationWorld,
  notificationWorld,
  PUBLIC_URL,
} from '../../../test/factories/notification.factory';
import { acceptedAnswer, type FakeWhatsApp, startFakeWhatsApp } from '../../../test/fakes/whatsapp-server';

// The worker of the app delivers to a local fake of the WhatsApp Cloud API, polling every 20 ms with
// a retry base of 150 ms, three attempts at most and a 500 ms timeout per call.
const TOKEN = 'token-uji-rahasia';
const PHONE_NUMBER_ID = '109876543210';
const RETRY_BASE_MS = 150;

let fake: FakeWhatsApp;
let w: NotificationWorld;
beforeAll(async () => {
  fake = await startFakeWhatsApp();
  w = await notificationWorld({
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_API_BASE_URL: fake.baseUrl,
    NOTIFICATION_POLL_INTERVAL_MS: '20',
    NOTIFICATION_RETRY_BASE_MS: String(RETRY_BASE_MS),
    NOTIFICATION_MAX_ATTEMPTS: '3',
    NOTIFICATION_REQUEST_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await w.t.close();
  await fake.close();
});

/** A Dijadwalkan task with the notification on, moved to Perjalanan: one message queued to `to`. */
async function startedTaskNotifying() {
  const phone = w.phone();
  const task = await w.task({ notification_enabled: true, customer_phone_number: phone });
  expect((await w.transition(task.id, 'STARTED')).statusCode).toBe(200);
  return { task, to: phone.slice(1) };
}

/** Waits for the task's one message to leave the worker's hands (SENT, FAILED or NOT_SENT). */
async function settledMessage(taskId: string) {
  return vi.waitFor(
    async () => {
      const [row] = await w.outbox(taskId);
      if (!row || row.delivery_status === 'PENDING' || row.delivery_status === 'SENDING') {
        throw new Error(`message still ${row?.delivery_status ?? 'missing'}`);
      }
      return row;
    },
    { timeout: 5_000, interval: 10 },
  );
}

/** A few more polls of the worker, to show that nothing else goes out. */
const afterSomePolls = () => new Promise((resolve) => setTimeout(resolve, 120));

const errorAnswer = (status: number, message: string) => ({ status, body: { error: { message, code: 1 } } });

describe('delivery through the WhatsApp Cloud API', () => {
  it('posts the text message to {base}/{phone number id}/messages with the Bearer token, once', async () => {
    const { task, to } = await startedTaskNotifying();
    const row = await settledMessage(task.id);
    await afterSomePolls();

    const requests = fake.requestsTo(to);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const text =
      `Halo PT Sumber Makmur,\n\nStatus pengiriman Anda dengan nomor penugasan ${task.number} kini ` +
      `*Perjalanan*.\nLacak pengiriman Anda di: ${PUBLIC_URL}/track/${task.track_token}`;
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { preview_url: true, body: text },
    });

    expect(row).toMatchObject({
      delivery_status: 'SENT',
      attempts: 1,
      reason: null,
      body: text,
      provider_message_id: `wamid.${to}.0`,
    });
    expect(row.sent_on).toBeInstanceOf(Date);
    const titles = await w.historyTitles(task.id);
    expect(titles[0]).toBe('Notifikasi WhatsApp terkirim');
    expect(titles.filter((title) => title.startsWith('Notifikasi WhatsApp'))).toEqual([
      'Notifikasi WhatsApp terkirim',
      'Notifikasi WhatsApp diantrekan',
    ]);
  });

  it('retries a failing server (500, then 200) after the backoff and delivers once', async () => {
    fake.respondWith((request, index) => {
      const to = (request.body as { to: string }).to;
      return index === 0
        ? errorAnswer(500, 'Service temporarily unavailable')
        : acceptedAnswer(to, 'wamid.ok');
    });
    const { task, to } = await startedTaskNotifying();
    const row = await settledMessage(task.id);
    await afterSomePolls();

    const requests = fake.requestsTo(to);
    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(RETRY_BASE_MS - 5);
    expect(second?.body).toEqual(first?.body);
    expect(row).toMatchObject({
      delivery_status: 'SENT',
      attempts: 2,
      provider_message_id: 'wamid.ok',
      reason: null,
    });
    const titles = await w.historyTitles(task.id);
    expect(titles.filter((title) => title.startsWith('Notifikasi WhatsApp gagal'))).toEqual([]);
    expect(titles.filter((title) => title === 'Notifikasi WhatsApp terkirim')).toHaveLength(1);
  });

  it('gives up after the maximum attempts on a server that keeps failing, doubling the wait each time', async () => {
    fake.respondWith(() => errorAnswer(503, 'Overloaded'));
    const { task, to } = await startedTaskNotifying();
    const row = await settledMessage(task.id);

    const times = fake.requestsTo(to).map((request) => request.at);
    expect(times).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(RETRY_BASE_MS - 5);
    expect(third - second).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 5);
    // Out of attempts: failed, with the provider's reason, in the row and in the history.
    expect(row).toMatchObject({ delivery_status: 'FAILED', attempts: 3, reason: 'HTTP 503: Overloaded' });
    expect((await w.historyTitles(task.id))[0]).toBe('Notifikasi WhatsApp gagal: HTTP 503: Overloaded');
  });

  it('marks a message the API refuses (400) as failed at once, with the API’s reason', async () => {
    fake.respondWith(() => errorAnswer(400, '(#131030) Recipient phone number not in allowed list'));
    const { task, to } = await startedTaskNotifying();
    const row = await settledMessage(task.id);
    await afterSomePolls();

    expect(fake.requestsTo(to)).toHaveLength(1);
    const reason = 'HTTP 400: (#131030) Recipient phone number not in allowed list';
    expect(row).toMatchObject({ delivery_status: 'FAILED', attempts: 1, reason });
    expect((await w.historyTitles(task.id))[0]).toBe(`Notifikasi WhatsApp gagal: ${reason}`);
  });

  it('counts a call that does not answer in time as a failed attempt and tries again', async () => {
    fake.respondWith((request, index) => ({
      ...acceptedAnswer((request.body as { to: string }).to, 'wamid.late'),
      delayMs: index === 0 ? 1_500 : 0,
    }));
    const { task, to } = await startedTaskNotifying();
    const row = await settledMessage(task.id);
    expect(fake.requestsTo(to)).toHaveLength(2);
    expect(row).toMatchObject({ delivery_status: 'SENT', attempts: 2 });
  });

  it('shows the delivered message in the outbox list', async () => {
    fake.respondWith((request) => acceptedAnswer((request.body as { to: string }).to, 'wamid.listed'));
    const { task } = await startedTaskNotifying();
    await settledMessage(task.id);
    const response = await w.api('GET', `/fleet-task/${task.id}/notification`);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        delivery_status: 'SENT',
        attempts: 1,
        provider_message_id: 'wamid.listed',
        next_attempt_on: null,
        sent_on: expect.stringMatching(/\+07:00$/),
      }),
    ]);
  });
});
