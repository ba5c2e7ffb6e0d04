import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWhatsApp, startFakeWhatsApp } from '../../../test/fakes/whatsapp-server';
import { sendWhatsAppText } from './whatsapp-client';

let fake: FakeWhatsApp;
beforeAll(async () => {
  fake = await startFakeWhatsApp();
});
afterAll(() => fake.close());

const send = (apiBaseUrl = fake.baseUrl, timeoutMs = 1_000) =>
  sendWhatsAppText(
    { token: 't', phoneNumberId: '42', apiBaseUrl },
    { to: '6281200000000', text: 'Halo' },
    timeoutMs,
  );

describe('sendWhatsAppText', () => {
  it('answers the message id the API gives an accepted message', async () => {
    fake.respondWith(() => ({ status: 200, body: { messages: [{ id: 'wamid.HBg' }] } }));
    expect(await send()).toEqual({ ok: true, providerMessageId: 'wamid.HBg' });
  });

  it.each([
    [500, true],
    [502, true],
    [503, true],
    [429, true],
    [408, true],
    [400, false],
    [401, false],
    [404, false],
  ])('treats HTTP %i as retryable: %s', async (status, retryable) => {
    fake.respondWith(() => ({ status, body: { error: { message: 'Pesan galat', code: 1 } } }));
    expect(await send()).toEqual({ ok: false, retryable, reason: `HTTP ${status}: Pesan galat` });
  });

  it('keeps the bare status when the error body is not the Graph API’s JSON', async () => {
    fake.respondWith(() => ({ status: 502, body: undefined }));
    expect(await send()).toEqual({ ok: false, retryable: true, reason: 'HTTP 502' });
  });

  it('treats a server that cannot be reached as retryable, naming why', async () => {
    const closed = await startFakeWhatsApp();
    await closed.close();
    const outcome = await send(closed.baseUrl);
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      reason: 'server WhatsApp tidak terjangkau (ECONNREFUSED)',
    });
  });

  it('gives up on a call that does not answer in time, as retryable', async () => {
    fake.respondWith(() => ({ status: 200, body: {}, delayMs: 500 }));
    expect(await send(fake.baseUrl, 50)).toEqual({
      ok: false,
      retryable: true,
      reason: 'server WhatsApp tidak terjangkau (waktu habis)',
    });
  });
});
