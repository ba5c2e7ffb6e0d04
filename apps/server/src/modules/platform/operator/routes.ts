import {
  createSystemNotificationSchema,
  integerIdSchema,
  listQuerySchema,
  listResponseSchema,
  operatorBannerSchema,
  operatorCompanySchema,
  operatorSystemNotificationSchema,
  pageQuerySchema,
  putBannerRequestSchema,
  updateFeaturesRequestSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { listOperatorAnnouncements, publishAnnouncement } from '../announcements/service';
import { listOperatorBanners, putBanner, removeBanner } from '../banner/service';
import { listOperatorCompanies, updateCompanyFeatures } from './service';

const tags = ['platform-operator'];
const security = [{ bearer: [] }];
// The guard refuses every other caller: 403 auth/operator-only (docs/platform-shell.md section 1).
const config = { operator: 'only' } as const;
const idParams = z.object({ id: integerIdSchema });

/** The platform operator's console: companies and their flags, announcements, banners. */
export const operatorRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/operator/company',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'The companies of the installation with their feature flags (search by name)',
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(operatorCompanySchema), ...errorResponses },
        },
      },
      (request) => listOperatorCompanies(db, request.query),
    );

    app.patch(
      '/operator/company/:id/features',
      {
        config,
        schema: {
          tags,
          security,
          summary: "Switches some of a company's feature flags; the others keep theirs",
          params: idParams,
          body: updateFeaturesRequestSchema,
          response: { 200: dataOf(operatorCompanySchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await updateCompanyFeatures(db, authOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/operator/system-notification',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Publishes an announcement to every company or to `company_ids`',
          description:
            'Images are `asset_id`s from `POST /operator/upload` (unknown: 400 `platform/unknown-image`). ' +
            'Every connected user it reaches gets `system-notif-{userId}` on the live socket.',
          body: createSystemNotificationSchema,
          response: { 201: dataOf(operatorSystemNotificationSchema), ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await publishAnnouncement(db, authOf(request), request.body) }),
    );

    app.get(
      '/operator/system-notification',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'The published announcements, newest first, with their read counts',
          querystring: pageQuerySchema,
          response: { 200: listResponseSchema(operatorSystemNotificationSchema), ...errorResponses },
        },
      },
      (request) => listOperatorAnnouncements(db, request.query),
    );

    app.put(
      '/operator/banner',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Sets the banner of a company (or of all: `company_id: null`), replacing its active one',
          body: putBannerRequestSchema,
          response: { 200: dataOf(operatorBannerSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await putBanner(db, authOf(request), request.body) }),
    );

    app.get(
      '/operator/banner',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'The active banners, the one for all companies first',
          response: { 200: listResponseSchema(operatorBannerSchema), ...errorResponses },
        },
      },
      () => listOperatorBanners(db),
    );

    app.delete(
      '/operator/banner/:id',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Ends an active banner',
          params: idParams,
          response: { 204: z.void().describe('Ended'), ...errorResponses },
        },
      },
      async (request, reply) => {
        await removeBanner(db, request.params.id);
        return reply.code(204).send();
      },
    );
  };
