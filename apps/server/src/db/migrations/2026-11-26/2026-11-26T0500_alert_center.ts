import { type Kysely, sql } from 'kysely';

// The Alert Center (issue 12 items 1, 2 and 5): the global alert catalogue and rule templates (rows
// kept in step with packages/domain at every start by db/alert-catalogue.ts, never copied here, so
// this migration does not freeze the list), the company timeouts, vehicle groups (the master-data
// issue has not landed), geofences, alert rules with their links and engine state, raw alerts with
// their user logs, raw device data and the reverse-geocoding cache.

const now = sql`now()`;

async function catalogue(db: Kysely<unknown>) {
  await db.schema
    .createTable('alert_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('category_idn', 'text', (col) => col.notNull())
    .addColumn('category_eng', 'text', (col) => col.notNull())
    .addColumn('description_idn', 'text', (col) => col.notNull())
    .addColumn('description_eng', 'text', (col) => col.notNull())
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('alert_codes')
    .addColumn('code', 'integer', (col) => col.primaryKey())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('alert_categories.id'))
    .addColumn('description_idn', 'text', (col) => col.notNull())
    .addColumn('description_eng', 'text', (col) => col.notNull())
    .addColumn('full_description_idn', 'text', (col) => col.notNull())
    .addColumn('full_description_eng', 'text', (col) => col.notNull())
    .addColumn('producer', 'text', (col) => col.notNull())
    .addColumn('default_urgency', 'text', (col) =>
      col.notNull().check(sql`default_urgency in ('URGENT', 'IMPORTANT')`),
    )
    .addColumn('threshold_fields', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('default_max_threshold', 'double precision')
    .addColumn('default_min_threshold', 'double precision')
    .addColumn('default_min_threshold_time', 'integer')
    .addColumn('enabled_in_rule', 'boolean', (col) => col.notNull().defaultTo(true))
    // A code the domain no longer lists stays for the alerts that carry it, out of new rules.
    .addColumn('in_catalogue', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('alert_rule_templates')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name_idn', 'text', (col) => col.notNull())
    .addColumn('name_eng', 'text', (col) => col.notNull())
    .addColumn('description_idn', 'text', (col) => col.notNull())
    .addColumn('description_eng', 'text', (col) => col.notNull())
    .addColumn('icon_category_id', 'integer', (col) => col.notNull().references('alert_categories.id'))
    .addColumn('default_alert_codes', sql`integer[]`, (col) => col.notNull())
    .addColumn('additional_alert_codes', sql`integer[]`, (col) => col.notNull())
    .addColumn('in_catalogue', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

async function companiesAndGroups(db: Kysely<unknown>) {
  // Defaults of the sweeper codes 7, 13 and 14 (ALERT_CODES.md) when a rule names no duration.
  await db.schema
    .alterTable('companies')
    .addColumn('offline_timeout_s', 'integer', (col) =>
      col.notNull().defaultTo(1800).check(sql`offline_timeout_s between 60 and 604800`),
    )
    .addColumn('idle_timeout_s', 'integer', (col) =>
      col.notNull().defaultTo(600).check(sql`idle_timeout_s between 60 and 604800`),
    )
    .addColumn('park_timeout_s', 'integer', (col) =>
      col.notNull().defaultTo(3600).check(sql`park_timeout_s between 60 and 604800`),
    )
    .execute();
  await db.schema
    .createTable('vehicle_groups')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`create unique index vehicle_groups_company_name_key on vehicle_groups (company_id, lower(name))`.execute(
    db,
  );
  await db.schema
    .createTable('vehicle_group_vehicles')
    .addColumn('vehicle_group_id', 'integer', (col) =>
      col.notNull().references('vehicle_groups.id').onDelete('cascade'),
    )
    .addColumn('vehicle_id', 'integer', (col) => col.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addPrimaryKeyConstraint('vehicle_group_vehicles_pkey', ['vehicle_group_id', 'vehicle_id'])
    .execute();
  await db.schema
    .createIndex('vehicle_group_vehicles_vehicle_idx')
    .on('vehicle_group_vehicles')
    .column('vehicle_id')
    .execute();
}

async function geofences(db: Kysely<unknown>) {
  await db.schema
    .createTable('geofences')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('fence_name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('CIRCLE', 'POLYGON')`))
    .addColumn('service_loc_type', 'text')
    .addColumn('address', 'text')
    .addColumn('center_latitude', 'double precision')
    .addColumn('center_longitude', 'double precision')
    .addColumn('radius_m', 'double precision', (col) => col.check(sql`radius_m between 10 and 100000`))
    // [{latitude, longitude}, ...], 3 to 1000 points, the ring closed implicitly.
    .addColumn('polygon', 'jsonb')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'geofences_shape_check',
      sql`(type = 'CIRCLE' and center_latitude is not null and center_longitude is not null
            and radius_m is not null and polygon is null)
        or (type = 'POLYGON' and polygon is not null and radius_m is null)`,
    )
    .execute();
  await db.schema
    .createIndex('geofences_company_idx')
    .on('geofences')
    .columns(['company_id', 'id'])
    .execute();
}

async function alertRules(db: Kysely<unknown>) {
  const hhmm = (column: string) => sql`${sql.ref(column)} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('alert_code', 'integer', (col) => col.notNull().references('alert_codes.code'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('alert_urgency_type', 'text', (col) =>
      col.notNull().check(sql`alert_urgency_type in ('URGENT', 'IMPORTANT')`),
    )
    .addColumn('max_threshold', 'double precision')
    .addColumn('min_threshold', 'double precision')
    .addColumn('min_threshold_time', 'integer', (col) => col.check(sql`min_threshold_time >= 0`))
    .addColumn('with_schedule', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('start_time', 'text', (col) => col.check(hhmm('start_time')))
    .addColumn('end_time', 'text', (col) => col.check(hhmm('end_time')))
    // ISO days, 1 Monday .. 7 Sunday.
    .addColumn('day_of_week', sql`integer[]`, (col) =>
      col.notNull().defaultTo(sql`'{1,2,3,4,5,6,7}'::integer[]`).check(sql`day_of_week <@ '{1,2,3,4,5,6,7}'`),
    )
    .addColumn('with_geofence', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_inside_geofence', 'boolean')
    .addColumn('alert_count_threshold', 'integer', (col) => col.check(sql`alert_count_threshold >= 1`))
    .addColumn('alert_count_window', 'integer', (col) => col.check(sql`alert_count_window >= 1`))
    .addColumn('auto_popup', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('template_id', 'integer', (col) => col.references('alert_rule_templates.id'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('alert_rules_company_idx')
    .on('alert_rules')
    .columns(['company_id', 'created_on desc', 'id desc'])
    .execute();
  // The engine's lookup: the company's active rules of a code.
  await sql`create index alert_rules_active_idx on alert_rules (company_id, alert_code) where is_active`.execute(
    db,
  );

  const link = async (table: string, column: string, target: string) => {
    await db.schema
      .createTable(table)
      .addColumn('alert_rule_id', 'integer', (col) =>
        col.notNull().references('alert_rules.id').onDelete('cascade'),
      )
      .addColumn(column, 'integer', (col) => col.notNull().references(target).onDelete('cascade'))
      .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['alert_rule_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  };
  await link('alert_rule_vehicles', 'vehicle_id', 'vehicles.id');
  await link('alert_rule_vehicle_groups', 'vehicle_group_id', 'vehicle_groups.id');
  await link('alert_rule_users', 'user_id', 'users.id');
  await link('alert_rule_geofences', 'geofence_id', 'geofences.id');

  await db.schema
    .createTable('alert_rule_contacts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('alert_rule_id', 'integer', (col) =>
      col.notNull().references('alert_rules.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text')
    .addColumn('label', 'text')
    .addCheckConstraint(
      'alert_rule_contacts_target_check',
      sql`user_id is not null or phone_number is not null or email is not null`,
    )
    .execute();
  await db.schema
    .createIndex('alert_rule_contacts_rule_idx')
    .on('alert_rule_contacts')
    .column('alert_rule_id')
    .execute();

  // The rule engine's memory per (rule, vehicle), written only when it changes (ALERT_CODES.md).
  await db.schema
    .createTable('alert_rule_states')
    .addColumn('alert_rule_id', 'integer', (col) =>
      col.notNull().references('alert_rules.id').onDelete('cascade'),
    )
    .addColumn('vehicle_id', 'integer', (col) => col.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('state', 'jsonb', (col) => col.notNull())
    .addColumn('decided_fix_on', 'timestamptz')
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('alert_rule_states_pkey', ['alert_rule_id', 'vehicle_id'])
    .execute();
  await db.schema
    .createIndex('alert_rule_states_vehicle_idx')
    .on('alert_rule_states')
    .column('vehicle_id')
    .execute();
}

async function rawAlerts(db: Kysely<unknown>) {
  await db.schema
    .createTable('raw_alerts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('alert_code', 'integer', (col) => col.notNull().references('alert_codes.code'))
    .addColumn('alert_flag', 'text')
    .addColumn('alert_data', 'text')
    .addColumn('alert_trigger', 'text')
    .addColumn('alert_rule_ids', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('vehicle_id', 'integer', (col) => col.references('vehicles.id'))
    .addColumn('driver_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('address', 'text')
    // The event's own time; received_on is when it reached us (is_late when over 15 minutes apart).
    .addColumn('created_on', 'timestamptz', (col) => col.notNull())
    .addColumn('received_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('is_read', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_resolved', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_false_alert', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_urgent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_important', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('auto_popup', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_late', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('source_device_category', 'text')
    .addColumn('device_alarm_id', 'text')
    .addColumn('episode_key', 'text')
    .addColumn('media', 'jsonb')
    .addColumn('fleet_task_id', 'uuid', (col) => col.references('fleet_tasks.id').onDelete('set null'))
    .addColumn('fo_number', 'text')
    .addColumn('log_id', 'text')
    .addColumn('call_state', 'jsonb')
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // Urgent takes precedence over important (spec section 4): never both.
    .addCheckConstraint('raw_alerts_urgency_check', sql`not (is_urgent and is_important)`)
    .execute();
  // The list: newest first within a company (rawAlerts, page after page).
  await sql`create index raw_alerts_company_created_idx on raw_alerts (company_id, created_on desc, id desc)`.execute(
    db,
  );
  // The urgent and important lists and their unresolved counts, each an index range of its own.
  await sql`create index raw_alerts_urgent_idx on raw_alerts (company_id, created_on desc, id desc)
    where is_urgent`.execute(db);
  await sql`create index raw_alerts_important_idx on raw_alerts (company_id, created_on desc, id desc)
    where is_important`.execute(db);
  // The unresolved lists and counts (the centre's 'unresolved only' switch and its badges).
  await sql`create index raw_alerts_unresolved_urgent_idx on raw_alerts (company_id, created_on desc, id desc)
    where is_urgent and not is_resolved and not is_false_alert`.execute(db);
  await sql`create index raw_alerts_unresolved_important_idx on raw_alerts (company_id, created_on desc, id desc)
    where is_important and not is_resolved and not is_false_alert`.execute(db);
  await sql`create index raw_alerts_vehicle_idx on raw_alerts (vehicle_id, created_on desc)`.execute(db);
  // A device's own alarm id is the dedup key of device alarms (ALERT_CODES.md).
  await sql`create unique index raw_alerts_device_alarm_key on raw_alerts (company_id, vehicle_id, device_alarm_id)
    where device_alarm_id is not null`.execute(db);

  await db.schema
    .createTable('raw_alert_user_logs')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('raw_alert_id', 'uuid', (col) => col.notNull().references('raw_alerts.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('type_field', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`type_field in ('Read', 'Feedback', 'FalseAlert', 'Resolve', 'RevertFalseAlert', 'RevertResolve')`,
        ),
    )
    .addColumn('data', 'text')
    .addColumn('note', 'text')
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('raw_alert_user_logs_alert_idx')
    .on('raw_alert_user_logs')
    .columns(['raw_alert_id', 'created_on'])
    .execute();
}

async function deviceDataAndGeocoding(db: Kysely<unknown>) {
  // Whatever a device reports, kept as received (an unknown code too), linked to the alert it made.
  await db.schema
    .createTable('device_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (col) => col.references('vehicles.id'))
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('occurred_on', 'timestamptz', (col) => col.notNull())
    .addColumn('received_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('speed_kmh', 'double precision')
    .addColumn('data', 'jsonb')
    .addColumn('media', 'jsonb')
    .addColumn('raw_alert_id', 'uuid', (col) => col.references('raw_alerts.id').onDelete('set null'))
    .execute();
  await sql`create index device_events_company_idx on device_events (company_id, occurred_on desc)`.execute(
    db,
  );
  await sql`create index device_events_vehicle_idx on device_events (vehicle_id, occurred_on desc)`.execute(
    db,
  );

  // Coordinates rounded to 4 decimals (about 11 m): one lookup per spot and company.
  await db.schema
    .createTable('geocode_cache')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('latitude_e4', 'integer', (col) => col.notNull())
    .addColumn('longitude_e4', 'integer', (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('nominatim', 'address', 'none')`),
    )
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('geocode_cache_pkey', ['company_id', 'latitude_e4', 'longitude_e4'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await catalogue(db);
  await companiesAndGroups(db);
  await geofences(db);
  await alertRules(db);
  await rawAlerts(db);
  await deviceDataAndGeocoding(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'geocode_cache',
    'device_events',
    'raw_alert_user_logs',
    'raw_alerts',
    'alert_rule_states',
    'alert_rule_contacts',
    'alert_rule_geofences',
    'alert_rule_users',
    'alert_rule_vehicle_groups',
    'alert_rule_vehicles',
    'alert_rules',
    'geofences',
    'vehicle_group_vehicles',
    'vehicle_groups',
    'alert_rule_templates',
    'alert_codes',
    'alert_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('companies')
    .dropColumn('offline_timeout_s')
    .dropColumn('idle_timeout_s')
    .dropColumn('park_timeout_s')
    .execute();
}
