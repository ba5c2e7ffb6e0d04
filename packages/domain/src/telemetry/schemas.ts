import { z } from 'zod';
import { MAX_GATEWAY_BATCH } from './fix-time';
import { type DevicePosition, MAX_DEVICE_ID_LENGTH, type PositionReadings } from './osmand';

/**
 * Requests and answers of /api/telemetry (DESIGN.md, 'API conventions'): the gateways' JSON batch,
 * a vehicle's track, the device list, gateway API keys and the intake counters. Times are ISO 8601
 * with offset, speeds in km/h, distances in metres, the battery in percent.
 */

const isoTime = z.iso.datetime({ offset: true });

/** One position of a gateway batch: the device's id (a vehicle's imei or a driver's device_id). */
export const gatewayPositionSchema = z
  .object({
    device_id: z.string().trim().min(1).max(MAX_DEVICE_ID_LENGTH),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    recorded_on: isoTime,
    speed_kmh: z.number().min(0).nullable().optional(),
    bearing: z.number().min(0).max(360).nullable().optional(),
    altitude: z.number().nullable().optional(),
    accuracy_m: z.number().min(0).nullable().optional(),
    battery_pct: z.number().min(0).max(100).nullable().optional(),
    /** Readings the alert rules use (ignition 4 and 5, fuel 15 and 16, cargo temperature 17 and 18). */
    ignition: z.boolean().nullable().optional(),
    fuel_l: z.number().min(0).max(100_000).nullable().optional(),
    temperature_c: z.number().min(-100).max(200).nullable().optional(),
  })
  .strict();
export type GatewayPosition = z.infer<typeof gatewayPositionSchema>;

/** A gateway's position as the intake stores it; its readings only when it sent any. */
export function gatewayDevicePosition(item: GatewayPosition): DevicePosition {
  const readings: PositionReadings = {
    ignition: item.ignition ?? null,
    fuelL: item.fuel_l ?? null,
    temperatureC: item.temperature_c ?? null,
    alarm: null,
  };
  return {
    deviceId: item.device_id,
    recordedOn: new Date(item.recorded_on),
    latitude: item.latitude,
    longitude: item.longitude,
    speedKmh: item.speed_kmh ?? null,
    bearing: item.bearing ?? null,
    altitude: item.altitude ?? null,
    accuracyM: item.accuracy_m ?? null,
    batteryPct: item.battery_pct ?? null,
    ...(Object.values(readings).some((value) => value !== null) ? { readings } : {}),
  };
}

export const gatewayBatchRequestSchema = z
  .object({ positions: z.array(gatewayPositionSchema).min(1).max(MAX_GATEWAY_BATCH) })
  .strict();
export type GatewayBatchRequest = z.infer<typeof gatewayBatchRequestSchema>;

/** What an intake call did: stored, already stored (a resend), without fix, refused (unknown device). */
export const intakeResultSchema = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  without_fix: z.number(),
  refused: z.array(z.object({ index: z.number(), device_id: z.string(), code: z.literal('unknown-device') })),
});
export type IntakeResult = z.infer<typeof intakeResultSchema>;

export const trackQuerySchema = z.object({ from: isoTime, to: isoTime }).strict();
export type TrackQuery = z.infer<typeof trackQuerySchema>;

export const trackPointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  recorded_on: z.string(),
  speed_kmh: z.number().nullable(),
  bearing: z.number().nullable(),
  altitude: z.number().nullable(),
  accuracy_m: z.number().nullable(),
});

export const vehicleTrackSchema = z.object({
  vehicle: z.object({ id: z.number(), license_plate: z.string() }),
  from: z.string(),
  to: z.string(),
  positions: z.array(trackPointSchema),
  /** More positions exist in the window than one answer carries: ask for a shorter window. */
  truncated: z.boolean(),
});
export type VehicleTrack = z.infer<typeof vehicleTrackSchema>;

/** A driver's phone (Smart Driver) between two times: the same shape, named by the driver. */
export const driverTrackSchema = vehicleTrackSchema.omit({ vehicle: true }).extend({
  driver: z.object({ id: z.number(), name: z.string() }),
});
export type DriverTrack = z.infer<typeof driverTrackSchema>;

const lastPositionSchema = z.object({ latitude: z.number(), longitude: z.number(), recorded_on: z.string() });

/** A device the company registered: a vehicle's GPS (imei) or a driver's phone (device_id). */
export const telemetryDeviceSchema = z.object({
  kind: z.enum(['vehicle', 'driver']),
  id: z.number(),
  name: z.string(),
  device_id: z.string(),
  is_active: z.boolean(),
  last_position: lastPositionSchema.nullable(),
});
export type TelemetryDevice = z.infer<typeof telemetryDeviceSchema>;

export const createApiKeyRequestSchema = z.object({ name: z.string().trim().min(1).max(100) }).strict();
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The first characters, to tell keys apart; the key itself is shown once, at creation. */
  key_prefix: z.string(),
  created_on: z.string(),
  last_used_on: z.string().nullable(),
  revoked_on: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

export const intakeStatsSchema = z.object({
  since: z.string(),
  accepted: z.number(),
  duplicates: z.number(),
  without_fix: z.number(),
  refused_unknown_device: z.number(),
  refused_invalid: z.number(),
  auto_starts: z.number(),
  auto_start_conflicts: z.number(),
  gps_completions: z.number(),
  /** Issue 22: positions refused with 503 because the intake's queue was full. */
  refused_busy: z.number(),
  /** Positions admitted and not answered yet, now (the queue's fill, against queue_limit). */
  in_flight: z.number(),
  queue_limit: z.number(),
  /** This process's event loop delay since the last read (ms): whether the server keeps up at all. */
  event_loop_delay_p50_ms: z.number(),
  event_loop_delay_p99_ms: z.number(),
  /** Database calls that stored positions, and the positions they carried (their ratio: the batching). */
  batches: z.number(),
  batched_positions: z.number(),
});
export type IntakeStats = z.infer<typeof intakeStatsSchema>;
