import {
  type DevicePosition,
  DomainError,
  fixTimeOf,
  type GatewayBatchRequest,
  gatewayBatchRequestSchema,
  gatewayDevicePosition,
  type IntakeResult,
  intakeResultSchema,
  osmAndAlarmEvents,
  parseOsmAndRequest,
} from '@armada/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBodySchema } from '../../http/schemas';
import { ingestDeviceEvents } from '../alert-center/alerting/device-event-alerts';
import type { ApiContext } from '../context';
import { DEVICE_ROUTE_OPTIONS, GATEWAY_RATE_LIMIT, gatewayCompanyOf, gatewayKeyHook } from './gateway-auth';
import { type IntakeDeps, ingestDevicePositions, ingestDevices, intakeDepsOf } from './intake-service';
import type { IntakeCounters } from './stats';

/**
 * The device endpoints: OsmAnd (Traccar Client and trackers) and the gateways' JSON batches. Both are
 * public to the login guard and authenticate themselves: OsmAnd by the device id alone (the
 * protocol has nothing else; an unknown id is refused and counted, never stored), a batch by its
 * company's API key in `X-Api-Key`.
 */

/** The id an OsmAnd request names, read without parsing it (the rate limit runs before the handler). */
function osmAndDeviceKey(request: FastifyRequest): string {
  const read = (source: unknown, ...names: string[]) => {
    if (typeof source !== 'object' || source === null) return undefined;
    for (const name of names) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') return value;
    }
    return undefined;
  };
  return (
    read(request.query, 'id', 'deviceid') ?? read(request.body, 'id', 'deviceid', 'device_id') ?? request.ip
  );
}

/**
 * Per device, not per address: trackers behind a carrier's NAT share one address. Five a second is
 * far above any tracker's interval, and a phone flushing its offline buffer is slowed, not refused
 * for good: Traccar Client keeps what was not answered 200 and sends it again.
 */
export const OSMAND_RATE_LIMIT = {
  max: 300,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `osmand:${osmAndDeviceKey(request).slice(0, 64)}`,
};

/** OsmAnd bodies are a form or one location; a Traccar Client 9 flush of a few hundred fits. */
const OSMAND_BODY_LIMIT = 256 * 1024;

const OSMAND_DESCRIPTION =
  'OsmAnd protocol of Traccar Client and GPS trackers, by GET query, POST query or form, or the JSON ' +
  'body of Traccar Client 9 ({device_id, location: {timestamp, coords: {latitude, longitude, speed, heading, ' +
  'altitude, accuracy}, battery: {level}}}). Parameters: id (or deviceid): a vehicle imei or a driver ' +
  "phone's device_id; lat, lon (or location=lat,lon); timestamp (Unix seconds or ms, or ISO 8601); speed " +
  '(knots); bearing; altitude; accuracy (m); batt (%); valid; ignition, fuel (l), temp1 (°C), read by the ' +
  'alert rules; alarm (Traccar alarm names, comma-separated: sos, powerCut, hardBraking, fatigueDriving, ...), ' +
  'stored as device events and evaluated against the alert rules. Also served on its own port (OSMAND_PORT, ' +
  'default 5055) at any path. Unknown device: 404 telemetry/unknown-device, nothing stored. Limited to 300 a minute per device. ' +
  'When the intake is full: 503 telemetry/intake-busy with Retry-After (seconds), nothing stored; send it again.';

/** The events of the `alarm` parameter (Traccar Client's `sos`, trackers' alarms), at their fix. */
function alarmEventsOf(positions: readonly DevicePosition[], receivedOn: Date) {
  return positions.flatMap((position) =>
    position.readings?.alarm
      ? osmAndAlarmEvents(position.readings.alarm, {
          deviceId: position.deviceId,
          occurredOn: fixTimeOf(position.recordedOn, receivedOn),
          latitude: position.latitude,
          longitude: position.longitude,
          speedKmh: position.speedKmh,
        })
      : [],
  );
}

