import { type Kysely, sql } from 'kysely';

// Issue 19 item 3: dashcam video through the device gateway (docs/device-gateway.md).
// - vehicles.device_type: which dashcam the vehicle's IMEI is (section 9: bsj, vss-howen), null for none;
// - video_download_histories: one clip asked of a device per alert and channel, and its outcome
//   (the gateway's words: 'Sent', 'Not Sent(No video downloaded)'), findDownloadVideoHistories' rows;
// - media_upload_links: the one-time signed URL the gateway uploads a clip to; only the token's hash
//   is kept, so a database read does not hand out upload rights;
// - raw_alert_media_states: each alert's media polling state (section 3's pollingStatus, retryCount,
//   canRequest, canCheck) kept on the server so every operator's popup shows the same step. A side
//   table rather than raw_alerts columns: most alerts never have a clip.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vehicles')
    .addColumn('device_type', 'text', (col) => col.check(sql`device_type in ('bsj', 'vss-howen')`))
    .execute();

  await db.schema
    .createTable('video_download_histories')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('raw_alert_id', 'uuid', (col) => col.references('raw_alerts.id').onDelete('set null'))
    .addColumn('vehicle_id', 'integer', (col) => col.notNull().references('vehicles.id'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('file_id', 'text', (col) => col.notNull())
    .addColumn('start_time', 'timestamptz', (col) => col.notNull())
    .addColumn('end_time', 'timestamptz', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('requested', 'Sent', 'Not Sent(No video downloaded)')`),
    )
    .addColumn('failure_reason', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('video_download_histories_window', sql`end_time >= start_time`)
    .execute();
  // findDownloadVideoHistories reads a vehicle's clips from a time; the popup reads an alert's.
  await sql`create index video_download_histories_vehicle_idx
    on video_download_histories (company_id, vehicle_id, start_time desc)`.execute(db);
  await sql`create index video_download_histories_alert_idx
    on video_download_histories (raw_alert_id, channel) where raw_alert_id is not null`.execute(db);

  await db.schema
    .createTable('media_upload_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('history_id', 'uuid', (col) =>
      col.notNull().references('video_download_histories.id').onDelete('cascade'),
    )
    .addColumn('expires_on', 'timestamptz', (col) => col.notNull())
    .addColumn('used_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('media_upload_links_history_id')
    .on('media_upload_links')
    .column('history_id')
    .execute();

  await db.schema
    .createTable('raw_alert_media_states')
    .addColumn('raw_alert_id', 'uuid', (col) =>
      col.primaryKey().references('raw_alerts.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('polling_status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`polling_status in ('loading', 'checking', 'requesting', 'complete', 'failed', 'timeout', 'waiting')`,
        ),
    )
    .addColumn('retry_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`retry_count >= 0`))
    .addColumn('can_request', 'boolean', (col) => col.notNull())
    .addColumn('can_check', 'boolean', (col) => col.notNull())
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('raw_alert_media_states').execute();
  await db.schema.dropTable('media_upload_links').execute();
  await db.schema.dropTable('video_download_histories').execute();
  await db.schema.alterTable('vehicles').dropColumn('device_type').execute();
}
