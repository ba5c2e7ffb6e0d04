import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import {
  buildLiveCompany,
  type LiveCompany,
  newAlert,
  publishInTransaction,
} from '../../../test/factories/live.factory';
import { type LiveMessage, LiveTestClient, listenForSockets } from '../../../test/live-client';
import { buildApp } from '../../app';
import { MAX_NOTIFY_PAYLOAD_BYTES, purgeLiveEvents } from './publish';

/**
 * Events published with publishLiveEvent in real transactions reach the sockets that may see them:
 * their company's users with the scopes, narrowed by tags; nothing leaves a rolled-back transaction.
 * On PostgreSQL when TEST_DATABASE_URL is set, else on PGlite.
 */

let t: TestApp;
let url: string;
let north: LiveCompany;
let south: LiveCompany;
const clients: LiveTestClient[] = [];

const connect = async (token: string) => {
  const client = await LiveTestClient.connect(url, { token });
  clients.push(client);
  return client;
};
const alertIds = (client: LiveTestClient, event = 'alert-center-new') =>
  client.events(event).map((message) => (message.data as { rawAlertId: number }).rawAlertId);
const isAlert = (rawAlertId: number) => (message: LiveMessage) =>
  message.event === 'alert-center-new' && (message.data as { rawAlertId: number }).rawAlertId === rawAlertId;

/** Publishes a marker event every client of `company` can see and waits until each has it. */
async function settle(company: LiveCompany, watchers: LiveTestClient[]) {
  const marker = Math.floor(Math.random() * 1e9) + 1_000_000;
  await publishInTransaction(t.database.db, {
    event: 'marker',
    companyId: company.id,
    audience: { kind: 'alert-center' },
    data: { rawAlertId: marker },
  });
  for (const client of watchers) {
    await client.next(
      (message) =>
        message.event === 'marker' && (message.data as { rawAlertId: number }).rawAlertId === marker,
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForSockets(t.app);
  north = await buildLiveCompany(t.database.db, 'PT Utara Logistik');
  south = await buildLiveCompany(t.database.db, 'PT Selatan Logistik');
});
afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await t.close();
});

describe('alert-center-new', () => {
  it("reaches each company's own clients only, and nothing from a rolled-back transaction", async () => {
    const northAdmin = await connect(north.admin.token);
    const southAdmin = await connect(south.admin.token);
    const db = t.database.db;
    await publishInTransaction(db, newAlert(north.id, 101), { rollBack: true });
    await publishInTransaction(db, newAlert(north.id, 102));
    await publishInTransaction(db, newAlert(south.id, 201));
    expect((await northAdmin.next(isAlert(102))).data).toEqual({
      rawAlertId: 102,
      isUrgent: false,
      isImportant: true,
    });
    await southAdmin.next(isAlert(201));
    await settle(north, [northAdmin]);
    await settle(south, [southAdmin]);
    expect(alertIds(northAdmin)).toEqual([102]);
    expect(alertIds(southAdmin)).toEqual([201]);
  });

  it('needs the urgent scope for urgent alerts and the centre scope for any', async () => {
    const admin = await connect(north.admin.token);
    const importantOnly = await connect(north.importantOnly.token);
    const driver = await connect(north.driver.token);
    await publishInTransaction(t.database.db, newAlert(north.id, 301, 'URGENT'));
    await publishInTransaction(t.database.db, newAlert(north.id, 302, 'IMPORTANT'));
    await settle(north, [admin, importantOnly]);
    await driver.roundTrip();
    expect(alertIds(admin)).toEqual([301, 302]);
    expect(alertIds(importantOnly)).toEqual([302]);
    expect(driver.events('alert-center-new')).toEqual([]);
  });

  it('is narrowed by update_tags (urgency, vehicle groups) and widened again by empty tags', async () => {
    const client = await connect(north.admin.token);
    client.send({ event: 'update_tags', data: { important: false, vgroupIds: [5, 6] } });
    await client.event('tags-updated');
    const db = t.database.db;
    await publishInTransaction(db, newAlert(north.id, 401, 'URGENT', [6]));
    await publishInTransaction(db, newAlert(north.id, 402, 'URGENT', [7]));
    await publishInTransaction(db, newAlert(north.id, 403, 'IMPORTANT', [5]));
    await publishInTransaction(db, newAlert(north.id, 404, 'URGENT', []));
    await settle(north, [client]);
    expect(alertIds(client)).toEqual([401]);

    client.send({ event: 'update_tags', data: {} });
    await client.next((message) => message.event === 'tags-updated' && JSON.stringify(message.data) === '{}');
    await publishInTransaction(db, newAlert(north.id, 405, 'IMPORTANT', [9]));
    await client.next(isAlert(405));
  });
});

