import { DomainError, idValueSchema, toZonedIso, VOICE_CALL_LIMIT } from '@armada/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';

/*
 * What the Alert Center's popup asks about a vehicle and the company (spec section 7: vehicle,
 * vehicleStatuses, lastReceive, updateCompany). Vehicles are read from the master data; the popup's
 * 'device unreachable' is a last report over 10 minutes old (section 8).
 */

export const UNREACHABLE_AFTER_S = 10 * 60;

function vehicles(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('vehicles')
    .innerJoin('vehicle_types', 'vehicle_types.id', 'vehicles.vehicle_type_id')
    .leftJoin('users as driver', 'driver.id', 'vehicles.default_driver_user_id')
    .select([
      'vehicles.id',
      'vehicles.license_plate',
      'vehicles.imei',
      'vehicles.fuel',
      'vehicles.is_active',
      'vehicles.last_latitude',
      'vehicles.last_longitude',
      'vehicles.last_position_on',
      'vehicle_types.type as vehicle_type',
      'driver.id as driver_id',
      'driver.name as driver_name',
      'driver.phone_no as driver_phone',
    ])
    .where('vehicles.company_id', '=', companyId);
}
type VehicleRow = Awaited<ReturnType<ReturnType<typeof vehicles>['execute']>>[number];

async function ownVehicle(db: Kysely<Database>, auth: AuthContext, id: unknown): Promise<VehicleRow> {
  const parsed = idValueSchema.safeParse(id);
  const row = parsed.success
    ? await vehicles(db, auth.companyId).where('vehicles.id', '=', parsed.data).executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('not-found');
  return row;
}

export async function getVehicle(db: Kysely<Database>, auth: AuthContext, id: unknown) {
  const row = await ownVehicle(db, auth, id);
  const groups = await db
    .selectFrom('vehicle_group_vehicles')
    .innerJoin('vehicle_groups', 'vehicle_groups.id', 'vehicle_group_vehicles.vehicle_group_id')
    .select(['vehicle_groups.id', 'vehicle_groups.name'])
    .select((eb) =>
      eb
        .selectFrom('vehicle_group_vehicles as members')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('members.vehicle_group_id', '=', 'vehicle_groups.id')
        .as('total_vehicle'),
    )
    .where('vehicle_group_vehicles.vehicle_id', '=', row.id)
    .where('vehicle_group_vehicles.company_id', '=', auth.companyId)
    .orderBy('vehicle_groups.name')
    .execute();
  return {
    id: row.id,
    vehicleId: row.id,
    licensePlate: row.license_plate,
    vehicleType: row.vehicle_type,
    imei: row.imei,
    fuel: row.fuel,
    isActive: row.is_active,
    driver:
      row.driver_id === null
        ? null
        : { userId: row.driver_id, fullname: row.driver_name ?? '', phoneNo: row.driver_phone },
    lastPosition:
      row.last_position_on === null
        ? null
        : {
            latitude: row.last_latitude,
            longitude: row.last_longitude,
            positionOn: toZonedIso(row.last_position_on, auth.user.company.time_zone),
          },
    vgroups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      totalVehicle: Number(group.total_vehicle ?? 0),
    })),
  };
}

const statusFilterSchema = z.strictObject({
  vehicleIds: z.array(idValueSchema).max(1000).nullish(),
  service: z.boolean().nullish(),
  archived: z.boolean().nullish(),
  repair: z.boolean().nullish(),
});

/**
 * vehicleStatuses: ONLINE when the last report is within the company's offline timeout, OFFLINE
 * after it, NO_DATA before the first one. 'service' is an active vehicle and 'archived' an inactive
 * one; vehicles have no repair state yet, so 'repair' is false (and asking for repair finds none).
 */
