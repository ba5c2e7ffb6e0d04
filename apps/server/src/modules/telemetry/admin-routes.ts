import {
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  driverTrackSchema,
  intakeStatsSchema,
  integerIdSchema,
  telemetryDeviceSchema,
  toZonedIso,
  trackQuerySchema,
  vehicleTrackSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import type { IntakeCounters } from './stats';
import { driverTrack, listDevices, vehicleTrack } from './track-service';

/**
 * What the company's users read and manage of telemetry: a vehicle's track, the devices and their
 * last positions, the gateways' API keys, and the intake's counters.
 */
export const adminRoutes =
  (context: ApiContext, counters: IntakeCounters): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/vehicle/:id/track',
      {
        config: { scopes: ['liveview:read'] },
        schema: {
          tags: ['telemetry'],
          summary: "A vehicle's positions between two times (at most 7 days, 10,000 positions), oldest first",
          security: [{ bearer: [] }],
          params: z.object({ id: integerIdSchema }),
          querystring: trackQuerySchema,
          response: { 200: dataOf(vehicleTrackSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await vehicleTrack(context.db, authOf(request), request.params.id, request.query),
      }),
    );

    app.get(
      '/v1/driver/:id/track',
      {
        config: { scopes: ['liveview:read'] },
        schema: {
          tags: ['telemetry'],
          summary:
            "A driver's phone positions (Smart Driver) between two times (at most 7 days, 10,000 positions), oldest first",
          security: [{ bearer: [] }],
          params: z.object({ id: integerIdSchema }),
          querystring: trackQuerySchema,
          response: { 200: dataOf(driverTrackSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await driverTrack(context.db, authOf(request), request.params.id, request.query),
      }),
    );

    app.get(
      '/v1/device',
      {
        config: { scopes: ['master-data:read'] },
        schema: {
          tags: ['telemetry'],
          summary:
            "The company's devices: vehicles by imei and drivers' phones by device_id, with their last position",
          security: [{ bearer: [] }],
          response: { 200: dataOf(z.array(telemetryDeviceSchema)), ...errorResponses },
        },
      },
      async (request) => ({ data: await listDevices(context.db, authOf(request)) }),
    );

    app.get(
      '/v1/api-key',
      {
        config: { scopes: ['setting:read'] },
        schema: {
          tags: ['telemetry'],
          summary: "The company's gateway API keys (never the keys themselves)",
          security: [{ bearer: [] }],
          response: { 200: dataOf(z.array(apiKeySchema)), ...errorResponses },
        },
      },
      async (request) => ({ data: await listApiKeys(context.db, authOf(request)) }),
    );

    app.post(
      '/v1/api-key',
      {
        config: { scopes: ['setting:update'] },
        schema: {
          tags: ['telemetry'],
          summary: 'A new gateway API key; `key` is shown in this answer only',
          security: [{ bearer: [] }],
          body: createApiKeyRequestSchema,
          response: { 200: dataOf(createdApiKeySchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await createApiKey(context.db, authOf(request), request.body) }),
    );

    app.delete(
      '/v1/api-key/:id',
      {
        config: { scopes: ['setting:update'] },
        schema: {
          tags: ['telemetry'],
          summary: 'Revokes a gateway API key: its batches are refused from now on',
          security: [{ bearer: [] }],
          params: z.object({ id: integerIdSchema }),
          response: { 200: dataOf(apiKeySchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await revokeApiKey(context.db, authOf(request), request.params.id) }),
    );

    app.get(
      '/v1/intake-stats',
      {
        config: { scopes: ['setting:read'] },
        schema: {
          tags: ['telemetry'],
          summary: "This server process's intake counters since it started (refused devices included)",
          security: [{ bearer: [] }],
          response: { 200: dataOf(intakeStatsSchema), ...errorResponses },
        },
      },
      async (request) => {
        const timeZone = authOf(request).user.company.time_zone;
        return { data: counters.snapshot((value) => toZonedIso(value, timeZone), context.intake) };
      },
    );
  };
