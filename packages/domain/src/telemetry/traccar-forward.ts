import { z } from 'zod';
import type { FieldProblem } from '../errors';
import {
  alarmCodesOf,
  type DeviceEvent,
  deviceEventsResultSchema,
  MAX_DEVICE_EVENT_TEXT,
  TRACCAR_EVENT_CODES,
} from './device-events';
import { type DevicePosition, MAX_DEVICE_ID_LENGTH, type PositionReadings, parseDeviceTime } from './osmand';

/**
 * Traccar's forwarding JSON, so a Traccar server can stand in front of devices we do not decode:
 * event forwarding (`event.forward.url`) posts `{event, position?, device}`, position forwarding
 * with `forward.type=json` posts `{position, device}`. The device is known to us by its `uniqueId`
 * (a vehicle's imei). Speeds arrive in knots, times in ISO 8601. Pure: the server gets our units back.
 */

export type TraccarForward =
  | { kind: 'event'; deviceId: string; events: DeviceEvent[]; position: DevicePosition | null }
  | { kind: 'position'; deviceId: string; position: DevicePosition }
  /** A report without a usable fix (Traccar marks it `valid: false`, or 0,0): nothing to store. */
  | { kind: 'no-fix'; deviceId: string }
  | { kind: 'invalid'; fields: FieldProblem[] };

type Json = Record<string, unknown>;

const KNOTS_TO_KMH = 1.852;
const objectOf = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const within = (value: number | null, min: number, max: number) =>
  value !== null && value >= min && value <= max ? value : null;
const timeOf = (value: unknown): Date | null => (typeof value === 'string' ? parseDeviceTime(value) : null);

function readingsOf(attributes: Json | null): PositionReadings {
  const ignition = attributes?.ignition;
  const alarm = attributes?.alarm;
  return {
    ignition: typeof ignition === 'boolean' ? ignition : null,
    fuelL: within(finite(attributes?.fuel), 0, 100_000),
    temperatureC: within(finite(attributes?.temp1 ?? attributes?.temperature), -100, 200),
    alarm: typeof alarm === 'string' ? alarm.slice(0, 200) : null,
  };
}

/** Traccar's position in our units, or null when it has no usable fix. */
function positionOf(deviceId: string, position: Json): DevicePosition | null {
  const latitude = finite(position.latitude);
  const longitude = finite(position.longitude);
  const fixOn = timeOf(position.fixTime) ?? timeOf(position.deviceTime);
  if (position.valid === false || latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0))
    return null;
  const speed = finite(position.speed);
  const accuracy = finite(position.accuracy);
  return {
    deviceId,
    recordedOn: fixOn,
    latitude,
    longitude,
    speedKmh: speed !== null && speed >= 0 ? speed * KNOTS_TO_KMH : null,
    bearing: within(finite(position.course), 0, 360),
    altitude: finite(position.altitude),
    // Traccar sends 0 when the device reported no accuracy.
    accuracyM: accuracy !== null && accuracy > 0 ? accuracy : null,
    batteryPct: null,
    readings: readingsOf(objectOf(position.attributes)),
  };
}

/** The events one Traccar event stands for: each alarm name of an `alarm`, else its type. */
function eventsOf(
  deviceId: string,
  event: Json,
  position: DevicePosition | null,
  receivedOn: Date,
): DeviceEvent[] {
  const type = typeof event.type === 'string' ? event.type.slice(0, MAX_DEVICE_EVENT_TEXT) : 'unknown';
  const id = typeof event.id === 'number' || typeof event.id === 'string' ? String(event.id) : null;
  const occurredOn =
    timeOf(event.eventTime) ?? timeOf(event.serverTime) ?? position?.recordedOn ?? receivedOn;
  const alarm = objectOf(event.attributes)?.alarm;
  const kinds =
    type === 'alarm' && typeof alarm === 'string'
      ? alarmCodesOf(alarm)
      : [
          {
            rawCode: type,
            code: Object.hasOwn(TRACCAR_EVENT_CODES, type) ? (TRACCAR_EVENT_CODES[type] ?? null) : null,
          },
        ];
  return kinds.map(({ rawCode, code }) => ({
    deviceId,
    code,
    rawCode,
    occurredOn,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    speedKmh: position?.speedKmh ?? null,
    // Traccar's event id, per alarm name when one event carries several.
    alarmId: id === null ? null : kinds.length > 1 ? `traccar:${id}:${rawCode}` : `traccar:${id}`,
    data: null,
    media: null,
    source: 'TRACCAR',
  }));
}

export function parseTraccarForward(body: unknown, receivedOn: Date): TraccarForward {
  const json = objectOf(body);
  const device = objectOf(json?.device);
  const uniqueId = typeof device?.uniqueId === 'string' ? device.uniqueId.trim() : '';
  if (!json || uniqueId === '')
    return { kind: 'invalid', fields: [{ field: 'device.uniqueId', code: 'required' }] };
  if (uniqueId.length > MAX_DEVICE_ID_LENGTH)
    return { kind: 'invalid', fields: [{ field: 'device.uniqueId', code: 'too-long' }] };
  const rawPosition = objectOf(json.position);
  const position = rawPosition ? positionOf(uniqueId, rawPosition) : null;
  const event = objectOf(json.event);
  if (event)
    return {
      kind: 'event',
      deviceId: uniqueId,
      events: eventsOf(uniqueId, event, position, receivedOn),
      position,
    };
  if (!rawPosition) return { kind: 'invalid', fields: [{ field: 'position', code: 'required' }] };
  return position
    ? { kind: 'position', deviceId: uniqueId, position }
    : { kind: 'no-fix', deviceId: uniqueId };
}

/**
 * The body as Traccar posts it, for the route's validation and its OpenAPI document: Traccar's own
 * objects with whatever attributes its decoders set, so unknown keys pass; `parseTraccarForward` reads
 * what we use.
 */
export const traccarForwardRequestSchema = z
  .object({
    device: z.object({ uniqueId: z.string().max(MAX_DEVICE_ID_LENGTH) }).loose(),
    event: z.record(z.string(), z.unknown()).optional(),
    position: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();

/** What a forward did: its position (stored or a resend) and its events (as the events intake says). */
export const traccarForwardResultSchema = z.object({
  positions: z.object({ accepted: z.number(), duplicates: z.number(), without_fix: z.number() }),
  events: deviceEventsResultSchema.omit({ refused: true }),
});
export type TraccarForwardResult = z.infer<typeof traccarForwardResultSchema>;
