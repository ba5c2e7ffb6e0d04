import { type Kysely, sql } from 'kysely';

// Proof photos of pickups and drops (fleet-task-planning.md sections 3 'Payloads' Attachment, 5
// 'Complete-activity form'; activities issue item 1). The file itself lives in the storage
// (storage/file-storage.ts) under `storage_key`; this row is its metadata. A photo is uploaded
// before the form is saved, so `in_proof` tells the ones saved with a completion (kept for good)
// from the ones still in an open form (which DELETE .../attachment clears).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_attachments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('fleet_task_id', 'uuid', (col) =>
      col.notNull().references('fleet_tasks.id').onDelete('cascade'),
    )
    .addColumn('activity_id', 'uuid', (col) =>
      col.notNull().references('fleet_task_activities.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('photo')`))
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('file_name', 'text')
    .addColumn('in_proof', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('activity_attachments_activity_idx')
    .on('activity_attachments')
    .columns(['activity_id', 'created_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_attachments').execute();
}
