import type { FieldProblem } from '../errors';

/**
 * The OsmAnd protocol as Traccar Client and many trackers speak it (the decoder of Traccar's server
 * is the reference): parameters `id` (or `deviceid`), `lat`, `lon` (or `location=lat,lon`),
 * `timestamp`, `speed` in knots, `bearing` (or `heading`), `altitude`, `accuracy`, `batt` in percent,
 * `valid`, by GET query or by POST with the same parameters in the query or a form body; and the JSON
 * body of Traccar Client 9: `{device_id, location: {timestamp, coords: {latitude, longitude, speed,
 * heading, altitude, accuracy}, battery: {level}}}` with speed in m/s and the battery level 0..1.
 * Pure: the server passes the parsed query and body and gets positions back.
 */

/** One fix of a device, in our units. */
export interface DevicePosition {
  deviceId: string;
  /** As the device sent it; null when it sent none (the server then uses the time it received it). */
  recordedOn: Date | null;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  /** Degrees from north, 0..360. */
  bearing: number | null;
  altitude: number | null;
  accuracyM: number | null;
  batteryPct: number | null;
  /** What the device reads besides the fix, when it sends them (the alert rules use them). */
  readings?: PositionReadings;
}

/**
 * Traccar's attribute names, as trackers send them in OsmAnd parameters or Traccar forwards them:
 * `ignition` (true/false), `fuel` (litres), `temp1` or `temperature` (°C of the cargo sensor),
 * `alarm` (Traccar's alarm names, comma-separated; see device-events.ts).
 */
export interface PositionReadings {
  ignition: boolean | null;
  fuelL: number | null;
  temperatureC: number | null;
  alarm: string | null;
}

/**
 * - position: a fix to store;
 * - no-fix: a report without a usable fix (`valid=false`, no coordinates, or 0,0 which trackers send
 *   before their first fix): answered OK so the device drops it, never stored;
 * - invalid: malformed (400).
 */
export type OsmAndReport =
  | { kind: 'position'; position: DevicePosition }
  | { kind: 'no-fix'; deviceId: string }
  | { kind: 'invalid'; deviceId: string | null; fields: FieldProblem[] };

export const MAX_DEVICE_ID_LENGTH = 64;
const KNOTS_TO_KMH = 1.852;
const MPS_TO_KMH = 3.6;
/** Integer timestamps below this are seconds, above are milliseconds (Traccar's rule). */
const SECONDS_LIMIT = 2_147_483_647;
const EARLIEST_FIX = Date.UTC(2000, 0, 1);
/** A fix time further ahead of the receipt than this is a broken clock or a made-up time: refused. */
export const MAX_FIX_AHEAD_MS = 24 * 60 * 60_000;

type Params = Record<string, unknown>;

/** The last value of a parameter sent as text (a repeated query parameter arrives as an array). */
function textOf(params: Params, ...names: string[]): string | undefined {
  for (const name of names) {
    const raw = params[name];
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

class Problems {
  readonly fields: FieldProblem[] = [];
  add(field: string, code: FieldProblem['code']) {
    this.fields.push({ field, code });
  }
  /** A finite number, or undefined when absent; a malformed value is a problem. */
  number(field: string, text: string | undefined): number | undefined {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isFinite(value)) {
      this.add(field, 'invalid-format');
      return undefined;
    }
    return value;
  }
}

/** Seconds or milliseconds since 1970, ISO 8601 (UTC when it names no zone), or 'yyyy-MM-dd HH:mm:ss' (UTC). */
export function parseDeviceTime(text: string): Date | null {
  let time: number;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const value = Number(text);
    time = value < SECONDS_LIMIT ? value * 1000 : value;
  } else {
    const iso = text.includes('T') ? text : text.replace(' ', 'T');
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(iso)) return null;
    time = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(iso) ? iso : `${iso}Z`);
  }
  return Number.isFinite(time) ? new Date(time) : null;
}

function deviceIdOf(text: string | undefined, field: string, problems: Problems): string | null {
  if (text === undefined || text === '') problems.add(field, 'required');
  else if (text.length > MAX_DEVICE_ID_LENGTH) problems.add(field, 'too-long');
  else return text;
  return null;
}

/** The fix time: from 2000 to a day after `now`; outside that (or not a date at all) a problem. */
function timeOf(text: string | undefined, field: string, problems: Problems, now: number): Date | null {
  if (text === undefined) return null;
  const time = parseDeviceTime(text);
  if (time === null || Number.isNaN(time.getTime())) problems.add(field, 'invalid-format');
  else if (time.getTime() < EARLIEST_FIX || time.getTime() > now + MAX_FIX_AHEAD_MS)
    problems.add(field, 'invalid-value');
  return time;
}

/** Optional readings: out-of-range or unknown (negative) values are dropped, not refused. */
const within = (value: number | undefined, min: number, max: number) =>
  value !== undefined && value >= min && value <= max ? value : null;

function coordinatesOf(params: Params, problems: Problems) {
  const location = textOf(params, 'location')?.split(',');
  const latitude = problems.number('lat', textOf(params, 'lat') ?? location?.[0]);
  const longitude = problems.number('lon', textOf(params, 'lon') ?? location?.[1]);
  if (latitude !== undefined && Math.abs(latitude) > 90) problems.add('lat', 'invalid-value');
  if (longitude !== undefined && Math.abs(longitude) > 180) problems.add('lon', 'invalid-value');
  return { latitude, longitude };
}

