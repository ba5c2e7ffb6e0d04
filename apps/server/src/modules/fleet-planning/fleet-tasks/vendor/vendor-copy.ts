import { DomainError, roundVolume, roundWeight, shipmentTypeName } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { Actor } from '../../../history/actor';
import { type HistoryInput, recordHistory } from '../../../history/service';
import { orderEvent } from '../../../order/events';
import { nextDeliveryOrderNumbers } from '../../../order/numbers';
import { findSettings } from '../../settings/queries';
import { refreshPlannedDistances } from '../sequence/planned-distance';
import { nextFleetTaskNumber } from '../task/numbers';
import { newTrackToken } from '../tracking/track-token';
import { copyAddresses, customerIdByName, type Place, productIdOf } from './vendor-copy-references';
import type { SenderLoad, SenderOrder, SenderSequenceRow } from './vendor-queries';

/**
 * The vendor company's own Draf task made from an accepted request (fleet-task issue item 6): the
 * sender's route, orders and loads become rows of the vendor company, so the vendor plans, runs and
 * proves the trip with its own vehicles and drivers and never writes into the sender's rows. Runs in
 * the accept's transaction: a failure leaves both companies as they were.
 */
export interface CopySource {
  senderTask: { id: string; number: string; expected_departure_on: Date | null };
  sender: { name: string; phone_no: string | null; email: string | null };
  route: SenderSequenceRow[];
  orders: SenderOrder[];
  loads: SenderLoad[];
}

export interface CopyTarget {
  companyId: number;
  timeZone: string;
  actor: Actor;
}

export async function copyRequestToVendorCompany(
  trx: Kysely<Database>,
  source: CopySource,
  target: CopyTarget,
): Promise<{ id: string; number: string }> {
  const garages = await vendorGarages(trx, target.companyId);
  const addressIds = await copyAddresses(trx, target.companyId, placesOf(source));
  const orderIds = await copyOrders(trx, source, target, addressIds);
  return insertVendorTask(trx, source, target, { garages, addressIds, orderIds });
}

/**
 * Start and end of the vendor's task: the vendor company's default garages when it set them (a
 * setting is always a garage), else its first garage; the trip starts where its trucks are.
 */
async function vendorGarages(trx: Kysely<Database>, companyId: number) {
  const settings = await findSettings(trx, companyId);
  const first = await trx
    .selectFrom('addresses')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_garage', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const start = settings?.start_address_default ?? first?.id;
  if (start === undefined) throw new DomainError('vendor-request/no-garage');
  return { start, end: settings?.end_address_default ?? start, settings };
}

/** Every address the route and the orders use (the sender's garages at START and END excepted). */
function placesOf(source: CopySource): Place[] {
  const places = new Map<number, Place>();
  for (const row of source.route) {
    if (row.point_type !== 'DEFAULT') continue;
    const { address_id: id, name, full_name, city, province, latitude, longitude, geofence_radius_m } = row;
    places.set(id, { id, name, full_name, city, province, latitude, longitude, geofence_radius_m });
  }
  for (const order of source.orders) {
    for (const prefix of ['origin', 'destination'] as const) {
      places.set(order[`${prefix}_id`], {
        id: order[`${prefix}_id`],
        name: order[`${prefix}_name`],
        full_name: order[`${prefix}_full_name`],
        city: order[`${prefix}_city`],
        province: order[`${prefix}_province`],
        latitude: order[`${prefix}_latitude`],
        longitude: order[`${prefix}_longitude`],
        geofence_radius_m: order[`${prefix}_geofence_radius_m`],
      });
    }
  }
  return [...places.values()];
}

/**
 * The orders as new delivery orders of the vendor company, marked `is_from_vendor_request` (which
 * the rules read: no load adjustment, no removal, no transfer, section 4). The consignee stays the
 * sender's customer; the vendor bills the sender company, so that is the billed customer. The sender's
 * order number is kept as the external reference; internal notes stay with the sender.
 */
