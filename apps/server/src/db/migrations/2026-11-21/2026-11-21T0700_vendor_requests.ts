import { type Kysely, sql } from 'kysely';

// Requests of fleet tasks sent to a vendor company on the platform (fleet-task-planning.md sections 1
// and 4, the vendor path; fleet-task issue item 6). A row belongs to the vendor company that receives
// it (`company_id`), so the vendor's list and lookups scope on it like every other business row; the
// sender's side is named by `sender_company_id`, its task and the vendor row it chose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vendor_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The receiving (vendor) company.
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('sender_company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('sender_fleet_task_id', 'uuid', (col) =>
      col.notNull().references('fleet_tasks.id').onDelete('cascade'),
    )
    // The sender's vendor row (paired with company_id) the task was sent to.
    .addColumn('sender_vendor_id', 'integer', (col) => col.notNull().references('vendors.id'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELED')`),
    )
    .addColumn('rejected_reason', 'text')
    // The vendor company's own task, made from the request when it is accepted.
    .addColumn('vendor_fleet_task_id', 'uuid', (col) => col.references('fleet_tasks.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('responded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('responded_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vendor_requests_company_created_idx')
    .on('vendor_requests')
    .columns(['company_id', 'created_on'])
    .execute();
  await db.schema
    .createIndex('vendor_requests_vendor_task_idx')
    .on('vendor_requests')
    .column('vendor_fleet_task_id')
    .execute();
  // A sender's task waits on, or is fulfilled by, one request at a time: two concurrent sends of the
  // same task cannot both leave a live request behind. Also serves lookups by the sender's task.
  await sql`create unique index vendor_requests_open_task_key on vendor_requests (sender_fleet_task_id)
    where status in ('PENDING', 'ACCEPTED')`.execute(db);
  await db.schema
    .createIndex('vendor_requests_sender_task_idx')
    .on('vendor_requests')
    .column('sender_fleet_task_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vendor_requests').execute();
}
