import { listQuerySchema, listResponseSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { getDrivers, getNearestVehicles } from './service';

/** 'true' or 'false' in the query string; absent means both. */
const availableSchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

// A decimal written out, so that an empty value is 'required' instead of being read as 0.
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .describe(`Decimal degrees, -${limit} to ${limit}`)
    .pipe(z.coerce.number<string>().min(-limit).max(limit));

const driverQuerySchema = listQuerySchema.extend({ available: availableSchema });

const nearestVehicleQuerySchema = listQuerySchema
  .pick({ limit: true, page: true, search: true })
  .extend({ latitude: coordinate(90), longitude: coordinate(180), available: availableSchema });

const occupyingTaskSchema = z
  .object({ id: z.string(), number: z.string(), estimated_arrival_on: z.string().nullable() })
  .nullable();

const driverSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone_no: z.string().nullable(),
  is_available: z.boolean(),
  fleet_task: occupyingTaskSchema,
});

const nearestVehicleSchema = z.object({
  id: z.number(),
  license_plate: z.string(),
  vehicle_type: z.object({ type: z.string() }),
  box_type: z.object({ name: z.string() }).nullable(),
  fuel: z.string().nullable(),
  driver: z.object({ id: z.number(), name: z.string(), is_available: z.boolean() }).nullable(),
  distance: z.number().nullable(),
  is_available: z.boolean(),
  fleet_task: occupyingTaskSchema,
});

/** The fleet task form's pickers: drivers and nearest vehicles with their availability. */
export const fleetResourceRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/driver',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags: ['fleet-planning'],
          summary:
            "The company's active drivers; a driver on a SCHEDULED or STARTED task is not available " +
            'and carries that task. Search: name, phone; sorts: name, is_available; filter: id eq|in',
          security: [{ bearer: [] }],
          querystring: driverQuerySchema,
          response: { 200: listResponseSchema(driverSchema), ...errorResponses },
        },
      },
      async (request) => {
        const { available, ...query } = request.query;
        return getDrivers(context.db, authOf(request), query, available);
      },
    );

    app.get(
      '/nearest-vehicle',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags: ['fleet-planning'],
          summary:
            "The company's active vehicles, nearest to the point first (metres, from the last GPS " +
            'position, else the home garage; unknown last). Search: plate, type, driver name',
          security: [{ bearer: [] }],
          querystring: nearestVehicleQuerySchema,
          response: {
            200: dataOf(z.object({ total_count: z.number(), result: z.array(nearestVehicleSchema) })),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { latitude, longitude, ...rest } = request.query;
        const data = await getNearestVehicles(context.db, authOf(request), {
          ...rest,
          point: { latitude, longitude },
        });
        return { data };
      },
    );
  };
