import { createHash } from 'node:crypto';
import { DomainError } from '@armada/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { companyOfApiKey } from './api-keys';

/**
 * How the gateway routes (position batches, device events, Traccar forwarding) authenticate: public
 * to the login guard, they carry their company's API key in `X-Api-Key`, checked before the body is
 * read; a request without a valid key stops there.
 */

export const apiKeyOf = (request: FastifyRequest) => {
  const header = request.headers['x-api-key'];
  return typeof header === 'string' ? header.trim() : '';
};

/**
 * Devices, not browsers, call these routes, thousands of times a second (issue 22): no browser
 * security headers (a CPU profile found helmet's at 3 % of the intake), and no log line per request
 * at info level (two a position); refusals and failures still log at warn.
 */
export const DEVICE_ROUTE_OPTIONS = { helmet: false, logLevel: 'warn' } as const;

/** Ten requests a second per key (up to 10,000 positions or events a second), keyed by the key's hash. */
export const GATEWAY_RATE_LIMIT = {
  max: 600,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    `gateway:${createHash('sha256').update(apiKeyOf(request)).digest('hex').slice(0, 32)}`,
};

const gatewayCompany = new WeakMap<FastifyRequest, number>();

/** The `onRequest` hook of a gateway route: the key's company, or 401 telemetry/invalid-api-key. */
export const gatewayKeyHook = (context: ApiContext) => async (request: FastifyRequest) => {
  // A gateway is intake: its key is read where the intake's work runs, after page queries on PGlite.
  const companyId = await companyOfApiKey(context.intake.db, apiKeyOf(request));
  if (companyId === null) throw new DomainError('telemetry/invalid-api-key');
  gatewayCompany.set(request, companyId);
};

/** The company the request's key belongs to (set by `gatewayKeyHook`). */
export function gatewayCompanyOf(request: FastifyRequest): number {
  const companyId = gatewayCompany.get(request);
  if (companyId === undefined) throw new DomainError('auth/unauthenticated');
  return companyId;
}
