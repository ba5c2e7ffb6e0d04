import type { AutocompleteSource, StartZone, StopArrivals } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The SQL of the position intake. The hot path is one call for the positions of many devices
 * (intake-queue.ts): `intakeDevices`, the database function telemetry_intake_batch (migration
 * 2026-11-27T1900_batched_intake).
 * Nothing of the device or its tasks is cached between positions, so a device removed from its
 * vehicle, a deactivated vehicle or driver, or a task changed by a dispatcher takes effect on the next
 * position. The alert rules' copy of a vehicle's states is checked against the version this answers.
 */

export interface ContextPoint {
  id: string;
  type: 'START' | 'DEFAULT' | 'END';
  address_id: number;
  latitude: number;
  longitude: number;
  radius_m: number | null;
  /** Activities of the point not completed yet. */
  open_activities: number;
}

/** A task the device's positions drive: Dijadwalkan with GEOFENCE, or Perjalanan with autocomplete. */
export interface ContextTask {
  id: string;
  number: string;
  status: 'SCHEDULED' | 'STARTED';
  vehicle_id: number | null;
  driver_user_id: number | null;
  expected_departure_on: string | null;
  auto_start_type: string | null;
  is_autocomplete_on: boolean;
  is_overlap: boolean;
  start_address_id: number;
  start_latitude: number;
  start_longitude: number;
  start_radius_m: number | null;
  start_zone: StartZone;
  stop_arrivals: StopArrivals | null;
  last_fix_on: string | null;
  points: ContextPoint[] | null;
}

export interface DeviceContext {
  kind: 'vehicle' | 'driver';
  id: number;
  company_id: number;
  time_zone: string;
  /** The source a task must follow for this device to drive it ('GPS Kendaraan': the vehicle). */
  source: AutocompleteSource;
  /** The device's newest fix before this call. */
  last_position_on: Date | null;
  /** Positions stored by this call (the others were stored already: a resend). */
  inserted: number;
  /** vehicles.alert_state_version (null for a driver's phone): whether a copy of the rule states is current. */
  alert_state_version: string | null;
  /** A vehicle's newest stored fix before the oldest new one (null for a driver's phone, or none). */
  previous_fix: StoredFix | null;
  tasks: ContextTask[];
}

export interface StoredFix {
  fix_on: string;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  accuracy_m: number | null;
}

export interface NewPosition {
  fix_on: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy_m: number | null;
  battery_pct: number | null;
}

type StoredContext = Omit<DeviceContext, 'last_position_on'> & {
  last_position_on: string | null;
  ord: number;
};

/**
 * Stores the positions of several devices (each at most once) and answers, in their order, who each
 * is with the automated tasks it drives (the tasks follow the device their source names: 'GPS
 * Kendaraan' the vehicle, 'Smart Driver' the driver's phone); undefined, with nothing of it stored,
 * for a device that is not an active vehicle's imei or driver's device_id (of its companyId when given).
 */
export async function intakeDevices(
  db: Kysely<Database>,
  devices: readonly { deviceId: string; companyId: number | null; rows: readonly NewPosition[] }[],
): Promise<(DeviceContext | undefined)[]> {
  const batch = devices.map((device, ord) => ({
    ord,
    device: device.deviceId,
    company: device.companyId,
    positions: device.rows,
  }));
  const result = await sql<{ contexts: StoredContext[] }>`
    select telemetry_intake_batch(${JSON.stringify(batch)}::json) as contexts`.execute(db);
  const answered: (DeviceContext | undefined)[] = devices.map(() => undefined);
  for (const { ord, ...context } of result.rows[0]?.contexts ?? []) {
    answered[ord] = {
      ...context,
      last_position_on: context.last_position_on === null ? null : new Date(context.last_position_on),
    };
  }
  return answered;
}

/**
 * Locks the automation state of the tasks about to change, creating the rows that do not exist yet
 * (an upsert locks the row it meets), so two positions of one vehicle handled at once decide one
 * after the other.
 */
export function lockGeofenceStates(trx: Kysely<Database>, companyId: number, taskIds: readonly string[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return trx
    .insertInto('fleet_task_geofence_states')
    .values([...taskIds].sort().map((id) => ({ fleet_task_id: id, company_id: companyId })))
    .onConflict((oc) =>
      oc.column('fleet_task_id').doUpdateSet((eb) => ({ fleet_task_id: eb.ref('excluded.fleet_task_id') })),
    )
    .returning(['fleet_task_id', 'start_zone', 'stop_arrivals', 'last_fix_on'])
    .execute();
}

export function saveGeofenceState(
  trx: Kysely<Database>,
  taskId: string,
  state: { startZone: StartZone; arrivals: StopArrivals; lastFixOn: Date | null },
) {
  return trx
    .updateTable('fleet_task_geofence_states')
    .set({
      start_zone: state.startZone,
      stop_arrivals: JSON.stringify(state.arrivals),
      last_fix_on: state.lastFixOn,
      updated_on: new Date(),
    })
    .where('fleet_task_id', '=', taskId)
    .execute();
}

/**
 * A state change without events (an arrival, the zone around the start) in one statement, without
 * a transaction: it is kept only if it is newer than the stored one, so of two positions of one
 * vehicle handled at once the later fix wins.
 */
export function saveGeofenceStateIfNewer(
  db: Kysely<Database>,
  companyId: number,
  taskId: string,
  state: { startZone: StartZone; arrivals: StopArrivals; lastFixOn: Date | null },
) {
  const values = {
    start_zone: state.startZone,
    stop_arrivals: JSON.stringify(state.arrivals),
    last_fix_on: state.lastFixOn,
    updated_on: new Date(),
  };
  return db
    .insertInto('fleet_task_geofence_states')
    .values({ fleet_task_id: taskId, company_id: companyId, ...values })
    .onConflict((oc) =>
      oc
        .column('fleet_task_id')
        .doUpdateSet(values)
        .where((eb) =>
          eb.or([
            eb('fleet_task_geofence_states.last_fix_on', 'is', null),
            eb('fleet_task_geofence_states.last_fix_on', '<', state.lastFixOn ?? new Date(0)),
          ]),
        ),
    )
    .execute();
}

/** is_overlap is derived from the addresses; it is not a change anyone made, so updated_on stays. */
export function saveOverlap(trx: Kysely<Database>, taskId: string, isOverlap: boolean) {
  return trx.updateTable('fleet_tasks').set({ is_overlap: isOverlap }).where('id', '=', taskId).execute();
}
