import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_JWT_SECRET } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { buildApp } from '../app';
import { purgeRateLimitCounters } from '../db/rate-limit-counters';
import { sharedRateLimits } from './rate-limit-store';

/**
 * Rate limits counted in the database (issue 20 item 1): two instances on one database are one limit.
 * The two "instances" here are two apps, or two stores, over one database handle, each with its own
 * memory, as two processes would have; on PostgreSQL (TEST_DATABASE_URL) the same runs on the server.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Windows are aligned to the clock: the test starts at a window's beginning so none ends midway. */
function atWindowStart(windowMs: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const now = Date.now();
  vi.setSystemTime(now - (now % windowMs) + windowMs + 1000);
}

function hit(store: FastifyRateLimitStore, key: string, windowMs: number, max: number) {
  return new Promise<number>((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result.current)),
      windowMs,
      max,
    ),
  );
}

const routeStore = (limits: ReturnType<typeof sharedRateLimits>, url: string) =>
  new limits.store({}).child({ routeInfo: { method: 'POST', url } } as never);

describe('rate limits shared by instances through the database', () => {
  it('refuses the eleventh login of one address within the minute, counted over two instances', async () => {
    atWindowStart(60_000);
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) apps.push(await buildApp({ database, jwtSecret: TEST_JWT_SECRET }));
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        // Another e-mail each time: the per-account failure throttle must not be what refuses.
        const response = await apps[attempt % 2]!.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `tidak-ada-${attempt}@contoh.id`, password: 'salah-sekali' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().code).toBe('too-many-requests');
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      for (const app of apps) await app.close();
    }
  });

  it('counts a hit near a small limit in the database before answering it', async () => {
    atWindowStart(60_000);
    const limits = sharedRateLimits(database.db);
    const store = routeStore(limits, '/near');
    expect(await hit(store, '10.0.0.1', 60_000, 10)).toBe(1);
    const row = await database.db
      .selectFrom('rate_limit_counters')
      .select('hits')
      .where('key', '=', 'POST /near|10.0.0.1')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(1);
    await limits.close();
  });

  it('lets two instances pass exactly the limit between them once the first has written its hits', async () => {
    atWindowStart(60_000);
    const first = sharedRateLimits(database.db);
    const second = sharedRateLimits(database.db);
    const onFirst = routeStore(first, '/device');
    const onSecond = routeStore(second, '/device');
    // Far below the limit: answered from the instance's own view, written with the flush.
    for (let i = 1; i <= 40; i++) expect(await hit(onFirst, 'device-7', 60_000, 100)).toBe(i);
    await first.close();
    let passed = 0;
    for (;;) {
      const current = await hit(onSecond, 'device-7', 60_000, 100);
      if (current > 100) break;
      passed += 1;
    }
    expect(passed).toBe(60);
    await second.close();
  });

  it('keeps each route apart and starts every key again in the next window', async () => {
    atWindowStart(60_000);
    const limits = sharedRateLimits(database.db);
    const login = routeStore(limits, '/login');
    const reset = routeStore(limits, '/reset');
    for (let i = 0; i < 3; i++) await hit(login, '10.0.0.9', 60_000, 10);
    expect(await hit(reset, '10.0.0.9', 60_000, 10)).toBe(1);
    vi.setSystemTime(Date.now() + 60_000);
    expect(await hit(login, '10.0.0.9', 60_000, 10)).toBe(1);
    await limits.close();
  });

  it('forgets the keys whose window is over, so memory does not grow with every caller', async () => {
    atWindowStart(60_000);
    const limits = sharedRateLimits(database.db);
    const store = routeStore(limits, '/devices');
    for (let device = 0; device < 20; device++) await hit(store, `device-${device}`, 60_000, 300);
    expect(limits.trackedKeys()).toBe(20);
    await limits.close();
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await hit(store, 'device-new', 60_000, 300);
    expect(limits.trackedKeys()).toBe(1);
    await limits.close();
  });

  it('purges windows that ended long ago and keeps the current ones', async () => {
    atWindowStart(60_000);
    const limits = sharedRateLimits(database.db);
    await hit(routeStore(limits, '/old'), '10.0.0.3', 60_000, 10);
    vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    await hit(routeStore(limits, '/new'), '10.0.0.3', 60_000, 10);
    await limits.close();
    await purgeRateLimitCounters(database.db, new Date(Date.now() - 60 * 60_000));
    const keys = await database.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.map((row) => row.key)).toContain('POST /new|10.0.0.3');
    expect(keys.map((row) => row.key)).not.toContain('POST /old|10.0.0.3');
  });
});