describe('other events', () => {
  it('sends alert-center-resolve to every centre user of the company, whatever their tags', async () => {
    const admin = await connect(north.admin.token);
    const importantOnly = await connect(north.importantOnly.token);
    importantOnly.send({ event: 'update_tags', data: { important: false } });
    await importantOnly.event('tags-updated');
    const driver = await connect(north.driver.token);
    const other = await connect(south.admin.token);
    const selection = { selectionMode: 'Selection', rawAlertIds: [301, 302], actionType: 'Resolve' };
    await publishInTransaction(t.database.db, {
      event: 'alert-center-resolve',
      companyId: north.id,
      audience: { kind: 'alert-center' },
      data: selection,
    });
    expect((await admin.event('alert-center-resolve')).data).toEqual(selection);
    expect((await importantOnly.event('alert-center-resolve')).data).toEqual(selection);
    await driver.roundTrip();
    await other.roundTrip();
    await settle(north, [admin]);
    expect(driver.events('alert-center-resolve')).toEqual([]);
    expect(other.events('alert-center-resolve')).toEqual([]);
  });

  it('sends system-notif-{userId} to that user only', async () => {
    const target = await connect(north.driver.token);
    const colleague = await connect(north.admin.token);
    const event = `system-notif-${north.driver.id}`;
    const announcement = { uuid: 'pengumuman-1', title: 'Pemeliharaan server', body: 'Sabtu 22.00 WIB' };
    await publishInTransaction(t.database.db, {
      event,
      companyId: north.id,
      audience: { kind: 'user', userId: north.driver.id },
      data: announcement,
    });
    expect((await target.event(event)).data).toEqual(announcement);
    await settle(north, [colleague]);
    expect(colleague.events(event)).toEqual([]);
  });

  it('carries an event over the NOTIFY limit through the table, whole, and purges it later', async () => {
    const client = await connect(north.admin.token);
    const note = 'Catatan panjang pengemudi. '.repeat(1_000);
    const event = newAlert(north.id, 501, 'IMPORTANT');
    event.data = { ...(event.data as object), note };
    expect(Buffer.byteLength(JSON.stringify(event))).toBeGreaterThan(MAX_NOTIFY_PAYLOAD_BYTES);
    await publishInTransaction(t.database.db, event);
    expect((await client.next(isAlert(501))).data).toMatchObject({ rawAlertId: 501, note });
    const stored = () => t.database.db.selectFrom('live_events').select('id').execute();
    expect((await stored()).length).toBe(1);
    expect(await purgeLiveEvents(t.database.db, 60_000)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await purgeLiveEvents(t.database.db, 0)).toBe(1);
    expect(await stored()).toEqual([]);
  });
});

describe('reconnect', () => {
  it('a client reconnecting after the server closed its socket receives later events', async () => {
    const first = await connect(south.admin.token);
    // The instance goes away (a deploy): its sockets close with 1001, a new instance takes over.
    await t.app.close();
    expect((await first.closed).code).toBe(1001);
    t.app = await buildApp({ database: t.database, jwtSecret: TEST_JWT_SECRET });
    url = await listenForSockets(t.app);
    const again = await connect(south.admin.token);
    await publishInTransaction(t.database.db, newAlert(south.id, 601));
    await again.next(isAlert(601));
  });
});
