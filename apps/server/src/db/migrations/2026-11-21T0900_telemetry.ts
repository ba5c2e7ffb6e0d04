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

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fleet_task_geofence_states').execute();
  await db.schema.dropTable('telemetry_api_keys').execute();
  await db.schema.dropTable('telemetry_positions').execute();
}
