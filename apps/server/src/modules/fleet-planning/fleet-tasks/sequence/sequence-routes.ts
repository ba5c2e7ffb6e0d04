import {
  activityMovementRequestSchema,
  fleetTaskSequenceSchema,
  pointServiceTimeRequestSchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { getSequence, moveActivity, updatePointServiceTime } from './sequence-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];
const pointParams = z.object({ id: uuidSchema, pointId: uuidSchema });

/** The route sequence, point service times and activity movements (fleet-task-planning.md section 7). */
export const fleetTaskSequenceRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fleet-task/:id/sequence',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: 'START, stops and END with estimated times, service times, distances and activities',
          description:
            'START and END placeholders (id null) stand for garages without a stored point. With a ' +
            'required field missing, `missing_field` names the first one and no times are given.',
          params: z.object({ id: uuidSchema }),
          response: { 200: dataOf(fleetTaskSequenceSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await getSequence(context.db, context.routing, authOf(request), request.params.id),
      }),
    );

    app.patch(
      '/fleet-task/:id/point/:pointId',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary:
            "Sets a point's service time ('Durasi Bongkar/Muat', ISO 8601 duration, hours and minutes)",
          params: pointParams,
          body: pointServiceTimeRequestSchema,
          response: { 200: dataOf(fleetTaskSequenceSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await updatePointServiceTime(
          context.db,
          context.routing,
          authOf(request),
          { taskId: request.params.id, pointId: request.params.pointId },
          request.body.service_time,
        ),
      }),
    );

    app.post(
      '/fleet-task/:id/point/:pointId/activity/:activityId/movement',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Moves an activity one place UP or DOWN; answers the new sequence',
          description:
            "Only the directions listed in the activity's `movements`. A move on a task with a vendor " +
            'clears the vendor.',
          params: pointParams.extend({ activityId: uuidSchema }),
          body: activityMovementRequestSchema,
          response: { 200: dataOf(fleetTaskSequenceSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await moveActivity(
          context.db,
          context.routing,
          authOf(request),
          {
            taskId: request.params.id,
            pointId: request.params.pointId,
            activityId: request.params.activityId,
          },
          request.body.type,
        ),
      }),
    );
  };
