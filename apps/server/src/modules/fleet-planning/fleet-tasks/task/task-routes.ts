import {
  fleetTaskIdsRequestSchema,
  fleetTaskListRowSchema,
  fleetTaskSchema,
  listQuerySchema,
  listResponseSchema,
  uuidSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorResponses } from '../../../../http/schemas';
import { type ApiContext, readDbOf } from '../../../context';
import {
  createFleetTask,
  deleteFleetTasks,
  getFleetTask,
  listFleetTasks,
  resourceAvailability,
} from './task-service';

const tags = ['fleet-planning'];

const heldSchema = <C extends string>(code: C) =>
  z.object({
    id: z.number(),
    fleet_task: z.object({ id: z.string(), number: z.string() }),
    code: z.literal(code),
  });

const availabilitySchema = z.object({
  vehicles: z.array(heldSchema('invalid/vehicle-already-used')),
  drivers: z.array(heldSchema('invalid/driver-already-used')),
});
const security = [{ bearer: [] }];

/** List, create (as TEMPORARY), read and delete fleet tasks. */
export const fleetTaskCoreRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fleet-task',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: 'Fleet tasks of the company (Temporary tasks are not listed)',
          description:
            'Filters: status.name, created_on, expected_departure_on, load_weight, load_volume, start_address.id, ' +
            'vehicle.id, driver_user.id, vendor.id; search over number, shipment reference, plate and driver.',
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(fleetTaskListRowSchema), ...errorResponses },
        },
      },
      async (request) => listFleetTasks(await readDbOf(context, request), authOf(request), request.query),
    );

    app.post(
      '/fleet-task',
      {
        config: { scopes: ['fleet-task:create'] },
        schema: {
          tags,
          security,
          summary: 'Starts a task in Temporary with its FO number and the default garages',
          response: { 201: dataOf(fleetTaskSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const task = await createFleetTask(context.db, authOf(request), context.publicUrl);
        return reply.status(201).send({ data: task });
      },
    );

    app.get(
      '/fleet-task/:id',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: 'One fleet task',
          params: z.object({ id: uuidSchema }),
          response: { 200: dataOf(fleetTaskSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await getFleetTask(context.db, authOf(request), request.params.id, context.publicUrl),
      }),
    );

    app.get(
      '/fleet-task/:id/resource-availability',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary:
            "Vehicles and drivers another task holds over this task's departure window, each with the " +
            'code a save would refuse it with (the same overlap rule as PATCH and the transitions)',
          params: z.object({ id: uuidSchema }),
          response: { 200: dataOf(availabilitySchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await resourceAvailability(context.db, authOf(request), request.params.id),
      }),
    );

    app.post(
      '/fleet-task/delete',
      {
        config: { scopes: ['fleet-task:delete'] },
        schema: {
          tags,
          security,
          summary: 'Deletes Draf tasks, all or none',
          body: fleetTaskIdsRequestSchema,
          response: { 200: dataOf(z.object({ deleted: z.number() })), ...errorResponses },
        },
      },
      async (request) => {
        await deleteFleetTasks(context.db, authOf(request), request.body.ids);
        return { data: { deleted: new Set(request.body.ids).size } };
      },
    );
  };
