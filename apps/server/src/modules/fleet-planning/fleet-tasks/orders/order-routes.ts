import {
  listQuerySchema,
  listResponseSchema,
  removedTaskDeliveryOrderSchema,
  taskDeliveryOrderRowSchema,
  taskDeliveryOrdersRequestSchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { attachOrders, listTaskOrders, removeOrder } from './order-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];
const taskParams = z.object({ id: uuidSchema });
const orderList = listResponseSchema(taskDeliveryOrderRowSchema);

/** Delivery orders on a task: list, attach, remove, intervention (fleet-task-planning.md section 7). */
export const fleetTaskOrderRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fleet-task/:id/delivery-order',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: "The task's delivery orders, each with the status of its pickup and drop on the task",
          description: 'Filters, search and sorts of GET /api/order/v1/delivery-order.',
          params: taskParams,
          querystring: listQuerySchema,
          response: { 200: orderList, ...errorResponses },
        },
      },
      async (request) => listTaskOrders(context.db, authOf(request), request.params.id, request.query),
    );

    app.put(
      '/fleet-task/:id/delivery-order',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Attaches OPEN orders (those already on the task stay); answers all orders of the task',
          description:
            'A pickup at the origin and a drop at the destination of each order, grouped into stops by ' +
            'address; a TRANSIT order brings its current leg only. An order on another open task is refused ' +
            '(delivery/cannot-unassign-from-fleet-task). On a task on its way this is an intervention.',
          params: taskParams,
          body: taskDeliveryOrdersRequestSchema,
          response: { 200: orderList, ...errorResponses },
        },
      },
      async (request) =>
        attachOrders(
          context.db,
          context.routing,
          authOf(request),
          request.params.id,
          request.body.delivery_order_ids,
          'attach',
        ),
    );

    app.post(
      '/fleet-task/:id/intervention',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Adds orders to a task on its way (no vendor, not from a vendor request)',
          params: taskParams,
          body: taskDeliveryOrdersRequestSchema,
          response: { 200: orderList, ...errorResponses },
        },
      },
      async (request) =>
        attachOrders(
          context.db,
          context.routing,
          authOf(request),
          request.params.id,
          request.body.delivery_order_ids,
          'intervention',
        ),
    );

    app.delete(
      '/fleet-task/:id/delivery-order/:orderId',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: "Removes an order from the task ('Keluarkan Pengiriman'); the order is OPEN again",
          description:
            'Refused for the last order (minimum-one-delivery), an order from a vendor request, an order ' +
            'with a completed activity, a TRANSIT order assigned further on another task, and in statuses ' +
            'where the row menu does not offer it. Clears a vendor on the task.',
          params: taskParams.extend({ orderId: uuidSchema }),
          response: { 200: dataOf(removedTaskDeliveryOrderSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await removeOrder(
          context.db,
          context.routing,
          authOf(request),
          request.params.id,
          request.params.orderId,
        ),
      }),
    );
  };
