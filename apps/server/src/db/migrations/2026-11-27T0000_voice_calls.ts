import { type Kysely, sql } from 'kysely';

// Issue 19 item 5: two-way voice calls with a dashcam through the device gateway.
// - voice_calls: one call an operator made from an alert, kept after it ends (state, how it ended,
//   frames relayed each way). The company's limit counts its calling and connected rows, so it holds
//   across server instances; last_seen_on is refreshed by the instance relaying the call, and a row
//   not refreshed for 30 s (its instance crashed) stops counting.
// - companies.max_simultaneous_calls: that limit, 2 unless the company changes it (1..50).
// - raw_alert_user_logs.type_field gains 'Call': each call writes one entry on its alert.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('max_simultaneous_calls', 'integer', (col) =>
      col.notNull().defaultTo(2).check(sql`max_simultaneous_calls between 1 and 50`),
    )
    .execute();

  await db.schema
    .createTable('voice_calls')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('raw_alert_id', 'uuid', (col) => col.notNull().references('raw_alerts.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'integer', (col) => col.references('vehicles.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('imei', 'text')
    .addColumn('gateway_session_id', 'text')
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('calling', 'connected', 'ended', 'failed')`),
    )
    .addColumn('end_reason', 'text', (col) =>
      col.check(
        sql`end_reason in ('hangup', 'gateway-ended', 'browser-closed', 'server-shutdown', 'failed')`,
      ),
    )
    .addColumn('error_code', 'text')
    .addColumn('frames_to_device', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('frames_from_device', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('frames_refused', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('connected_on', 'timestamptz')
    .addColumn('ended_on', 'timestamptz')
    .addColumn('last_seen_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // An ended or failed call says how; an open one does not yet.
    .addCheckConstraint(
      'voice_calls_end',
      sql`(state in ('ended', 'failed')) = (end_reason is not null and ended_on is not null)`,
    )
    .execute();
  // The limit counts a company's open calls at each new call.
  await sql`create index voice_calls_open_idx on voice_calls (company_id)
    where state in ('calling', 'connected')`.execute(db);
  await sql`create index voice_calls_alert_idx on voice_calls (raw_alert_id)`.execute(db);

  await sql`alter table raw_alert_user_logs drop constraint raw_alert_user_logs_type_field_check`.execute(db);
  await sql`alter table raw_alert_user_logs add constraint raw_alert_user_logs_type_field_check
    check (type_field in ('Read', 'Feedback', 'FalseAlert', 'Resolve', 'RevertFalseAlert', 'RevertResolve', 'Call'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from raw_alert_user_logs where type_field = 'Call'`.execute(db);
  await sql`alter table raw_alert_user_logs drop constraint raw_alert_user_logs_type_field_check`.execute(db);
  await sql`alter table raw_alert_user_logs add constraint raw_alert_user_logs_type_field_check
    check (type_field in ('Read', 'Feedback', 'FalseAlert', 'Resolve', 'RevertFalseAlert', 'RevertResolve'))`.execute(
    db,
  );
  await db.schema.dropTable('voice_calls').execute();
  await db.schema.alterTable('companies').dropColumn('max_simultaneous_calls').execute();
}
