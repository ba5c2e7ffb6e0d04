import { DomainError } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { errorBodySchema } from '../../http/schemas';
import type { ApiContext } from '../context';

const healthSchema = z.object({
  data: z.object({ status: z.literal('ok'), database: z.literal('ok'), database_kind: z.string() }),
});

export const healthRoutes =
  (context: ApiContext & { databaseKind: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['platform'],
          summary: 'Reports whether the server and its database answer',
          response: { 200: healthSchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        try {
          await sql`select 1`.execute(context.db);
        } catch (error) {
          request.log.error({ err: error }, 'database health check failed');
          throw new DomainError('service-unavailable');
        }
        return {
          data: { status: 'ok' as const, database: 'ok' as const, database_kind: context.databaseKind },
        };
      },
    );
  };
