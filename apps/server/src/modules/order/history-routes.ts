import {
  historyEventSchema,
  historyLogRowSchema,
  historyQuerySchema,
  listQuerySchema,
  listResponseSchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { deliveryOrderHistory, deliveryOrderLog } from './service';

const tags = ['order'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidSchema });

export const historyRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/delivery-order/:id/history',
      {
        config: { scopes: ['delivery-order:read'] },
        schema: {
          tags,
          security,
          summary: "An order's history events, newest first (type: basic)",
          params: idParams,
          querystring: historyQuerySchema,
          response: { 200: dataOf(z.array(historyEventSchema)), ...errorResponses },
        },
      },
      async (request) => ({ data: await deliveryOrderHistory(db, authOf(request), request.params.id) }),
    );

    app.get(
      '/delivery-order/:id/log',
      {
        config: { scopes: ['delivery-order:read'] },
        schema: {
          tags,
          security,
          summary:
            "An order's event log as a list. Filters: event eq|in (e.g. FleetPlanning.DeliveryLoadUpdatedPicked), " +
            'created_on gte|lte, title; sorts: created_on asc|desc (default desc)',
          params: idParams,
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(historyLogRowSchema), ...errorResponses },
        },
      },
      async (request) => deliveryOrderLog(db, authOf(request), request.params.id, request.query),
    );
  };
