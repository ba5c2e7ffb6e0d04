import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const notify = (channel: string, payload: string) =>
  sql`select pg_notify(${channel}, ${payload})`.execute(handle.db);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Payloads received on `channel` while `work` runs and a moment after. */
async function collect(channel: string, work: () => Promise<unknown>, settleMs = 200) {
  const received: string[] = [];
  const unlisten = await handle.listen(channel, (payload) => received.push(payload));
  try {
    await work();
    await pause(settleMs);
  } finally {
    await unlisten();
  }
  return received;
}

describe('DatabaseHandle.listen', () => {
  it('delivers a notification once its transaction commits, and none from a rolled-back one', async () => {
    const received = await collect('uji_listen', async () => {
      await handle.db.transaction().execute(async (trx) => {
        await sql`select pg_notify('uji_listen', 'committed')`.execute(trx);
      });
      await handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`select pg_notify('uji_listen', 'rolled back')`.execute(trx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
    });
    expect(received).toEqual(['committed']);
  });

  it('keeps channels apart and stops after unlisten', async () => {
    const received: string[] = [];
    const unlisten = await handle.listen('uji_a', (payload) => received.push(`a:${payload}`));
    const other = await collect('uji_b', async () => {
      await notify('uji_a', '1');
      await notify('uji_b', '2');
    });
    await unlisten();
    await notify('uji_a', '3');
    await pause(200);
    expect(received).toEqual(['a:1']);
    expect(other).toEqual(['2']);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'listens again after its PostgreSQL connection is terminated',
    async () => {
      const received: string[] = [];
      const unlisten = await handle.listen('uji_reconnect', (payload) => received.push(payload));
      const killed = await sql<{ pid: number }>`
        select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`.execute(handle.db);
      expect(killed.rows.length).toBe(1);
      const deadline = Date.now() + 10_000;
      while (!received.includes('after') && Date.now() < deadline) {
        await notify('uji_reconnect', 'after');
        await pause(200);
      }
      await unlisten();
      expect(received).toContain('after');
    },
  );
});
