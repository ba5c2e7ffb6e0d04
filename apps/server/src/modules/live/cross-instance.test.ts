import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../test/app';
import { createSharedTestDatabase } from '../../../test/database';
import {
  buildLiveCompany,
  type LiveCompany,
  newAlert,
  publishInTransaction,
} from '../../../test/factories/live.factory';
import { LiveTestClient, listenForSockets } from '../../../test/live-client';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';

/**
 * Two server instances on one PostgreSQL database (each with its own pool and LISTEN connection): an
 * event committed through one reaches the sockets of both. Only with TEST_DATABASE_URL: PGlite is
 * one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(serverUrl))('live events across instances', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  const instances: { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle; url: string }[] =
    [];
  let company: LiveCompany;

  beforeAll(async () => {
    shared = await createSharedTestDatabase(serverUrl ?? '');
    for (let i = 0; i < 2; i++) {
      const database = await shared.open();
      const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET });
      instances.push({ app, database, url: await listenForSockets(app) });
    }
    company = await buildLiveCompany(instances[0]!.database.db, 'PT Dua Instans');
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await shared?.drop();
  });

  it('delivers an event published on one instance to sockets on the other, and on itself', async () => {
    const [first, second] = instances;
    const onFirst = await LiveTestClient.connect(first!.url, { token: company.admin.token });
    const onSecond = await LiveTestClient.connect(second!.url, { token: company.admin.token });
    await publishInTransaction(first!.database.db, newAlert(company.id, 7001));
    await publishInTransaction(second!.database.db, newAlert(company.id, 7002, 'URGENT'));
    for (const client of [onFirst, onSecond]) {
      await client.next((m) => (m.data as { rawAlertId?: number }).rawAlertId === 7002);
      await client.next((m) => (m.data as { rawAlertId?: number }).rawAlertId === 7001);
      expect(client.events('alert-center-new').length).toBe(2);
      await client.close();
    }
  });
});
