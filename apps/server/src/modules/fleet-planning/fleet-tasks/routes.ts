import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';
import { fleetTaskActivityRoutes } from './activity/activity-routes';
import { fleetTaskCancelActivityRoutes } from './activity/cancel-activity-routes';
import { fleetTaskDocumentRoutes } from './documents/document-routes';
import { fleetTaskOrderRoutes } from './orders/order-routes';
import { fleetTaskSequenceRoutes } from './sequence/sequence-routes';
import { fleetTaskCoreRoutes } from './task/task-routes';
import { fleetTaskTransferRoutes } from './transfer/transfer-routes';
import { fleetTaskTransitionRoutes } from './transition/transition-routes';
import { fleetTaskUpdateRoutes } from './update/update-routes';
import { fleetTaskVendorRoutes } from './vendor/vendor-routes';

/** Every fleet-task path of spec section 7, one file per sub-resource. */
export const fleetTaskRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fleetTaskCoreRoutes(context));
    await app.register(fleetTaskUpdateRoutes(context));
    await app.register(fleetTaskTransitionRoutes(context));
    await app.register(fleetTaskOrderRoutes(context));
    await app.register(fleetTaskSequenceRoutes(context));
    await app.register(fleetTaskVendorRoutes(context));
    await app.register(fleetTaskDocumentRoutes(context));
    await app.register(fleetTaskActivityRoutes(context));
    await app.register(fleetTaskTransferRoutes(context));
    await app.register(fleetTaskCancelActivityRoutes(context));
  };
