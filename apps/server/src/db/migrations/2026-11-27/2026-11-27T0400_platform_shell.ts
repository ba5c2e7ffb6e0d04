import { type Kysely, sql } from 'kysely';

// Issue 17, the platform shell (docs/platform-shell.md):
// - companies.is_platform: the company that holds the platform operators (role platform-admin); it
//   has no business data and is never listed, targeted or flagged. companies.referral_code: the
//   company's referral code, made on first request.
// - company_features: a company's feature flags; a flag without a row has the domain's default.
// - platform_assets: images the operator uploaded (checked by their bytes), kept in the file storage.
// - system_notifications and system_notification_reads: announcements and who read them when.
// - banners and banner_views: the promotional banner per company (or for all) and when each user last saw it.
// - feedbacks: the satisfaction feedback; back_to_old_version_requests: the reasons for going back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('is_platform', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('referral_code', 'text', (col) => col.unique())
    .execute();

  await db.schema
    .createTable('company_features')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('updated_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('company_features_pkey', ['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('platform_assets')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('system_notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('header', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('thumbnail_asset_id', 'uuid', (col) => col.references('platform_assets.id'))
    // {type, title, description} and its payload by asset ids or a video link (domain announcements.ts).
    .addColumn('action', 'jsonb')
    .addColumn('data', 'jsonb')
    // null: every company, also those added later.
    .addColumn('company_ids', sql`integer[]`)
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('system_notifications_action_data', sql`(action is null) = (data is null)`)
    .execute();
  await sql`create index system_notifications_created_idx on system_notifications (created_on desc, id desc)`.execute(
    db,
  );
  await sql`create index system_notifications_companies_idx on system_notifications using gin (company_ids)`.execute(
    db,
  );

  await db.schema
    .createTable('system_notification_reads')
    .addColumn('system_notification_id', 'uuid', (col) =>
      col.notNull().references('system_notifications.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('system_notification_reads_pkey', ['user_id', 'system_notification_id'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // null: the banner for all companies.
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('image_asset_id', 'uuid', (col) => col.notNull().references('platform_assets.id'))
    .addColumn('link_url', 'text')
    .addColumn('day_show', 'integer', (col) => col.notNull().check(sql`day_show between 1 and 365`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One active banner per target: a second PUT deactivates the first in the same transaction.
  await sql`create unique index banners_one_active_idx on banners (coalesce(company_id, 0)) where is_active`.execute(
    db,
  );

  await db.schema
    .createTable('banner_views')
    .addColumn('banner_id', 'integer', (col) => col.notNull().references('banners.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_shown_on', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('banner_views_pkey', ['banner_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('feedbacks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('point', 'smallint', (col) => col.notNull().check(sql`point between 1 and 5`))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    // The calendar month in the company's zone ('2026-11'): one feedback per user and month.
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('feedbacks_user_month_key', ['user_id', 'month'])
    .execute();

  await db.schema
    .createTable('back_to_old_version_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'back_to_old_version_requests',
    'feedbacks',
    'banner_views',
    'banners',
    'system_notification_reads',
    'system_notifications',
    'platform_assets',
    'company_features',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('companies').dropColumn('referral_code').dropColumn('is_platform').execute();
}
