import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/** Position intake and tracks under /api/telemetry (GPS issue items 1 and 2). */
export const telemetryRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
