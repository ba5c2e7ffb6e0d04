import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { adminRoutes } from './admin-routes';
import { eventRoutes } from './event-routes';
import { intakeRoutes } from './intake-routes';
import { IntakeCounters } from './stats';

/** Collects repeated form fields into an array, as the query string parser does. */
function parseForm(body: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const previous = params[key];
    params[key] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return params;
}

/**
 * Position intake and tracks under /api/telemetry (GPS issue items 1 and 2). Devices post forms (and
 * some trackers send the same parameters as text/plain), so both are read here, for these routes only.
 */
export const telemetryRoutes =
  (context: ApiContext, counters: IntakeCounters = new IntakeCounters()): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string' },
      (_request, body, done) => done(null, parseForm(body as string)),
    );
    await app.register(intakeRoutes(context, counters));
    await app.register(eventRoutes(context, counters));
    await app.register(adminRoutes(context, counters));
  };
