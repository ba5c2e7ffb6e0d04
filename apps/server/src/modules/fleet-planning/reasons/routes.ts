import { integerIdSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { getReason } from './service';

const reasonSchema = z.object({
  id: z.number(),
  reason: z.string(),
  type: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
});

export const reasonRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reason/:id',
      {
        config: { scopes: ['reason:read'] },
        schema: {
          tags: ['fleet-planning'],
          summary: "A cancel reason of the caller's company",
          security: [{ bearer: [] }],
          params: z.object({ id: integerIdSchema }),
          response: { 200: dataOf(reasonSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getReason(context.db, authOf(request), request.params.id) }),
    );
  };
