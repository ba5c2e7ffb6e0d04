import { integerIdSchema, listQuerySchema, listResponseSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { getAddress, getAddresses, getBoxTypes, getVehicles } from './service';

const addressSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  city: z.string(),
  province: z.string(),
  is_garage: z.boolean(),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
  created_on: z.string(),
});

const boxTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  max_weight_kg: z.number().nullable(),
  max_volume_cbm: z.number().nullable(),
});

const vehicleSchema = z.object({
  id: z.number(),
  license_plate: z.string(),
  vehicle_type: z.object({ id: z.number(), type: z.string() }),
  box_type: z.object({ name: z.string() }).nullable(),
  fuel: z.string().nullable(),
  imei: z.string().nullable(),
  is_active: z.boolean(),
  driver: z.object({ id: z.number(), name: z.string() }).nullable(),
  home_address: z.object({ id: z.number(), name: z.string() }).nullable(),
  last_position: z
    .object({ latitude: z.number(), longitude: z.number(), recorded_on: z.string() })
    .nullable(),
});

/** Vehicle management: addresses, box types and vehicles, read by the fleet task and vendor forms. */
export const vehicleManagementRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/address',
      {
        config: { scopes: ['master-data:read'] },
        schema: {
          tags: ['vehicle-management'],
          summary:
            "The company's addresses. Filters: is_garage eq, id eq|in, city eq|in; search: name, " +
            'full_name, city; sorts: name, city, created_on',
          security: [{ bearer: [] }],
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(addressSchema), ...errorResponses },
        },
      },
      async (request) => getAddresses(context.db, authOf(request), request.query),
    );

    app.get(
      '/address/:id',
      {
        config: { scopes: ['master-data:read'] },
        schema: {
          tags: ['vehicle-management'],
          summary: "An address of the caller's company",
          security: [{ bearer: [] }],
          params: z.object({ id: integerIdSchema }),
          response: { 200: dataOf(addressSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getAddress(context.db, authOf(request), request.params.id) }),
    );

    app.get(
      '/box-type',
      {
        config: { scopes: ['master-data:read'] },
        schema: {
          tags: ['vehicle-management'],
          summary: "The company's box types with their capacity. Filter: id eq|in; search and sort: name",
          security: [{ bearer: [] }],
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(boxTypeSchema), ...errorResponses },
        },
      },
      async (request) => getBoxTypes(context.db, authOf(request), request.query),
    );

    app.get(
      '/vehicle',
      {
        config: { scopes: ['master-data:read'] },
        schema: {
          tags: ['vehicle-management'],
          summary:
            "The company's vehicles with type, box, default driver, home garage and last GPS position. " +
            'Filters: id eq|in, is_active eq; search: plate, type; sorts: license_plate, last_position_on',
          security: [{ bearer: [] }],
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(vehicleSchema), ...errorResponses },
        },
      },
      async (request) => getVehicles(context.db, authOf(request), request.query),
    );
  };
