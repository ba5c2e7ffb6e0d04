import {
  fleetTaskListRowSchema,
  listQuerySchema,
  listResponseSchema,
  transferDeliveryOrderRequestSchema,
  transferredDeliveryOrderSchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { listTransferTargets, transferOrder } from './transfer-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];

/**
 * The row menu's 'Transfer Pengiriman' (fleet-task-planning.md section 4 'Activity row menu',
 * 'Transfer wizard'; section 7).
 */
export const fleetTaskTransferRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fleet-task/:id/transfer-target',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: 'Tasks that may receive an order transferred from this one (the transfer wizard)',
          description:
            "Section 7's 'Transfer target list' (status.name eq SCHEDULED, id ne current) narrowed to the " +
            'tasks the transfer accepts: Dijadwalkan, without a vendor, not a vendor request. Rows, ' +
            'search, sorts and filters of GET /fleet-task; the wizard asks limit 5.',
          params: z.object({ id: uuidSchema }),
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(fleetTaskListRowSchema), ...errorResponses },
        },
      },
      async (request) => listTransferTargets(context.db, authOf(request), request.params.id, request.query),
    );

    app.post(
      '/fleet-task/:id/delivery-order/:orderId/transfer',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: "Moves an order's pickup and drop to another scheduled task, or to a new Draf task",
          description:
            'type exist: fleet_task_uuid names a Dijadwalkan task of the company, not this one, that takes ' +
            'deliveries (no vendor, not a vendor request); otherwise transfer/target-not-found, ' +
            'transfer/same-task, transfer/target-not-scheduled or transfer/target-cannot-take-delivery on ' +
            'field fleet_task_uuid. type create: fleet_task_uuid absent or null; a Draf with its own FO ' +
            "number, the source's garages and departure, no vehicle or driver, for the dispatcher to " +
            'complete and schedule. The order must be offered the row action: DIRECT ' +
            '(transfer/transit-delivery-order), not from a vendor request ' +
            '(transfer/vendor-request-delivery-order), not picked up (transfer/delivery-order-picked-up); ' +
            'and it must be allowed to leave this task as in DELETE .../delivery-order/{orderId} ' +
            '(fleet-task/not-editable, minimum-one-delivery). A vendor on this task is cleared. Both ' +
            'routes, totals, estimated arrivals and histories change in one transaction. Answers the ' +
            'destination, so the page can navigate to it.',
          params: z.object({ id: uuidSchema, orderId: uuidSchema }),
          body: transferDeliveryOrderRequestSchema,
          response: { 200: dataOf(transferredDeliveryOrderSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await transferOrder(
          context.db,
          context.routing,
          authOf(request),
          { taskId: request.params.id, orderId: request.params.orderId },
          request.body,
        ),
      }),
    );
  };
