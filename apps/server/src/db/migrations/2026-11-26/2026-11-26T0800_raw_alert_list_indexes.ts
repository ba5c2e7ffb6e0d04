import { type Kysely, sql } from 'kysely';

// rawAlerts filters and totals that no index of the Alert Center migration served (issue 12 item 9,
// measured by bench/raw-alerts.bench.ts on 1,000,000 alerts). Each page also counts its matches up to
// 10,000; with no index holding the filter's columns that count read the company's rows from the
// heap (a parallel seq scan of the table, or a heap block per match: 10-170 ms). Each index below
// answers the page and its count alone (an index-only scan). Unresolved, false and important alerts
// are a share of the table, so their partial indexes stay small; an alert is written once and
// changed a few times, so the writes they cost are few.
export async function up(db: Kysely<unknown>): Promise<void> {
  // 'Unresolved only' (isResolved false), alone or with an urgency or isFalseAlert. The older partial
  // indexes leave out false alerts (the badges' count), so a list asking isResolved false alone
  // could not use them.
  await sql`create index raw_alerts_open_idx on raw_alerts (company_id, created_on desc, id desc)
    include (is_urgent, is_important, is_false_alert) where not is_resolved`.execute(db);
  // The false alerts' list (isFalseAlert true).
  await sql`create index raw_alerts_false_idx on raw_alerts (company_id, created_on desc, id desc)
    include (is_urgent, is_important, is_resolved) where is_false_alert`.execute(db);
  // One alert code (alertCode), a common one (a fifth of the rows) or a rare one.
  await sql`create index raw_alerts_code_idx on raw_alerts (company_id, alert_code, created_on desc, id desc)
    include (is_urgent, is_important, is_resolved, is_false_alert)`.execute(db);
  // One vehicle (vehicleId): every read names the company too, which the vehicle index lacked (a heap
  // fetch per alert to check it). It replaces that index.
  await sql`create index raw_alerts_company_vehicle_idx on raw_alerts (company_id, vehicle_id, created_on desc, id desc)`.execute(
    db,
  );
  await sql`drop index raw_alerts_vehicle_idx`.execute(db);
  // The important list, same key, now also holding what totalImportantAlerts reads for a date range.
  await sql`drop index raw_alerts_important_idx`.execute(db);
  await sql`create index raw_alerts_important_idx on raw_alerts (company_id, created_on desc, id desc)
    include (alert_code, is_resolved, is_false_alert) where is_important`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index raw_alerts_important_idx`.execute(db);
  await sql`create index raw_alerts_important_idx on raw_alerts (company_id, created_on desc, id desc)
    where is_important`.execute(db);
  await sql`create index raw_alerts_vehicle_idx on raw_alerts (vehicle_id, created_on desc)`.execute(db);
  await sql`drop index raw_alerts_company_vehicle_idx`.execute(db);
  await sql`drop index raw_alerts_code_idx`.execute(db);
  await sql`drop index raw_alerts_false_idx`.execute(db);
  await sql`drop index raw_alerts_open_idx`.execute(db);
}
