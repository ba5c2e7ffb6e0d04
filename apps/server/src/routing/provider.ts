import { estimateLeg, type GeoCoordinate, type RouteLeg } from '@armada/domain';

export type { GeoCoordinate, RouteLeg } from '@armada/domain';

/**
 * Where a sequence's distances and driving times come from. `legs` returns one leg per pair of
 * consecutive points (points.length - 1 legs, none for fewer than two points) and never rejects:
 * a sequence view must not fail because a routing server is down.
 */
export interface RoutingProvider {
  legs(points: readonly GeoCoordinate[]): Promise<RouteLeg[]>;
}

/** What the OSRM provider needs to report a fallback; Fastify's `app.log` (pino) fits it. */
export interface RoutingLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export function estimateLegs(points: readonly GeoCoordinate[]): RouteLeg[] {
  return points.slice(1).map((to, index) => estimateLeg(points[index]!, to));
}

/** The default (DESIGN.md 'Scale'): straight-line distance times the road factor. No I/O, so no cache. */
export function straightLineRouting(): RoutingProvider {
  return { legs: async (points) => estimateLegs(points) };
}