export async function vehicleStatuses(
  db: Kysely<Database>,
  auth: AuthContext,
  input: unknown,
  now = new Date(),
) {
  const filter = statusFilterSchema.parse(input ?? {});
  const company = await db
    .selectFrom('companies')
    .select('offline_timeout_s')
    .where('id', '=', auth.companyId)
    .executeTakeFirstOrThrow();
  let rows = vehicles(db, auth.companyId);
  if (filter.vehicleIds && filter.vehicleIds.length > 0)
    rows = rows.where('vehicles.id', 'in', filter.vehicleIds);
  if (filter.service === true || filter.archived === false)
    rows = rows.where('vehicles.is_active', '=', true);
  if (filter.archived === true || filter.service === false)
    rows = rows.where('vehicles.is_active', '=', false);
  if (filter.repair === true) return [];
  return (await rows.orderBy('vehicles.license_plate').execute()).map((row) => {
    const age = row.last_position_on ? (now.getTime() - row.last_position_on.getTime()) / 1000 : null;
    return {
      vehicleId: row.id,
      licensePlate: row.license_plate,
      status: age === null ? 'NO_DATA' : age > company.offline_timeout_s ? 'OFFLINE' : 'ONLINE',
      service: row.is_active,
      archived: !row.is_active,
      repair: false,
      lastPositionOn: row.last_position_on
        ? toZonedIso(row.last_position_on, auth.user.company.time_zone)
        : null,
    };
  });
}

export async function lastReceive(db: Kysely<Database>, auth: AuthContext, id: unknown, now = new Date()) {
  const row = await ownVehicle(db, auth, id);
  const secondsAgo = row.last_position_on
    ? Math.max(0, Math.floor((now.getTime() - row.last_position_on.getTime()) / 1000))
    : null;
  return {
    vehicleId: row.id,
    lastReceivedOn: row.last_position_on
      ? toZonedIso(row.last_position_on, auth.user.company.time_zone)
      : null,
    latitude: row.last_latitude,
    longitude: row.last_longitude,
    secondsAgo,
    isUnreachable: secondsAgo === null || secondsAgo > UNREACHABLE_AFTER_S,
  };
}

const TIMEOUT = z
  .number()
  .int()
  .min(60)
  .max(7 * 24 * 3600);
const companyInputSchema = z.strictObject({
  id: idValueSchema,
  setupNotifCompleted: z.boolean().nullish(),
  offlineTimeout: TIMEOUT.nullish(),
  idleTimeout: TIMEOUT.nullish(),
  parkTimeout: TIMEOUT.nullish(),
  maxSimultaneousCalls: z.number().int().min(VOICE_CALL_LIMIT.min).max(VOICE_CALL_LIMIT.max).nullish(),
});

async function presentCompany(db: Kysely<Database>, companyId: number) {
  const row = await db
    .selectFrom('companies')
    .select([
      'id',
      'name',
      'time_zone',
      'setup_notif_completed',
      'offline_timeout_s',
      'idle_timeout_s',
      'park_timeout_s',
      'max_simultaneous_calls',
      'is_active',
    ])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    timeZone: row.time_zone,
    isActive: row.is_active,
    setupNotifCompleted: row.setup_notif_completed,
    offlineTimeout: row.offline_timeout_s,
    idleTimeout: row.idle_timeout_s,
    parkTimeout: row.park_timeout_s,
    maxSimultaneousCalls: row.max_simultaneous_calls,
  };
}

export const getCompany = (db: Kysely<Database>, auth: AuthContext) => presentCompany(db, auth.companyId);

/**
 * updateCompany: only the caller's own company (another id is not found); timeouts in seconds, 60 s to
 * 7 days; the voice call limit 1..50.
 */
export async function updateCompany(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const fields = companyInputSchema.parse(input);
  if (fields.id !== auth.companyId) throw new DomainError('not-found');
  const changes = {
    ...(typeof fields.setupNotifCompleted === 'boolean'
      ? { setup_notif_completed: fields.setupNotifCompleted }
      : {}),
    ...(fields.offlineTimeout ? { offline_timeout_s: fields.offlineTimeout } : {}),
    ...(fields.idleTimeout ? { idle_timeout_s: fields.idleTimeout } : {}),
    ...(fields.parkTimeout ? { park_timeout_s: fields.parkTimeout } : {}),
    ...(fields.maxSimultaneousCalls ? { max_simultaneous_calls: fields.maxSimultaneousCalls } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db
      .updateTable('companies')
      .set({ ...changes, updated_on: new Date() })
      .where('id', '=', auth.companyId)
      .execute();
  }
  return presentCompany(db, auth.companyId);
}
