import { type Kysely, sql } from 'kysely';

// The WhatsApp notification outbox (GPS issue item 7). A transition that should tell the customer
// writes a row in its own transaction; a worker delivers it afterwards (modules/notification). One row
// per task, status and transaction: the key makes a second enqueue of the same status change a no-op,
// while a later change to the same status (say a second Menunggu Vendor after a rejection) is a new row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('fleet_task_id', 'uuid', (col) =>
      col.notNull().references('fleet_tasks.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (col) =>
      col.notNull().defaultTo('WHATSAPP').check(sql`channel in ('WHATSAPP')`),
    )
    .addColumn('task_status', 'text', (col) => col.notNull())
    // The writing transaction (xid8, which never wraps), so a status change is known without a counter.
    .addColumn('transaction_id', 'bigint', (col) =>
      col.notNull().defaultTo(sql`(pg_current_xact_id()::text::bigint)`),
    )
    // Cloud API form (digits with country code 62); null when the phone was empty or invalid.
    .addColumn('recipient', 'text')
    // Snapshots of the moment of the change: the text reads as the task was then.
    .addColumn('customer_name', 'text')
    .addColumn('task_number', 'text', (col) => col.notNull())
    .addColumn('track_token', 'text', (col) => col.notNull())
    // The text actually sent; the link needs the server's public URL, known to the worker.
    .addColumn('body', 'text')
    .addColumn('delivery_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(sql`delivery_status in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'NOT_SENT')`),
    )
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // When a PENDING row is due, or when the claim of a SENDING row expires (a worker that died).
    .addColumn('next_attempt_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('provider_message_id', 'text')
    .addColumn('sent_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('notification_outbox_status_change_key', [
      'fleet_task_id',
      'task_status',
      'transaction_id',
    ])
    .execute();
  // The worker's claim: only rows still to deliver, by due time.
  await sql`create index notification_outbox_due_idx on notification_outbox (next_attempt_on)
    where delivery_status in ('PENDING', 'SENDING')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_outbox').execute();
}
