import { notificationMessageSchema, uuidSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { taskNotifications } from './service';

/**
 * The notification outbox of a task, under /api/fleet-planning/v1 (registered inside the '/api'
 * plugin of app.ts, where the auth guard runs).
 */
export const notificationRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fleet-task/:id/notification',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags: ['fleet-planning'],
          security: [{ bearer: [] }],
          summary: "The task's WhatsApp customer notifications (the outbox), newest first",
          description:
            'One message per status change into a notification status (section 4) while the notification ' +
            'is on. delivery_status: PENDING, SENDING, SENT (accepted by the WhatsApp Cloud API), FAILED, ' +
            'NOT_SENT (reason says why: empty phone, WhatsApp not configured, ...).',
          params: z.object({ id: uuidSchema }),
          response: { 200: dataOf(z.array(notificationMessageSchema)), ...errorResponses },
        },
      },
      async (request) => ({
        data: await taskNotifications(context.db, authOf(request), request.params.id, context.publicUrl),
      }),
    );
  };
