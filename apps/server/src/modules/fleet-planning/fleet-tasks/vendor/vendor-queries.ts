import { VENDOR_REQUEST_STATUSES } from '@armada/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { ListDefinition } from '../../../../db/list-query';
import type { Database, VendorRequestsTable } from '../../../../db/schema';
import { bumpedUpdatedOn } from '../../../../db/stale-update';
import { updateFleetTaskRow } from '../task/task-repository';

// Kysely for vendor requests: the sender's dispatch checks, the vendor company's list and detail, and
// the locks of an answer. The copy made on acceptance has its own queries in vendor-copy.ts.

/** The sender's vendor row (not deleted) with the state of the company it is paired with. */
export function findDispatchVendor(db: Kysely<Database>, companyId: number, vendorId: number) {
  return db
    .selectFrom('vendors')
    .leftJoin('companies as paired', 'paired.id', 'vendors.paired_company_id')
    .select([
      'vendors.id',
      'vendors.name',
      'vendors.status',
      'vendors.paired_company_id',
      'paired.is_active as paired_company_is_active',
    ])
    .where('vendors.company_id', '=', companyId)
    .where('vendors.id', '=', vendorId)
    .where('vendors.deleted_on', 'is', null)
    .executeTakeFirst();
}

/** The orders on a task, once each, by number (so a refusal names the same order every time). */
export function ordersOnTask(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('delivery_orders as o')
    .select(['o.id', 'o.number', 'o.shipment_type', 'o.is_from_vendor_request'])
    .where('o.id', 'in', (eb) =>
      eb
        .selectFrom('fleet_task_activities as act')
        .select('act.delivery_order_id')
        .where('act.fleet_task_id', '=', taskId),
    )
    .orderBy('o.number')
    .execute();
}

/**
 * Where else the orders are planned: their activities on the company's other tasks that are not
 * cancelled, with that task's vendor and whether the activity is done.
 */
export function orderActivitiesElsewhere(db: Kysely<Database>, taskId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fleet_task_activities as act')
    .innerJoin('fleet_tasks as task', 'task.id', 'act.fleet_task_id')
    .innerJoin('delivery_orders as o', 'o.id', 'act.delivery_order_id')
    .select(['o.number as order_number', 'task.number as task_number', 'task.vendor_id', 'act.status'])
    .where('act.delivery_order_id', 'in', orderIds)
    .where('act.fleet_task_id', '<>', taskId)
    .where('task.status', 'not in', ['CANCELED', 'TEMPORARY'])
    .orderBy('task.created_on')
    .execute();
}

/** A request the sender left open before (none in the normal flow): withdrawn when it sends again. */
export function cancelOpenRequestsOfTask(db: Kysely<Database>, senderTaskId: string) {
  return db
    .updateTable('vendor_requests')
    .set({ status: 'CANCELED', updated_on: bumpedUpdatedOn('updated_on') })
    .where('sender_fleet_task_id', '=', senderTaskId)
    .where('status', '=', 'PENDING')
    .execute();
}