async function copyOrders(
  trx: Kysely<Database>,
  source: CopySource,
  target: CopyTarget,
  addressIds: Map<number, number>,
) {
  const { companyId, timeZone, actor } = target;
  const billedId = await customerIdByName(trx, companyId, {
    name: source.sender.name,
    phone_number: source.sender.phone_no,
    email: source.sender.email,
  });
  const numbers = await nextDeliveryOrderNumbers(trx, companyId, source.orders.length, timeZone);
  const copies = new Map<string, string>();
  for (const [index, order] of source.orders.entries()) {
    const customerId = await customerIdByName(trx, companyId, {
      name: order.customer_name,
      phone_number: order.customer_phone_number,
      email: order.customer_email,
    });
    const copy = await insertOrderCopy(trx, order, target, {
      number: numbers[index] as string,
      customer_id: customerId,
      billed_customer_id: billedId,
      origin_address_id: addressIds.get(order.origin_id) as number,
      destination_address_id: addressIds.get(order.destination_id) as number,
    });
    copies.set(order.id, copy.id);
    const loads = source.loads.filter((load) => load.delivery_order_id === order.id);
    await copyLoads(trx, companyId, copy.id, loads);
    await recordHistory(
      trx,
      orderEvent(copy, 'created', actor, {
        description: `Dibuat dari permintaan ${source.senderTask.number} oleh ${source.sender.name}.`,
        properties: [
          { key: 'Tipe Pengiriman', value: shipmentTypeName(copy.shipment_type) },
          { key: 'Nomor DO Pengirim', value: order.number },
        ],
      }),
    );
  }
  return copies;
}

interface OrderCopyIds {
  number: string;
  customer_id: number;
  billed_customer_id: number;
  origin_address_id: number;
  destination_address_id: number;
}

function insertOrderCopy(trx: Kysely<Database>, order: SenderOrder, target: CopyTarget, ids: OrderCopyIds) {
  return trx
    .insertInto('delivery_orders')
    .values({
      ...ids,
      company_id: target.companyId,
      shipment_type: order.shipment_type,
      shipment_number: order.shipment_number,
      reference_number: order.reference_number,
      external_reference_number: order.number,
      expected_pickup_on: order.expected_pickup_on,
      expected_delivered_on: order.expected_delivered_on,
      status: order.status,
      is_from_vendor_request: true,
      user_definition_fields: JSON.stringify(order.user_definition_fields ?? []),
      created_by: target.actor.id,
    })
    .returning(['id', 'company_id', 'number', 'shipment_type'])
    .executeTakeFirstOrThrow();
}

/** The planned loads; what was picked or delivered is the vendor's to record on its own trip. */
async function copyLoads(trx: Kysely<Database>, companyId: number, orderId: string, loads: SenderLoad[]) {
  if (loads.length === 0) return;
  // Products are found or created one by one (two loads may name the same new product); the
  // loads then go in with one statement.
  const rows = [];
  for (const load of loads) {
    rows.push({
      company_id: companyId,
      delivery_order_id: orderId,
      product_id: await productIdOf(trx, companyId, load),
      quantity: load.quantity,
      uom: load.uom,
      conversion_weight_value: load.conversion_weight_value,
      conversion_volume_value: load.conversion_volume_value,
    });
  }
  await trx.insertInto('delivery_loads').values(rows).execute();
}

interface CopiedIds {
  garages: Awaited<ReturnType<typeof vendorGarages>>;
  addressIds: Map<number, number>;
  orderIds: Map<string, string>;
}

/**
 * The Draf task: a new FO number of the vendor company, `source_fleet_task_id` = the sender's task
 * (the link its progress follows, vendor-dispatch.ts), the stops in the sender's order with their
 * service times, between the vendor's garages.
 */
