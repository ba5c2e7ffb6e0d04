import { DRIVER_TASK_STATUSES, type FleetTaskStatus } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { ListDefinition } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { fleetTaskRows } from '../fleet-tasks/task/task-queries';

/**
 * Reads of the driver app. A task exists for a driver only while it is the driver's own
 * (driver_user_id), of the driver's company, in Dijadwalkan or Perjalanan: every query here starts
 * from driverTaskRows, so no read can reach another task.
 */

export interface DriverScope {
  companyId: number;
  userId: number;
}

/** The company's list row of a task (task-queries.ts) narrowed to the driver's own open tasks, with activity counts. */
export function driverTaskRows(
  db: Kysely<Database>,
  scope: DriverScope,
  statuses: readonly FleetTaskStatus[] = DRIVER_TASK_STATUSES,
) {
  return fleetTaskRows(db, scope.companyId)
    .where('fleet_tasks.driver_user_id', '=', scope.userId)
    .where('fleet_tasks.status', 'in', statuses)
    .select((eb) => [
      eb
        .selectFrom('fleet_task_activities as act')
        .select(sql<number>`count(*)`.as('count'))
        .whereRef('act.fleet_task_id', '=', 'fleet_tasks.id')
        .as('activity_count'),
      eb
        .selectFrom('fleet_task_activities as act')
        .select(sql<number>`count(*)`.as('count'))
        .whereRef('act.fleet_task_id', '=', 'fleet_tasks.id')
        .where('act.status', '=', 'COMPLETED')
        .as('completed_activity_count'),
    ]);
}

export type DriverTaskRow = Awaited<ReturnType<ReturnType<typeof driverTaskRows>['executeTakeFirstOrThrow']>>;

/**
 * Today's and upcoming: a Dijadwalkan task whose departure was before `dayStart` (the start of today
 * in the company's zone) is left out; a task on its way is always shown.
 */
export function driverTaskListBase(db: Kysely<Database>, scope: DriverScope, dayStart: Date) {
  return driverTaskRows(db, scope).where((eb) =>
    eb.or([
      eb('fleet_tasks.status', '=', 'STARTED'),
      eb('fleet_tasks.expected_departure_on', '>=', dayStart),
    ]),
  );
}

/** The driver's list: Perjalanan first, then by expected departure; filters on status and departure. */
export const DRIVER_TASK_LIST_DEFINITION: ListDefinition = {
  fields: {
    'status.name': {
      expression: sql.ref('fleet_tasks.status'),
      type: 'enum',
      values: DRIVER_TASK_STATUSES,
      filterable: true,
    },
    status_rank: {
      expression: sql`case when fleet_tasks.status = 'STARTED' then 0 else 1 end`,
      type: 'number',
    },
    expected_departure_on: {
      expression: sql.ref('fleet_tasks.expected_departure_on'),
      type: 'timestamp',
      filterable: true,
      sortable: true,
    },
  },
  search: [sql.ref('fleet_tasks.number'), sql.ref('fleet_tasks.shipment_reference')],
  defaultSorts: [
    { field: 'status_rank', direction: 'asc' },
    { field: 'expected_departure_on', direction: 'asc' },
  ],
  id: sql.ref('fleet_tasks.id'),
};

/**
 * The driver's open task; `includeEnded` only for the answer to the driver's own end of the trip,
 * read right after it (the task leaves the driver's tasks as it ends).
 */
export function findDriverTask(
  db: Kysely<Database>,
  scope: DriverScope,
  taskId: string,
  options: { includeEnded?: boolean } = {},
) {
  const statuses: FleetTaskStatus[] = [
    ...DRIVER_TASK_STATUSES,
    ...(options.includeEnded ? ['ENDED' as const] : []),
  ];
  return driverTaskRows(db, scope, statuses).where('fleet_tasks.id', '=', taskId).executeTakeFirst();
}

/** What a stop shows besides the sequence's address: the full address and whom to call there. */
export function addressContacts(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('addresses')
    .select(['id', 'full_name', 'contact_name', 'contact_phone'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

/** The customers' phones of the task's orders. */
export function orderCustomerPhones(db: Kysely<Database>, companyId: number, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('delivery_orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['o.id', 'c.phone_number'])
    .where('o.company_id', '=', companyId)
    .where('o.id', 'in', orderIds)
    .execute();
}

/** Whether the company lets its drivers adjust loads (company_settings; off without a row). */
export async function isDriverLoadAdjustmentOn(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_settings')
    .select('is_driver_load_adjustment_on')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.is_driver_load_adjustment_on ?? false;
}

/** The phone the driver is registered with (users.device_id), null when none. */
export async function driverDeviceId(db: Kysely<Database>, scope: DriverScope): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('device_id')
    .where('company_id', '=', scope.companyId)
    .where('id', '=', scope.userId)
    .executeTakeFirst();
  const deviceId = row?.device_id?.trim();
  return deviceId ? deviceId : null;
}
