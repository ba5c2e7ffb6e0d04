import { activeBannerSchema, bannerShownSchema, integerIdSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { activeBanner, bannerShown } from './service';

const tags = ['platform'];
const security = [{ bearer: [] }];
const config = { scopes: ['dashboard:read'] } as const;
const response = { 200: dataOf(activeBannerSchema.nullable()), ...errorResponses };

/** The promotional banner a company user sees on the Dashboard (docs/platform-shell.md section 6). */
export const bannerRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/banner-active',
      {
        config,
        schema: {
          tags,
          security,
          summary:
            'The active banner for all companies, with whether the caller is due to see it; null when none',
          response,
        },
      },
      async (request) => ({ data: await activeBanner(db, authOf(request), 'all') }),
    );

    app.get(
      '/banner-active/company',
      {
        config,
        schema: {
          tags,
          security,
          summary: "The active banner of the caller's company (before the one for all); null when none",
          response,
        },
      },
      async (request) => ({ data: await activeBanner(db, authOf(request), 'company') }),
    );

    app.post(
      '/banner-active/:id/shown',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Records that the caller saw the banner: not due again for its day_show days',
          params: z.object({ id: integerIdSchema }),
          response: { 200: dataOf(bannerShownSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await bannerShown(db, authOf(request), request.params.id) }),
    );
  };