export function insertVendorRequest(db: Kysely<Database>, values: Insertable<VendorRequestsTable>) {
  return db.insertInto('vendor_requests').values(values).returning(['id']).executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------------------------------------
// The vendor company's view

/**
 * The status the vendor sees: a PENDING request whose sender's task no longer waits for this vendor
 * (cancelled, or sent elsewhere after an edit) is CANCELED, though the row was never written again.
 */
const shownStatus = sql<string>`case when r.status = 'PENDING' and (sender_task.status <> 'WAITING_FOR_VENDOR'
  or sender_task.vendor_id is distinct from r.sender_vendor_id) then 'CANCELED' else r.status end`;

const taskOrderIds = sql`(select act.delivery_order_id from fleet_task_activities act
  where act.fleet_task_id = r.sender_fleet_task_id)`;

/** The city of the first pickup or the last drop of the sender's route. */
const routeCity = (type: 'PICKUP' | 'DROP') => {
  const direction = sql.raw(type === 'PICKUP' ? 'asc' : 'desc');
  return sql<string | null>`(select a.city from fleet_task_activities act
    join fleet_task_points p on p.id = act.point_id join addresses a on a.id = p.address_id
    where act.fleet_task_id = r.sender_fleet_task_id and act.type = ${type}
    order by p.position ${direction}, act.position ${direction} limit 1)`;
};

/**
 * Requests received by a company, each with what its list row shows. The sender's rows are read
 * through the request only: the vendor company never gets a handle on them otherwise.
 */
export function vendorRequestRows(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('vendor_requests as r')
    .innerJoin('fleet_tasks as sender_task', 'sender_task.id', 'r.sender_fleet_task_id')
    .innerJoin('companies as sender', 'sender.id', 'r.sender_company_id')
    .leftJoin('addresses as start_address', 'start_address.id', 'sender_task.start_address_id')
    .leftJoin('addresses as end_address', 'end_address.id', 'sender_task.end_address_id')
    .leftJoin('fleet_tasks as vendor_task', 'vendor_task.id', 'r.vendor_fleet_task_id')
    .where('r.company_id', '=', companyId)
    .select([
      'r.id',
      'r.sender_fleet_task_id',
      'r.sender_company_id',
      'sender.name as sender_company_name',
      'sender_task.number as sender_task_number',
      'sender_task.expected_departure_on',
      'r.vendor_fleet_task_id',
      'vendor_task.number as vendor_task_number',
      'start_address.city as start_city',
      'end_address.city as end_city',
      'r.rejected_reason',
      'r.responded_on',
      'r.created_on',
      'r.updated_on',
      shownStatus.as('status'),
      routeCity('PICKUP').as('origin_city'),
      routeCity('DROP').as('destination_city'),
      sql<number>`(select count(*) from fleet_task_points p
        where p.fleet_task_id = r.sender_fleet_task_id and p.type = 'DEFAULT')`.as('stop_count'),
      sql<number>`(select count(distinct act.delivery_order_id) from fleet_task_activities act
        where act.fleet_task_id = r.sender_fleet_task_id)`.as('delivery_order_count'),
      sql<number>`(select coalesce(sum(l.quantity * l.conversion_weight_value), 0)::float8
        from delivery_loads l where l.delivery_order_id in ${taskOrderIds})`.as('total_weight'),
      sql<number>`(select coalesce(sum(l.quantity * l.conversion_volume_value), 0)::float8
        from delivery_loads l where l.delivery_order_id in ${taskOrderIds})`.as('total_volume'),
      sql<Date | null>`(select min(o.expected_pickup_on) from delivery_orders o
        where o.id in ${taskOrderIds})`.as('earliest_pickup_on'),
    ]);
}

export type VendorRequestRowData = Awaited<
  ReturnType<ReturnType<typeof vendorRequestRows>['executeTakeFirstOrThrow']>
>;

/**
 * Filters `status.name eq|in` (the shown status) and `created_on gte|lte`, as the issue asks. With no
 * sort chosen, the requests still waiting for an answer come first, each group newest first.
 */
export const vendorRequestListDefinition: ListDefinition = {
  fields: {
    id: { expression: sql.ref('r.id'), type: 'uuid', sortable: false },
    'status.name': { expression: shownStatus, type: 'enum', values: VENDOR_REQUEST_STATUSES },
    created_on: { expression: sql.ref('r.created_on'), type: 'timestamp' },
    updated_on: { expression: sql.ref('r.updated_on'), type: 'timestamp' },
    responded_on: { expression: sql.ref('r.responded_on'), type: 'timestamp' },
    expected_departure_on: { expression: sql.ref('sender_task.expected_departure_on'), type: 'timestamp' },
    'sender_company.id': { expression: sql.ref('r.sender_company_id'), type: 'number' },
    // Whether the request still waits for an answer: the inbox puts those first (issue 13 item 4). In
    // parentheses, as a filter compares it again ('... = $1') and PostgreSQL's = does not chain.
    is_pending: { expression: sql`((${shownStatus}) = 'PENDING')`, type: 'boolean' },
  },
  search: [sql.ref('sender_task.number'), sql.ref('sender.name'), sql.ref('vendor_task.number')],
  defaultSorts: [
    { field: 'is_pending', direction: 'desc' },
    { field: 'created_on', direction: 'desc' },
  ],
  id: sql.ref('r.id'),
};

export function findVendorRequestRow(db: Kysely<Database>, companyId: number, id: string) {
  return vendorRequestRows(db, companyId).where('r.id', '=', id).executeTakeFirst();
}

/** The sender's route points with their addresses and activities, in order. */
export function senderRoute(db: Kysely<Database>, senderTaskId: string) {
  return db
    .selectFrom('fleet_task_points as p')
    .innerJoin('addresses as a', 'a.id', 'p.address_id')
    .leftJoin('fleet_task_activities as act', 'act.point_id', 'p.id')
    .leftJoin('delivery_orders as o', 'o.id', 'act.delivery_order_id')
    .select([
      'p.id as point_id',
      'p.type as point_type',
      'p.position as point_position',
      'p.service_time_seconds',
      'a.id as address_id',
      'a.name',
      'a.full_name',
      'a.city',
      'a.province',
      'a.latitude',
      'a.longitude',
      'a.geofence_radius_m',
      'act.type as activity_type',
      'act.position as activity_position',
      'o.id as order_id',
      'o.number as order_number',
    ])
    .where('p.fleet_task_id', '=', senderTaskId)
    .orderBy('p.position')
    .orderBy('act.position')
    .execute();
}

export type SenderSequenceRow = Awaited<ReturnType<typeof senderRoute>>[number];

/** The sender's orders on its task with customer and addresses (no prices: orders carry none). */
export function senderOrders(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('delivery_orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .innerJoin('addresses as origin', 'origin.id', 'o.origin_address_id')
    .innerJoin('addresses as destination', 'destination.id', 'o.destination_address_id')
    .select([
      'o.id',
      'o.number',
      'o.shipment_type',
      'o.shipment_number',
      'o.reference_number',
      'o.expected_pickup_on',
      'o.expected_delivered_on',
      'o.status',
      'o.user_definition_fields',
      'c.name as customer_name',
      'c.phone_number as customer_phone_number',
      'c.email as customer_email',
      'origin.id as origin_id',
      'origin.name as origin_name',
      'origin.full_name as origin_full_name',
      'origin.city as origin_city',
      'origin.province as origin_province',
      'origin.latitude as origin_latitude',
      'origin.longitude as origin_longitude',
      'origin.geofence_radius_m as origin_geofence_radius_m',
      'destination.id as destination_id',
      'destination.name as destination_name',
      'destination.full_name as destination_full_name',
      'destination.city as destination_city',
      'destination.province as destination_province',
      'destination.latitude as destination_latitude',
      'destination.longitude as destination_longitude',
      'destination.geofence_radius_m as destination_geofence_radius_m',
    ])
    .where('o.id', 'in', orderIds)
    .execute();
}

export type SenderOrder = Awaited<ReturnType<typeof senderOrders>>[number];

export function senderLoads(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('delivery_loads as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('product_types as pt', 'pt.id', 'p.product_type_id')
    .select([
      'l.id',
      'l.delivery_order_id',
      'l.quantity',
      'l.uom',
      'l.conversion_weight_value',
      'l.conversion_volume_value',
      'p.name as product_name',
      'pt.name as product_type_name',
    ])
    .where('l.delivery_order_id', 'in', orderIds)
    .orderBy('l.created_on')
    .orderBy('l.id')
    .execute();
}

export type SenderLoad = Awaited<ReturnType<typeof senderLoads>>[number];

// ---------------------------------------------------------------------------------------------
// Answering a request and following the vendor's task

/** The request's own row, scoped to the receiving company; `lock` for an answer. */
export function findRequest(db: Kysely<Database>, companyId: number, id: string, lock = false) {
  return db
    .selectFrom('vendor_requests')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export type VendorRequestRecord = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** The sender company (its contact becomes the vendor's billed customer) and the vendor row's name. */
export async function requestParties(
  db: Kysely<Database>,
  request: Pick<VendorRequestRecord, 'sender_company_id' | 'sender_vendor_id'>,
) {
  const sender = await db
    .selectFrom('companies')
    .select(['name', 'phone_no', 'email'])
    .where('id', '=', request.sender_company_id)
    .executeTakeFirstOrThrow();
  const vendor = await db
    .selectFrom('vendors')
    .select('name')
    .where('id', '=', request.sender_vendor_id)
    .executeTakeFirstOrThrow();
  return { sender, vendorName: vendor.name };
}

export function updateRequest(
  db: Kysely<Database>,
  id: string,
  changes: Pick<Insertable<VendorRequestsTable>, 'status' | 'rejected_reason' | 'vendor_fleet_task_id'> & {
    responded_by: number;
  },
) {
  return db
    .updateTable('vendor_requests')
    .set({ ...changes, responded_on: sql`now()`, updated_on: bumpedUpdatedOn('updated_on') })
    .where('id', '=', id)
    .execute();
}

/** The accepted request a vendor company's task was made from: the link its progress follows. */
export function acceptedRequestOfVendorTask(db: Kysely<Database>, vendorTaskId: string, companyId: number) {
  return db
    .selectFrom('vendor_requests as r')
    .innerJoin('vendors', 'vendors.id', 'r.sender_vendor_id')
    .innerJoin('companies as vendor_company', 'vendor_company.id', 'r.company_id')
    .select(['r.id', 'r.sender_fleet_task_id', 'vendors.name as vendor_name', 'vendor_company.name'])
    .where('r.vendor_fleet_task_id', '=', vendorTaskId)
    .where('r.company_id', '=', companyId)
    .where('r.status', '=', 'ACCEPTED')
    .executeTakeFirst();
}

/** The times of the vendor's task as stored so far in the transition's transaction. */
export function vendorTaskTimes(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('fleet_tasks')
    .select([
      'number',
      'expected_departure_on',
      'estimated_arrival_on',
      'actual_departure_on',
      'actual_arrival_on',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export type SenderTaskChanges = Partial<
  Pick<
    Insertable<Database['fleet_tasks']>,
    | 'status'
    | 'visited_statuses'
    | 'rejected_reason'
    | 'expected_departure_on'
    | 'estimated_arrival_on'
    | 'actual_departure_on'
    | 'actual_arrival_on'
  >
>;

/** The columns the vendor's answer and progress may change on the sender's task, written through the repository. */
export function updateSenderTask(db: Kysely<Database>, id: string, changes: SenderTaskChanges) {
  return updateFleetTaskRow(db, id, changes);
}
