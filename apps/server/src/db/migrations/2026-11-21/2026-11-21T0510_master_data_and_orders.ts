import { type Kysely, sql } from 'kysely';

// Master data (addresses, vehicles, customers, products), vendors, cancel reasons, delivery orders
// with their loads and transit legs, and the history events of orders and tasks.
export async function up(db: Kysely<unknown>): Promise<void> {
  const created = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`));

  await created('addresses')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('province', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('is_garage', 'boolean', (col) => col.notNull().defaultTo(false))
    // Null means the company's default geofence radius.
    .addColumn('geofence_radius_m', 'integer')
    .execute();
  await db.schema
    .createIndex('addresses_company_garage_idx')
    .on('addresses')
    .columns(['company_id', 'is_garage'])
    .execute();

  await created('vehicle_types')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addUniqueConstraint('vehicle_types_company_type_key', ['company_id', 'type'])
    .execute();

  await created('box_types')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('max_weight_kg', 'double precision')
    .addColumn('max_volume_cbm', 'double precision')
    .addUniqueConstraint('box_types_company_name_key', ['company_id', 'name'])
    .execute();

  await created('vehicles')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('license_plate', 'text', (col) => col.notNull())
    .addColumn('vehicle_type_id', 'integer', (col) => col.notNull().references('vehicle_types.id'))
    .addColumn('box_type_id', 'integer', (col) => col.references('box_types.id'))
    .addColumn('fuel', 'text')
    // The GPS device of the vehicle reports positions under this id.
    .addColumn('imei', 'text')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addUniqueConstraint('vehicles_company_plate_key', ['company_id', 'license_plate'])
    .execute();
  await sql`create unique index vehicles_imei_key on vehicles (imei) where imei is not null`.execute(db);

  await created('customers')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text')
    .execute();

  await created('product_types')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await created('products')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('product_type_id', 'integer', (col) => col.notNull().references('product_types.id'))
    .addColumn('uom', 'text', (col) => col.notNull())
    .addColumn('conversion_weight_value', 'double precision', (col) => col.notNull())
    .addColumn('conversion_volume_value', 'double precision', (col) => col.notNull())
    .execute();

  await created('reasons')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('CANCELED'))
    .execute();

  await created('vendors')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('ACTIVE'))
    .addColumn('contract_number', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text')
    // The platform company that receives this vendor's requests; null when the vendor is not on it.
    .addColumn('paired_company_id', 'integer', (col) => col.references('companies.id'))
    .execute();

  await created('vendor_rates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('vendor_id', 'integer', (col) => col.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('origin_address_id', 'integer', (col) => col.notNull().references('addresses.id'))
    .addColumn('destination_address_id', 'integer', (col) => col.notNull().references('addresses.id'))
    .addColumn('box_type_id', 'integer', (col) => col.references('box_types.id'))
    .addColumn('base_price', sql`numeric(16, 2)`, (col) => col.notNull())
    .addColumn('total_weight', 'double precision')
    .addColumn('total_volume', 'double precision')
    .execute();

  await created('delivery_orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('shipment_type', 'text', (col) =>
      col.notNull().check(sql`shipment_type in ('DIRECT', 'TRANSIT')`),
    )
    .addColumn('shipment_number', 'text')
    .addColumn('reference_number', 'text')
    .addColumn('external_reference_number', 'text')
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('billed_customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('origin_address_id', 'integer', (col) => col.notNull().references('addresses.id'))
    .addColumn('destination_address_id', 'integer', (col) => col.notNull().references('addresses.id'))
    .addColumn('expected_pickup_on', 'timestamptz')
    .addColumn('expected_delivered_on', 'timestamptz')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('is_from_vendor_request', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('user_definition_fields', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('delivery_orders_company_number_key', ['company_id', 'number'])
    .execute();
  await db.schema
    .createIndex('delivery_orders_company_created_idx')
    .on('delivery_orders')
    .columns(['company_id', 'created_on'])
    .execute();

  // A TRANSIT order passes through these addresses in order: origin, transit 1..n, destination.
  await db.schema
    .createTable('delivery_order_transits')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('delivery_order_id', 'uuid', (col) =>
      col.notNull().references('delivery_orders.id').onDelete('cascade'),
    )
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('address_id', 'integer', (col) => col.notNull().references('addresses.id'))
    .addUniqueConstraint('delivery_order_transits_order_sequence_key', ['delivery_order_id', 'sequence'])
    .execute();

  await created('delivery_loads')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('delivery_order_id', 'uuid', (col) =>
      col.notNull().references('delivery_orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 0`))
    .addColumn('uom', 'text', (col) => col.notNull())
    .addColumn('conversion_weight_value', 'double precision', (col) => col.notNull())
    .addColumn('conversion_volume_value', 'double precision', (col) => col.notNull())
    .addColumn('quantity_picked', 'integer')
    .addColumn('quantity_delivered', 'integer')
    .addColumn('is_adjusted_picked', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_adjusted_delivered', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('delivery_loads_order_idx')
    .on('delivery_loads')
    .column('delivery_order_id')
    .execute();

  await db.schema
    .createTable('history_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'uuid', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('properties', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('badge', 'jsonb')
    .addColumn('details', 'jsonb')
    .addColumn('actor_user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('history_events_entity_idx')
    .on('history_events')
    .columns(['entity_type', 'entity_id', 'created_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'history_events',
    'delivery_loads',
    'delivery_order_transits',
    'delivery_orders',
    'vendor_rates',
    'vendors',
    'reasons',
    'products',
    'product_types',
    'customers',
    'vehicles',
    'box_types',
    'vehicle_types',
    'addresses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
