import { feedbackRequestSchema, feedbackSchema, feedbackStatusSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { feedbackStatus, sendFeedback } from './service';

const tags = ['platform'];
const security = [{ bearer: [] }];
const config = { scopes: ['customer-wish-feedback:create'] } as const;

/** The satisfaction feedback (docs/platform-shell.md section 6). */
export const feedbackRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.post(
      '/feedback',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Sends the satisfaction feedback: point 1 to 5 (default 5) and a comment',
          description:
            'Once per user and calendar month (else 409 `feedback/already-sent`); not for white-label ' +
            'companies (403 `platform/not-for-white-label`).',
          body: feedbackRequestSchema,
          response: { 201: dataOf(feedbackSchema), ...errorResponses, 409: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await sendFeedback(db, authOf(request), request.body) }),
    );

    app.get(
      '/feedback-status',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Whether the caller sent feedback this month (the modal rule is feedbackPromptDue)',
          response: { 200: dataOf(feedbackStatusSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await feedbackStatus(db, authOf(request)) }),
    );
  };
