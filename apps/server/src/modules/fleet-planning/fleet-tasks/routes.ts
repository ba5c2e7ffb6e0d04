import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context';
import { fleetTaskActivityRoutes } from './activity-routes';
import { fleetTaskCoreRoutes } from './core-routes';
import { fleetTaskDocumentRoutes } from './document-routes';
import { fleetTaskOrderRoutes } from './order-routes';
import { fleetTaskSequenceRoutes } from './sequence-routes';
import { fleetTaskTransferRoutes } from './transfer-routes';
import { fleetTaskTransitionRoutes } from './transition-routes';
import { fleetTaskUpdateRoutes } from './update-routes';
import { fleetTaskVendorRoutes } from './vendor-routes';

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
  };
