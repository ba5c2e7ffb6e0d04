import { uuidSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { trackLink } from '../task/presenters';
import { replaceTrackToken } from './track-token';

/** A task's public tracking link can be replaced: the old one stops working at once. */
export const trackLinkRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/fleet-task/:id/track-link',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags: ['fleet-planning'],
          security: [{ bearer: [] }],
          summary: "Replaces the task's public tracking link; the old link answers 404 from now on",
          params: z.object({ id: uuidSchema }),
          response: { 200: dataOf(z.object({ track_link: z.string() })), ...errorResponses },
        },
      },
      async (request) => {
        const token = await replaceTrackToken(context.db, authOf(request).companyId, request.params.id);
        return { data: { track_link: trackLink(context.publicUrl, token) } };
      },
    );
  };
