import { type ListQuery, RESOURCE_OCCUPYING_STATUSES } from '@armada/domain';
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';

/** The same mean earth radius as `straightLineMeters`, so the SQL and the domain agree on a distance. */
const EARTH_RADIUS_M = 6_371_000;

/**
 * The occupying (SCHEDULED or STARTED) task of a vehicle or a driver, for a lateral join. A resource
 * can hold more than one (one running, the next scheduled); the running one is what it is doing now,
 * otherwise the one that departs first.
 */
function occupyingTask(
  db: Kysely<Database>,
  companyId: number,
  column: 'vehicle_id' | 'driver_user_id',
  owner: 'vehicles.id' | 'users.id',
) {
  return db
    .selectFrom('fleet_tasks')
    .select([
      'fleet_tasks.id',
      'fleet_tasks.number',
      'fleet_tasks.estimated_arrival_on',
      'fleet_tasks.driver_user_id',
    ])
    .where('fleet_tasks.company_id', '=', companyId)
    .where(`fleet_tasks.${column}`, '=', sql.ref<number>(owner))
    .where('fleet_tasks.status', 'in', RESOURCE_OCCUPYING_STATUSES)
    .orderBy(sql`fleet_tasks.status = 'STARTED'`, (order) => order.desc())
    .orderBy('fleet_tasks.expected_departure_on', (order) => order.asc().nullsLast())
    .orderBy('fleet_tasks.created_on')
    .limit(1);
}

/**
 * Great-circle (haversine) distance in metres between a stored position and a given point; null when
 * the position is unknown. The CASE is needed because least() skips NULLs: without it an unknown
 * position would come out as half the earth's circumference.
 */
function haversineMeters(
  latitude: Expression<number | null>,
  longitude: Expression<number | null>,
  point: { latitude: number; longitude: number },
): RawBuilder<number | null> {
  const pointLatitude = sql`${point.latitude}::double precision`;
  const pointLongitude = sql`${point.longitude}::double precision`;
  return sql<number | null>`case when ${latitude} is null or ${longitude} is null then null
    else 2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
      power(sin(radians(${latitude} - ${pointLatitude}) / 2), 2)
      + cos(radians(${pointLatitude})) * cos(radians(${latitude}))
        * power(sin(radians(${longitude} - ${pointLongitude}) / 2), 2)
    ))) end`;
}

export type Availability = boolean | undefined;

// --- Drivers -------------------------------------------------------------------------------------

// Phones are stored as +62...; people type them as 0812..., so the local form is searched too.
const LOCAL_PHONE = sql`regexp_replace(users.phone_no, '^\\+62', '0')`;

const DRIVER_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('users.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('users.name'), type: 'text', filterable: false },
    is_available: { expression: sql`task.id is null`, type: 'boolean', filterable: false },
  },
  search: [sql.ref('users.name'), sql.ref('users.phone_no'), LOCAL_PHONE],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('users.id'),
};

/** Active driver users of the company with their occupying task, if any. */
export function listDrivers(
  db: Kysely<Database>,
  companyId: number,
  query: ListQuery,
  available: Availability,
) {
  let base = db
    .selectFrom('users')
    .leftJoinLateral(occupyingTask(db, companyId, 'driver_user_id', 'users.id').as('task'), (join) =>
      join.onTrue(),
    )
    .select(['users.id', 'users.name', 'users.phone_no'])
    .select(['task.id as task_id', 'task.number as task_number', 'task.estimated_arrival_on as task_eta'])
    .where('users.company_id', '=', companyId)
    .where('users.role', '=', 'driver')
    .where('users.is_active', '=', true);
  if (available !== undefined) base = base.where('task.id', available ? 'is' : 'is not', null);
  return runListQuery(db, base, DRIVER_LIST, query);
}

// --- Nearest vehicles ----------------------------------------------------------------------------

