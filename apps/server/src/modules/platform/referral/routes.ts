import { referralSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { companyReferral } from './service';

/** The referral program's link (docs/platform-shell.md section 6). */
export const referralRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/referral',
      {
        config: { scopes: ['referal_program:read'] },
        schema: {
          tags: ['platform'],
          security: [{ bearer: [] }],
          summary: "The company's referral code and link (not for white-label companies: 403)",
          response: { 200: dataOf(referralSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await companyReferral(context.db, authOf(request), context.publicUrl) }),
    );
  };
