import { integerIdSchema, listQuerySchema, listResponseSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { getAddress, getAddresses, getBoxTypes } from './service';

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

/** Vehicle management: addresses and box types, read by the fleet task and vendor forms. */
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
  };
