import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from '../context';
import { announcementRoutes } from './announcements/routes';
import { assetRoutes } from './assets/routes';
import { bannerRoutes } from './banner/routes';
import { feedbackRoutes } from './feedback/routes';
import { operatorRoutes } from './operator/routes';
import { referralRoutes } from './referral/routes';

/** The platform shell of issue 17 under `/api/platform/v1` (docs/platform-shell.md), registered as one. */
export const platformShellRoutes =
  (context: ApiContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(assetRoutes(context));
    await app.register(operatorRoutes(context));
    await app.register(announcementRoutes(context));
    await app.register(bannerRoutes(context));
    await app.register(feedbackRoutes(context));
    await app.register(referralRoutes(context));
  };
