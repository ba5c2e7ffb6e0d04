import { type Kysely, sql } from 'kysely';

// A fleet-order alert of a task without a vehicle of ours (a request sent to a vendor: 142 when the
// vendor rejects, 143 when it is cancelled) has no vehicle, and a plain unique index lets any number
// of rows with a null vehicle share an episode key. NULLS NOT DISTINCT (PostgreSQL 15) keeps those
// to one alert per episode as well, so a resent event joins its alert as for a vehicle.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index raw_alerts_episode_key`.execute(db);
  await sql`create unique index raw_alerts_episode_key on raw_alerts (company_id, vehicle_id, episode_key)
    nulls not distinct where episode_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index raw_alerts_episode_key`.execute(db);
  await sql`create unique index raw_alerts_episode_key on raw_alerts (company_id, vehicle_id, episode_key)
    where episode_key is not null`.execute(db);
}
