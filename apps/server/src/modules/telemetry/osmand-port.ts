import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Where requests on the OsmAnd port go: the one intake route, with everything the app does around it. */
export const OSMAND_ROUTE = '/api/telemetry/osmand';

/**
 * The OsmAnd protocol on a port of its own (Traccar Client expects 5055), besides
 * /api/telemetry/osmand on the main port. OSMAND_PORT sets it; empty or 0 turns it off (null here;
 * 0 passed directly picks a free port, for tests).
 *
 * Devices post to the root ("http://server:5055/?id=..."), so every path on this port is the OsmAnd
 * route: the request is handed to the app's own router with its path rewritten, and runs through the
 * same hooks (rate limit, validation, error body) as on the main port. It closes with the app: when
 * the main server closes (app.close()), so does this one. A port already taken is logged, not fatal.
 */
export async function listenOsmAndPort(
  app: FastifyInstance,
  port: number | null,
): Promise<AddressInfo | null> {
  if (port === null) return null;
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    request.url = query === -1 ? OSMAND_ROUTE : `${OSMAND_ROUTE}${url.slice(query)}`;
    app.routing(request, response);
  });
  const main = app.server.address();
  const host = typeof main === 'object' && main !== null ? main.address : undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // The API keeps running: devices can still post to /api/telemetry/osmand on the main port.
    app.log.error({ err: error, port }, `OsmAnd port unavailable; devices can still use ${OSMAND_ROUTE}`);
    return null;
  }
  app.server.once('close', () => {
    server.close();
    server.closeAllConnections();
  });
  app.log.info({ port: (server.address() as AddressInfo).port }, 'OsmAnd protocol listening');
  return server.address() as AddressInfo;
}
