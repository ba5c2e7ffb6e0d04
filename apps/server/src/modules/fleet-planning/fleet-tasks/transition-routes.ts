import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

/** Status transitions and history. */
export const fleetTaskTransitionRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
