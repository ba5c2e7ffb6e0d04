import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFolderStorage } from '../../src/storage/file-storage';
import { PROOF_JPEG, seededRandom } from '../crash/api-client';
import { CrashRun } from '../crash/crash-run';
import { filesMatchRows, oneHolderPerLeg, statusMatchesHistory, totalsMatchLoads } from '../crash/invariants';
import { freePort, ServerProcess } from '../crash/server-process';
import { type CrashWorld, seedCrashWorld } from '../crash/world';
import { createTestDatabase, type TestDatabase } from '../database';

/*
 * Issue 21, item 5: crash safety. The real server (main.ts, as a child process on PostgreSQL) runs
 * a workload of dispatchers through the public API: tasks created, filled in, scheduled, cancelled,
 * orders transferred, stops proven with JPEG photos and completed, loads adjusted, tasks ended. At
 * random moments it is killed with SIGKILL and started again; with the workload paused, the orphan
 * cleanup runs and the invariants are read from the database. Any violation, and any 5xx answer from
 * a live server, fails the test.
 *
 * CRASH_KILLS raises the number of kills (50 by default); CRASH_SEED replays a run's choices (the
 * moments of the kills and the workload's; the server's timing still varies).
 */

const KILLS = Number(process.env.CRASH_KILLS || 50);
const SEED = Number(process.env.CRASH_SEED || randomInt(2 ** 31));
const WORKERS = 4;
/**
 * Demo orders copied for the workload (about 3 s per thousand): it uses up about nine per kill on a
 * 2-core machine, so a machine twice as fast still does not run out.
 */
const EXTRA_ORDERS = 400 + KILLS * 20;
/** How long the workload runs before a kill, at random in this range (ms). */
const KILL_DELAY = { min: 200, max: 2000 };
const JWT_SECRET = 'crash-safety-secret-kept-across-every-restart-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('crash safety of the server on PostgreSQL', () => {
  let database: TestDatabase;
  let world: CrashWorld;
  let server: ServerProcess;
  let storage: LocalFolderStorage;
  let folder = '';
  let run: CrashRun | null = null;

  beforeAll(async () => {
    database = await createTestDatabase();
    world = await seedCrashWorld(database.db, EXTRA_ORDERS);
    folder = mkdtempSync(path.join(tmpdir(), 'armada-crash-'));
    for (const sub of ['data', 'uploads', 'web']) mkdirSync(path.join(folder, sub));
    storage = new LocalFolderStorage(path.join(folder, 'uploads'));
    server = new ServerProcess({
      databaseUrl: database.url ?? '',
      port: await freePort(),
      dataDir: path.join(folder, 'data'),
      storageDir: storage.root,
      webDist: path.join(folder, 'web'),
      jwtSecret: JWT_SECRET,
    });
  }, 180_000);

  afterAll(async () => {
    await run?.stop().catch(() => undefined);
    await server?.kill();
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it(
    `keeps every invariant across ${KILLS} SIGKILLs of the server mid-workload`,
    async () => {
      const random = seededRandom(SEED);
      console.log(`crash-safety: seed ${SEED} (CRASH_SEED=${SEED} replays the choices)`);
      const crash = new CrashRun(server, database.db, storage, world, SEED);
      run = crash;
      await crash.start(WORKERS);
      // A first stretch without a kill: the workload on its own must leave every invariant whole.
      await sleep(3000);
      await crash.pauseAndCheck('before any kill');
      while (crash.kills < KILLS && crash.failure === null) {
        await sleep(KILL_DELAY.min + random() * (KILL_DELAY.max - KILL_DELAY.min));
        await crash.killAndRestart();
      }
      await crash.stop();
      run = null;
      console.log(crash.summary());
      if (crash.failure) throw crash.failure;

      expect(crash.violations).toEqual([]);
      expect(crash.api.figures.serverErrors, server.recentLog()).toEqual([]);
      expect(crash.kills).toBe(KILLS);
      // The kills landed on real work: the server accepted most of it, and (in a run long enough for
      // the rarer choices to come up) every kind of it was done.
      const { figures } = crash.api;
      expect(figures.ok / figures.answered).toBeGreaterThan(0.9);
      if (KILLS < 20) return;
      for (const done of [
        'ended',
        'canceled',
        'transfers',
        'completions',
        'photosRemoved',
        'adjustments',
      ] as const) {
        expect(crash.tally[done], done).toBeGreaterThan(0);
      }
    },
    120_000 + KILLS * 15_000,
  );

  // The checks above must be able to fail: each finds its kind of damage done on purpose.
  it('reports a task off its history, stale totals, an order held twice and files out of step', async () => {
    const db = database.db;
    const [first, second] = await db
      .selectFrom('fleet_tasks')
      .select(['id', 'number'])
      .where('status', '=', 'ENDED')
      .orderBy('number')
      .limit(2)
      .execute();
    if (!first || !second) throw new Error('the workload ended fewer than two tasks');

    await db.updateTable('fleet_tasks').set({ status: 'STARTED' }).where('id', '=', first.id).execute();
    expect(await statusMatchesHistory(db)).toEqual([
      `task ${first.number} is STARTED, its last status event says ENDED`,
    ]);

    await db
      .updateTable('fleet_tasks')
      .set({ current_total_weight: sql`current_total_weight + 1` })
      .where('id', '=', second.id)
      .execute();
    expect(await totalsMatchLoads(db)).toEqual([expect.stringContaining(`task ${second.number} stores`)]);

    const moved = await db
      .updateTable('fleet_task_activities')
      .set({ fleet_task_id: first.id })
      .where('id', '=', (eb) =>
        eb.selectFrom('fleet_task_activities').select('id').where('fleet_task_id', '=', second.id).limit(1),
      )
      .returning('delivery_order_id')
      .executeTakeFirstOrThrow();
    const { number } = await db
      .selectFrom('delivery_orders')
      .select('number')
      .where('id', '=', moved.delivery_order_id)
      .executeTakeFirstOrThrow();
    expect(await oneHolderPerLeg(db)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^order ${number} leg .* is held by ${first.number}, ${second.number}$`),
      ),
    );

    const photo = await db.selectFrom('activity_attachments').select('storage_key').executeTakeFirstOrThrow();
    await storage.remove(photo.storage_key);
    await storage.put('stray/left-by-a-crash.jpg', PROOF_JPEG);
    expect((await filesMatchRows(db, storage)).sort()).toEqual([
      `attachment ${photo.storage_key} has no file`,
      'file stray/left-by-a-crash.jpg has no row',
    ]);
  });
});
