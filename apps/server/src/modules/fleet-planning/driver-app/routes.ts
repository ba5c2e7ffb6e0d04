import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';
import type { IntakeCounters } from '../../telemetry/stats';
import { driverActivityRoutes } from './driver-activity-routes';
import { driverPositionRoutes } from './driver-position-routes';
import { driverTaskRoutes } from './driver-task-routes';

/** The driver's phone (issue 18), under /api/fleet-planning/v1/driver-app/. */
export const driverAppRoutes =
  (context: ApiContext, counters: IntakeCounters): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(driverTaskRoutes(context));
    await app.register(driverActivityRoutes(context));
    await app.register(driverPositionRoutes(context, counters));
  };
