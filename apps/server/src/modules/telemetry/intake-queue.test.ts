import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTelemetryWorld,
  east,
  minute,
  type TelemetryWorld,
} from '../../../test/factories/telemetry.factory';
import type { NewPosition } from './intake-queries';
import { IntakeQueue } from './intake-queue';

/** Issue 22 items 2, 5 and 6: shared database calls, nothing lost or stored twice, a bounded queue. */

let w: TelemetryWorld;
beforeAll(async () => {
  w = await createTelemetryWorld({ intakeQueueMaxPositions: 6 });
});
afterAll(() => w.t.close());

const stats = async () => (await w.api('GET', '/api/telemetry/v1/intake-stats')).json().data;
const storedOf = (vehicleIds: number[]) =>
  w.db
    .selectFrom('telemetry_positions')
    .select(['vehicle_id', 'fix_on'])
    .where('vehicle_id', 'in', vehicleIds)
    .execute();

async function vehicles(count: number) {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await w.vehicle());
  return made;
}

/** A queue of its own on the test database: one call at a time, silent. */
const queueOf = (bounds: { maxWaitMs: number; retryAfterSeconds: number }) =>
  new IntakeQueue(
    w.db,
    { warn: () => {} },
    { maxPositions: 100, maxBatchPositions: 100, batchesAtOnce: 1, ...bounds },
  );

const row = (at: Date, latitude = east(1_000).latitude): NewPosition => ({
  fix_on: at,
  latitude,
  longitude: east(1_000).longitude,
  speed_kmh: 30,
  bearing: null,
  altitude: null,
  accuracy_m: 5,
  battery_pct: null,
});

describe('the intake queue', () => {
  it('stores the positions of requests that come together in shared database calls, each once', async () => {
    const fleet = await vehicles(6);
    const before = await stats();
    const answers = await Promise.all(
      fleet.map((vehicle, i) => w.report(vehicle.imei as string, 1_000 + i, minute(1))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(fleet.map(() => 200));
    const after = await stats();
    expect(after.batched_positions - before.batched_positions).toBe(6);
    expect(after.batches - before.batches).toBeLessThan(6);
    const stored = await storedOf(fleet.map((vehicle) => vehicle.id));
    expect(stored).toHaveLength(6);
  });

  it('answers 503 with Retry-After beyond its bound, stores nothing of a refused request, and takes it when sent again', async () => {
    const fleet = await vehicles(20);
    const answers = await Promise.all(
      fleet.map((vehicle) => w.report(vehicle.imei as string, 2_000, minute(2))),
    );
    const refused = fleet.filter((_, i) => answers[i]?.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    const busy = answers.find((answer) => answer.statusCode === 503);
    // 1 to 5 s at random, so that refused devices do not all come back together.
    expect(Number(busy?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(busy?.headers['retry-after'])).toBeLessThanOrEqual(5);
    expect(busy?.json()).toMatchObject({
      code: 'telemetry/intake-busy',
      message: 'Server sedang menerima terlalu banyak posisi GPS. Kirim ulang posisi ini sebentar lagi.',
    });
    const answered = answers.filter((answer) => answer.statusCode === 200).length;
    expect(answered + refused.length).toBe(fleet.length);
    const ids = fleet.map((vehicle) => vehicle.id);
    expect(await storedOf(ids)).toHaveLength(answered);
    expect((await stats()).in_flight).toBe(0);

    // Traccar Client sends an unanswered position again: once, whatever was refused before.
    for (const vehicle of refused)
      expect((await w.report(vehicle.imei as string, 2_000, minute(2))).statusCode).toBe(200);
    const stored = await storedOf(ids);
    expect(stored).toHaveLength(fleet.length);
    expect(new Set(stored.map((position) => position.vehicle_id)).size).toBe(fleet.length);
  });

  it('keeps every position of one device sent at once, the vehicle at the newest', async () => {
    const [vehicle] = await vehicles(1);
    const imei = vehicle?.imei as string;
    const answers = [];
    for (let round = 0; round < 3; round++)
      answers.push(
        ...(await Promise.all(
          [0, 1].map((i) => w.report(imei, 100 * (round * 2 + i), minute(10 + round * 2 + i))),
        )),
      );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await storedOf([vehicle?.id as number])).toHaveLength(6);
    const moved = await w.db
      .selectFrom('vehicles')
      .select('last_position_on')
      .where('id', '=', vehicle?.id as number)
      .executeTakeFirstOrThrow();
    expect(moved.last_position_on?.toISOString()).toBe(minute(15).toISOString());
  });

  it('fails only the device whose positions the database refuses, not the others of its call', async () => {
    const fleet = await vehicles(3);
    const queue = queueOf({ maxWaitMs: 60_000, retryAfterSeconds: 1 });
    // A latitude the JSON cannot carry arrives as null, which the table refuses.
    const items = fleet.map((vehicle, i) => ({
      deviceId: vehicle.imei as string,
      companyId: null,
      rows: [row(minute(20), i === 1 ? Number.NaN : undefined)],
    }));
    const outcomes = await Promise.allSettled(
      items.map((item) => queue.run([item], async ([context]) => context)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await storedOf(fleet.map((vehicle) => vehicle.id));
    expect(stored.map((position) => position.vehicle_id).sort()).toEqual([fleet[0]?.id, fleet[2]?.id].sort());
  });

  it('refuses while the oldest position waiting for the database has waited longer than its bound', async () => {
    const [first, second] = await vehicles(2);
    const queue = queueOf({ maxWaitMs: 0, retryAfterSeconds: 3 });
    const item = (vehicle: typeof first, at: Date) => ({
      deviceId: vehicle?.imei as string,
      companyId: null,
      rows: [row(at)],
    });
    // A dispatcher's transaction holds the first vehicle's row (on PGlite, the one connection): its
    // first position cannot be stored, and its second waits behind it. The queue is behind.
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The queue's first call starts only once the row is locked: a turn of the event loop was not
    // always enough for the transaction's statements on a loaded machine, and a first call stored
    // before the lock left the second one blocked, not waiting, so nothing was refused (a hang).
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = w.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('vehicles')
        .select('id')
        .where('id', '=', first?.id as number)
        .forUpdate()
        .execute();
      locked();
      await held;
    });
    await isLocked;
    const storing = queue.run([item(first, minute(30))], async () => 'stored');
    await turn();
    const waiting = queue.run([item(first, minute(31))], async () => 'stored');
    await turn();
    const refused = await queue.run([item(second, minute(30))], async () => 'stored').catch((error) => error);
    expect(refused).toMatchObject({ code: 'telemetry/intake-busy' });
    expect([1, 2, 3]).toContain(refused.retryAfterSeconds);
    release();
    await holding;
    expect(await Promise.all([storing, waiting])).toEqual(['stored', 'stored']);
    expect(await storedOf([second?.id as number])).toHaveLength(0);
    // Caught up: taken again.
    expect(await queue.run([item(second, minute(30))], async () => 'stored')).toBe('stored');
  });
});
