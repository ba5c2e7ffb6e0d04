import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

/** PATCH of a task with the rules of spec section 5. */
export const fleetTaskUpdateRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
