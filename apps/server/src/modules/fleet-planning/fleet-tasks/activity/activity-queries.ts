import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';

/**
 * Reads and writes of activities: the activity with its task and order for a completion or an
 * adjustment, its partner (the pickup of a drop and the reverse), the order's loads and photos.
 * The task row is locked (FOR UPDATE) by the caller first, so two writes to one task's
 * activities run one after the other.
 */

export interface ActivityPath {
  taskId: string;
  pointId: string;
  activityId: string;
}

/** The activity at its path (task, point, activity) with its order and its point's address. */
export function findActivity(db: Kysely<Database>, path: ActivityPath) {
  return db
    .selectFrom('fleet_task_activities as a')
    .innerJoin('fleet_task_points as p', 'p.id', 'a.point_id')
    .innerJoin('delivery_orders as o', 'o.id', 'a.delivery_order_id')
    .select((eb) => [
      'a.id',
      'a.type',
      'a.status',
      'a.transit_leg',
      'a.completed_on',
      'a.contact_person_name',
      'a.note',
      'p.address_id',
      'o.id as order_id',
      'o.number as order_number',
      'o.status as order_status',
      'o.shipment_type',
      'o.is_from_vendor_request',
      'o.origin_address_id',
      'o.destination_address_id',
      'o.external_reference_number',
      eb
        .selectFrom('delivery_order_transits as tr')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('tr.delivery_order_id', '=', 'o.id')
        .as('transit_count'),
      eb
        .selectFrom('delivery_loads as l')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('l.delivery_order_id', '=', 'o.id')
        .as('load_count'),
    ])
    .where('a.fleet_task_id', '=', path.taskId)
    .where('a.point_id', '=', path.pointId)
    .where('a.id', '=', path.activityId)
    .executeTakeFirst();
}
export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

/** The other half of an activity on the same task: the pickup of a drop, the drop of a pickup. */
export function findPartnerActivity(db: Kysely<Database>, taskId: string, activity: ActivityRow) {
  return db
    .selectFrom('fleet_task_activities')
    .select(['id', 'status', 'completed_on'])
    .where('fleet_task_id', '=', taskId)
    .where('delivery_order_id', '=', activity.order_id)
    .where('type', '=', activity.type === 'PICKUP' ? 'DROP' : 'PICKUP')
    .where((eb) =>
      activity.transit_leg === null
        ? eb('transit_leg', 'is', null)
        : eb('transit_leg', '=', activity.transit_leg),
    )
    .executeTakeFirst();
}

/** Whether the drop of a TRANSIT order's given leg is completed on any task. */
export async function isLegDropCompleted(db: Kysely<Database>, orderId: string, leg: number) {
  const row = await db
    .selectFrom('fleet_task_activities')
    .select('id')
    .where('delivery_order_id', '=', orderId)
    .where('type', '=', 'DROP')
    .where('transit_leg', '=', leg)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirst();
  return row !== undefined;
}

/** The order's loads with their products, in a stable order. */
export function orderLoads(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('delivery_loads as l')
    .innerJoin('products as pr', 'pr.id', 'l.product_id')
    .innerJoin('product_types as pt', 'pt.id', 'pr.product_type_id')
    .select([
      'l.id',
      'l.quantity',
      'l.uom',
      'l.quantity_picked',
      'l.quantity_delivered',
      'l.is_adjusted_picked',
      'l.is_adjusted_delivered',
      'l.conversion_weight_value',
      'l.conversion_volume_value',
      'pr.name as product_name',
      'pt.name as product_type_name',
    ])
    .where('l.delivery_order_id', '=', orderId)
    .orderBy('l.id')
    .execute();
}
export type OrderLoadRow = Awaited<ReturnType<typeof orderLoads>>[number];

/** An activity's photos, oldest first (the order they were taken in). */
export function activityAttachments(db: Kysely<Database>, activityIds: readonly string[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activity_attachments')
    .select([
      'id',
      'activity_id',
      'type',
      'content_type',
      'size_bytes',
      'file_name',
      'in_proof',
      'created_on',
    ])
    .where('activity_id', 'in', activityIds)
    .orderBy('created_on')
    .orderBy('id')
    .execute();
}
export type AttachmentRow = Awaited<ReturnType<typeof activityAttachments>>[number];
