import {
  DomainError,
  FLEET_ORDER_EVENT_CODES,
  formatServiceDuration,
  LIVE_SERVER_EVENTS,
  type ListQuery,
  roundVolume,
  roundWeight,
  toZonedIso,
  type VendorRequestDetail,
  type VendorRequestRow,
  type VendorRequestStatus,
  vendorResponseTransitions,
  visitedAfter,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../../auth/guard';
import { withConstraintErrors } from '../../../../db/constraint-violation';
import { listResponse, runListQuery } from '../../../../db/list-query';
import type { Database } from '../../../../db/schema';
import { actorOf } from '../../../history/actor';
import { recordHistory } from '../../../history/service';
import type { AppHooks } from '../../../hooks';
import { publishFleetTasksChanged, publishOperationsEvent } from '../../../live/operations';
import { enqueueStatusNotification } from '../../../notification/outbox';
import { lockLinkedFleetTask } from '../task/task-repository';
import { copyRequestToVendorCompany } from './vendor-copy';
import {
  findRequest,
  findVendorRequestRow,
  requestParties,
  type SenderLoad,
  type SenderOrder,
  type SenderSequenceRow,
  senderLoads,
  senderOrders,
  senderRoute,
  updateRequest,
  updateSenderTask,
  type VendorRequestRecord,
  type VendorRequestRowData,
  vendorRequestListDefinition,
  vendorRequestRows,
} from './vendor-queries';

// The vendor company's side of a request (fleet-task issue item 6): its incoming list, one request,
// and its answer. Every lookup is scoped to the caller's company through vendor_requests.company_id,
// so another company's request answers 404 like a missing one.

const iso = (value: Date | null, timeZone: string) => (value === null ? null : toZonedIso(value, timeZone));

function toRow(row: VendorRequestRowData, timeZone: string): VendorRequestRow {
  return {
    id: row.id,
    status: { name: row.status as VendorRequestStatus },
    sender_company: { id: row.sender_company_id, name: row.sender_company_name },
    sender_fleet_task: { number: row.sender_task_number },
    vendor_fleet_task:
      row.vendor_fleet_task_id !== null && row.vendor_task_number !== null
        ? { id: row.vendor_fleet_task_id, number: row.vendor_task_number }
        : null,
    route: {
      start_city: row.start_city,
      end_city: row.end_city,
      origin_city: row.origin_city,
      destination_city: row.destination_city,
      stop_count: Number(row.stop_count),
    },
    delivery_order_count: Number(row.delivery_order_count),
    total_weight: roundWeight(Number(row.total_weight)),
    total_volume: roundVolume(Number(row.total_volume)),
    expected_departure_on: iso(row.expected_departure_on, timeZone),
    earliest_pickup_on: iso(
      row.earliest_pickup_on === null ? null : new Date(row.earliest_pickup_on),
      timeZone,
    ),
    rejected_reason: row.rejected_reason,
    responded_on: iso(row.responded_on, timeZone),
    created_on: toZonedIso(row.created_on, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}

export async function listVendorRequests(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const base = vendorRequestRows(db, auth.companyId);
  const { rows, total } = await runListQuery(db, base, vendorRequestListDefinition, query);
  const timeZone = auth.user.company.time_zone;
  return listResponse(
    rows.map((row) => toRow(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}

/** The sender's route and orders, read once for the detail and once for the copy. */
async function readSenderContent(db: Kysely<Database>, senderTaskId: string) {
  const route = await senderRoute(db, senderTaskId);
  const orderIds = [...new Set(route.flatMap((row) => (row.order_id === null ? [] : [row.order_id])))];
  const orders = await senderOrders(db, orderIds);
  // Route order, so the vendor's orders are numbered in the order its trip meets them.
  orders.sort((a, b) => orderIds.indexOf(a.id) - orderIds.indexOf(b.id));
  return { route, orders, loads: await senderLoads(db, orderIds) };
}

const place = (order: SenderOrder, prefix: 'origin' | 'destination') => ({
  name: order[`${prefix}_name`],
  full_name: order[`${prefix}_full_name`],
  city: order[`${prefix}_city`],
  latitude: order[`${prefix}_latitude`],
  longitude: order[`${prefix}_longitude`],
});

function toPoints(route: SenderSequenceRow[]): VendorRequestDetail['points'] {
  const points = new Map<string, VendorRequestDetail['points'][number]>();
  for (const row of route) {
    let point = points.get(row.point_id);
    if (!point) {
      point = {
        type: row.point_type,
        position: row.point_position,
        address: { ...row },
        service_time: formatServiceDuration(row.service_time_seconds),
        activities: [],
      };
      points.set(row.point_id, point);
    }
    if (row.activity_type !== null && row.order_number !== null) {
      point.activities.push({ type: row.activity_type, delivery_order_number: row.order_number });
    }
  }
  return [...points.values()].map(({ address, ...point }) => ({
    ...point,
    address: {
      name: address.name,
      full_name: address.full_name,
      city: address.city,
      latitude: address.latitude,
      longitude: address.longitude,
    },
  }));
}

function toOrders(orders: SenderOrder[], loads: SenderLoad[], timeZone: string) {
  return orders.map((order) => {
    const own = loads
      .filter((load) => load.delivery_order_id === order.id)
      .map((load) => ({
        product: { name: load.product_name, product_type: { name: load.product_type_name } },
        quantity: load.quantity,
        uom: load.uom,
        total_weight: roundWeight(load.quantity * load.conversion_weight_value),
        total_volume: roundVolume(load.quantity * load.conversion_volume_value),
      }));
    return {
      number: order.number,
      shipment_type: order.shipment_type,
      shipment_number: order.shipment_number,
      reference_number: order.reference_number,
      customer: { name: order.customer_name },
      origin_address: place(order, 'origin'),
      destination_address: place(order, 'destination'),
      expected_pickup_on: iso(order.expected_pickup_on, timeZone),
      expected_delivered_on: iso(order.expected_delivered_on, timeZone),
      load_weight: roundWeight(own.reduce((sum, load) => sum + load.total_weight, 0)),
      load_volume: roundVolume(own.reduce((sum, load) => sum + load.total_volume, 0)),
      loads: own,
    };
  });
}

/** One request with the sender's route, orders and loads: what the vendor needs to decide, no prices. */
export async function getVendorRequest(
  db: Kysely<Database>,
  auth: AuthContext,
  id: string,
): Promise<VendorRequestDetail> {
  const row = await findVendorRequestRow(db, auth.companyId, id);
  if (!row) throw new DomainError('not-found');
  const timeZone = auth.user.company.time_zone;
  const { route, orders, loads } = await readSenderContent(db, row.sender_fleet_task_id);
  return {
    ...toRow(row, timeZone),
    points: toPoints(route),
    delivery_orders: toOrders(orders, loads, timeZone),
  };
}

/**
 * Opens a request for an answer, locking the sender's task and then the request (the same order as a
 * send, which locks the task first). Refuses a request of another company (404), one answered already
 * (409 vendor-request/already-responded) and one whose sender's task no longer waits for this vendor
 * (409 vendor-request/canceled): the vendor's answer is valid only on Menunggu Vendor
 * (`vendorResponseTransitions`).
 */
async function openForAnswer(trx: Kysely<Database>, auth: AuthContext, id: string) {
  const found = await findRequest(trx, auth.companyId, id);
  if (!found) throw new DomainError('not-found');
  const senderTask = await lockLinkedFleetTask(trx, found.sender_fleet_task_id);
  const request = (await findRequest(trx, auth.companyId, id, true)) as VendorRequestRecord;
  if (request.status !== 'PENDING') throw new DomainError('vendor-request/already-responded');
  const status = senderTask.status;
  if (vendorResponseTransitions(status).length === 0 || senderTask.vendor_id !== request.sender_vendor_id) {
    throw new DomainError('vendor-request/canceled');
  }
  const { sender, vendorName } = await requestParties(trx, request);
  return { request, senderTask, sender, vendorName };
}

type Answer = Awaited<ReturnType<typeof openForAnswer>>;

/**
 * The sender's side of an answer: status, visited statuses and the history line the banner echoes.
 * Answers the id of that line.
 */
async function answerSender(
  trx: Kysely<Database>,
  answer: Answer,
  auth: AuthContext,
  outcome: {
    status: 'ACCEPTED_BY_VENDOR' | 'REJECTED_BY_VENDOR';
    reason: string | null;
    vendorTaskNumber?: string;
  },
) {
  const { senderTask } = answer;
  await updateSenderTask(trx, senderTask.id, {
    status: outcome.status,
    visited_statuses: visitedAfter(senderTask.visited_statuses, outcome.status),
    rejected_reason: outcome.reason,
  });
  await enqueueStatusNotification(trx, senderTask.id, outcome.status);
  // To the sender's dashboards: the answer is about the sender's own task.
  await publishOperationsEvent(trx, senderTask.company_id, {
    event: LIVE_SERVER_EVENTS.vendorRequestAnswered,
    data: { fleetTaskId: senderTask.id, status: outcome.status },
  });
  const accepted = outcome.status === 'ACCEPTED_BY_VENDOR';
  // The actor is a user of the vendor company: named, but not linked, in the sender's history.
  return recordHistory(trx, {
    companyId: senderTask.company_id,
    entityType: 'fleet_task',
    entityId: senderTask.id,
    event: accepted ? 'FleetPlanning.VendorRequestAccepted' : 'FleetPlanning.VendorRequestRejected',
    title: accepted ? 'Permintaan diterima oleh Vendor' : 'Permintaan ditolak oleh Vendor',
    description: outcome.reason,
    properties: [
      { key: 'Vendor', value: answer.vendorName },
      ...(outcome.vendorTaskNumber
        ? [{ key: 'Nomor Penugasan Vendor', value: outcome.vendorTaskNumber }]
        : []),
      ...(outcome.reason ? [{ key: 'Alasan', value: outcome.reason }] : []),
      { key: 'Diubah oleh', value: auth.user.name },
    ],
  });
}

/** Constraints an accept may still meet after its checks: a number or a request written meanwhile. */
const ACCEPT_UNIQUE_FIELDS = {
  fleet_tasks_company_number_key: 'number',
  delivery_orders_company_number_key: 'number',
  vendor_requests_open_task_key: 'id',
};

/**
 * Accepts: the vendor company gets its Draf task made from the request (vendor-copy.ts), the sender's
 * task becomes Diterima Vendor, and the request points at the new task. One transaction.
 */
export async function acceptVendorRequest(db: Kysely<Database>, auth: AuthContext, id: string) {
  await withConstraintErrors(ACCEPT_UNIQUE_FIELDS, () =>
    db.transaction().execute(async (trx) => {
      const answer = await openForAnswer(trx, auth, id);
      const content = await readSenderContent(trx, answer.senderTask.id);
      // An order may have been made TRANSIT on the waiting task; the vendor cannot run a transit leg.
      if (content.orders.some((order) => order.shipment_type === 'TRANSIT')) {
        throw new DomainError('delivery-order-vendor-request-invalid-shipment-type');
      }
      const actor = { ...actorOf(auth), id: auth.user.id };
      const task = await copyRequestToVendorCompany(
        trx,
        { ...content, senderTask: answer.senderTask, sender: answer.sender },
        { companyId: auth.companyId, timeZone: auth.user.company.time_zone, actor },
      );
      await answerSender(trx, answer, auth, {
        status: 'ACCEPTED_BY_VENDOR',
        reason: null,
        vendorTaskNumber: task.number,
      });
      await updateRequest(trx, id, {
        status: 'ACCEPTED',
        vendor_fleet_task_id: task.id,
        responded_by: actor.id,
      });
      // The vendor's own new Draf task, to the vendor's dashboards.
      await publishFleetTasksChanged(trx, auth.companyId, [{ fleetTaskId: task.id, status: 'DRAFT' }]);
    }),
  );
  return getVendorRequest(db, auth, id);
}

/**
 * Rejects with a reason: the sender's task becomes Ditolak with `rejected_reason`; nothing is copied.
 * The rejection is the sender's alert (142), when one of the sender's rules asks for it.
 */
export async function rejectVendorRequest(
  db: Kysely<Database>,
  hooks: Pick<AppHooks, 'fleetTaskAlert'>,
  auth: AuthContext,
  input: { id: string; reason: string },
) {
  const { id, reason } = input;
  await db.transaction().execute(async (trx) => {
    const answer = await openForAnswer(trx, auth, id);
    const logId = await answerSender(trx, answer, auth, { status: 'REJECTED_BY_VENDOR', reason });
    await updateRequest(trx, id, { status: 'REJECTED', rejected_reason: reason, responded_by: auth.user.id });
    const { senderTask } = answer;
    await hooks.fleetTaskAlert(trx, {
      companyId: senderTask.company_id,
      alertCode: FLEET_ORDER_EVENT_CODES.vendorRejected,
      task: { id: senderTask.id, number: senderTask.number, vehicleId: senderTask.vehicle_id },
      logId,
      occurredOn: new Date(),
      // A resend is a new request that the vendor may reject again: one alert per request.
      episode: `request-${id}`,
    });
  });
  return getVendorRequest(db, auth, id);
}
