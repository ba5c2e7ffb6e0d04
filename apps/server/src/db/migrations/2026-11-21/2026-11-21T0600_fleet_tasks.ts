import { type Kysely, sql } from 'kysely';

// Fleet tasks with their route points and the pickup/drop activities of delivery orders, and the
// per-company counters that give tasks and orders readable sequential numbers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_counters')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('company_counters_pkey', ['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('fleet_tasks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('visited_statuses', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('send_by', 'text', (col) =>
      col.notNull().defaultTo('SELF').check(sql`send_by in ('SELF', 'VENDOR')`),
    )
    .addColumn('shipment_reference', 'text')
    .addColumn('expected_departure_on', 'timestamptz')
    .addColumn('actual_departure_on', 'timestamptz')
    .addColumn('actual_arrival_on', 'timestamptz')
    .addColumn('estimated_arrival_on', 'timestamptz')
    .addColumn('start_address_id', 'integer', (col) => col.references('addresses.id'))
    .addColumn('end_address_id', 'integer', (col) => col.references('addresses.id'))
    .addColumn('vehicle_id', 'integer', (col) => col.references('vehicles.id'))
    .addColumn('driver_user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('vendor_id', 'integer', (col) => col.references('vendors.id'))
    .addColumn('is_from_vendor_request', 'boolean', (col) => col.notNull().defaultTo(false))
    // On a vendor company's task made from a request: the sender's task it fulfils.
    .addColumn('source_fleet_task_id', 'uuid', (col) => col.references('fleet_tasks.id'))
    .addColumn('notification_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('customer_phone_number', 'text')
    .addColumn('auto_start_type', 'text')
    .addColumn('is_auto_started', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('auto_start_failed_reason', 'text')
    .addColumn('is_overlap', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('autocomplete_source', 'text', (col) => col.notNull().defaultTo('GPS Kendaraan'))
    .addColumn('is_autocomplete_on', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('canceled_reason_id', 'integer', (col) => col.references('reasons.id'))
    .addColumn('rejected_reason', 'text')
    .addColumn('current_total_weight', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('current_total_volume', 'double precision', (col) => col.notNull().defaultTo(0))
    // The secret part of the public tracking link.
    .addColumn('track_token', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('fleet_tasks_company_number_key', ['company_id', 'number'])
    .execute();
  await db.schema
    .createIndex('fleet_tasks_company_status_idx')
    .on('fleet_tasks')
    .columns(['company_id', 'status'])
    .execute();
  await db.schema
    .createIndex('fleet_tasks_company_created_idx')
    .on('fleet_tasks')
    .columns(['company_id', 'created_on'])
    .execute();
  await db.schema
    .createIndex('fleet_tasks_vehicle_status_idx')
    .on('fleet_tasks')
    .columns(['vehicle_id', 'status'])
    .execute();
  await db.schema
    .createIndex('fleet_tasks_driver_status_idx')
    .on('fleet_tasks')
    .columns(['driver_user_id', 'status'])
    .execute();

  await db.schema
    .createTable('fleet_task_points')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('fleet_task_id', 'uuid', (col) =>
      col.notNull().references('fleet_tasks.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('START', 'DEFAULT', 'END')`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('address_id', 'integer', (col) => col.notNull().references('addresses.id'))
    .addColumn('service_time_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('fleet_task_points_task_idx')
    .on('fleet_task_points')
    .columns(['fleet_task_id', 'position'])
    .execute();

  await db.schema
    .createTable('fleet_task_activities')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('fleet_task_id', 'uuid', (col) =>
      col.notNull().references('fleet_tasks.id').onDelete('cascade'),
    )
    .addColumn('point_id', 'uuid', (col) =>
      col.notNull().references('fleet_task_points.id').onDelete('cascade'),
    )
    .addColumn('delivery_order_id', 'uuid', (col) => col.notNull().references('delivery_orders.id'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('PICKUP', 'DROP')`))
    .addColumn('position', 'integer', (col) => col.notNull())
    // For a TRANSIT order: which leg (0 = origin to first transit) this pickup or drop belongs to.
    .addColumn('transit_leg', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('UNCOMPLETED'))
    .addColumn('completed_on', 'timestamptz')
    .addColumn('contact_person_name', 'text')
    .addColumn('note', 'text')
    .addColumn('completed_by', 'integer', (col) => col.references('users.id'))
    .addColumn('completion_source', 'text')
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('fleet_task_activities_task_idx')
    .on('fleet_task_activities')
    .column('fleet_task_id')
    .execute();
  await db.schema
    .createIndex('fleet_task_activities_order_idx')
    .on('fleet_task_activities')
    .column('delivery_order_id')
    .execute();
  await db.schema
    .createIndex('fleet_task_activities_point_idx')
    .on('fleet_task_activities')
    .columns(['point_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fleet_task_activities').execute();
  await db.schema.dropTable('fleet_task_points').execute();
  await db.schema.dropTable('fleet_tasks').execute();
  await db.schema.dropTable('company_counters').execute();
}
