import { fleetTaskTrackSchema, uuidSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { publicTrackRoutes } from '../tracking/public-track-routes';
import { trackLinkRoutes } from '../tracking/track-link-routes';
import { getFleetTaskTrack } from '../tracking/track-service';
import { printFleetTask } from './print-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];

/**
 * Printable order (PDF) and tracking. The public tracking page's data is registered from here too
 * (its own file, no login), so routes.ts stays the list of sub-resources it was.
 */
export const fleetTaskDocumentRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fleet-task/:id/pdf',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: "The printable order ('Surat Perintah Jalan'), A4 PDF in Indonesian",
          description:
            'application/pdf, shown inline (opened in a new window). Refused with ' +
            '`fleet-task/print-not-available` in Draf, Temporary, Menunggu Vendor, Diterima Vendor, ' +
            'Ditolak and Dibatalkan.',
          params: z.object({ id: uuidSchema }),
          produces: ['application/pdf'],
          // A Buffer is sent as is (Fastify serialises only objects); the schema documents the body.
          response: { 200: z.unknown().describe('The PDF document (application/pdf)'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const printed = await printFleetTask(
          context.db,
          context.routing,
          authOf(request),
          request.params.id,
          context.publicUrl,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${printed.filename}"`)
          .header('cache-control', 'no-store')
          .send(printed.content);
      },
    );

    app.get(
      '/fleet-task/track/:id',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: "The track view behind 'Lacak Kendaraan': the vehicle's last position and the route",
          description:
            'last_position is given only while the task is on the way on own vehicle (is_trackable); ' +
            'each point says whether it is completed.',
          params: z.object({ id: uuidSchema }),
          response: { 200: dataOf(fleetTaskTrackSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await getFleetTaskTrack(
          context.db,
          context.routing,
          authOf(request),
          request.params.id,
          context.publicUrl,
        ),
      }),
    );

    await app.register(publicTrackRoutes(context));
    await app.register(trackLinkRoutes(context));
  };
