import type { ColumnType, Generated } from 'kysely';
import type { CreatedTimestamp, Json, NullableTimestamp } from './columns';

/**
 * Tables of positions, gateway keys and the geofence automation (GPS issue; migration
 * 2026-11-21T0900_telemetry); part of Database (schema.ts).
 */

/**
 * One fix of a vehicle's GPS device (vehicle_id) or of a driver's phone (driver_user_id). Partitioned
 * by month of fix_on (migration 2026-11-27T1400_partitioned_positions, modules/telemetry/partitions.ts).
 */
export interface TelemetryPositionsTable {
  company_id: number;
  vehicle_id: number | null;
  driver_user_id: number | null;
  fix_on: ColumnType<Date, Date | string, Date | string>;
  received_on: CreatedTimestamp;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy_m: number | null;
  battery_pct: number | null;
}

export interface TelemetryApiKeysTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** SHA-256 (hex) of the key; the key itself is shown once and never stored. */
  key_hash: string;
  key_prefix: string;
  created_by: number | null;
  created_on: CreatedTimestamp;
  last_used_on: NullableTimestamp;
  revoked_on: NullableTimestamp;
}

/** Point id to the ISO time the vehicle arrived there (domain StopArrivals). */
export type StoredStopArrivals = Record<string, string>;

export interface FleetTaskGeofenceStatesTable {
  fleet_task_id: string;
  company_id: number;
  start_zone: 'INSIDE' | 'OUTSIDE' | null;
  stop_arrivals: Json<StoredStopArrivals>;
  /** The fix of the last change: an older position (sent late) decides nothing. */
  last_fix_on: NullableTimestamp;
  updated_on: CreatedTimestamp;
}

export interface TelemetryTables {
  telemetry_positions: TelemetryPositionsTable;
  telemetry_api_keys: TelemetryApiKeysTable;
  fleet_task_geofence_states: FleetTaskGeofenceStatesTable;
}