async function ingestBatch(deps: IntakeDeps, companyId: number, request: GatewayBatchRequest) {
  const byDevice = new Map<string, { indexes: number[]; positions: DevicePosition[] }>();
  request.positions.forEach((item, index) => {
    const group = byDevice.get(item.device_id) ?? { indexes: [], positions: [] };
    group.indexes.push(index);
    group.positions.push(gatewayDevicePosition(item));
    byDevice.set(item.device_id, group);
  });
  const groups = [...byDevice].map(([deviceId, group]) => ({ deviceId, ...group }));
  const outcomes = await ingestDevices(deps, groups, { receivedOn: new Date(), companyId });
  const result: IntakeResult = { accepted: 0, duplicates: 0, without_fix: 0, refused: [] };
  outcomes.forEach((outcome, index) => {
    const group = groups[index] as (typeof groups)[number];
    if (outcome.known) {
      result.accepted += outcome.accepted;
      result.duplicates += outcome.duplicates;
    } else {
      result.refused.push(
        ...group.indexes.map((at) => ({
          index: at,
          device_id: group.deviceId,
          code: 'unknown-device' as const,
        })),
      );
    }
  });
  result.refused.sort((a, b) => a.index - b.index);
  return result;
}

export const intakeRoutes =
  (context: ApiContext, counters: IntakeCounters): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = (request: FastifyRequest) => intakeDepsOf(context, request.log, counters);

    app.route({
      method: ['GET', 'POST'],
      url: '/osmand',
      bodyLimit: OSMAND_BODY_LIMIT,
      ...DEVICE_ROUTE_OPTIONS,
      config: { public: true, rateLimit: OSMAND_RATE_LIMIT },
      schema: {
        tags: ['telemetry'],
        summary: 'Position of one device (OsmAnd protocol)',
        description: OSMAND_DESCRIPTION,
        response: {
          200: dataOf(intakeResultSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
      handler: async (request) => {
        const reports = parseOsmAndRequest(request.query, request.body);
        const invalid = reports.find((report) => report.kind === 'invalid');
        if (invalid?.kind === 'invalid') {
          counters.refusedInvalid += 1;
          throw new DomainError('invalid/invalid-fields', { fields: invalid.fields });
        }
        const positions = reports.flatMap((report) => (report.kind === 'position' ? [report.position] : []));
        const withoutFix = reports.length - positions.length;
        const first = reports[0];
        const deviceId =
          first?.kind === 'position'
            ? first.position.deviceId
            : first?.kind === 'no-fix'
              ? first.deviceId
              : '';
        const receivedOn = new Date();
        const outcome = await ingestDevicePositions(deps(request), deviceId, positions, { receivedOn });
        if (!outcome.known) throw new DomainError('telemetry/unknown-device');
        const alarms = alarmEventsOf(positions, receivedOn);
        if (alarms.length > 0)
          await ingestDeviceEvents(deps(request), alarms, { companyId: outcome.companyId, receivedOn });
        counters.withoutFix += withoutFix;
        return {
          data: {
            accepted: outcome.accepted,
            duplicates: outcome.duplicates,
            without_fix: withoutFix,
            refused: [],
          },
        };
      },
    });

    app.post(
      '/v1/positions',
      {
        ...DEVICE_ROUTE_OPTIONS,
        config: { public: true, rateLimit: GATEWAY_RATE_LIMIT },
        onRequest: gatewayKeyHook(context),
        schema: {
          tags: ['telemetry'],
          summary: "A gateway's batch of positions of its company's devices (X-Api-Key)",
          description:
            'Up to 1,000 positions, each with device_id (vehicle imei or driver device_id), latitude, ' +
            'longitude, recorded_on (ISO 8601 with offset) and optional speed_kmh, bearing, altitude, ' +
            'accuracy_m, battery_pct, and the readings ignition, fuel_l, temperature_c. Positions of devices the company does not have are refused one by one ' +
            '(refused[].index) and not stored. A resent position is counted as a duplicate, not stored twice. ' +
            'Keys: POST /api/telemetry/v1/api-key.',
          body: gatewayBatchRequestSchema,
          response: {
            200: dataOf(intakeResultSchema),
            400: errorBodySchema,
            401: errorBodySchema,
            429: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) => {
        return { data: await ingestBatch(deps(request), gatewayCompanyOf(request), request.body) };
      },
    );
  };
