import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database';

/*
 * The embedded database in its worker thread (worker-dialect.ts): what Kysely's own PGlite dialect
 * gave the app must hold over the thread boundary, and this thread must stay free while it works.
 */

let handle: DatabaseHandle;
const db = () => handle.db;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await sql`create table dialect_probe (id integer primary key, amount numeric, big bigint, at timestamptz, data jsonb, raw bytea)`.execute(
    db(),
  );
});
afterAll(() => handle.close());

const probeRows = () =>
  db()
    .selectFrom('dialect_probe' as never)
    .selectAll()
    .orderBy('id' as never)
    .execute() as Promise<Record<string, unknown>[]>;

describe('PGlite in a worker thread', () => {
  it('reads numbers, dates, JSON and bytes back as node-postgres does here', async () => {
    const at = new Date('2026-11-28T01:02:03.456Z');
    await sql`insert into dialect_probe values (1, 12.5, 9007199254740991, ${at}, ${JSON.stringify({ a: [1] })}, ${Buffer.from([1, 2, 255])})`.execute(
      db(),
    );
    const row = (await probeRows())[0] as Record<string, unknown>;
    expect(row).toMatchObject({ id: 1, amount: 12.5, big: 9007199254740991, data: { a: [1] } });
    expect((row.at as Date).toISOString()).toBe(at.toISOString());
    expect([...(row.raw as Uint8Array)]).toEqual([1, 2, 255]);
  });

  it("passes PostgreSQL's error fields over: the code and the constraint", async () => {
    const failure = await sql`insert into dialect_probe (id) values (1)`
      .execute(db())
      .catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'dialect_probe_pkey' });
  });

  it('counts the rows an update touched', async () => {
    const result = await sql`update dialect_probe set amount = 13 where id = 1`.execute(db());
    expect(result.numAffectedRows).toBe(1n);
  });

  it('rolls a failed transaction back whole, and a savepoint back alone', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`insert into dialect_probe (id) values (2)`.execute(trx);
          throw new Error('the caller gives up');
        }),
    ).rejects.toThrow('the caller gives up');
    const trx = await db().startTransaction().execute();
    await sql`insert into dialect_probe (id) values (3)`.execute(trx);
    const inner = await trx.savepoint('inner').execute();
    await sql`insert into dialect_probe (id) values (4)`.execute(inner);
    await inner.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();
    expect((await probeRows()).map((row) => row.id)).toEqual([1, 3]);
  });

  it('delivers a NOTIFY on commit and none of a rolled back transaction', async () => {
    const payloads: string[] = [];
    const unlisten = await handle.listen('dialect_probe', (payload) => payloads.push(payload));
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_notify('dialect_probe', 'undone')`.execute(trx);
        throw new Error('the caller gives up');
      })
      .catch(() => undefined);
    await sql`select pg_notify('dialect_probe', 'kept')`.execute(db());
    await unlisten();
    await sql`select pg_notify('dialect_probe', 'after unlisten')`.execute(db());
    await sql`select 1`.execute(db());
    expect(payloads).toEqual(['kept']);
  });

  it('leaves this thread free while the database works', async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      if (!running) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    // Work PGlite does in one go: on this thread no turn of the event loop could run meanwhile.
    await sql`select count(*) from generate_series(1, 3000000)`.execute(db());
    running = false;
    expect(turns).toBeGreaterThan(10);
  });

  it("gives the connection to a page's query before the intake's work queued earlier", async () => {
    const order: string[] = [];
    const done = (name: string) => () => order.push(name);
    const background = handle.backgroundDb;
    // The intake holds the connection (a transaction) while more of its work and a page's query queue.
    const holder = background.transaction().execute(async (trx) => {
      await sql`select pg_sleep(0.05)`.execute(trx);
      order.push('intake transaction');
    });
    await new Promise((resolve) => setImmediate(resolve));
    const queued = [1, 2, 3].map((n) => sql`select ${n}`.execute(background).then(done(`intake ${n}`)));
    const page = sql`select 'page'`.execute(db()).then(done('page'));
    await Promise.all([holder, ...queued, page]);
    expect(order).toEqual(['intake transaction', 'page', 'intake 1', 'intake 2', 'intake 3']);
  });

  it('keeps a transaction whole: a page query asked meanwhile waits for its commit', async () => {
    const order: string[] = [];
    const background = handle.backgroundDb;
    const transaction = background.transaction().execute(async (trx) => {
      await sql`insert into dialect_probe (id) values (10)`.execute(trx);
      await sql`select pg_sleep(0.03)`.execute(trx);
      await sql`insert into dialect_probe (id) values (11)`.execute(trx);
      order.push('transaction');
    });
    await new Promise((resolve) => setImmediate(resolve));
    const after = sql`select 1`.execute(background).then(() => order.push('intake after'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const seen = await probeRows();
    order.push(`page saw ${seen.filter((row) => Number(row.id) >= 10).length}`);
    await Promise.all([transaction, after]);
    expect(order).toEqual(['transaction', 'page saw 2', 'intake after']);
  });
});
