import { LIVE_MAX_CLIENT_MESSAGE_BYTES } from '@armada/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildLiveCompany, type LiveCompany, tokenFor } from '../../../test/factories/live.factory';
import { LiveTestClient, listenForSockets, refusal } from '../../../test/live-client';
import { signToken } from '../../auth/tokens';

/** The handshake (token, Origin) and the client's messages on the live socket `/ws`. */

const PUBLIC_URL = 'https://armada.uji.id';
let t: TestApp;
let url: string;
let company: LiveCompany;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  url = await listenForSockets(t.app);
  company = await buildLiveCompany(t.database.db, 'PT Soket Uji');
});
afterAll(() => t.close());

describe('the handshake', () => {
  it('opens with a valid token and the app origin, and answers PING with PONG', async () => {
    const client = await LiveTestClient.connect(url, { token: company.admin.token, origin: PUBLIC_URL });
    client.send({ event: 'PING' });
    expect(await client.event('PONG')).toEqual({ event: 'PONG' });
    await client.close();
  });

  it('refuses a missing, malformed, foreign or expired token with 401 and the catalogue body', async () => {
    const foreign = await signToken(
      { userId: company.admin.id, companyId: company.id },
      new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-xyz'),
      3_600,
    );
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ cid: company.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(company.admin.id))
      .setIssuer('armada')
      .setAudience('armada-api')
      .setIssuedAt(now - 7_200)
      .setExpirationTime(now - 3_600)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-0123456789'));
    for (const token of [undefined, '', 'bukan.token.jwt', foreign, expired]) {
      const answer = await refusal(url, { token, origin: PUBLIC_URL });
      expect(answer.status, String(token)).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'auth/unauthenticated' });
    }
  });

  it('refuses a deactivated user even with a valid token', async () => {
    const user = await t.database.db
      .insertInto('users')
      .values({
        company_id: company.id,
        name: 'Nonaktif',
        email: 'nonaktif@soket.uji.id',
        password_hash: 'x',
        role: 'admin',
        scopes: [],
        is_active: false,
      })
      .returning(['id', 'company_id'])
      .executeTakeFirstOrThrow();
    expect((await refusal(url, { token: await tokenFor(user) })).status).toBe(401);
  });

  it('refuses a browser page of another origin with 403, before looking at the token', async () => {
    for (const origin of [
      'https://jahat.example',
      'http://armada.uji.id',
      'https://armada.uji.id:8443',
      'null',
    ]) {
      const answer = await refusal(url, { token: company.admin.token, origin });
      expect(answer.status, origin).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'live/origin-not-allowed' });
    }
    expect((await refusal(url, { origin: 'https://jahat.example' })).status).toBe(403);
  });

  it('lets a client without Origin (not a browser) in on its token alone', async () => {
    const client = await LiveTestClient.connect(url, { token: company.admin.token });
    await client.roundTrip();
    await client.close();
    expect((await refusal(url, {})).status).toBe(401);
  });

  it('answers a plain GET without an upgrade with the catalogue 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/ws?token=${company.admin.token}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route-not-found' });
  });
});

describe('client messages', () => {
  let client: LiveTestClient;
  beforeAll(async () => {
    client = await LiveTestClient.connect(url, { token: company.admin.token, origin: PUBLIC_URL });
  });
  afterAll(() => client.close());

  const errorCodes = () => client.events('error').map((message) => (message.data as { code: string }).code);

  it('answers bad messages with a catalogue code and an Indonesian message, and stays open', async () => {
    client.send('bukan json');
    client.send(JSON.stringify([1, 2]));
    client.send(JSON.stringify({ data: {} }));
    client.send({ event: 'SUBSCRIBE_ALL' });
    client.send({ event: 'update_tags', data: { urgent: 'ya' } });
    client.socket.send(Buffer.from([1, 2, 3]));
    await client.roundTrip();
    expect(errorCodes()).toEqual([
      'live/invalid-message',
      'live/invalid-message',
      'live/invalid-message',
      'live/unknown-event',
      'live/invalid-tags',
      'live/invalid-message',
    ]);
    expect(client.events('error')[3]?.data).toEqual({
      code: 'live/unknown-event',
      message: 'Jenis pesan tidak dikenal. Gunakan PING atau update_tags.',
    });
  });

  it('answers update_tags with the tags now in force', async () => {
    client.send({ event: 'update_tags', data: { urgent: false, vgroupIds: [3] } });
    expect((await client.event('tags-updated')).data).toEqual({ urgent: false, vgroupIds: [3] });
  });
});

describe('abuse', () => {
  it('closes a socket that sends a message over the size limit with 1009', async () => {
    const client = await LiveTestClient.connect(url, { token: company.admin.token });
    client.send({ event: 'PING', data: 'x'.repeat(LIVE_MAX_CLIENT_MESSAGE_BYTES) });
    expect((await client.closed).code).toBe(1009);
  });

  it('closes a socket that floods messages with 1008, after an error event saying why', async () => {
    const client = await LiveTestClient.connect(url, { token: company.admin.token });
    for (let i = 0; i < 40; i++) client.send({ event: 'PING' });
    const closed = await client.closed;
    expect(closed).toEqual({ code: 1008, reason: 'live/too-many-messages' });
    expect(client.events('PONG').length).toBe(30);
    expect(client.events('error').map((message) => (message.data as { code: string }).code)).toEqual([
      'live/too-many-messages',
    ]);
  });

  it('keeps serving others after an abusive client', async () => {
    const client = await LiveTestClient.connect(url, { token: company.importantOnly.token });
    await client.roundTrip();
    await client.close();
  });
});
