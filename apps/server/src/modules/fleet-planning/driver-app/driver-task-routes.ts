import {
  driverTaskDetailSchema,
  driverTaskSummarySchema,
  driverTransitionRequestSchema,
  listQuerySchema,
  listResponseSchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { getDriverTask, listDriverTasks, transitionDriverTask } from './driver-task-service';

const tags = ['driver-app'];
const security = [{ bearer: [] }];
const READ = { scopes: ['tms_driver:read' as const] };
const UPDATE = { scopes: ['tms_driver:update' as const] };
const OWN_TASK =
  "Only the caller's own task (driver_user_id) in Dijadwalkan or Perjalanan; any other id answers 404 " +
  '`not-found`, exactly like a missing one.';

/** The driver's tasks (issue 18 item 1): list, detail, start and end. */
export const driverTaskRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fleet-task',
      {
        config: READ,
        schema: {
          tags,
          security,
          summary: "The caller's tasks today and upcoming: Perjalanan first, then by expected departure",
          description:
            "Dijadwalkan and Perjalanan tasks whose driver is the caller; a Dijadwalkan task whose departure was before today (the company's time zone) is left out. Filters: status.name, expected_departure_on; search over number and shipment reference.",
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(driverTaskSummarySchema), ...errorResponses },
        },
      },
      async (request) => listDriverTasks(context, authOf(request), request.query),
    );

    app.get(
      '/fleet-task/:id',
      {
        config: READ,
        schema: {
          tags,
          security,
          summary: 'One task with its stops in route order, contacts, orders, loads and proof',
          description: `${OWN_TASK} can_start and can_end follow the dispatcher's transition rules (ending needs every activity done); can_adjust_loads needs the company setting is_driver_load_adjustment_on.`,
          params: z.object({ id: uuidSchema }),
          response: { 200: dataOf(driverTaskDetailSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getDriverTask(context, authOf(request), request.params.id) }),
    );

    app.post(
      '/fleet-task/:id/transition',
      {
        config: UPDATE,
        schema: {
          tags,
          security,
          summary:
            'Starts (STARTED) or ends (ENDED) the trip, as the dispatcher would, with the driver as actor',
          description: `${OWN_TASK} Every refusal of POST /fleet-planning/v1/fleet-task/{id}/transition applies. The answer after ENDED is the task as it ended; it then leaves the driver's list.`,
          params: z.object({ id: uuidSchema }),
          body: driverTransitionRequestSchema,
          response: { 200: dataOf(driverTaskDetailSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await transitionDriverTask(context, authOf(request), request.params.id, request.body),
      }),
    );
  };
