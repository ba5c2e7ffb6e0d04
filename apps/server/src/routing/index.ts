/**
 * Route distances and driving times for fleet-task sequences. The fleet-task service asks a
 * RoutingProvider for the legs between consecutive points and hands them to the domain's
 * computeSchedule; which provider it gets is decided here, once, from the environment.
 */

import { DEFAULT_OSRM_TIMEOUT_MS, osrmRouting } from './osrm';
import { type RoutingLogger, type RoutingProvider, straightLineRouting } from './provider';

export { LegCache, legKey } from './leg-cache';
export {
  DEFAULT_FAILURE_COOLDOWN_MS,
  DEFAULT_LEG_CACHE_SIZE,
  DEFAULT_OSRM_TIMEOUT_MS,
  type OsrmRoutingOptions,
  osrmRouteUrl,
  osrmRouting,
} from './osrm';
export * from './provider';

export interface RoutingEnv {
  OSRM_URL?: string | undefined;
  OSRM_TIMEOUT_MS?: string | undefined;
}

/** A mistyped timeout fails the start, like a bad PORT, instead of silently becoming the default. */
function parseTimeoutMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_OSRM_TIMEOUT_MS;
  const timeoutMs = Number(raw);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`OSRM_TIMEOUT_MS must be a positive whole number of milliseconds, got "${raw}"`);
  }
  return timeoutMs;
}

/**
 * OSRM when OSRM_URL is set (optionally OSRM_TIMEOUT_MS, default 3000), otherwise the straight-line
 * estimate. Call it once per process: the OSRM provider's leg cache lives in the returned object.
 * Pass the server's logger (`app.log`) so that fallbacks appear in the server's log.
 */
export function createRoutingProvider(
  env: RoutingEnv = process.env,
  options: { logger?: RoutingLogger } = {},
): RoutingProvider {
  const baseUrl = env.OSRM_URL?.trim();
  if (!baseUrl) return straightLineRouting();
  return osrmRouting(baseUrl, { timeoutMs: parseTimeoutMs(env.OSRM_TIMEOUT_MS), ...options });
}
