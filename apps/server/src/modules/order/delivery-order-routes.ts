import {
  bulkCreateDeliveryOrdersRequestSchema,
  createDeliveryOrderRequestSchema,
  createdDeliveryOrderSchema,
  deliveryOrderDetailSchema,
  deliveryOrderIdsRequestSchema,
  deliveryOrderListRowSchema,
  duplicatedDeliveryOrderSchema,
  importReferencesRequestSchema,
  importReferencesSchema,
  listQuerySchema,
  listResponseSchema,
  updateDeliveryOrderRequestSchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../http/schemas';
import { type ApiContext, readDbOf } from '../context';
import { createDeliveryOrders } from './create-service';
import { importReferences } from './import-references';
import {
  deleteDeliveryOrders,
  duplicateDeliveryOrders,
  getDeliveryOrder,
  listDeliveryOrders,
} from './service';
import { updateDeliveryOrder } from './update-service';

const tags = ['order'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidSchema });
/**
 * A spreadsheet import sends up to 5,000 orders in one all-or-nothing call, a few MB of JSON; the
 * app's 1 MB default would cut it at about 2,000 rows.
 */
const BULK_BODY_LIMIT = 16 * 1024 * 1024;

export const deliveryOrderRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/delivery-order',
      {
        config: { scopes: ['delivery-order:read'] },
        schema: {
          tags,
          security,
          summary:
            'Delivery orders. Filters: status.name, shipment_type, customer.id, origin_address.id, destination_address.id, ' +
            'created_on, expected_pickup_on, expected_delivered_on, is_from_vendor_request, load_weight, load_volume. ' +
            'Sorts: number, created_on, updated_on, expected_pickup_on, expected_delivered_on, customer.name. ' +
            'User definition fields also appear as top-level fields named by their key; fleet_task is the task holding the order.',
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(deliveryOrderListRowSchema), ...errorResponses },
        },
      },
      async (request) => listDeliveryOrders(await readDbOf(context, request), authOf(request), request.query),
    );

    app.get(
      '/delivery-order/:id',
      {
        config: { scopes: ['delivery-order:read'] },
        schema: {
          tags,
          security,
          summary: 'A delivery order with its loads, transits and the fleet task that holds it',
          params: idParams,
          response: { 200: dataOf(deliveryOrderDetailSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getDeliveryOrder(db, authOf(request), request.params.id) }),
    );

    app.post(
      '/delivery-order',
      {
        config: { scopes: ['delivery-order:create'] },
        schema: {
          tags,
          security,
          summary:
            'Creates an OPEN delivery order with a generated number (DO-YYMM-NNNNN) and optional loads',
          body: createDeliveryOrderRequestSchema,
          response: { 201: dataOf(deliveryOrderDetailSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const [created] = await createDeliveryOrders(db, auth, [request.body], () => '');
        reply.code(201);
        return { data: await getDeliveryOrder(db, auth, (created as { id: string }).id) };
      },
    );

    app.post(
      '/delivery-order/bulk',
      {
        config: { scopes: ['delivery-order:create'] },
        bodyLimit: BULK_BODY_LIMIT,
        schema: {
          tags,
          security,
          summary:
            'Creates up to 5,000 orders all-or-nothing; problems are reported per item (items.3.customer_id)',
          body: bulkCreateDeliveryOrdersRequestSchema,
          response: { 201: dataOf(z.array(createdDeliveryOrderSchema)), ...errorResponses },
        },
      },
      async (request, reply) => {
        const data = await createDeliveryOrders(
          db,
          authOf(request),
          request.body.items,
          (index) => `items.${index}.`,
        );
        reply.code(201);
        return { data };
      },
    );

    app.post(
      '/delivery-order/import-references',
      {
        config: { scopes: ['delivery-order:create'] },
        schema: {
          tags,
          security,
          summary:
            "The company's customers, addresses and products with the names a spreadsheet import uses " +
            '(trimmed, any case); a name may match none or several',
          body: importReferencesRequestSchema,
          response: { 200: dataOf(importReferencesSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await importReferences(db, authOf(request).companyId, request.body) }),
    );

    app.patch(
      '/delivery-order/:id',
      {
        config: { scopes: ['delivery-order:update'] },
        schema: {
          tags,
          security,
          summary:
            'Partial update. A stale updated_on answers 409; addresses, shipment type and transits are locked ' +
            'while the order is on a STARTED or ENDED fleet task',
          params: idParams,
          body: updateDeliveryOrderRequestSchema,
          response: { 200: dataOf(deliveryOrderDetailSchema), ...errorResponses, 409: errorBodySchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await updateDeliveryOrder(db, auth, request.params.id, request.body);
        return { data: await getDeliveryOrder(db, auth, request.params.id) };
      },
    );

    app.post(
      '/delivery-order/delete',
      {
        config: { scopes: ['delivery-order:delete'] },
        schema: {
          tags,
          security,
          summary: 'Deletes orders all-or-nothing; refused while an order is on a fleet task',
          body: deliveryOrderIdsRequestSchema,
          response: { 200: dataOf(z.object({ ids: z.array(z.string()) })), ...errorResponses },
        },
      },
      async (request) => ({ data: await deleteDeliveryOrders(db, authOf(request), request.body.ids) }),
    );

    app.post(
      '/delivery-order/duplicate',
      {
        // A copy is a new order, so copying needs the right to create as well as to read the source.
        config: { scopes: ['delivery-order:read', 'delivery-order:create'] },
        schema: {
          tags,
          security,
          summary: 'Copies orders with new numbers, status OPEN and loads with nothing picked or delivered',
          body: deliveryOrderIdsRequestSchema,
          response: { 201: dataOf(z.array(duplicatedDeliveryOrderSchema)), ...errorResponses },
        },
      },
      async (request, reply) => {
        const data = await duplicateDeliveryOrders(db, authOf(request), request.body.ids);
        reply.code(201);
        return { data };
      },
    );
  };
