import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildRawAlert } from './builders/alert-builders';

/*
 * The dashcam alerts of the demo (issue 19): on each dashcam vehicle a DMS or ADAS alert in each
 * state the popup's video block can open in. No clip is stored: the demo's clips are asked of the
 * simulated gateway live, so nothing here pretends a download happened.
 */

const MINUTE_MS = 60_000;
const DASHCAM_PLATES = ['B 9123 KXT', 'B 9512 UEU', 'B 9871 TXU', 'B 9044 SYW'] as const;
export const DEMO_MEDIA_CODES = [49, 52, 90] as const;

/**
 * The three ages, with the stored media state of each: two hours old and timed out after two tries
 * (the operator may ask again), ten minutes old with no state (the popup polls for the clip), four
 * days old with no state (past the device's retention: the popup shows it failed).
 */
export const DEMO_MEDIA_AGES = [
  {
    ageMinutes: 120,
    state: { polling_status: 'timeout', retry_count: 2, can_request: true, can_check: false },
  },
  { ageMinutes: 10, state: null },
  { ageMinutes: 4 * 24 * 60, state: null },
] as const;

export async function seedDemoMediaAlerts(
  db: Kysely<Database>,
  companyId: number,
  ruleIds: ReadonlyMap<number, number>,
  seededAt: Date,
): Promise<void> {
  const vehicles = await db
    .selectFrom('vehicles')
    .innerJoin('addresses', 'addresses.id', 'vehicles.home_address_id')
    .select([
      'vehicles.id',
      'vehicles.license_plate',
      'vehicles.default_driver_user_id',
      'addresses.name as home',
      'addresses.full_name',
      'addresses.city',
      'addresses.latitude',
      'addresses.longitude',
    ])
    .where('vehicles.company_id', '=', companyId)
    .where('vehicles.license_plate', 'in', [...DASHCAM_PLATES])
    .orderBy('vehicles.id')
    .execute();

  for (const [vehicleIndex, vehicle] of vehicles.entries()) {
    for (const [ageIndex, age] of DEMO_MEDIA_AGES.entries()) {
      // Rotated per vehicle, so each age shows every code somewhere in the fleet.
      const code = DEMO_MEDIA_CODES[(vehicleIndex + ageIndex) % DEMO_MEDIA_CODES.length] as number;
      // A few seconds apart per vehicle: distinct times keep the list's order deterministic.
      const createdOn = new Date(seededAt.getTime() - age.ageMinutes * MINUTE_MS - vehicleIndex * 7000);
      const alert = await buildRawAlert(db, {
        company_id: companyId,
        alert_code: code,
        alert_data: null,
        alert_rule_ids: [ruleIds.get(code) as number],
        vehicle_id: vehicle.id,
        driver_user_id: vehicle.default_driver_user_id,
        latitude: Number((vehicle.latitude + 0.003 * (ageIndex + 1)).toFixed(5)),
        longitude: Number((vehicle.longitude - 0.002 * (ageIndex + 1)).toFixed(5)),
        address: `${vehicle.home}, ${vehicle.full_name}, ${vehicle.city}`,
        created_on: createdOn,
        received_on: new Date(createdOn.getTime() + 4000),
        is_urgent: true,
        is_important: false,
        auto_popup: true,
        source_device_category: code === 90 ? 'ADAS' : 'DMS',
      });
      if (age.state) {
        await db
          .insertInto('raw_alert_media_states')
          .values({
            raw_alert_id: alert.id,
            company_id: companyId,
            ...age.state,
            updated_on: new Date(createdOn.getTime() + 15 * MINUTE_MS),
          })
          .execute();
      }
    }
  }
}
