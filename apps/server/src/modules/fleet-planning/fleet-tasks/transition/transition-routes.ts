import {
  fleetTaskSchema,
  fleetTaskTransitionRequestSchema,
  historyEventSchema,
  historyQuerySchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { fleetTaskHistory, transitionFleetTaskAs } from './transition-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidSchema });

/** Status transitions and history. */
export const fleetTaskTransitionRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/fleet-task/:id/transition',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Moves the task along the status graph of section 4',
          description:
            'status: DRAFT (saves a Temporary task), SCHEDULED, STARTED, ENDED, CANCELED (canceled_reason_id ' +
            'required), WAITING_FOR_VENDOR; ACCEPTEP_BY_VENDOR is accepted as ACCEPTED_BY_VENDOR. ' +
            'auto_start_type GEOFENCE goes with SCHEDULED (travel automation). Errors carry errors_v2 ' +
            'issues (FLEET_TASK.FLEET_TASK_ACTIVITIES_NOT_COMPLETED, ..._CUSTOMER_PHONE_NUMBER_IS_REQUIRED).',
          params: idParams,
          body: fleetTaskTransitionRequestSchema,
          response: { 200: dataOf(fleetTaskSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await transitionFleetTaskAs(context, authOf(request), request.params.id, request.body),
      }),
    );

    app.get(
      '/fleet-task/:id/history',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: "The task's history events, newest first (type: basic)",
          params: idParams,
          querystring: historyQuerySchema,
          response: { 200: dataOf(z.array(historyEventSchema)), ...errorResponses },
        },
      },
      async (request) => ({
        data: await fleetTaskHistory(context.db, authOf(request), request.params.id),
      }),
    );
  };
