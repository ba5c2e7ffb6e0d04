import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

/** Delivery orders on a task: attach, remove, intervention. */
export const fleetTaskOrderRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
