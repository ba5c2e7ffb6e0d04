import {
  createDeliveryLoadRequestSchema,
  deliveryLoadSchema,
  listQuerySchema,
  listResponseSchema,
  updateDeliveryLoadRequestSchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { createLoad, deleteLoadOfOrder, getLoad, listLoads, updateLoadOfOrder } from './load-service';

const tags = ['order'];
const security = [{ bearer: [] }];
const orderParams = z.object({ id: uuidSchema });
const loadParams = z.object({ id: uuidSchema, loadId: uuidSchema });
const LOCKED = 'Refused with delivery/load-locked once the pickup is completed on a fleet task';

export const loadRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, hooks } = context;

    app.get(
      '/delivery-order/:id/load',
      {
        config: { scopes: ['delivery-order:read'] },
        schema: {
          tags,
          security,
          summary:
            "An order's loads (limit up to 1000). Sorts: product.name, product.product_type.name, quantity, uom, " +
            'total_weight, total_volume, created_on',
          params: orderParams,
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(deliveryLoadSchema), ...errorResponses },
        },
      },
      async (request) => listLoads(db, authOf(request), request.params.id, request.query),
    );

    app.get(
      '/delivery-order/:id/load/:loadId',
      {
        config: { scopes: ['delivery-order:read'] },
        schema: {
          tags,
          security,
          summary: 'One load of an order',
          params: loadParams,
          response: { 200: dataOf(deliveryLoadSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await getLoad(db, authOf(request), request.params.id, request.params.loadId),
      }),
    );

    app.post(
      '/delivery-order/:id/load',
      {
        config: { scopes: ['delivery-order:update'] },
        schema: {
          tags,
          security,
          summary: `Adds a load; unit and conversions default to the product's. ${LOCKED}`,
          params: orderParams,
          body: createDeliveryLoadRequestSchema,
          response: { 201: dataOf(deliveryLoadSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const data = await createLoad(db, hooks, authOf(request), request.params.id, request.body);
        reply.code(201);
        return { data };
      },
    );

    app.patch(
      '/delivery-order/:id/load/:loadId',
      {
        config: { scopes: ['delivery-order:update'] },
        schema: {
          tags,
          security,
          summary: `Partial update of a load; a stale updated_on answers 409. ${LOCKED}`,
          params: loadParams,
          body: updateDeliveryLoadRequestSchema,
          response: { 200: dataOf(deliveryLoadSchema), ...errorResponses, 409: errorBodySchema },
        },
      },
      async (request) => ({
        data: await updateLoadOfOrder(
          db,
          hooks,
          authOf(request),
          request.params.id,
          request.params.loadId,
          request.body,
        ),
      }),
    );

    app.delete(
      '/delivery-order/:id/load/:loadId',
      {
        // Removing a load edits the order; deleting orders is what delivery-order:delete guards.
        config: { scopes: ['delivery-order:update'] },
        schema: {
          tags,
          security,
          summary: `Deletes a load. ${LOCKED}`,
          params: loadParams,
          response: { 200: dataOf(z.object({ id: z.string() })), ...errorResponses },
        },
      },
      async (request) => ({
        data: await deleteLoadOfOrder(db, hooks, authOf(request), request.params.id, request.params.loadId),
      }),
    );
  };
