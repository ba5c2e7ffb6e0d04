import { z } from 'zod';
import { isKnownAlertCode } from '../alerts/catalogue';
import { MAX_DEVICE_ID_LENGTH } from './osmand';

/**
 * What a vehicle's device detects itself (driver monitoring, ADAS, panic, crash) reaches us three
 * ways (issue 12, item 4): the events intake of our own gateways (`POST /api/telemetry/v1/events`),
 * the `alarm` parameter of an OsmAnd report (Traccar Client, trackers speaking OsmAnd), and Traccar's
 * event forwarding, so a Traccar server can stand in front of devices we do not decode. All three
 * become one `DeviceEvent`; a code we do not know is kept as raw device data (`code` null), never an
 * error.
 */

export const MAX_DEVICE_EVENTS_BATCH = 1_000;
/** Alarm names, raw codes and alarm ids longer than this are cut: they are labels, not documents. */
export const MAX_DEVICE_EVENT_TEXT = 100;

export type DeviceEventSource = 'EVENTS_API' | 'OSMAND' | 'TRACCAR';

/** The dashcam clip of an event, as the device gateway names it (the video issue fetches it). */
export interface DeviceEventMedia {
  reference: string;
  channel: number | null;
  startedOn: Date | null;
  endedOn: Date | null;
}

export interface DeviceEvent {
  deviceId: string;
  /** Our alert code when the event is one we know; null keeps it as raw device data. */
  code: number | null;
  /** What the device or gateway called it ('49', 'sos', 'alarm:fatigueDriving'). */
  rawCode: string;
  occurredOn: Date;
  latitude: number | null;
  longitude: number | null;
  speedKmh: number | null;
  /** The device's own alarm id (JT/T 808 0x64/0x65 alarm id, Traccar's event id): the dedup key. */
  alarmId: string | null;
  data: Record<string, string | number | boolean | null> | null;
  media: DeviceEventMedia | null;
  source: DeviceEventSource;
}

const isoTime = z.iso.datetime({ offset: true });
const dataValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/** One event of a gateway batch; `code` is our alert code (ALERT_CODES.md). */
export const deviceEventSchema = z
  .object({
    device_id: z.string().trim().min(1).max(MAX_DEVICE_ID_LENGTH),
    code: z.number().int().min(0).max(2_147_483_647),
    occurred_on: isoTime,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    speed_kmh: z.number().min(0).max(1000).nullable().optional(),
    alarm_id: z.string().trim().min(1).max(MAX_DEVICE_EVENT_TEXT).nullable().optional(),
    data: z
      .record(z.string().max(100), dataValue)
      .refine((value) => Object.keys(value).length <= 50, { message: 'too-many-keys' })
      .nullable()
      .optional(),
    media: z
      .object({
        reference: z.string().trim().min(1).max(500),
        channel: z.number().int().min(1).max(64).nullable().optional(),
        started_on: isoTime.nullable().optional(),
        ended_on: isoTime.nullable().optional(),
      })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();
export type DeviceEventInput = z.infer<typeof deviceEventSchema>;

export const deviceEventsRequestSchema = z
  .object({ events: z.array(deviceEventSchema).min(1).max(MAX_DEVICE_EVENTS_BATCH) })
  .strict();
export type DeviceEventsRequest = z.infer<typeof deviceEventsRequestSchema>;

const dateOrNull = (text: string | null | undefined) => (text ? new Date(text) : null);

/** A gateway's event in our units; an unknown code stays raw. */
export function deviceEventOfGateway(input: DeviceEventInput): DeviceEvent {
  return {
    deviceId: input.device_id,
    code: isKnownAlertCode(input.code) ? input.code : null,
    rawCode: String(input.code),
    occurredOn: new Date(input.occurred_on),
    latitude: input.latitude,
    longitude: input.longitude,
    speedKmh: input.speed_kmh ?? null,
    alarmId: input.alarm_id ?? null,
    data: input.data ?? null,
    media: input.media
      ? {
          reference: input.media.reference,
          channel: input.media.channel ?? null,
          startedOn: dateOrNull(input.media.started_on),
          endedOn: dateOrNull(input.media.ended_on),
        }
      : null,
    source: 'EVENTS_API',
  };
}

/**
 * Traccar's alarm names (the `alarm` attribute its decoders set, which Traccar Client and OsmAnd
 * trackers send as the `alarm` parameter) that are alert codes of ours. Alarms Traccar makes from
 * positions (overspeed, geofences) are not here: our own rules make those from the positions.
 */
export const TRACCAR_ALARM_CODES: Readonly<Record<string, number>> = {
  sos: 1,
  powerCut: 6,
  hardBraking: 9,
  hardAcceleration: 10,
  hardCornering: 11,
  accident: 12,
  fatigueDriving: 49,
  laneChange: 91,
};

/** Traccar event types (other than `alarm`) that are alert codes of ours. */
export const TRACCAR_EVENT_CODES: Readonly<Record<string, number>> = {
  ignitionOn: 4,
  ignitionOff: 5,
};

/** Our code of a Traccar alarm name; several alarms at once come comma-separated ('sos,powerCut'). */
export function alarmCodesOf(alarm: string): { rawCode: string; code: number | null }[] {
  return alarm
    .split(',')
    .map((name) => name.trim().slice(0, MAX_DEVICE_EVENT_TEXT))
    .filter((name) => name !== '')
    .map((name) => ({
      rawCode: name,
      code: Object.hasOwn(TRACCAR_ALARM_CODES, name) ? (TRACCAR_ALARM_CODES[name] ?? null) : null,
    }));
}

/** The events an OsmAnd report's `alarm` parameter carries, at its position. */
export function osmAndAlarmEvents(
  alarm: string,
  position: {
    deviceId: string;
    occurredOn: Date;
    latitude: number;
    longitude: number;
    speedKmh: number | null;
  },
): DeviceEvent[] {
  return alarmCodesOf(alarm).map(({ rawCode, code }) => ({
    deviceId: position.deviceId,
    code,
    rawCode,
    occurredOn: position.occurredOn,
    latitude: position.latitude,
    longitude: position.longitude,
    speedKmh: position.speedKmh,
    alarmId: null,
    data: null,
    media: null,
    source: 'OSMAND',
  }));
}

/**
 * What the events intake did: events stored, events already stored (the same device and alarm id),
 * alerts they made, and the events of devices the company does not have, by index (not stored).
 */
export const deviceEventsResultSchema = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  alerts: z.number(),
  refused: z.array(z.object({ index: z.number(), device_id: z.string(), code: z.literal('unknown-device') })),
});
export type DeviceEventsResult = z.infer<typeof deviceEventsResultSchema>;
