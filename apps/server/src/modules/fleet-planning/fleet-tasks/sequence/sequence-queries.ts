import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../../../db/schema';

/**
 * Reads of a task's route (Kysely only). A sequence costs one statement per table it shows: the
 * task with its two garages, the points with their addresses, the activities with their orders, so
 * a 50-point task answers as fast as a 2-point one (issue 4 item 9: sequence p95 under 30 ms).
 */

/** The task as the sequence and the schedule need it, with both garages' coordinates. */
export function findSequenceTask(db: Kysely<Database>, companyId: number, taskId: string) {
  return db
    .selectFrom('fleet_tasks as t')
    .leftJoin('addresses as sa', 'sa.id', 't.start_address_id')
    .leftJoin('addresses as ea', 'ea.id', 't.end_address_id')
    .select([
      't.id',
      't.company_id',
      't.status',
      't.send_by',
      't.vendor_id',
      't.is_from_vendor_request',
      't.expected_departure_on',
      't.actual_departure_on',
      't.start_address_id',
      't.end_address_id',
      't.current_total_weight',
      't.current_total_volume',
      'sa.name as start_name',
      'sa.city as start_city',
      'sa.latitude as start_latitude',
      'sa.longitude as start_longitude',
      'ea.name as end_name',
      'ea.city as end_city',
      'ea.latitude as end_latitude',
      'ea.longitude as end_longitude',
    ])
    .where('t.company_id', '=', companyId)
    .where('t.id', '=', taskId)
    .executeTakeFirst();
}

export type SequenceTaskRow = NonNullable<Awaited<ReturnType<typeof findSequenceTask>>>;

/** The stored points in route order, with their addresses. */
export function sequencePoints(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('fleet_task_points as p')
    .innerJoin('addresses as a', 'a.id', 'p.address_id')
    .select([
      'p.id',
      'p.type',
      'p.position',
      'p.address_id',
      'p.service_time_seconds',
      'a.name as address_name',
      'a.city as address_city',
      'a.latitude',
      'a.longitude',
    ])
    .where('p.fleet_task_id', '=', taskId)
    .orderBy('p.position')
    .orderBy('p.created_on')
    .execute();
}

export type SequencePointRow = Awaited<ReturnType<typeof sequencePoints>>[number];

/** Every activity of the task with what the activity table shows of its order. */
export function sequenceActivities(db: Kysely<Database>, taskId: string) {
  return (
    db
      .selectFrom('fleet_task_activities as act')
      .innerJoin('delivery_orders as o', 'o.id', 'act.delivery_order_id')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .select([
        'act.id',
        'act.point_id',
        'act.position',
        'act.type',
        'act.transit_leg',
        'act.status',
        'act.completed_on',
        'act.contact_person_name',
        'act.note',
        'act.delivery_order_id',
        'o.number',
        'o.shipment_type',
        'o.shipment_number',
        'o.reference_number',
        'o.external_reference_number',
        'o.is_from_vendor_request',
        'o.expected_pickup_on',
        'o.expected_delivered_on',
        'o.origin_address_id',
        'o.destination_address_id',
        'c.name as customer_name',
      ])
      // The order's loads ride along (a JSON array), so the current load costs no statement of its own.
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('delivery_loads as l')
            .whereRef('l.delivery_order_id', '=', 'act.delivery_order_id')
            .select([
              'l.quantity',
              'l.quantity_picked',
              'l.quantity_delivered',
              'l.conversion_weight_value',
              'l.conversion_volume_value',
              'l.is_adjusted_picked',
              'l.is_adjusted_delivered',
            ]),
        ).as('loads'),
      )
      .where('act.fleet_task_id', '=', taskId)
      .orderBy('act.position')
      .execute()
  );
}

export type SequenceActivityRow = Awaited<ReturnType<typeof sequenceActivities>>[number];

/** The route's rows as a change of the route reads them: points and activities, no order details. */
export async function storedSequenceRows(db: Kysely<Database>, taskId: string) {
  const [points, activities] = await Promise.all([
    db
      .selectFrom('fleet_task_points')
      .select(['id', 'type', 'position', 'address_id'])
      .where('fleet_task_id', '=', taskId)
      .orderBy('position')
      .orderBy('created_on')
      .execute(),
    db
      .selectFrom('fleet_task_activities')
      .select(['id', 'point_id', 'position', 'type', 'delivery_order_id', 'transit_leg', 'status'])
      .where('fleet_task_id', '=', taskId)
      .orderBy('position')
      .execute(),
  ]);
  return { points, activities };
}

export type StoredSequenceRows = Awaited<ReturnType<typeof storedSequenceRows>>;