async function insertVendorTask(
  trx: Kysely<Database>,
  source: CopySource,
  target: CopyTarget,
  ids: CopiedIds,
) {
  const { companyId, timeZone, actor } = target;
  // The planned quantities: nothing is picked up yet (totals.ts reads the same on a new task).
  const weight = source.loads.reduce((sum, load) => sum + load.quantity * load.conversion_weight_value, 0);
  const volume = source.loads.reduce((sum, load) => sum + load.quantity * load.conversion_volume_value, 0);
  const number = await nextFleetTaskNumber(trx, companyId, timeZone);
  const task = await trx
    .insertInto('fleet_tasks')
    .values({
      company_id: companyId,
      number,
      status: 'DRAFT',
      visited_statuses: ['DRAFT'],
      send_by: 'SELF',
      expected_departure_on: source.senderTask.expected_departure_on,
      start_address_id: ids.garages.start,
      end_address_id: ids.garages.end,
      is_from_vendor_request: true,
      source_fleet_task_id: source.senderTask.id,
      autocomplete_source: ids.garages.settings?.autocomplete_source,
      is_autocomplete_on: ids.garages.settings?.is_autocomplete_on,
      current_total_weight: roundWeight(weight),
      current_total_volume: roundVolume(volume),
      track_token: newTrackToken(),
      created_by: actor.id,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  await insertVendorRoute(trx, task.id, source.route, { ...target, ...ids });
  await refreshPlannedDistances(trx, [task.id]);
  await recordHistory(trx, vendorTaskCreated(task, source, actor, companyId));
  return task;
}

/** The vendor task's first history line: where it came from. */
function vendorTaskCreated(
  task: { id: string; number: string },
  source: CopySource,
  actor: Actor,
  companyId: number,
): HistoryInput {
  return {
    companyId,
    entityType: 'fleet_task',
    entityId: task.id,
    event: 'FleetPlanning.FleetTaskCreatedFromVendorRequest',
    title: 'Penugasan dibuat dari permintaan vendor',
    description: `Permintaan ${source.senderTask.number} dari ${source.sender.name} diterima.`,
    properties: [
      { key: 'Nomor Penugasan', value: task.number },
      { key: 'Pengirim', value: source.sender.name },
      { key: 'Nomor Penugasan Pengirim', value: source.senderTask.number },
      { key: 'Diubah oleh', value: actor.name },
    ],
    actorUserId: actor.id,
  };
}

async function insertVendorRoute(
  trx: Kysely<Database>,
  taskId: string,
  route: SenderSequenceRow[],
  context: CopyTarget & CopiedIds,
) {
  const stops = [
    ...new Map(route.filter((row) => row.point_type === 'DEFAULT').map((r) => [r.point_id, r])).values(),
  ];
  const points = await trx
    .insertInto('fleet_task_points')
    .values(
      [
        { type: 'START' as const, address_id: context.garages.start, service_time_seconds: 0 },
        ...stops.map((stop) => ({
          type: 'DEFAULT' as const,
          address_id: context.addressIds.get(stop.address_id) as number,
          service_time_seconds: stop.service_time_seconds,
        })),
        { type: 'END' as const, address_id: context.garages.end, service_time_seconds: 0 },
      ].map((point, position) => ({
        ...point,
        position,
        company_id: context.companyId,
        fleet_task_id: taskId,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  const pointIdOf = new Map(
    stops.map((stop, index) => [stop.point_id, points.find((p) => p.position === index + 1)?.id]),
  );
  const activities = route.filter((row) => row.point_type === 'DEFAULT' && row.order_id !== null);
  if (activities.length === 0) return;
  await trx
    .insertInto('fleet_task_activities')
    .values(
      activities.map((row) => ({
        company_id: context.companyId,
        fleet_task_id: taskId,
        point_id: pointIdOf.get(row.point_id) as string,
        delivery_order_id: context.orderIds.get(row.order_id as string) as string,
        type: row.activity_type as 'PICKUP' | 'DROP',
        position: row.activity_position as number,
      })),
    )
    .execute();
}
