import {
  DomainError,
  deviceEventOfGateway,
  deviceEventsRequestSchema,
  deviceEventsResultSchema,
  parseTraccarForward,
  type TraccarForwardResult,
  traccarForwardRequestSchema,
  traccarForwardResultSchema,
} from '@armada/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBodySchema } from '../../http/schemas';
import { ingestDeviceEvents } from '../alert-center/alerting/device-event-alerts';
import type { ApiContext } from '../context';
import { DEVICE_ROUTE_OPTIONS, GATEWAY_RATE_LIMIT, gatewayCompanyOf, gatewayKeyHook } from './gateway-auth';
import { ingestDevicePositions, intakeDepsOf } from './intake-service';
import type { IntakeCounters } from './stats';

/**
 * What devices detect themselves (issue 12 item 4): our gateways' event batches and Traccar's
 * forwarding, both with the company's gateway key in `X-Api-Key`. Events go through the events path
 * of the alert rules (alert-center/alerting), positions through the position intake.
 */

const EVENTS_DESCRIPTION =
  'Up to 1,000 events a device detected itself (driver monitoring, ADAS, panic), each with device_id ' +
  '(vehicle imei or driver device_id), code (our alert code: 49 fatigue, 52 distraction, 90 forward ' +
  'collision, ...), occurred_on (ISO 8601 with offset), latitude, longitude and optional speed_kmh, ' +
  "alarm_id (the device's own alarm id: the dedup key), data and media ({reference, channel, " +
  'started_on, ended_on}: the dashcam clip). Every event is stored; a code we do not know is kept as raw ' +
  "device data. Known codes are evaluated against the company's alert rules of the vehicle. An event " +
  'already stored (same device and alarm_id) counts as a duplicate; events of devices the company does ' +
  'not have are refused by index and not stored. An event over 15 minutes old makes an alert that is ' +
  'stored but not pushed. Keys: POST /api/telemetry/v1/api-key.';

const TRACCAR_DESCRIPTION =
  "Traccar's forwarding, so a Traccar server can stand in front of devices we do not decode. Event " +
  'forwarding posts {event, position, device}; position forwarding (forward.type=json) posts {position, ' +
  "device}. The device is the vehicle whose imei is Traccar's uniqueId. Alarms (event type alarm, each " +
  "name of attributes.alarm) and ignitionOn/ignitionOff become device events deduplicated by Traccar's " +
  'event id; other event types are stored as raw device data; the position goes through the position ' +
  'intake. In traccar.xml: <entry key="event.forward.enable">true</entry>, <entry ' +
  'key="event.forward.url">https://armada.example/api/telemetry/v1/traccar</entry>, <entry ' +
  'key="event.forward.header">X-Api-Key: armgw_...</entry>; for positions also <entry ' +
  'key="forward.enable">true</entry>, <entry key="forward.type">json</entry>, <entry ' +
  'key="forward.url">(the same URL)</entry>, <entry key="forward.header">X-Api-Key: armgw_...</entry>. A ' +
  'device the company does not have: 404 telemetry/unknown-device, nothing stored.';

/** A thousand events with data and a clip reference each fit. */
const EVENTS_BODY_LIMIT = 2 * 1024 * 1024;

export const eventRoutes =
  (context: ApiContext, counters: IntakeCounters): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = (request: FastifyRequest) => intakeDepsOf(context, request.log, counters);

    app.post(
      '/v1/events',
      {
        bodyLimit: EVENTS_BODY_LIMIT,
        ...DEVICE_ROUTE_OPTIONS,
        config: { public: true, rateLimit: GATEWAY_RATE_LIMIT },
        onRequest: gatewayKeyHook(context),
        schema: {
          tags: ['telemetry'],
          summary: "A gateway's batch of device events of its company's vehicles (X-Api-Key)",
          description: EVENTS_DESCRIPTION,
          body: deviceEventsRequestSchema,
          response: {
            200: dataOf(deviceEventsResultSchema),
            400: errorBodySchema,
            401: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        const events = request.body.events.map(deviceEventOfGateway);
        const companyId = gatewayCompanyOf(request);
        return {
          data: await ingestDeviceEvents(deps(request), events, { companyId, receivedOn: new Date() }),
        };
      },
    );

    app.post(
      '/v1/traccar',
      {
        ...DEVICE_ROUTE_OPTIONS,
        config: { public: true, rateLimit: GATEWAY_RATE_LIMIT },
        onRequest: gatewayKeyHook(context),
        schema: {
          tags: ['telemetry'],
          summary: "Traccar's event and position forwarding (X-Api-Key)",
          description: TRACCAR_DESCRIPTION,
          body: traccarForwardRequestSchema,
          response: {
            200: dataOf(traccarForwardResultSchema),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            429: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) => {
        const companyId = gatewayCompanyOf(request);
        const receivedOn = new Date();
        const forward = parseTraccarForward(request.body, receivedOn);
        if (forward.kind === 'invalid')
          throw new DomainError('invalid/invalid-fields', { fields: forward.fields });
        const position = forward.kind === 'event' || forward.kind === 'position' ? forward.position : null;
        const outcome = await ingestDevicePositions(
          deps(request),
          forward.deviceId,
          position ? [position] : [],
          {
            receivedOn,
            companyId,
          },
        );
        if (!outcome.known) throw new DomainError('telemetry/unknown-device');
        const result: TraccarForwardResult = {
          positions: {
            accepted: outcome.accepted,
            duplicates: outcome.duplicates,
            without_fix: position ? 0 : 1,
          },
          events: { accepted: 0, duplicates: 0, alerts: 0 },
        };
        if (forward.kind === 'event') {
          const events = await ingestDeviceEvents(deps(request), forward.events, { companyId, receivedOn });
          result.events = { accepted: events.accepted, duplicates: events.duplicates, alerts: events.alerts };
        }
        return { data: result };
      },
    );
  };
