import {
  listResponseSchema,
  markSystemNotificationReadSchema,
  pageQuerySchema,
  systemNotificationReadSchema,
  systemNotificationSchema,
  unreadCountSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { getAnnouncement, listAnnouncements, markAnnouncementRead, unreadAnnouncementCount } from './service';

const tags = ['platform'];
const security = [{ bearer: [] }];
const uuidParams = z.object({ id: z.uuid() });
const config = { scopes: ['system_notification:read'] } as const;
const flagNote = 'Needs the company flag `vsms2_system_notification` (else 403 `platform/feature-disabled`).';

/** System announcements as a company user reads them (docs/platform-shell.md section 6). */
export const announcementRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/system-notification',
      {
        config,
        schema: {
          tags,
          security,
          summary: "The caller's announcements, newest first, with their own read state",
          description: flagNote,
          querystring: pageQuerySchema,
          response: { 200: listResponseSchema(systemNotificationSchema), ...errorResponses },
        },
      },
      (request) => listAnnouncements(db, authOf(request), request.query),
    );

    app.get(
      '/system-notification/unread-count',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'How many announcements the caller has not read',
          description: flagNote,
          response: { 200: dataOf(unreadCountSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await unreadAnnouncementCount(db, authOf(request)) }),
    );

    app.get(
      '/system-notification/:id',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'One announcement',
          description: flagNote,
          params: uuidParams,
          response: { 200: dataOf(systemNotificationSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getAnnouncement(db, authOf(request), request.params.id) }),
    );

    app.patch(
      '/system-notification/:id',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Marks an announcement read for the caller (`{is_read: true}`)',
          description: `${flagNote} \`updated_on\` is when the caller first read it.`,
          params: uuidParams,
          body: markSystemNotificationReadSchema,
          response: { 200: dataOf(systemNotificationReadSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await markAnnouncementRead(db, authOf(request), request.params.id) }),
    );
  };
