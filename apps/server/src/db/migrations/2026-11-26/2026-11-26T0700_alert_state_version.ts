import { type Kysely, sql } from 'kysely';

// The position intake answers what the alert rules of the vehicle need without another round trip
// (issue 12 items 3 and 9): vehicles.alert_state_version, bumped by every write of the vehicle's
// alert_rule_states in the statement that writes them, tells the server whether its copy of the
// states is still the stored one; and the fix before the new ones (harsh braking, continuous driving).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vehicles add column alert_state_version bigint not null default 0`.execute(db);
  await sql.raw(INTAKE_FUNCTION).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function telemetry_intake(text, integer, json)`.execute(db);
  await sql.raw(PREVIOUS_INTAKE_FUNCTION).execute(db);
  await sql`alter table vehicles drop column alert_state_version`.execute(db);
}

export const INTAKE_FUNCTION = `
create or replace function telemetry_intake(p_device text, p_company integer, p_positions json)
returns json language plpgsql as $fn$
declare
  dev record;
  inserted integer;
  previous json;
begin
  -- Positions are acknowledged without waiting for the disk (see the comment in the migration).
  perform set_config('synchronous_commit', 'off', true);
  select * into dev from (
    (select 'vehicle' as kind, v.id, v.company_id, c.time_zone, 'GPS Kendaraan' as source, v.last_position_on,
        v.alert_state_version
      from vehicles v join companies c on c.id = v.company_id
      where v.imei = p_device and v.is_active and c.is_active and (p_company is null or v.company_id = p_company)
    union all
    select 'driver', u.id, u.company_id, c.time_zone, 'Smart Driver',
        (select max(tp.fix_on) from telemetry_positions tp where tp.driver_user_id = u.id), null::bigint
      from users u join companies c on c.id = u.company_id
      where u.device_id = p_device and u.role = 'driver' and u.is_active and c.is_active
        and (p_company is null or u.company_id = p_company))
    order by kind desc
    limit 1) as candidate;
  if not found then
    return null;
  end if;

  with stored as (
    insert into telemetry_positions (company_id, vehicle_id, driver_user_id, fix_on, latitude, longitude,
      speed_kmh, bearing, altitude, accuracy_m, battery_pct)
    select dev.company_id, case when dev.kind = 'vehicle' then dev.id end,
      case when dev.kind = 'driver' then dev.id end, p.fix_on, p.latitude, p.longitude, p.speed_kmh,
      p.bearing, p.altitude, p.accuracy_m, p.battery_pct
    from json_to_recordset(p_positions) as p(fix_on timestamptz, latitude double precision,
      longitude double precision, speed_kmh real, bearing real, altitude real, accuracy_m real, battery_pct real)
    on conflict do nothing
    returning 1)
  select count(*) into inserted from stored;

  if dev.kind = 'vehicle' then
    update vehicles set last_latitude = newest.latitude, last_longitude = newest.longitude,
      last_position_on = newest.fix_on
    from (select p.fix_on, p.latitude, p.longitude
      from json_to_recordset(p_positions) as p(fix_on timestamptz, latitude double precision, longitude double precision)
      order by p.fix_on desc limit 1) as newest
    where vehicles.id = dev.id
      and (vehicles.last_position_on is null or vehicles.last_position_on < newest.fix_on);
    -- The fix just before the oldest new one (newer than the device's newest before this call): what
    -- harsh braking and continuous driving compare the first new fix with.
    select json_build_object('fix_on', tp.fix_on, 'latitude', tp.latitude, 'longitude', tp.longitude,
        'speed_kmh', tp.speed_kmh, 'accuracy_m', tp.accuracy_m) into previous
      from telemetry_positions tp
      where tp.vehicle_id = dev.id and tp.fix_on < (
        select min(p.fix_on) from json_to_recordset(p_positions) as p(fix_on timestamptz)
        where dev.last_position_on is null or p.fix_on > dev.last_position_on)
      order by tp.fix_on desc limit 1;
  end if;

  return json_build_object(
    'kind', dev.kind, 'id', dev.id, 'company_id', dev.company_id, 'time_zone', dev.time_zone,
    'source', dev.source, 'last_position_on', dev.last_position_on, 'inserted', inserted,
    'alert_state_version', dev.alert_state_version::text, 'previous_fix', previous,
    'tasks', coalesce((
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
      where t.company_id = dev.company_id
        and t.autocomplete_source = dev.source
        and ((dev.kind = 'vehicle' and t.vehicle_id = dev.id) or (dev.kind = 'driver' and t.driver_user_id = dev.id))
        and ((t.status = 'SCHEDULED' and t.auto_start_type = 'GEOFENCE')
          or (t.status = 'STARTED' and t.is_autocomplete_on))
    ), '[]'::json));
end
$fn$;
`;

/** As migration 2026-11-21T0900_telemetry created it. */
const PREVIOUS_INTAKE_FUNCTION = `
create function telemetry_intake(p_device text, p_company integer, p_positions json)
returns json language plpgsql as $fn$
declare
  dev record;
  inserted integer;
begin
  -- Positions are acknowledged without waiting for the disk (see the comment in the migration).
  perform set_config('synchronous_commit', 'off', true);
  select * into dev from (
    (select 'vehicle' as kind, v.id, v.company_id, c.time_zone, 'GPS Kendaraan' as source, v.last_position_on
      from vehicles v join companies c on c.id = v.company_id
      where v.imei = p_device and v.is_active and c.is_active and (p_company is null or v.company_id = p_company)
    union all
    select 'driver', u.id, u.company_id, c.time_zone, 'Smart Driver',
        (select max(tp.fix_on) from telemetry_positions tp where tp.driver_user_id = u.id)
      from users u join companies c on c.id = u.company_id
      where u.device_id = p_device and u.role = 'driver' and u.is_active and c.is_active
        and (p_company is null or u.company_id = p_company))
    order by kind desc
    limit 1) as candidate;
  if not found then
    return null;
  end if;

  with stored as (
    insert into telemetry_positions (company_id, vehicle_id, driver_user_id, fix_on, latitude, longitude,
      speed_kmh, bearing, altitude, accuracy_m, battery_pct)
    select dev.company_id, case when dev.kind = 'vehicle' then dev.id end,
      case when dev.kind = 'driver' then dev.id end, p.fix_on, p.latitude, p.longitude, p.speed_kmh,
      p.bearing, p.altitude, p.accuracy_m, p.battery_pct
    from json_to_recordset(p_positions) as p(fix_on timestamptz, latitude double precision,
      longitude double precision, speed_kmh real, bearing real, altitude real, accuracy_m real, battery_pct real)
    on conflict do nothing
    returning 1)
  select count(*) into inserted from stored;

  if dev.kind = 'vehicle' then
    update vehicles set last_latitude = newest.latitude, last_longitude = newest.longitude,
      last_position_on = newest.fix_on
    from (select p.fix_on, p.latitude, p.longitude
      from json_to_recordset(p_positions) as p(fix_on timestamptz, latitude double precision, longitude double precision)
      order by p.fix_on desc limit 1) as newest
    where vehicles.id = dev.id
      and (vehicles.last_position_on is null or vehicles.last_position_on < newest.fix_on);
  end if;

  return json_build_object(
    'kind', dev.kind, 'id', dev.id, 'company_id', dev.company_id, 'time_zone', dev.time_zone,
    'source', dev.source, 'last_position_on', dev.last_position_on, 'inserted', inserted,
    'tasks', coalesce((
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
      where t.company_id = dev.company_id
        and t.autocomplete_source = dev.source
        and ((dev.kind = 'vehicle' and t.vehicle_id = dev.id) or (dev.kind = 'driver' and t.driver_user_id = dev.id))
        and ((t.status = 'SCHEDULED' and t.auto_start_type = 'GEOFENCE')
          or (t.status = 'STARTED' and t.is_autocomplete_on))
    ), '[]'::json));
end
$fn$;
`;
