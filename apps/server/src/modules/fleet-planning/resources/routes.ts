import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

/** Drivers and nearest vehicles with their availability. */
export const fleetResourceRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
