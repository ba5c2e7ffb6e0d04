import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';

/** The last GPS fix of a company's vehicle (written by the position intake). */
export function findVehiclePosition(db: Kysely<Database>, companyId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['last_latitude', 'last_longitude', 'last_position_on'])
    .where('company_id', '=', companyId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

/** The newest fix of a company's driver's phone (Smart Driver), on the (driver_user_id, fix_on) index. */
export async function findDriverPosition(db: Kysely<Database>, companyId: number, userId: number) {
  const row = await db
    .selectFrom('telemetry_positions')
    .select(['latitude', 'longitude', 'fix_on'])
    .where('driver_user_id', '=', userId)
    .where('company_id', '=', companyId)
    .orderBy('fix_on', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { last_latitude: row.latitude, last_longitude: row.longitude, last_position_on: row.fix_on }
    : undefined;
}

export type VehiclePositionRow = NonNullable<Awaited<ReturnType<typeof findVehiclePosition>>>;

/**
 * The task behind a public track link, with only what the public page may show and what is needed
 * to compute its route. The token is compared in SQL: it is indexed (unique) and 192 random bits, so
 * guessing is hopeless and a timing difference reveals nothing useful.
 */
export function findTaskByTrackToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('fleet_tasks')
    .innerJoin('companies', 'companies.id', 'fleet_tasks.company_id')
    .leftJoin('vehicles', 'vehicles.id', 'fleet_tasks.vehicle_id')
    .select([
      'fleet_tasks.id',
      'fleet_tasks.company_id',
      'fleet_tasks.number',
      'fleet_tasks.status',
      'fleet_tasks.vendor_id',
      'fleet_tasks.is_from_vendor_request',
      'fleet_tasks.actual_departure_on',
      'fleet_tasks.autocomplete_source',
      'fleet_tasks.driver_user_id',
      'vehicles.id as vehicle_id',
      'vehicles.license_plate',
      'companies.time_zone',
      'companies.is_active as company_is_active',
    ])
    .where('fleet_tasks.track_token', '=', token)
    .executeTakeFirst();
}

export type TrackTokenRow = NonNullable<Awaited<ReturnType<typeof findTaskByTrackToken>>>;
