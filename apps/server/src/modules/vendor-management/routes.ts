import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/** Vendor management: vendors, rates and contract rates. */
export const vendorManagementRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
