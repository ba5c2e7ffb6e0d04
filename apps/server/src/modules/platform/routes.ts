import { dashboardSummarySchema, meResponseSchema, updateProfileRequestSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { dashboardSummary, updateProfile } from './service';

export const platformRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/summary',
      {
        config: { scopes: ['dashboard:read'] },
        schema: {
          tags: ['platform'],
          summary: "Counts of the company's vehicles, drivers, addresses and delivery orders by status",
          security: [{ bearer: [] }],
          response: { 200: dataOf(dashboardSummarySchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await dashboardSummary(context.db, authOf(request).companyId) }),
    );

    app.patch(
      '/user/profile',
      {
        schema: {
          tags: ['platform'],
          summary: "Updates the logged-in user's name and phone number",
          security: [{ bearer: [] }],
          body: updateProfileRequestSchema,
          response: { 200: meResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await updateProfile(context.db, authOf(request).user, request.body) }),
    );
  };
