import { type Kysely, sql } from 'kysely';

// Dedup keys of the rule engine's writers (issue 12 items 3 and 4). One raw alert per vehicle, code
// and episode (ALERT_CODES.md): the engine's episode key is unique per company and vehicle, so a
// second rule of the same episode joins the alert instead of writing another, even when two writers
// race. A device event is stored once per device and alarm id (a gateway resending a batch after a
// lost answer, Traccar retrying a forward), which the events intake answers as a duplicate.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index raw_alerts_episode_key on raw_alerts (company_id, vehicle_id, episode_key)
    where episode_key is not null`.execute(db);
  await db.schema.alterTable('device_events').addColumn('device_alarm_id', 'text').execute();
  await sql`create unique index device_events_alarm_key on device_events (company_id, device_id, device_alarm_id)
    where device_alarm_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index device_events_alarm_key`.execute(db);
  await db.schema.alterTable('device_events').dropColumn('device_alarm_id').execute();
  await sql`drop index raw_alerts_episode_key`.execute(db);
}
