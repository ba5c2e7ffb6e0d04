import { AUTOCOMPLETE_SOURCES, updateSettingRequestSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { getSettings, updateSettings } from './service';

const addressSchema = z.object({ id: z.number(), name: z.string() }).nullable();

const settingSchema = z.object({
  start_address_default: z.number().nullable().describe('Garage address id'),
  end_address_default: z.number().nullable().describe('Garage address id'),
  start_address_toggle: z.boolean(),
  end_address_toggle: z.boolean(),
  autocomplete_source: z.enum(AUTOCOMPLETE_SOURCES),
  is_autocomplete_on: z.boolean(),
  is_driver_load_adjustment_on: z.boolean().describe('Drivers may adjust loads from the driver app'),
  start_address: addressSchema,
  end_address: addressSchema,
  updated_on: z.string().nullable().describe('Null until the settings are first saved'),
  updated_by: z.number().nullable(),
});

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];

/** Fleet settings of the company (default addresses, GPS autocomplete). */
export const settingRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/setting',
      {
        config: { scopes: ['setting:read'] },
        schema: {
          tags,
          security,
          summary: "The company's fleet settings; the defaults until they are first saved",
          response: { 200: dataOf(settingSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getSettings(db, authOf(request)) }),
    );

    app.patch(
      '/setting',
      {
        config: { scopes: ['setting:update'] },
        schema: {
          tags,
          security,
          summary:
            'Changes what the body sends; default addresses must be garages; a stale updated_on is 409',
          body: updateSettingRequestSchema,
          response: { 200: dataOf(settingSchema), ...errorResponses, 409: errorBodySchema },
        },
      },
      async (request) => ({ data: await updateSettings(db, authOf(request), request.body) }),
    );
  };
