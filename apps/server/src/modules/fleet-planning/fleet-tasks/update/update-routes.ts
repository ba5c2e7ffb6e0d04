import { fleetTaskSchema, updateFleetTaskRequestSchema, uuidSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import { updateFleetTask } from './update-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];

/** PATCH of a task with the rules of spec section 5. */
export const fleetTaskUpdateRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/fleet-task/:id',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Changes what the body sends (the update payload of section 3)',
          description:
            'Start and end must be garages; shipment_reference unique among tasks not cancelled; vehicle ' +
            'and driver from master data and not on an overlapping SCHEDULED or STARTED task; a vendor ' +
            'ACTIVE and paired; sent to a vendor, expected_departure_on and shipment_reference are null; ' +
            'send_by only in Draf or Temporary; a phone in +62 form, required while notification_enabled. ' +
            'Nothing changes in the statuses that are not editable (fleet-task/not-editable). A PATCH that ' +
            'changes nothing writes nothing; a stale updated_on answers 409.',
          params: z.object({ id: uuidSchema }),
          body: updateFleetTaskRequestSchema,
          response: { 200: dataOf(fleetTaskSchema), ...errorResponses, 409: errorBodySchema },
        },
      },
      async (request) => ({
        data: await updateFleetTask(context, authOf(request), request.params.id, request.body),
      }),
    );
  };
