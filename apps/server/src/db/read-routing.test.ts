import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, TEST_JWT_SECRET } from '../../test/app';
import { postgresBinDir, startReplicaPair } from '../../test/pg-cluster';
import { buildApp } from '../app';
import { buildCompany, buildDeliveryOrder, buildUser, demoPassword } from '../seed/builders/builders';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './database';
import { parseLsn } from './read-routing';

describe('WAL positions', () => {
  it('orders positions by both halves and refuses what is not one', () => {
    expect(parseLsn('0/16B3F28')).toBe(0x16b3f28n);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(parseLsn('zzz')).toBeNull();
    expect(parseLsn(undefined)).toBeNull();
    expect(parseLsn('0/1; drop table users')).toBeNull();
  });
});

/**
 * DATABASE_READ_URL against a real streaming standby of a primary (issue 20 item 5): replay is
 * paused on the standby, so what the primary has and the standby has not tells where each read went.
 * On the PostgreSQL pass only (CI), where the server binaries are installed.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL) && postgresBinDir() !== null)(
  'lists read from the replica, a caller reads its own writes',
  () => {
    let pair: Awaited<ReturnType<typeof startReplicaPair>>;
    let primary: DatabaseHandle;
    let replica: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let headers: Record<string, string>;
    let companyId: number;

    beforeAll(async () => {
      pair = await startReplicaPair();
      primary = await openDatabase({ kind: 'postgres', url: pair.primaryUrl, poolSize: 4 });
      replica = await openDatabase({ kind: 'postgres', url: pair.standbyUrl, poolSize: 4 });
      await migrateToLatest(primary.db);
      const company = await buildCompany(primary.db);
      companyId = company.id;
      const admin = await buildUser(primary.db, { company_id: company.id, role: 'admin' });
      app = await buildApp({ database: primary, readReplica: replica.db, jwtSecret: TEST_JWT_SECRET });
      headers = await loginAs(app, admin.email, demoPassword());
      // The standby has everything so far: the company, its admin.
      for (let tries = 0; ; tries++) {
        const seen = await replica.db.selectFrom('users').select('id').where('id', '=', admin.id).execute();
        if (seen.length === 1) break;
        if (tries > 300) throw new Error('the standby never replayed the seed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await replica?.close();
      await primary?.close();
      pair?.stop();
    });

    const listNumbers = async (extra: Record<string, string> = {}) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/order/v1/delivery-order?limit=100',
        headers: { ...headers, ...extra },
      });
      expect(response.statusCode).toBe(200);
      return response
        .json<{ data: { paginated_result: { number: string }[] } }>()
        .data.paginated_result.map((row) => row.number);
    };

    it('serves a list from the standby, and the caller’s next list from the primary until the standby has the write', async () => {
      await sql`select pg_wal_replay_pause()`.execute(replica.db);
      try {
        const order = await buildDeliveryOrder(primary.db, { company_id: companyId });
        // Not replayed yet: the standby's list lacks it.
        expect(await listNumbers()).not.toContain(order.number);
        // Any request that may write (not a GET) answers the primary's position, past the order's.
        const posted = await app.inject({
          method: 'POST',
          url: '/api/graphql',
          headers,
          payload: { query: '{ __typename }' },
        });
        expect(posted.statusCode).toBe(200);
        const position = posted.headers['x-write-position'];
        expect(typeof position).toBe('string');
        expect(await listNumbers({ 'x-read-after': String(position) })).toContain(order.number);
        // A detail is never read from the replica.
        const detail = await app.inject({
          method: 'GET',
          url: `/api/order/v1/delivery-order/${order.id}`,
          headers,
        });
        expect(detail.statusCode).toBe(200);
      } finally {
        await sql`select pg_wal_replay_resume()`.execute(replica.db);
      }
    });

    it('goes back to the standby for the caller once it has replayed the write', async () => {
      const order = await buildDeliveryOrder(primary.db, { company_id: companyId });
      const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(
        primary.db,
      );
      const position = rows[0]!.lsn;
      await expect
        .poll(
          async () => {
            const { rows: replayed } = await sql<{ caught: boolean }>`
              select pg_last_wal_replay_lsn() >= ${position}::pg_lsn as caught`.execute(replica.db);
            return replayed[0]?.caught;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await sql`select pg_wal_replay_pause()`.execute(replica.db);
      try {
        const later = await buildDeliveryOrder(primary.db, { company_id: companyId });
        // The standby has the caller's position, so it answers (once the app has seen it replayed):
        // the order written after the pause is not there, the earlier one is.
        await expect
          .poll(async () => (await listNumbers({ 'x-read-after': position })).includes(later.number), {
            timeout: 15_000,
          })
          .toBe(false);
        expect(await listNumbers({ 'x-read-after': position })).toContain(order.number);
      } finally {
        await sql`select pg_wal_replay_resume()`.execute(replica.db);
      }
    });
  },
);