// Where a vehicle is: its last GPS fix when its device has reported one, else its home garage.
const HAS_GPS = sql`vehicles.last_latitude is not null and vehicles.last_longitude is not null`;
const POSITION_LATITUDE: RawBuilder<number | null> = sql`case when ${HAS_GPS}
  then vehicles.last_latitude else home.latitude end`;
const POSITION_LONGITUDE: RawBuilder<number | null> = sql`case when ${HAS_GPS}
  then vehicles.last_longitude else home.longitude end`;
// The task's driver is who drives the vehicle now; without one, its usual driver.
const DRIVER_ID = sql<number | null>`coalesce(task_driver.id, default_driver.id)`;
const DRIVER_NAME = sql<string | null>`coalesce(task_driver.name, default_driver.name)`;

export interface NearestVehicleRequest {
  point: { latitude: number; longitude: number };
  search?: string | undefined;
  available: Availability;
  limit: number;
  page: number;
}

function nearestVehicleList(distance: Expression<number | null>): ListDefinition {
  return {
    fields: {
      // Vehicles with no known position go last, then nearest first; the plate breaks ties.
      position_unknown: { expression: sql`${distance} is null`, type: 'boolean' },
      distance: { expression: distance, type: 'number' },
      license_plate: { expression: sql.ref('vehicles.license_plate'), type: 'text' },
    },
    search: [sql.ref('vehicles.license_plate'), sql.ref('vehicle_types.type'), DRIVER_NAME],
    defaultSorts: [
      { field: 'position_unknown', direction: 'asc' },
      { field: 'distance', direction: 'asc' },
      { field: 'license_plate', direction: 'asc' },
    ],
    id: sql.ref('vehicles.id'),
  };
}

/** Active vehicles of the company with their distance to a point, sorted and paged in the database. */
export function listNearestVehicles(db: Kysely<Database>, companyId: number, request: NearestVehicleRequest) {
  const distance = haversineMeters(POSITION_LATITUDE, POSITION_LONGITUDE, request.point);
  const driverIsFree = sql<boolean>`not exists (
    select 1 from fleet_tasks busy
    where busy.company_id = ${companyId} and busy.driver_user_id = ${DRIVER_ID}
      and busy.status in (${sql.join(RESOURCE_OCCUPYING_STATUSES)}))`;
  let base = db
    .selectFrom('vehicles')
    .innerJoin('vehicle_types', 'vehicle_types.id', 'vehicles.vehicle_type_id')
    .leftJoin('box_types', 'box_types.id', 'vehicles.box_type_id')
    .leftJoin('addresses as home', 'home.id', 'vehicles.home_address_id')
    .leftJoinLateral(occupyingTask(db, companyId, 'vehicle_id', 'vehicles.id').as('task'), (join) =>
      join.onTrue(),
    )
    .leftJoin('users as task_driver', 'task_driver.id', 'task.driver_user_id')
    // An inactive user no longer drives anything, so it is not offered as the usual driver.
    .leftJoin('users as default_driver', (join) =>
      join
        .onRef('default_driver.id', '=', 'vehicles.default_driver_user_id')
        .on('default_driver.is_active', '=', true),
    )
    .select(['vehicles.id', 'vehicles.license_plate', 'vehicles.fuel', 'vehicle_types.type'])
    .select(['box_types.name as box_type_name'])
    .select([DRIVER_ID.as('driver_id'), DRIVER_NAME.as('driver_name'), driverIsFree.as('driver_is_free')])
    .select([distance.as('distance')])
    .select(['task.id as task_id', 'task.number as task_number', 'task.estimated_arrival_on as task_eta'])
    .where('vehicles.company_id', '=', companyId)
    .where('vehicles.is_active', '=', true);
  if (request.available !== undefined) {
    base = base.where('task.id', request.available ? 'is' : 'is not', null);
  }
  const query: ListQuery = {
    limit: request.limit,
    page: request.page,
    search: request.search,
    sorts: [],
    filters: [],
  };
  return runListQuery(db, base, nearestVehicleList(distance), query);
}
