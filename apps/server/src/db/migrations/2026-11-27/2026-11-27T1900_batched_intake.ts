import { type Kysely, sql } from 'kysely';
import { INTAKE_FUNCTION } from '../2026-11-26/2026-11-26T0700_alert_state_version';

// Issue 22: the intake stores the positions of many devices in one call instead of one call per
// position (a profile at 438 positions/s found half the server's CPU in the socket writes of those
// round trips, and half of the database's in one statement of each call, below).
//
// telemetry_intake_batch takes [{ord, device, company, positions}], each device at most once, and
// answers one context per known device (as telemetry_intake answered for one), tagged with its ord;
// an unknown device has none and nothing of it is stored. Set-based: one lookup of the devices, one
// insert of every position, one update of the vehicles' last position, one read of their tasks.
//
// The fix before the new ones (harsh braking, continuous driving) was a read of telemetry_positions
// per call, 1.1 ms on average: an ordered scan across every monthly partition's index. It is always
// the vehicle's newest stored fix (vehicles.last_position_on never goes back), so the vehicle row
// now keeps that fix's speed and accuracy beside its place and time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vehicles add column last_speed_kmh real, add column last_accuracy_m real`.execute(db);
  await sql`update vehicles v set last_speed_kmh = tp.speed_kmh, last_accuracy_m = tp.accuracy_m
    from telemetry_positions tp where tp.vehicle_id = v.id and tp.fix_on = v.last_position_on`.execute(db);
  await sql.raw(BATCH_FUNCTION).execute(db);
  await sql`drop function telemetry_intake(text, integer, json)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function telemetry_intake_batch(json)`.execute(db);
  await sql.raw(INTAKE_FUNCTION).execute(db);
  await sql`alter table vehicles drop column last_speed_kmh, drop column last_accuracy_m`.execute(db);
}

const BATCH_FUNCTION = `
create function telemetry_intake_batch(p_batch json)
-- A batch's estimated cost passes jit_above_cost, and compiling it took 166 ms of a 7 ms call. Its
-- plan does not depend on the batch (a json parameter), so it is planned once, not on every call.
returns json language plpgsql set jit = off set plan_cache_mode = force_generic_plan as $fn$
declare
  answer json;
begin
  -- Positions are acknowledged without waiting for the disk (see migration 2026-11-21T0900_telemetry).
  perform set_config('synchronous_commit', 'off', true);
  with batch as (
    select b.ord, b.device, b.company, b.positions
    from json_to_recordset(p_batch) as b(ord integer, device text, company integer, positions json)
  ),
  devs as (
    select b.ord, d.*
    from batch b
    cross join lateral (
      select * from (
        (select 'vehicle' as kind, v.id, v.company_id, c.time_zone, 'GPS Kendaraan' as source,
            v.last_position_on, v.alert_state_version, v.last_latitude, v.last_longitude, v.last_speed_kmh,
            v.last_accuracy_m
          from vehicles v join companies c on c.id = v.company_id
          where v.imei = b.device and v.is_active and c.is_active
            and (b.company is null or v.company_id = b.company)
        union all
        select 'driver', u.id, u.company_id, c.time_zone, 'Smart Driver',
            (select max(tp.fix_on) from telemetry_positions tp where tp.driver_user_id = u.id),
            null::bigint, null::double precision, null::double precision, null::real, null::real
          from users u join companies c on c.id = u.company_id
          where u.device_id = b.device and u.role = 'driver' and u.is_active and c.is_active
            and (b.company is null or u.company_id = b.company))
        order by kind desc
        limit 1) as candidate) as d
  ),
  positions as (
    select d.ord, d.kind, d.id, d.company_id, p.*
    from devs d
    join batch b on b.ord = d.ord
    cross join lateral json_to_recordset(b.positions) as p(fix_on timestamptz, latitude double precision,
      longitude double precision, speed_kmh real, bearing real, altitude real, accuracy_m real, battery_pct real)
  ),
  stored as (
    insert into telemetry_positions (company_id, vehicle_id, driver_user_id, fix_on, latitude, longitude,
      speed_kmh, bearing, altitude, accuracy_m, battery_pct)
    select company_id, case when kind = 'vehicle' then id end, case when kind = 'driver' then id end,
      fix_on, latitude, longitude, speed_kmh, bearing, altitude, accuracy_m, battery_pct
    from positions
    on conflict do nothing
    returning vehicle_id, driver_user_id
  ),
  inserted as (
    select vehicle_id is not null as is_vehicle, coalesce(vehicle_id, driver_user_id) as id, count(*) as n
    from stored group by 1, 2
  ),
  newest as (
    select distinct on (id) id, fix_on, latitude, longitude, speed_kmh, accuracy_m
    from positions where kind = 'vehicle'
    order by id, fix_on desc
  ),
  moved as (
    update vehicles set last_latitude = n.latitude, last_longitude = n.longitude, last_position_on = n.fix_on,
      last_speed_kmh = n.speed_kmh, last_accuracy_m = n.accuracy_m
    from newest n
    where vehicles.id = n.id and (vehicles.last_position_on is null or vehicles.last_position_on < n.fix_on)
    returning vehicles.id
  )
  select json_agg(json_build_object(
    'ord', d.ord, 'kind', d.kind, 'id', d.id, 'company_id', d.company_id, 'time_zone', d.time_zone,
    'source', d.source, 'last_position_on', d.last_position_on, 'inserted', coalesce(i.n, 0),
    'alert_state_version', d.alert_state_version::text,
    -- Only when a new fix is newer than the vehicle's newest: the fix those new ones follow.
    'previous_fix', case when d.kind = 'vehicle' and d.last_position_on is not null and exists (
        select 1 from positions p where p.ord = d.ord and p.fix_on > d.last_position_on)
      then json_build_object('fix_on', d.last_position_on, 'latitude', d.last_latitude,
        'longitude', d.last_longitude, 'speed_kmh', d.last_speed_kmh, 'accuracy_m', d.last_accuracy_m) end,
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
      -- Two arms, so each reads its own index (vehicle_id, status) or (driver_user_id, status).
      from (select * from fleet_tasks where d.kind = 'vehicle' and vehicle_id = d.id
            union all
            select * from fleet_tasks where d.kind = 'driver' and driver_user_id = d.id) t
      join addresses sa on sa.id = t.start_address_id
      left join fleet_task_geofence_states s on s.fleet_task_id = t.id
      where t.company_id = d.company_id
        and t.autocomplete_source = d.source
        and ((t.status = 'SCHEDULED' and t.auto_start_type = 'GEOFENCE')
          or (t.status = 'STARTED' and t.is_autocomplete_on))
    ), '[]'::json)
  ) order by d.ord) into answer
  from devs d
  left join inserted i on i.id = d.id and i.is_vehicle = (d.kind = 'vehicle');
  return coalesce(answer, '[]'::json);
end
$fn$;
`;
