import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

export const fleetTaskActivityRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
