import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import {
  buildLiveCompany,
  type LiveCompany,
  newAlert,
  publishInTransaction,
  tokenFor,
} from '../../../test/factories/live.factory';
import { LiveTestClient, listenForSockets } from '../../../test/live-client';
import { buildApp } from '../../app';

/** Sockets end with their session: dead peers, expired tokens, deactivated users, removed scopes. */

const ROUND_MS = 150;
let t: TestApp;
let url: string;
let company: LiveCompany;

beforeAll(async () => {
  t = await createTestApp({ live: { heartbeatMs: ROUND_MS, sessionCheckMs: ROUND_MS } });
  url = await listenForSockets(t.app);
  company = await buildLiveCompany(t.database.db, 'PT Sesi Uji');
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('heartbeat', () => {
  it('drops a socket that answers no ping, and keeps one that does', async () => {
    const dead = await LiveTestClient.connect(url, { token: company.admin.token, autoPong: false });
    const alive = await LiveTestClient.connect(url, { token: company.admin.token });
    expect((await dead.closed).code).toBe(1006);
    await pause(ROUND_MS * 3);
    await alive.roundTrip();
    await alive.close();
  });
});

describe('session checks', () => {
  it('closes the socket with 4401 when its token expires', async () => {
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('id', '=', company.importantOnly.id)
      .executeTakeFirstOrThrow();
    const client = await LiveTestClient.connect(url, { token: await tokenFor(user, 1) });
    const started = Date.now();
    expect(await client.closed).toEqual({ code: 4401, reason: 'auth/unauthenticated' });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('closes the socket with 4401 when its user is deactivated', async () => {
    const colleague = await LiveTestClient.connect(url, { token: company.admin.token });
    const client = await LiveTestClient.connect(url, { token: company.driver.token });
    await t.database.db
      .updateTable('users')
      .set({ is_active: false })
      .where('id', '=', company.driver.id)
      .execute();
    expect(await client.closed).toEqual({ code: 4401, reason: 'auth/unauthenticated' });
    await pause(ROUND_MS * 2);
    await colleague.roundTrip();
    await colleague.close();
  });

  it('stops alerts within a round when the centre scope is taken away', async () => {
    const client = await LiveTestClient.connect(url, { token: company.importantOnly.token });
    await publishInTransaction(t.database.db, newAlert(company.id, 1));
    await client.next((message) => message.event === 'alert-center-new');
    await t.database.db
      .updateTable('users')
      .set({ scopes: ['dashboard:read'] })
      .where('id', '=', company.importantOnly.id)
      .execute();
    await pause(ROUND_MS * 3);
    await publishInTransaction(t.database.db, newAlert(company.id, 2));
    await pause(300);
    await client.roundTrip();
    expect(client.events('alert-center-new').length).toBe(1);
    await client.close();
  });
});

describe('shutdown', () => {
  it('says 1001 to its clients and does not wait long for a peer that never answers', async () => {
    const instance = await buildApp({ database: t.database, jwtSecret: TEST_JWT_SECRET });
    const instanceUrl = await listenForSockets(instance);
    const polite = await LiveTestClient.connect(instanceUrl, { token: company.admin.token });
    const stuck = await LiveTestClient.connect(instanceUrl, { token: company.admin.token });
    stuck.socket.pause();
    const started = Date.now();
    await instance.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await polite.closed).code).toBe(1001);
    stuck.socket.terminate();
  });
});
