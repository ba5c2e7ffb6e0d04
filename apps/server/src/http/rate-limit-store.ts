import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { addRateLimitHits, type RateLimitHits } from '../db/rate-limit-counters';
import type { Database } from '../db/schema';

/**
 * @fastify/rate-limit's store kept in PostgreSQL (issue 20 item 1), so a limit holds across every
 * instance behind the load balancer and across restarts: each key's hits are counted in
 * `rate_limit_counters` per fixed window aligned to the clock, the same window on every instance.
 *
 * Exact where it decides something: a hit that could bring a key near its limit is added in the
 * database before the answer, and the answer is the total of every instance. Far below the limit
 * (at most half of it, for limits of at least MIN_BATCHED_MAX) the hit is answered from this
 * instance's view and added with the next flush, one statement for every key, a few times a second:
 * the position intake's per-device limit would otherwise cost a round trip per position. A burst
 * shared between N instances within one flush can pass at most N × half the limit before every
 * instance counts exactly; small limits (logins) are always exact.
 */

/** Hits are flushed this often; also the longest a batched hit is unknown to other instances. */
export const RATE_LIMIT_FLUSH_MS = 200;
/** Below this limit every hit is counted in the database before it is answered. */
const MIN_BATCHED_MAX = 60;
const BATCHED_SHARE = 0.5;
/** How often keys whose window is over are forgotten. */
const FORGET_EVERY_MS = 10_000;

interface KeyState {
  windowStart: number;
  windowEnd: number;
  /** The total the database last answered for this window, every instance included. */
  known: number;
  /** This instance's hits not yet written. */
  pending: number;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * What `child` really receives: the plugin's merged options of the route with `routeInfo` (its
 * typings name the route options themselves).
 */
interface RouteLimitOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface SharedRateLimits {
  /** The class @fastify/rate-limit constructs (`store` option). */
  store: FastifyRateLimitStoreCtor;
  /** Writes what is pending and stops the flush timer. */
  close: () => Promise<void>;
  /** How many keys this instance remembers (a key is forgotten once its window is over). */
  trackedKeys: () => number;
}

export function sharedRateLimits(
  db: Kysely<Database>,
  onFlushError: (error: unknown) => void = () => {},
): SharedRateLimits {
  const states = new Map<string, KeyState>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const flush = async () => {
    timer = null;
    const rows: RateLimitHits[] = [];
    for (const [key, state] of states) {
      if (state.pending > 0)
        rows.push({ key, windowStart: new Date(state.windowStart), hits: state.pending });
      state.pending = 0;
    }
    if (rows.length === 0) return;
    try {
      const totals = await addRateLimitHits(db, rows);
      for (const row of rows) {
        const state = states.get(row.key);
        const total = totals.get(row.key);
        if (state && total !== undefined && state.windowStart === row.windowStart.getTime()) {
          state.known = Math.max(state.known, total);
        }
      }
    } catch (error) {
      // Kept for the next flush: the hits happened, losing them would loosen the limit.
      for (const row of rows) {
        const state = states.get(row.key);
        if (state && state.windowStart === row.windowStart.getTime()) state.pending += row.hits;
      }
      onFlushError(error);
    }
  };
  const scheduleFlush = () => {
    if (timer) return;
    timer = setTimeout(() => {
      flushing = flushing.then(flush);
    }, RATE_LIMIT_FLUSH_MS);
    timer.unref();
  };

  const stateOf = (key: string, windowStart: number, windowEnd: number): KeyState => {
    let state = states.get(key);
    if (!state || state.windowStart !== windowStart) {
      // A new window: the old one's unwritten hits no longer limit anything.
      state = { windowStart, windowEnd, known: 0, pending: 0 };
      states.set(key, state);
    }
    return state;
  };
  // Every device and address that ever called would otherwise stay in memory.
  let lastForget = Date.now();
  const forgetEnded = (now: number) => {
    if (now - lastForget < FORGET_EVERY_MS) return;
    lastForget = now;
    for (const [key, state] of states) if (state.pending === 0 && state.windowEnd <= now) states.delete(key);
  };

  const incr = (namespace: string, key: string, callback: IncrCallback, timeWindow: number, max: number) => {
    const now = Date.now();
    const windowStart = now - (now % timeWindow);
    const ttl = windowStart + timeWindow - now;
    const fullKey = `${namespace}|${key}`;
    forgetEnded(now);
    const state = stateOf(fullKey, windowStart, windowStart + timeWindow);
    const estimate = state.known + state.pending + 1;
    if (max >= MIN_BATCHED_MAX && estimate <= max * BATCHED_SHARE) {
      state.pending += 1;
      scheduleFlush();
      callback(null, { current: estimate, ttl });
      return;
    }
    const hits = state.pending + 1;
    state.pending = 0;
    addRateLimitHits(db, [{ key: fullKey, windowStart: new Date(windowStart), hits }]).then(
      (totals) => {
        const total = totals.get(fullKey) ?? hits;
        if (state.windowStart === windowStart) state.known = Math.max(state.known, total);
        callback(null, { current: total, ttl });
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };

  const forRoute = (namespace: string): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindow, max) => incr(namespace, key, callback, timeWindow, max),
    child: (options) => forRoute(namespaceOf(options as unknown as RouteLimitOptions)),
  });

  // @fastify/rate-limit calls `new Store(options)`: a constructor that answers the root store.
  const Store = function SharedRateLimitStore() {
    return forRoute('global');
  } as unknown as FastifyRateLimitStoreCtor;

  return {
    store: Store,
    close: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      flushing = flushing.then(flush);
      await flushing;
    },
    trackedKeys: () => states.size,
  };
}

/** Each route counts apart, as the plugin's own memory store does, unless routes share a groupId. */
function namespaceOf(options: RouteLimitOptions): string {
  if (options.groupId) return `group:${options.groupId}`;
  const method = options.routeInfo?.method;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${options.routeInfo?.url ?? ''}`;
}
