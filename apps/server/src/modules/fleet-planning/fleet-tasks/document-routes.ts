import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';

/** Printable order (PDF) and tracking. */
export const fleetTaskDocumentRoutes =
  (_context: ApiContext): FastifyPluginAsyncZod =>
  async (_app) => {};
