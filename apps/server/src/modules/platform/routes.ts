import { dashboardSummarySchema, meResponseSchema, updateProfileRequestSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { dashboardSummary, reminderShown, updateProfile } from './service';

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
          summary: "Updates the logged-in user's name, phone number (+62) or e-mail",
          description:
            'Saving a phone or an e-mail also records `last_reminder` (the contact reminder). ' +
            'An e-mail of another user: 409 `user/email-taken`.',
          security: [{ bearer: [] }],
          body: updateProfileRequestSchema,
          response: { 200: meResponseSchema, ...errorResponses, 409: errorBodySchema },
        },
      },
      async (request) => ({ data: await updateProfile(context, authOf(request).user, request.body) }),
    );

    app.post(
      '/user/profile/reminder-shown',
      {
        schema: {
          tags: ['platform'],
          summary: 'Records that the contact reminder was shown, so it waits until next month',
          security: [{ bearer: [] }],
          response: { 200: meResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await reminderShown(context, authOf(request).user) }),
    );
  };
