import { type Kysely, sql } from 'kysely';

// Positions of vehicles' GPS devices and drivers' phones, the gateways' API keys, and the state of
// the geofence automation of each fleet task (GPS issue).
//
// telemetry_positions is the one table that grows without bound (a device every few seconds), so it
// is kept lean: no id, no foreign keys (a check per insert; positions outlive nothing and are deleted
// by time), and its only keys are "device, fix time", which both identify a position (a device
// resending one after a lost answer stores nothing twice) and serve "track of a vehicle between two
// times". Both keys contain fix_on, so the table can become `partition by range (fix_on)` when it
// grows (DESIGN.md, 'Scale') without changing a key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  await createIntakeFunction(db);
}

async function createTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telemetry_positions')
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('vehicle_id', 'integer')
    .addColumn('driver_user_id', 'integer')
    .addColumn('fix_on', 'timestamptz', (col) => col.notNull())
    .addColumn('received_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('speed_kmh', 'real')
    .addColumn('bearing', 'real')
    .addColumn('altitude', 'real')
    .addColumn('accuracy_m', 'real')
    .addColumn('battery_pct', 'real')
    .addCheckConstraint('telemetry_positions_one_device', sql`num_nonnulls(vehicle_id, driver_user_id) = 1`)
    .execute();
  await sql`create unique index telemetry_positions_vehicle_key on telemetry_positions (vehicle_id, fix_on)
    where vehicle_id is not null`.execute(db);
  await sql`create unique index telemetry_positions_driver_key on telemetry_positions (driver_user_id, fix_on)
    where driver_user_id is not null`.execute(db);

  // A gateway sends positions of many devices of one company with a key; only its SHA-256 is kept.
  await db.schema
    .createTable('telemetry_api_keys')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('key_prefix', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_on', 'timestamptz')
    .addColumn('revoked_on', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('telemetry_api_keys_company_idx')
    .on('telemetry_api_keys')
    .column('company_id')
    .execute();

  // What the automation remembers of a task between positions: the vehicle's last decided zone
  // around the start (auto start) and the stops it is at (DO status by GPS). A table of its own
  // rather than columns on fleet_tasks: it changes with positions, not with the plan, and writing
  // it never touches the task's updated_on (stale-update checks of the page).
  await db.schema
    .createTable('fleet_task_geofence_states')
    .addColumn('fleet_task_id', 'uuid', (col) =>
      col.primaryKey().references('fleet_tasks.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('start_zone', 'text', (col) => col.check(sql`start_zone in ('INSIDE', 'OUTSIDE')`))
    .addColumn('stop_arrivals', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('last_fix_on', 'timestamptz')
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

/**
 * One call per position (or per device of a batch): finds the device (an active vehicle by imei, else
 * an active driver by the phone's device_id, of an active company, of `p_company` when a gateway's
 * key names one), stores its positions (a resend stores nothing), moves a vehicle's hot last position
 * to the newest one, and answers the device with the automated tasks it drives, their points'
 * geofences and their automation state; null for an unknown device, with nothing stored.
 *
 * A function rather than statements sent from the server, for a measured reason: PostgreSQL plans an
 * unprepared statement at each call, and the plan of the context query (json of tasks, points and
 * open activities) cost about 1 ms of the 1.2 ms a position took (benchmark of bench/telemetry.bench.ts
 * on PostgreSQL 15); PL/pgSQL keeps the plans of its statements per connection, and one round trip
 * replaces two. `last_position_on` is the device's newest fix before this call: a position older than
 * it says where the vehicle was, not where it is, and moves no geofence.
 *
 * Its transaction commits without waiting for the WAL flush (synchronous_commit off, for this
 * transaction only; the automation's starts and completions commit in transactions of their own, as
 * usual). Waiting for the disk cost 0.4 to 2.5 ms a position on the benchmark machine, against 0.4 ms
 * for all the rest; the price is that a PostgreSQL crash may lose the positions of its last moment
 * (under a second) after they were answered 200, never the database's consistency. Call it on its
 * own, never inside a transaction that must be durable.
 */
async function createIntakeFunction(db: Kysely<unknown>): Promise<void> {
  await sql.raw(INTAKE_FUNCTION).execute(db);
}

const INTAKE_FUNCTION = `
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function telemetry_intake(text, integer, json)`.execute(db);
  await db.schema.dropTable('fleet_task_geofence_states').execute();
  await db.schema.dropTable('telemetry_api_keys').execute();
  await db.schema.dropTable('telemetry_positions').execute();
}
