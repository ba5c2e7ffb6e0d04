import {
  cancelActivityRequestSchema,
  canceledActivityOrderSchema,
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
import { cancelActivity } from '../activity/cancel-activity-service';
import { listTransferTargets, transferOrder } from './transfer-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];

/**
 * The row menu's 'Transfer Pengiriman' and 'Batalkan' (fleet-task-planning.md section 4 'Activity
 * row menu', 'Transfer wizard'; section 7).
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

    app.post(
      '/fleet-task/:id/point/:pointId/activity/:activityId/cancel',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: "'Batalkan': cancels the delivery order of the activity and takes it off the route",
          description:
            "The spec offers 'Batalkan' on a pending row of a Dijadwalkan task and says no more. A " +
            'transport company cancels the shipment, not half of it: the order becomes CANCELED with ' +
            'the reason (canceled_reason_id, a reason of type CANCELED, as when a task is cancelled) and ' +
            'its pickup and drop leave the route (emptied stops go, totals and estimated arrival are ' +
            'refreshed, a vendor on the task is cleared); history on the task and on the order. A ' +
            'cancelled order never travels again. Refused outside Dijadwalkan ' +
            '(activity-cancel/requires-scheduled), for an order from a vendor request ' +
            '(failed-to-canceled), once a pickup or drop of the order is done on any task ' +
            '(activity-cancel/activity-completed), while another open task plans a leg of it ' +
            '(activity-cancel/delivery-order-on-another-task) and for the last order of the task ' +
            '(minimum-one-delivery: cancel the task instead). To keep the order for later, remove it ' +
            "('Keluarkan Pengiriman') instead.",
          params: z.object({ id: uuidSchema, pointId: uuidSchema, activityId: uuidSchema }),
          body: cancelActivityRequestSchema,
          response: { 200: dataOf(canceledActivityOrderSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await cancelActivity(
          context.db,
          context.routing,
          authOf(request),
          request.params,
          request.body.canceled_reason_id,
        ),
      }),
    );
  };
