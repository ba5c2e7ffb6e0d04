import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../test/app';
import {
  buildLiveCompany,
  type LiveCompany,
  newAlert,
  publishInTransaction,
} from '../../../test/factories/live.factory';
import { LiveTestClient, listenForSockets } from '../../../test/live-client';
import { postgresBinDir, startCluster } from '../../../test/pg-cluster';
import { buildApp } from '../../app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../db/database';

/**
 * Live events across two instances survive a restart of PostgreSQL (issue 20 item 2): each instance's
 * LISTEN connection comes back by itself, and no socket gets an event twice. A cluster of the test's
 * own is restarted (pg_ctl restart -m fast cuts every connection); on the PostgreSQL pass only.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL) && postgresBinDir() !== null)(
  'live events after the database restarts',
  () => {
    let cluster: Awaited<ReturnType<typeof startCluster>>;
    const instances: { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle; url: string }[] =
      [];
    let company: LiveCompany;

    beforeAll(async () => {
      cluster = await startCluster();
      const first = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 4 });
      await migrateToLatest(first.db);
      const databases = [first, await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 4 })];
      for (const database of databases) {
        const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET });
        instances.push({ app, database, url: await listenForSockets(app) });
      }
      company = await buildLiveCompany(first.db, 'PT Basis Data Dimulai Ulang');
    }, 60_000);
    afterAll(async () => {
      for (const instance of instances) {
        await instance.app.close();
        await instance.database.close();
      }
      cluster?.stop();
    });

    it('reaches sockets on both instances again after a restart, each event once', async () => {
      const [first, second] = instances;
      const clients = [
        await LiveTestClient.connect(first!.url, { token: company.admin.token }),
        await LiveTestClient.connect(second!.url, { token: company.admin.token }),
      ];
      const idsOf = (client: LiveTestClient) =>
        client
          .events('alert-center-new')
          .map((message) => (message.data as { rawAlertId: number }).rawAlertId);

      await publishInTransaction(first!.database.db, newAlert(company.id, 1));
      for (const client of clients)
        await client.next((m) => (m.data as { rawAlertId?: number }).rawAlertId === 1);

      cluster.restart();

      // NOTIFY keeps nothing for a listener that is away: events published before an instance has
      // listened again are not delivered, so publish until both have one (the pool's first query
      // after the restart may also fail on a cut connection).
      let id = 100;
      const deadline = Date.now() + 30_000;
      while (!clients.every((client) => idsOf(client).some((seen) => seen >= 100))) {
        if (Date.now() > deadline) throw new Error('no event reached both instances after the restart');
        await publishInTransaction(first!.database.db, newAlert(company.id, ++id)).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // From the other instance too, then a last one to see the stream settled.
      await publishInTransaction(second!.database.db, newAlert(company.id, 9001));
      for (const client of clients) {
        await client.next((m) => (m.data as { rawAlertId?: number }).rawAlertId === 9001, 10_000);
        const ids = idsOf(client);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids[0]).toBe(1);
        await client.close();
      }
    }, 90_000);
  },
);
