import { type Kysely, sql } from 'kysely';

// Alert messages in the notification outbox (issue 12 item 7). A new raw alert queues one row per
// contact recipient of its rules and channel (WhatsApp, e-mail) in the alert's transaction; the same
// worker delivers them with the same claim, lease and retries as the customers' task messages, so
// there is one worker, one retry policy and one log. `kind` tells the two apart: a TASK_STATUS row
// keeps its task columns (now nullable for the other kind), an ALERT row names its raw alert, rule
// and vehicle, and carries the text made when it was queued.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification_outbox')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('TASK_STATUS'))
    .addColumn('raw_alert_id', 'uuid', (col) => col.references('raw_alerts.id').onDelete('cascade'))
    // A deleted rule keeps its messages in the alert's log.
    .addColumn('alert_rule_id', 'integer', (col) => col.references('alert_rules.id').onDelete('set null'))
    .addColumn('vehicle_id', 'integer', (col) => col.references('vehicles.id'))
    // The alert's own time: the throttle window is measured on it, not on when a batch arrived.
    .addColumn('alert_on', 'timestamptz')
    // Not sent because a message of the rule, vehicle and recipient went out within the window:
    // kept for the log, and never itself the reason to hold back a later one.
    .addColumn('is_throttled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('subject', 'text')
    .execute();
  for (const column of ['fleet_task_id', 'task_status', 'task_number', 'track_token']) {
    await db.schema
      .alterTable('notification_outbox')
      .alterColumn(column, (col) => col.dropNotNull())
      .execute();
  }
  await sql`alter table notification_outbox drop constraint notification_outbox_channel_check`.execute(db);
  await sql`alter table notification_outbox add constraint notification_outbox_channel_check
    check (channel in ('WHATSAPP', 'EMAIL'))`.execute(db);
  await sql`alter table notification_outbox add constraint notification_outbox_kind_check check (
    (kind = 'TASK_STATUS' and channel = 'WHATSAPP' and fleet_task_id is not null and task_status is not null
      and task_number is not null and track_token is not null)
    or (kind = 'ALERT' and raw_alert_id is not null and alert_on is not null
      and body is not null))`.execute(db);
  // The throttle's look-up: the last messages of a rule, vehicle, channel and recipient by alert time.
  await sql`create index notification_outbox_alert_throttle_idx
    on notification_outbox (alert_rule_id, vehicle_id, channel, recipient, alert_on)
    where kind = 'ALERT' and not is_throttled`.execute(db);
  await sql`create index notification_outbox_raw_alert_idx on notification_outbox (raw_alert_id)
    where raw_alert_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notification_outbox where kind = 'ALERT'`.execute(db);
  await sql`drop index notification_outbox_raw_alert_idx`.execute(db);
  await sql`drop index notification_outbox_alert_throttle_idx`.execute(db);
  await sql`alter table notification_outbox drop constraint notification_outbox_kind_check`.execute(db);
  await sql`alter table notification_outbox drop constraint notification_outbox_channel_check`.execute(db);
  await sql`alter table notification_outbox add constraint notification_outbox_channel_check
    check (channel in ('WHATSAPP'))`.execute(db);
  for (const column of ['fleet_task_id', 'task_status', 'task_number', 'track_token']) {
    await db.schema
      .alterTable('notification_outbox')
      .alterColumn(column, (col) => col.setNotNull())
      .execute();
  }
  await db.schema
    .alterTable('notification_outbox')
    .dropColumn('kind')
    .dropColumn('raw_alert_id')
    .dropColumn('alert_rule_id')
    .dropColumn('vehicle_id')
    .dropColumn('alert_on')
    .dropColumn('is_throttled')
    .dropColumn('subject')
    .execute();
}
