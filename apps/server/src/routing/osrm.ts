/**
 * Road distances and driving times from an OSRM server (DESIGN.md 'Scale': used when OSRM_URL is set).
 * OSRM is an optional helper, never a dependency of a page: whenever it cannot answer properly the
 * provider logs a warning and returns the straight-line estimate, the same as when it is not configured.
 */

import { z } from 'zod';
import { LegCache, legKey, roundCoordinate } from './leg-cache';
import {
  estimateLegs,
  type GeoCoordinate,
  type RouteLeg,
  type RoutingLogger,
  type RoutingProvider,
} from './provider';

/** OSRM answers a 50-point route in tens of milliseconds; seconds of silence mean it is in trouble. */
export const DEFAULT_OSRM_TIMEOUT_MS = 3_000;
/** About 1 MB; see LegCache. */
export const DEFAULT_LEG_CACHE_SIZE = 5_000;
/**
 * After OSRM is found down (unreachable, timing out, 5xx) it is not asked again for this long, so an
 * outage does not add the full timeout to every sequence view. Errors about one route (no route
 * between two points, a malformed answer) do not pause it: other routes may be fine.
 */
export const DEFAULT_FAILURE_COOLDOWN_MS = 30_000;

export interface OsrmRoutingOptions {
  timeoutMs: number;
  logger?: RoutingLogger;
  cacheSize?: number;
  failureCooldownMs?: number;
  /** The clock of the cooldown; tests move it instead of waiting. */
  now?: () => number;
}

type FailureReason =
  | 'timeout'
  | 'unreachable'
  | 'server-error'
  | 'invalid-response'
  | 'osrm-error'
  | 'wrong-leg-count';

interface RouteFailure {
  reason: FailureReason;
  /** The server itself is unwell (as opposed to this one route), which starts the cooldown. */
  serverDown: boolean;
  details: Record<string, unknown>;
}

const failure = (
  reason: FailureReason,
  serverDown: boolean,
  details: Record<string, unknown> = {},
): RouteFailure => ({ reason, serverDown, details });

const isFailure = (value: object): value is RouteFailure => 'reason' in value;

/** Only the fields we read; OSRM sends more (waypoints, summaries, weights). */
const osrmRouteResponse = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        legs: z.array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() })),
      }),
    )
    .optional(),
});

/** `{base}/route/v1/driving/{lon},{lat};...`: OSRM takes longitude first. */
export function osrmRouteUrl(baseUrl: string, points: readonly GeoCoordinate[]): string {
  const coordinates = points
    .map((p) => `${roundCoordinate(p.longitude)},${roundCoordinate(p.latitude)}`)
    .join(';');
  return `${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?overview=false&annotations=false`;
}

/** The timeout covers reading the body too, since a server can stall half-way through an answer. */
async function fetchRoute(
  url: string,
  timeoutMs: number,
): Promise<{ status: number; text: string } | RouteFailure> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (signal.aborted) return failure('timeout', true, { timeoutMs });
    // fetch reports only 'fetch failed'; the cause says why (ECONNREFUSED, ENOTFOUND, ...).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return failure('unreachable', true, { error: cause instanceof Error ? cause.message : String(cause) });
  }
}

/** OSRM reports its own errors as a JSON body with a code other than 'Ok' (and usually status 400). */
function readLegs(status: number, text: string, expectedLegs: number): RouteLeg[] | RouteFailure {
  if (status >= 500) return failure('server-error', true, { status });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure('invalid-response', false, { status });
  }
  const parsed = osrmRouteResponse.safeParse(json);
  if (!parsed.success) return failure('invalid-response', false, { status });
  const { code, message, routes } = parsed.data;
  if (code !== 'Ok') return failure('osrm-error', false, { status, osrmCode: code, osrmMessage: message });
  const legs = routes?.[0]?.legs ?? [];
  if (legs.length !== expectedLegs) {
    return failure('wrong-leg-count', false, { expectedLegs, receivedLegs: legs.length });
  }
  // Whole metres and seconds, like the straight-line estimate, so both sources look alike downstream.
  return legs.map((leg) => ({
    distanceMeters: Math.round(leg.distance),
    durationSeconds: Math.round(leg.duration),
  }));
}

const consoleLogger: RoutingLogger = { warn: (details, message) => console.warn(message, details) };

function assertOsrmSettings(baseUrl: string, timeoutMs: number): void {
  const protocol = URL.canParse(baseUrl) ? new URL(baseUrl).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new Error(`OSRM_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`The OSRM timeout must be a positive number of milliseconds, got ${timeoutMs}`);
  }
}

/**
 * Legs found in the cache are not asked for again; if any leg is missing, the whole route is asked in
 * one request (one round trip whatever the number of points) and every leg of the answer is cached.
 * Fallback estimates are never cached, so real distances return as soon as OSRM does.
 */
export function osrmRouting(baseUrl: string, options: OsrmRoutingOptions): RoutingProvider {
  assertOsrmSettings(baseUrl, options.timeoutMs);
  const cache = new LegCache(options.cacheSize ?? DEFAULT_LEG_CACHE_SIZE);
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? Date.now;
  const cooldownMs = options.failureCooldownMs ?? DEFAULT_FAILURE_COOLDOWN_MS;
  const osrmHost = new URL(baseUrl).host;
  let pausedUntil = Number.NEGATIVE_INFINITY;

  const withEstimates = (points: readonly GeoCoordinate[], cached: (RouteLeg | undefined)[]) => {
    const estimates = estimateLegs(points);
    return cached.map((leg, index) => leg ?? estimates[index]!);
  };

  return {
    async legs(points) {
      if (points.length < 2) return [];
      const keys = points.slice(1).map((to, index) => legKey(points[index]!, to));
      const cached = keys.map((key) => cache.get(key));
      if (cached.every((leg) => leg !== undefined)) return cached as RouteLeg[];
      if (now() < pausedUntil) return withEstimates(points, cached);

      const fetched = await fetchRoute(osrmRouteUrl(baseUrl, points), options.timeoutMs);
      const result = isFailure(fetched) ? fetched : readLegs(fetched.status, fetched.text, keys.length);
      if (!isFailure(result)) {
        for (const [index, leg] of result.entries()) cache.set(keys[index]!, leg);
        return result;
      }
      const { reason, serverDown, details } = result;
      if (serverDown) pausedUntil = now() + cooldownMs;
      // The host only: an OSRM_URL may carry credentials, which must not reach the logs.
      logger.warn(
        {
          reason,
          osrmHost,
          points: points.length,
          ...details,
          ...(serverDown && { pausedForMs: cooldownMs }),
        },
        'OSRM routing failed; using straight-line estimates',
      );
      return withEstimates(points, cached);
    },
  };
}
