import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

/** Vendor requests across companies. */
export const fleetTaskVendorRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
