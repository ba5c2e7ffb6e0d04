import { RESOURCE_OCCUPYING_STATUSES } from '@armada/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';

type TaskScope = ExpressionBuilder<Database, 'fleet_tasks'>;

/** The city of the first pickup (origin) or the last drop (destination) on the route. */
const routeCity = (eb: TaskScope, type: 'PICKUP' | 'DROP') =>
  eb
    .selectFrom('fleet_task_activities as act')
    .innerJoin('fleet_task_points as p', 'p.id', 'act.point_id')
    .innerJoin('addresses as a', 'a.id', 'p.address_id')
    .select('a.city')
    .whereRef('act.fleet_task_id', '=', 'fleet_tasks.id')
    .where('act.type', '=', type)
    .orderBy('p.position', type === 'PICKUP' ? 'asc' : 'desc')
    .orderBy('act.position', type === 'PICKUP' ? 'asc' : 'desc')
    .limit(1);

const orderCount = (eb: TaskScope) =>
  eb
    .selectFrom('fleet_task_activities as act')
    .select(sql<number>`count(distinct act.delivery_order_id)`.as('count'))
    .whereRef('act.fleet_task_id', '=', 'fleet_tasks.id');

const stopCount = (eb: TaskScope) =>
  eb
    .selectFrom('fleet_task_points as p')
    .select(sql<number>`count(*)`.as('count'))
    .whereRef('p.fleet_task_id', '=', 'fleet_tasks.id')
    .where('p.type', '=', 'DEFAULT');

/** The company's tasks, with nothing joined: what the list filters, counts and pages. */
export function fleetTaskScope(db: Kysely<Database>, companyId: number) {
  return db.selectFrom('fleet_tasks').where('fleet_tasks.company_id', '=', companyId);
}

const rowsOf = new WeakMap<Kysely<Database>, ReturnType<typeof listRow>>();

/**
 * The company's tasks with everything their list row shows. The row's query is built once per
 * database handle (Kysely's builders are immutable): building its select list, a dozen joins and
 * subqueries, took about 0.4 ms of every list request.
 */
export function fleetTaskRows(db: Kysely<Database>, companyId: number) {
  let rows = rowsOf.get(db);
  if (!rows) {
    rows = listRow(db);
    rowsOf.set(db, rows);
  }
  return rows.where('fleet_tasks.company_id', '=', companyId);
}

/**
 * Every task with its list row: addresses, vehicle, driver, vendor, route cities and counts.
 * Subqueries in the select list run only for the rows of the page, after LIMIT.
 */
function listRow(db: Kysely<Database>) {
  return db
    .selectFrom('fleet_tasks')
    .leftJoin('addresses as start_address', 'start_address.id', 'fleet_tasks.start_address_id')
    .leftJoin('addresses as end_address', 'end_address.id', 'fleet_tasks.end_address_id')
    .leftJoin('vehicles', 'vehicles.id', 'fleet_tasks.vehicle_id')
    .leftJoin('vehicle_types', 'vehicle_types.id', 'vehicles.vehicle_type_id')
    .leftJoin('users as vehicle_driver', 'vehicle_driver.id', 'vehicles.default_driver_user_id')
    .leftJoin('users as driver_user', 'driver_user.id', 'fleet_tasks.driver_user_id')
    .leftJoin('vendors', 'vendors.id', 'fleet_tasks.vendor_id')
    .selectAll('fleet_tasks')
    .select((eb) => [
      'start_address.name as start_address_name',
      'start_address.city as start_address_city',
      'end_address.name as end_address_name',
      'end_address.city as end_address_city',
      'vehicles.license_plate as vehicle_license_plate',
      'vehicle_types.type as vehicle_type_name',
      'vehicle_driver.id as vehicle_driver_id',
      'vehicle_driver.name as vehicle_driver_name',
      'driver_user.name as driver_user_name',
      'driver_user.phone_no as driver_user_phone_no',
      'vendors.name as vendor_name',
      routeCity(eb, 'PICKUP').as('origin_city'),
      routeCity(eb, 'DROP').as('destination_city'),
      orderCount(eb).as('delivery_order_count'),
      stopCount(eb).as('point_count'),
      // Busy on another scheduled or running task: the vehicle's usual driver is 'Dalam Penugasan'.
      eb
        .not(
          eb.exists(
            eb
              .selectFrom('fleet_tasks as other')
              .select(sql.lit(1).as('one'))
              .whereRef('other.driver_user_id', '=', 'vehicle_driver.id')
              .whereRef('other.id', '<>', 'fleet_tasks.id')
              .where('other.status', 'in', RESOURCE_OCCUPYING_STATUSES),
          ),
        )
        .as('vehicle_driver_is_available'),
    ]);
}

export type FleetTaskRow = Awaited<ReturnType<ReturnType<typeof fleetTaskRows>['executeTakeFirstOrThrow']>>;

/** The detail adds what only the task page needs: the cancel reason, customers and the first stop. */
export function findFleetTaskDetail(db: Kysely<Database>, companyId: number, id: string) {
  return fleetTaskRows(db, companyId)
    .leftJoin('reasons as canceled_reason', 'canceled_reason.id', 'fleet_tasks.canceled_reason_id')
    .select((eb) => [
      'canceled_reason.reason as canceled_reason_text',
      eb
        .selectFrom('fleet_task_points as p')
        .select('p.address_id')
        .whereRef('p.fleet_task_id', '=', 'fleet_tasks.id')
        .where('p.type', '=', 'DEFAULT')
        .orderBy('p.position')
        .limit(1)
        .as('first_stop_address_id'),
    ])
    .where('fleet_tasks.id', '=', id)
    .executeTakeFirst();
}

export type FleetTaskDetailRow = NonNullable<Awaited<ReturnType<typeof findFleetTaskDetail>>>;

/** Customer and shipment type of each order on the task: the notification rules read them. */
export function taskOrderCustomers(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('fleet_task_activities as act')
    .innerJoin('delivery_orders as o', 'o.id', 'act.delivery_order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['o.id', 'o.shipment_type', 'c.id as customer_id', 'c.name as customer_name'])
    .where('act.fleet_task_id', '=', taskId)
    .distinct()
    .execute();
}

/** The task is the company's (another company's id answers like a missing one). */
export async function fleetTaskExists(db: Kysely<Database>, companyId: number, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('fleet_tasks')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
