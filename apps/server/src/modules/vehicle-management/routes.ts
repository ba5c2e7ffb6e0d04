import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/** Vehicle management: addresses and box types. */
export const vehicleManagementRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
