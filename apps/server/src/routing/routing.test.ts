import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { estimateLeg } from '@armada/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRoutingProvider, estimateLegs, osrmRouting, type RoutingLogger, straightLineRouting } from '.';

/**
 * A stand-in OSRM server of our own on 127.0.0.1: it answers in OSRM's response format and records
 * every request path, so the tests see exactly what the provider asks and what it makes of the answer.
 */
type Reply = (request: IncomingMessage, response: ServerResponse) => void;

const ROUTE_PATH = /^\/route\/v1\/driving\/([^?]+)\?overview=false&annotations=false$/;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Leg i is (i + 1) km and (i + 1) minutes, with OSRM's fractional metres and seconds. */
function osrmLegs(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    steps: [],
    summary: '',
    weight: 60.2 * (i + 1),
    duration: 60.2 * (i + 1),
    distance: 1000.4 * (i + 1),
  }));
}

const answerRoute: Reply = (request, response) => {
  const match = ROUTE_PATH.exec(request.url ?? '');
  if (!match) return sendJson(response, 400, { code: 'InvalidUrl', message: `URL string malformed` });
  const coordinates = match[1]!.split(';');
  sendJson(response, 200, {
    code: 'Ok',
    routes: [{ legs: osrmLegs(coordinates.length - 1), weight_name: 'routability', weight: 0, duration: 0 }],
    waypoints: coordinates.map((c) => ({ hint: 'x', distance: 1.5, name: 'Jalan', location: c.split(',') })),
  });
};

let reply: Reply = answerRoute;
const requests: string[] = [];
const server = createServer((request, response) => {
  requests.push(request.url ?? '');
  reply(request, response);
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  reply = answerRoute;
  requests.length = 0;
});

function recordingLogger() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const logger: RoutingLogger = { warn: (details, message) => warnings.push({ details, message }) };
  return { logger, warnings };
}

const garage = { latitude: -6.2146, longitude: 106.8451 };
const pickup = { latitude: -6.1754, longitude: 106.8272 };
const drop = { latitude: -6.9025, longitude: 107.6187 };
const points = [garage, pickup, drop];

