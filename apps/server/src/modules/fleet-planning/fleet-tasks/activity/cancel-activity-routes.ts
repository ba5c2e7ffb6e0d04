import { cancelActivityRequestSchema, canceledActivityOrderSchema, uuidSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { cancelActivity } from './cancel-activity-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];

/** The row menu's 'Batalkan' (fleet-task-planning.md section 4 'Activity row menu'). */
export const fleetTaskCancelActivityRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
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
