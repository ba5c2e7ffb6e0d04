import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/** Order service: delivery orders, their loads, history and log. */
export const orderRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
