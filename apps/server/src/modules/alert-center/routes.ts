import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from '../context';
import { alertIconRoutes } from './catalogue/icon-routes';
import { alertCenterGraphql, type GraphqlOptions } from './graphql/plugin';
import { mediaRoutes } from './media/media-routes';

/**
 * The Alert Center under /api: its REST paths (icons) under /alert-center/v1 and its GraphQL API at
 * /graphql (module README), and the dashcam's clip routes under /media/v1 (media README).
 */
export const alertCenterRoutes =
  (api: ApiContext, options: GraphqlOptions): FastifyPluginAsync =>
  async (app) => {
    await app.register(alertIconRoutes, { prefix: '/alert-center/v1' });
    await app.register(mediaRoutes(api), { prefix: '/media/v1' });
    await app.register(alertCenterGraphql(api, options));
  };
