import { publicTrackSchema, trackTokenSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBodySchema } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { getPublicTrack } from './track-service';

/**
 * Tokens are 192 random bits, so guessing is hopeless; the limit keeps anyone from hammering the
 * route (and the routing provider behind it) while still letting a page refresh every few seconds.
 */
export const PUBLIC_TRACK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The data of the public page a task's track_link opens: no login, nothing private. */
export const publicTrackRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/public/track/:token',
      {
        config: { public: true, rateLimit: PUBLIC_TRACK_RATE_LIMIT },
        schema: {
          tags: ['fleet-planning'],
          summary: 'Public tracking data of a task, by the token of its track_link (no login)',
          description:
            'Status, FO number, plate, last position and the route points with their ETAs and ' +
            'completion. No driver, phone numbers, prices, notes or ids. An unknown token, a cancelled ' +
            'or Temporary task answers 404 `not-found`. Limited to 60 requests a minute per client.',
          params: z.object({ token: trackTokenSchema }),
          response: {
            200: dataOf(publicTrackSchema),
            400: errorBodySchema,
            404: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => ({
        data: await getPublicTrack(context.db, context.routing, request.params.token),
      }),
    );
  };
