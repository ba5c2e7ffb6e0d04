import { type Kysely, sql } from 'kysely';

// Issue 22: an alert names the company's nearest known address (alert-center/geocoding), a box of
// ±0.01° around the fix. With only company_id indexed that read every address of the company: 8.7 ms
// an alert at 10,000 tasks (30,000 addresses) in the intake bench, growing with the fleet. The
// latitude range now narrows it to a band, whatever the company's size.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index addresses_company_position_idx on addresses (company_id, latitude, longitude)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index addresses_company_position_idx`.execute(db);
}
