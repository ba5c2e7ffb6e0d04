import type { AutocompleteSource, StartZone, StopArrivals } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The SQL of the position intake. The hot path is two statements a position (or a batch of one
 * device): `deviceContext` and `storePositions`. Nothing is cached between positions, so a device
 * removed from its vehicle, a deactivated vehicle or driver, or a task changed by a dispatcher takes
 * effect on the next position.
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
  /** The source a task must follow for this device to drive it. */
  source: AutocompleteSource;
  last_position_on: Date | null;
  tasks: ContextTask[];
}

/**
 * The device (a vehicle by its imei, else a driver by the phone's device_id; active, of an active
 * company) with the automated tasks it drives, their route points with the geofences, and their
 * automation state: one statement. The tasks follow the device their source names ('GPS Kendaraan'
 * the vehicle, 'Smart Driver' the driver's phone).
 */
export async function deviceContext(
  db: Kysely<Database>,
  deviceId: string,
): Promise<DeviceContext | undefined> {
  const result = await sql<DeviceContext>`
    with device as (
      (select 'vehicle' as kind, v.id, v.company_id, c.time_zone, 'GPS Kendaraan' as source, v.last_position_on
        from vehicles v join companies c on c.id = v.company_id
        where v.imei = ${deviceId} and v.is_active and c.is_active
      union all
      select 'driver', u.id, u.company_id, c.time_zone, 'Smart Driver', null::timestamptz
        from users u join companies c on c.id = u.company_id
        where u.device_id = ${deviceId} and u.role = 'driver' and u.is_active and c.is_active)
      -- An id that is both an imei and a phone's device_id is the vehicle's.
      order by kind desc
      limit 1
    )
    select d.*, coalesce((
      select json_agg(json_build_object(
        'id', t.id, 'number', t.number, 'status', t.status, 'vehicle_id', t.vehicle_id,
        'driver_user_id', t.driver_user_id, 'expected_departure_on', t.expected_departure_on,
        'auto_start_type', t.auto_start_type, 'is_autocomplete_on', t.is_autocomplete_on,
        'is_overlap', t.is_overlap, 'start_address_id', t.start_address_id,
        'start_latitude', sa.latitude, 'start_longitude', sa.longitude, 'start_radius_m', sa.geofence_radius_m,
        'start_zone', s.start_zone, 'stop_arrivals', s.stop_arrivals, 'last_fix_on', s.last_fix_on,
        'points', (
          select json_agg(json_build_object(
            'id', p.id, 'type', p.type, 'address_id', p.address_id, 'latitude', a.latitude,
            'longitude', a.longitude, 'radius_m', a.geofence_radius_m,
            'open_activities', (select count(*) from fleet_task_activities x
              where x.point_id = p.id and x.status <> 'COMPLETED')
          ) order by p.position)
          from fleet_task_points p join addresses a on a.id = p.address_id
          where p.fleet_task_id = t.id)
      ) order by t.id)
      from fleet_tasks t
      join addresses sa on sa.id = t.start_address_id
      left join fleet_task_geofence_states s on s.fleet_task_id = t.id
      where t.company_id = d.company_id
        and t.autocomplete_source = d.source
        and ((d.kind = 'vehicle' and t.vehicle_id = d.id) or (d.kind = 'driver' and t.driver_user_id = d.id))
        and ((t.status = 'SCHEDULED' and t.auto_start_type = 'GEOFENCE')
          or (t.status = 'STARTED' and t.is_autocomplete_on))
    ), '[]'::json) as tasks
    from device d`.execute(db);
  return result.rows[0];
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

/**
 * Stores a device's positions and, for a vehicle, moves its hot last position to the newest one when
 * that is newer than what it has: one statement, so a position without automation work needs no
 * transaction of its own. Answers how many were new (the rest were already stored: a resend).
 */
export async function storePositions(
  db: Kysely<Database>,
  device: Pick<DeviceContext, 'kind' | 'id' | 'company_id'>,
  positions: readonly NewPosition[],
): Promise<number> {
  if (positions.length === 0) return 0;
  const rows = positions.map((position) => ({
    ...position,
    company_id: device.company_id,
    vehicle_id: device.kind === 'vehicle' ? device.id : null,
    driver_user_id: device.kind === 'driver' ? device.id : null,
  }));
  const newest = positions.reduce((a, b) => (b.fix_on > a.fix_on ? b : a));
  const row = await db
    .with('inserted', (qb) =>
      qb
        .insertInto('telemetry_positions')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .returning('fix_on'),
    )
    .with('moved', (qb) =>
      qb
        .updateTable('vehicles')
        .set({
          last_latitude: newest.latitude,
          last_longitude: newest.longitude,
          last_position_on: newest.fix_on,
        })
        // A driver's phone moves no vehicle: the id can match no vehicle then.
        .where('id', '=', device.kind === 'vehicle' ? device.id : -1)
        .where((eb) =>
          eb.or([eb('last_position_on', 'is', null), eb('last_position_on', '<', newest.fix_on)]),
        )
        .returning('id'),
    )
    .selectFrom('inserted')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Locks the automation state of the tasks about to change, creating the rows that do not exist yet,
 * so two positions of one vehicle handled at once decide one after the other.
 */
export async function lockGeofenceStates(
  trx: Kysely<Database>,
  companyId: number,
  taskIds: readonly string[],
) {
  if (taskIds.length === 0) return [];
  await trx
    .insertInto('fleet_task_geofence_states')
    .values(taskIds.map((id) => ({ fleet_task_id: id, company_id: companyId })))
    .onConflict((oc) => oc.column('fleet_task_id').doNothing())
    .execute();
  return trx
    .selectFrom('fleet_task_geofence_states')
    .select(['fleet_task_id', 'start_zone', 'stop_arrivals', 'last_fix_on'])
    .where('fleet_task_id', 'in', taskIds)
    .orderBy('fleet_task_id')
    .forUpdate()
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

/** is_overlap is derived from the addresses; it is not a change anyone made, so updated_on stays. */
export function saveOverlap(trx: Kysely<Database>, taskId: string, isOverlap: boolean) {
  return trx.updateTable('fleet_tasks').set({ is_overlap: isOverlap }).where('id', '=', taskId).execute();
}
