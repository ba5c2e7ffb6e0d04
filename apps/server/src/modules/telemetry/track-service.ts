import {
  DomainError,
  type DriverTrack,
  MAX_TRACK_POSITIONS,
  MAX_TRACK_RANGE_MS,
  type TelemetryDevice,
  type TrackQuery,
  toZonedIso,
  type VehicleTrack,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import type { Database } from '../../db/schema';

/**
 * GET of a vehicle's track between two times (GPS issue item 2), read on the index (vehicle_id,
 * fix_on), and the company's devices with their last position (what a newcomer checks when setting
 * up a tracker or Traccar Client: which id to type, and whether it reports).
 */

function checkedWindow(query: TrackQuery) {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to.getTime() <= from.getTime()) {
    throw new DomainError('invalid/invalid-fields', { fields: [{ field: 'to', code: 'invalid-value' }] });
  }
  if (to.getTime() - from.getTime() > MAX_TRACK_RANGE_MS) {
    // At most MAX_TRACK_RANGE_MS (7 days) per call: a week of positions is already tens of thousands.
    throw new DomainError('invalid/invalid-fields', { fields: [{ field: 'to', code: 'invalid-value' }] });
  }
  return { from, to };
}

/**
 * The positions of one device in the window, oldest first, on its (device, fix_on) index; the
 * bounds on fix_on let PostgreSQL read only the monthly partitions of the window. Exported unrun so
 * a test can EXPLAIN the very statement.
 */
export function positionsInWindowQuery(
  db: Kysely<Database>,
  device: { kind: 'vehicle' | 'driver'; id: number },
  window: { from: Date; to: Date },
) {
  return db
    .selectFrom('telemetry_positions')
    .select(['fix_on', 'latitude', 'longitude', 'speed_kmh', 'bearing', 'altitude', 'accuracy_m'])
    .where(device.kind === 'vehicle' ? 'vehicle_id' : 'driver_user_id', '=', device.id)
    .where('fix_on', '>=', window.from)
    .where('fix_on', '<=', window.to)
    .orderBy('fix_on')
    .limit(MAX_TRACK_POSITIONS + 1);
}

async function positionsBetween(
  db: Kysely<Database>,
  device: { kind: 'vehicle' | 'driver'; id: number },
  window: { from: Date; to: Date },
  timeZone: string,
) {
  const rows = await positionsInWindowQuery(db, device, window).execute();
  return {
    from: toZonedIso(window.from, timeZone),
    to: toZonedIso(window.to, timeZone),
    positions: rows.slice(0, MAX_TRACK_POSITIONS).map((row) => ({
      latitude: row.latitude,
      longitude: row.longitude,
      recorded_on: toZonedIso(row.fix_on, timeZone),
      speed_kmh: row.speed_kmh,
      bearing: row.bearing,
      altitude: row.altitude,
      accuracy_m: row.accuracy_m,
    })),
    truncated: rows.length > MAX_TRACK_POSITIONS,
  };
}

export async function vehicleTrack(
  db: Kysely<Database>,
  auth: AuthContext,
  vehicleId: number,
  query: TrackQuery,
): Promise<VehicleTrack> {
  const window = checkedWindow(query);
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['id', 'license_plate'])
    .where('company_id', '=', auth.companyId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
  if (!vehicle) throw new DomainError('not-found');
  const track = await positionsBetween(
    db,
    { kind: 'vehicle', id: vehicleId },
    window,
    auth.user.company.time_zone,
  );
  return { vehicle, ...track };
}

/** A driver's phone (Smart Driver) between two times: where a task on that source went. */
export async function driverTrack(
  db: Kysely<Database>,
  auth: AuthContext,
  userId: number,
  query: TrackQuery,
): Promise<DriverTrack> {
  const window = checkedWindow(query);
  const driver = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('company_id', '=', auth.companyId)
    .where('id', '=', userId)
    .where('role', '=', 'driver')
    .executeTakeFirst();
  if (!driver) throw new DomainError('not-found');
  const track = await positionsBetween(
    db,
    { kind: 'driver', id: userId },
    window,
    auth.user.company.time_zone,
  );
  return { driver, ...track };
}

/**
 * The vehicles with a GPS device (imei) and the drivers with a phone (device_id). A phone's last
 * position is read from its newest stored position (the driver key's index answers it).
 */
export async function listDevices(db: Kysely<Database>, auth: AuthContext): Promise<TelemetryDevice[]> {
  const timeZone = auth.user.company.time_zone;
  const [vehicles, drivers] = await Promise.all([
    db
      .selectFrom('vehicles')
      .select([
        'id',
        'license_plate',
        'imei',
        'is_active',
        'last_latitude',
        'last_longitude',
        'last_position_on',
      ])
      .where('company_id', '=', auth.companyId)
      .where('imei', 'is not', null)
      .orderBy('license_plate')
      .execute(),
    db
      .selectFrom('users as u')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('telemetry_positions as p')
            .select(['p.latitude', 'p.longitude', 'p.fix_on'])
            .whereRef('p.driver_user_id', '=', 'u.id')
            .orderBy('p.fix_on', 'desc')
            .limit(1)
            .as('last'),
        (join) => join.onTrue(),
      )
      .select([
        'u.id',
        'u.name',
        'u.device_id',
        'u.is_active',
        'last.latitude',
        'last.longitude',
        'last.fix_on',
      ])
      .where('u.company_id', '=', auth.companyId)
      .where('u.role', '=', 'driver')
      .where('u.device_id', 'is not', null)
      .orderBy('u.name')
      .execute(),
  ]);
  const position = (latitude: number | null, longitude: number | null, on: Date | null) =>
    latitude !== null && longitude !== null && on !== null
      ? { latitude, longitude, recorded_on: toZonedIso(on, timeZone) }
      : null;
  return [
    ...vehicles.map((row) => ({
      kind: 'vehicle' as const,
      id: row.id,
      name: row.license_plate,
      device_id: row.imei ?? '',
      is_active: row.is_active,
      last_position: position(row.last_latitude, row.last_longitude, row.last_position_on),
    })),
    ...drivers.map((row) => ({
      kind: 'driver' as const,
      id: row.id,
      name: row.name,
      device_id: row.device_id ?? '',
      is_active: row.is_active,
      last_position: position(row.latitude, row.longitude, row.fix_on),
    })),
  ];
}