describe('osrmRouting', () => {
  it('asks OSRM for the route, longitude first, and returns its legs in whole metres and seconds', async () => {
    const provider = osrmRouting(`${baseUrl}/`, { timeoutMs: 2_000 });
    const nudgedGarage = { latitude: -6.214600004, longitude: 106.845099996 };
    await expect(provider.legs([nudgedGarage, pickup, drop])).resolves.toEqual([
      { distanceMeters: 1000, durationSeconds: 60 },
      { distanceMeters: 2001, durationSeconds: 120 },
    ]);
    expect(requests).toEqual([
      '/route/v1/driving/106.8451,-6.2146;106.8272,-6.1754;107.6187,-6.9025?overview=false&annotations=false',
    ]);
  });

  it('needs no request for fewer than two points', async () => {
    const provider = osrmRouting(baseUrl, { timeoutMs: 2_000 });
    await expect(provider.legs([garage])).resolves.toEqual([]);
    await expect(provider.legs([])).resolves.toEqual([]);
    expect(requests).toEqual([]);
  });

  it.each<[string, Reply, string]>([
    [
      'an OSRM error body',
      (_, response) =>
        sendJson(response, 400, { code: 'NoRoute', message: 'Impossible route between points' }),
      'osrm-error',
    ],
    ['a 500', (_, response) => response.writeHead(500).end('Internal Server Error'), 'server-error'],
    [
      'a body that is not JSON',
      (_, response) => response.writeHead(200).end('<html>proxy</html>'),
      'invalid-response',
    ],
    [
      'a different number of legs',
      (_, response) => sendJson(response, 200, { code: 'Ok', routes: [{ legs: osrmLegs(1) }] }),
      'wrong-leg-count',
    ],
    ['a server that never answers', () => {}, 'timeout'],
  ])(
    'falls back to the straight-line estimate, with a warning, on %s',
    async (_case, failingReply, reason) => {
      reply = failingReply;
      const { logger, warnings } = recordingLogger();
      const provider = osrmRouting(baseUrl, { timeoutMs: 300, logger });
      await expect(provider.legs(points)).resolves.toEqual(estimateLegs(points));
      expect(requests).toHaveLength(1);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.details).toMatchObject({ reason, points: 3 });
    },
  );

  it('falls back when nothing listens at OSRM_URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { logger, warnings } = recordingLogger();
    const provider = osrmRouting(`http://127.0.0.1:${port}`, { timeoutMs: 2_000, logger });
    await expect(provider.legs(points)).resolves.toEqual(estimateLegs(points));
    expect(warnings[0]!.details).toMatchObject({
      reason: 'unreachable',
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('does not ask a server found down again until the pause is over', async () => {
    reply = (_, response) => response.writeHead(503).end();
    let clock = 1_000_000;
    const { logger, warnings } = recordingLogger();
    const provider = osrmRouting(baseUrl, {
      timeoutMs: 2_000,
      logger,
      failureCooldownMs: 30_000,
      now: () => clock,
    });
    await provider.legs(points);
    clock += 29_999;
    await expect(provider.legs(points)).resolves.toEqual(estimateLegs(points));
    expect(requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);

    reply = answerRoute;
    clock += 1;
    await expect(provider.legs(points)).resolves.toEqual([
      { distanceMeters: 1000, durationSeconds: 60 },
      { distanceMeters: 2001, durationSeconds: 120 },
    ]);
    expect(requests).toHaveLength(2);
  });

  it('keeps asking after an error about one route, since other routes may be fine', async () => {
    reply = (_, response) => sendJson(response, 400, { code: 'NoRoute', message: 'Impossible route' });
    const provider = osrmRouting(baseUrl, { timeoutMs: 2_000, logger: recordingLogger().logger });
    await provider.legs(points);
    await provider.legs(points);
    expect(requests).toHaveLength(2);
  });
});

describe('the leg cache of osrmRouting', () => {
  it('answers a second read of the same sequence without a request', async () => {
    const provider = osrmRouting(baseUrl, { timeoutMs: 2_000 });
    const first = await provider.legs(points);
    await expect(provider.legs(points)).resolves.toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it('serves another sequence made only of legs already asked without a request', async () => {
    const provider = osrmRouting(baseUrl, { timeoutMs: 2_000 });
    await provider.legs(points);
    await expect(provider.legs([garage, pickup])).resolves.toEqual([
      { distanceMeters: 1000, durationSeconds: 60 },
    ]);
    await expect(provider.legs([pickup, drop])).resolves.toEqual([
      { distanceMeters: 2001, durationSeconds: 120 },
    ]);
    expect(requests).toHaveLength(1);
  });

  it('keeps cached OSRM legs and estimates only the missing ones when OSRM fails', async () => {
    const provider = osrmRouting(baseUrl, { timeoutMs: 2_000, logger: recordingLogger().logger });
    await provider.legs([garage, pickup]);
    reply = (_, response) => response.writeHead(500).end();
    await expect(provider.legs(points)).resolves.toEqual([
      { distanceMeters: 1000, durationSeconds: 60 },
      estimateLeg(pickup, drop),
    ]);
  });

  it('does not cache fallback estimates, so OSRM is asked again once it answers', async () => {
    reply = (_, response) => sendJson(response, 400, { code: 'NoRoute', message: 'Impossible route' });
    const provider = osrmRouting(baseUrl, { timeoutMs: 2_000, logger: recordingLogger().logger });
    await provider.legs(points);
    reply = answerRoute;
    await expect(provider.legs(points)).resolves.toEqual([
      { distanceMeters: 1000, durationSeconds: 60 },
      { distanceMeters: 2001, durationSeconds: 120 },
    ]);
    expect(requests).toHaveLength(2);
  });

  it('forgets the least recently used legs beyond its size', async () => {
    const provider = osrmRouting(baseUrl, { timeoutMs: 2_000, cacheSize: 2 });
    await provider.legs(points);
    await provider.legs([drop, garage]);
    await provider.legs([garage, pickup]);
    expect(requests).toHaveLength(3);
  });
});

describe('straightLineRouting', () => {
  it('estimates every leg from the straight line and the road factor', async () => {
    await expect(straightLineRouting().legs(points)).resolves.toEqual([
      estimateLeg(garage, pickup),
      estimateLeg(pickup, drop),
    ]);
    await expect(straightLineRouting().legs([garage])).resolves.toEqual([]);
  });
});

describe('createRoutingProvider', () => {
  it('estimates from the straight line when OSRM_URL is not set', async () => {
    for (const env of [{}, { OSRM_URL: '' }, { OSRM_URL: '  ' }]) {
      await expect(createRoutingProvider(env).legs(points)).resolves.toEqual(estimateLegs(points));
    }
    expect(requests).toEqual([]);
  });

  it("asks OSRM when OSRM_URL is set, logging through the server's logger", async () => {
    const app = Fastify({ logger: false });
    const provider = createRoutingProvider(
      { OSRM_URL: baseUrl, OSRM_TIMEOUT_MS: '1500' },
      { logger: app.log },
    );
    await expect(provider.legs(points)).resolves.toHaveLength(2);
    expect(requests).toHaveLength(1);
    await app.close();
  });

  it.each([
    ['an OSRM_URL that is not an http URL', { OSRM_URL: 'osrm.local:5000' }],
    [
      'a timeout that is not a positive whole number',
      { OSRM_URL: 'http://osrm.local', OSRM_TIMEOUT_MS: '3s' },
    ],
    ['a zero timeout', { OSRM_URL: 'http://osrm.local', OSRM_TIMEOUT_MS: '0' }],
  ])('refuses to start with %s', (_case, env) => {
    expect(() => createRoutingProvider(env)).toThrow();
  });
});
