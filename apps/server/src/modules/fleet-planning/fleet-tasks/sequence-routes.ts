import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

/** The route sequence, point service times and activity movements. */
export const fleetTaskSequenceRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
