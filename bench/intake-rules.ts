import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { buildAlertRule } from '../apps/server/src/seed/builders/alert-builders';

/*
 * The alert rules of the intake benches (telemetry.bench.ts run 4, intake.bench.ts): a company's mix
 * of 50 active rules covering every vehicle, so each position goes through the rule engine as a busy
 * company's would.
 */

/** Alert codes of the mix: each rule of a value code gets its own limit. */
const RULE_CODES = [8, 8, 8, 8, 8, 2, 3, 2, 3, 4, 5, 7, 9, 13, 14, 15, 16, 17, 18, 117, 1, 49, 50, 52, 90];

/**
 * `count` rules of the mix (overspeed at several limits, geofence enter and exit around `origin`,
 * ignition, offline, idle, parked, 117, fuel, temperature, harsh braking, and device codes that
 * positions do not evaluate).
 */
export async function createRuleMix(
  db: Kysely<Database>,
  companyId: number,
  origin: { latitude: number; longitude: number },
  count = 50,
) {
  const fence = await db
    .insertInto('geofences')
    .values({
      company_id: companyId,
      fence_name: 'Pool bench',
      type: 'CIRCLE',
      center_latitude: origin.latitude,
      center_longitude: origin.longitude,
      radius_m: 2_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < count; i++) {
    const code = RULE_CODES[i % RULE_CODES.length] as number;
    const crossing = code === 2 || code === 3;
    await buildAlertRule(db, {
      company_id: companyId,
      alert_code: code,
      max_threshold: code === 8 ? 30 + (i % 5) * 10 : code === 17 ? 8 : code === 15 ? 20 : null,
      min_threshold: code === 18 ? -25 : code === 16 ? 30 : null,
      min_threshold_time: code === 8 ? 60 : null,
      with_geofence: crossing,
      ...(crossing ? { geofenceIds: [fence.id] } : {}),
    });
  }
}
