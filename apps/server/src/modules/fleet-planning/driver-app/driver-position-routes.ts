import {
  DRIVER_POSITION_INTERVAL_MS,
  driverPositionBatchSchema,
  driverPositionResultSchema,
  MAX_DRIVER_POSITIONS_PER_CALL,
} from '@armada/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import type { IntakeCounters } from '../../telemetry/stats';
import { ingestDriverPositions } from './driver-position-service';

/**
 * Per driver, as the OsmAnd port limits per device: a phone sends every 10 s and flushes its
 * offline buffer in batches, far below this; a runaway page is slowed, and keeps what was refused.
 */
export const DRIVER_POSITION_RATE_LIMIT = {
  max: 300,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `driver-position:${request.auth?.user.id ?? request.ip}`,
};

/** The phone's positions as 'Smart Driver' (issue 18 item 4). */
export const driverPositionRoutes =
  (context: ApiContext, counters: IntakeCounters): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/position',
      {
        config: { scopes: ['tms_driver:update'], rateLimit: DRIVER_POSITION_RATE_LIMIT },
        schema: {
          tags: ['driver-app'],
          security: [{ bearer: [] }],
          summary:
            "Stores the phone's fixes under the caller's device_id (the company's Smart Driver source)",
          description:
            `Up to ${MAX_DRIVER_POSITIONS_PER_CALL} fixes (the phone sends at most every ${DRIVER_POSITION_INTERVAL_MS / 1000} s and ` +
            'batches what it kept offline), through the same intake as the OsmAnd port: with autocomplete ' +
            "on and source 'Smart Driver', they start tasks and complete stops. A resent fix counts as a " +
            'duplicate. A driver without a device_id: 409 telemetry/driver-without-device, nothing stored. ' +
            'Limited to 300 calls a minute per driver.',
          body: driverPositionBatchSchema,
          response: {
            200: dataOf(driverPositionResultSchema),
            ...errorResponses,
            409: errorBodySchema,
            429: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) => ({
        data: await ingestDriverPositions(context, authOf(request), request.body, {
          log: request.log,
          counters,
        }),
      }),
    );
  };
