import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

/** Fleet settings of the company (default addresses, GPS autocomplete). */
export const settingRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
