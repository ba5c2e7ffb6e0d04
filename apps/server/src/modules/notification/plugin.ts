import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from '../context';

/** The outbox worker that delivers queued WhatsApp messages (GPS issue item 7). */
export const notificationPlugin =
  (_context: ApiContext): FastifyPluginAsync =>
  async (_app) => {};
