import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { deliveryOrderRoutes } from './delivery-order-routes';
import { historyRoutes } from './history-routes';
import { loadRoutes } from './load-routes';
import { orderMasterDataRoutes } from './master-data/routes';

/** Order service: delivery orders, their loads, history and log, and the customers and products they name. */
export const orderRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(deliveryOrderRoutes(context));
    await app.register(loadRoutes(context));
    await app.register(historyRoutes(context));
    await app.register(orderMasterDataRoutes(context));
  };