/** The query or form parameters of one OsmAnd report. */
export function parseOsmAndParams(params: Params, now: number = Date.now()): OsmAndReport {
  const problems = new Problems();
  const deviceId = deviceIdOf(textOf(params, 'id', 'deviceid'), 'id', problems);
  const valid = textOf(params, 'valid');
  const { latitude, longitude } = coordinatesOf(params, problems);
  const recordedOn = timeOf(textOf(params, 'timestamp'), 'timestamp', problems, now);
  const speed = problems.number('speed', textOf(params, 'speed'));
  const bearing = problems.number('bearing', textOf(params, 'bearing', 'heading'));
  const altitude = problems.number('altitude', textOf(params, 'altitude'));
  const accuracy = problems.number('accuracy', textOf(params, 'accuracy'));
  const battery = problems.number('batt', textOf(params, 'batt'));
  if (problems.fields.length > 0 || deviceId === null) {
    return { kind: 'invalid', deviceId, fields: problems.fields };
  }
  const noFix = valid === 'false' || valid === '0' || latitude === undefined || longitude === undefined;
  if (noFix || (latitude === 0 && longitude === 0)) return { kind: 'no-fix', deviceId };
  return {
    kind: 'position',
    position: {
      deviceId,
      recordedOn,
      latitude,
      longitude,
      speedKmh: speed !== undefined && speed >= 0 ? speed * KNOTS_TO_KMH : null,
      bearing: within(bearing, 0, 360),
      altitude: altitude ?? null,
      accuracyM: within(accuracy, 0, Number.POSITIVE_INFINITY),
      batteryPct: within(battery, 0, 100),
      ...readingsOf(params),
    },
  };
}

const booleanOf = (text: string | undefined): boolean | null =>
  text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : null;

/**
 * Readings are extras: a malformed one is dropped and the fix is still stored. A report with none
 * carries no `readings` at all.
 */
function readingsOf(params: Params): { readings?: PositionReadings } {
  const quiet = new Problems();
  const readings: PositionReadings = {
    ignition: booleanOf(textOf(params, 'ignition')),
    fuelL: within(quiet.number('fuel', textOf(params, 'fuel')), 0, 100_000),
    temperatureC: within(quiet.number('temp1', textOf(params, 'temp1', 'temperature')), -100, 200),
    alarm: textOf(params, 'alarm')?.slice(0, 200) ?? null,
  };
  return Object.values(readings).some((value) => value !== null) ? { readings } : {};
}

const objectOf = (value: unknown): Params | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : null;
const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** One `location` of the Traccar Client 9 JSON body. */
function parseJsonLocation(deviceId: string, location: Params, now: number): OsmAndReport {
  const problems = new Problems();
  const timestamp = typeof location.timestamp === 'string' ? location.timestamp : undefined;
  if (timestamp === undefined) problems.add('location.timestamp', 'required');
  const recordedOn = timeOf(timestamp, 'location.timestamp', problems, now);
  const coords = objectOf(location.coords);
  const latitude = numberOf(coords?.latitude);
  const longitude = numberOf(coords?.longitude);
  if (coords && (latitude === undefined || Math.abs(latitude) > 90))
    problems.add('location.coords.latitude', 'invalid-value');
  if (coords && (longitude === undefined || Math.abs(longitude) > 180))
    problems.add('location.coords.longitude', 'invalid-value');
  if (problems.fields.length > 0) return { kind: 'invalid', deviceId, fields: problems.fields };
  if (latitude === undefined || longitude === undefined || (latitude === 0 && longitude === 0)) {
    return { kind: 'no-fix', deviceId };
  }
  const speed = numberOf(coords?.speed);
  const level = numberOf(objectOf(location.battery)?.level);
  return {
    kind: 'position',
    position: {
      deviceId,
      recordedOn,
      latitude,
      longitude,
      speedKmh: speed !== undefined && speed >= 0 ? speed * MPS_TO_KMH : null,
      bearing: within(numberOf(coords?.heading), 0, 360),
      altitude: numberOf(coords?.altitude) ?? null,
      accuracyM: within(numberOf(coords?.accuracy), 0, Number.POSITIVE_INFINITY),
      batteryPct: level !== undefined && level >= 0 && level <= 1 ? level * 100 : null,
    },
  };
}

/** The JSON body of Traccar Client 9: one location, or a list when the client sends a batch. */
function parseOsmAndJson(body: Params, now: number): OsmAndReport[] {
  const problems = new Problems();
  const text = typeof body.device_id === 'string' ? body.device_id.trim() : undefined;
  const deviceId = deviceIdOf(text, 'device_id', problems);
  if (deviceId === null) return [{ kind: 'invalid', deviceId: null, fields: problems.fields }];
  const locations = Array.isArray(body.location) ? body.location : [body.location];
  if (locations.length === 0)
    return [{ kind: 'invalid', deviceId, fields: [{ field: 'location', code: 'required' }] }];
  return locations.map((location) => {
    const object = objectOf(location);
    return object
      ? parseJsonLocation(deviceId, object, now)
      : { kind: 'invalid', deviceId, fields: [{ field: 'location', code: 'required' }] };
  });
}

/**
 * One OsmAnd request: a JSON body with `location` is Traccar Client 9's; otherwise the parameters
 * come from the query, or from the body (form, or a flat JSON object) when the query has none, as
 * Traccar's decoder does.
 */
export function parseOsmAndRequest(query: unknown, body: unknown, now: number = Date.now()): OsmAndReport[] {
  const json = objectOf(body);
  if (json && 'location' in json) return parseOsmAndJson(json, now);
  const fromQuery = objectOf(query);
  const params = fromQuery && Object.keys(fromQuery).length > 0 ? fromQuery : (json ?? {});
  return [parseOsmAndParams(params, now)];
}
