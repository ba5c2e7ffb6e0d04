import { randomUUID } from 'node:crypto';
import {
  type DeliveryOrderDetail,
  type DeliveryOrderStatus,
  DomainError,
  deliveryOrderCurrentLoad,
  type ListQuery,
  shipmentTypeName,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { listResponse, runListQuery } from '../../db/list-query';
import type { Database } from '../../db/schema';
import { actorOf } from '../history/actor';
import { type HistoryScope, listHistoryLog, readHistory, recordHistories } from '../history/service';
import { publishDeliveryOrdersChanged } from '../live/operations';
import { orderEvent, orderPagePath } from './events';
import { loadRowsOfOrders } from './load-queries';
import { nextDeliveryOrderNumbers, retryingNumberCollisions } from './numbers';
import { toLoad, toOrderRow } from './presenters';
import {
  deleteOrders,
  holdingTasksOf,
  insertOrders,
  loadsOfOrders,
  lockOrders,
  orderExists,
  type StoredOrder,
  transitsOf,
} from './queries';
import { ORDER_LIST_DEFINITION, orderRowsQuery } from './row-queries';

const timeZoneOf = (auth: AuthContext) => auth.user.company.time_zone;

type HoldingTask = Awaited<ReturnType<typeof holdingTasksOf>>[number];

const taskRef = (task: HoldingTask | undefined) =>
  task ? { id: task.id, number: task.number, status: { name: task.status } } : null;

/** A page of orders, each with the fleet task holding it (one more query for the page, not per row). */
export async function listDeliveryOrders(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await runListQuery(
    db,
    orderRowsQuery(db, auth.companyId),
    ORDER_LIST_DEFINITION,
    query,
  );
  const timeZone = timeZoneOf(auth);
  const tasks = new Map(
    (
      await holdingTasksOf(
        db,
        rows.map((row) => row.id),
      )
    ).map((task) => [task.delivery_order_id, task]),
  );
  return listResponse(
    rows.map((row) => ({ ...toOrderRow(row, timeZone), fleet_task: taskRef(tasks.get(row.id)) })),
    (row) => row.id,
    query,
    total,
  );
}

/** One order with its loads, transits and the fleet task that holds it. Another company's: 404. */
export async function getDeliveryOrder(
  db: Kysely<Database>,
  auth: AuthContext,
  id: string,
): Promise<DeliveryOrderDetail> {
  const row = await orderRowsQuery(db, auth.companyId).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not-found');
  const [loads, [task]] = await Promise.all([
    loadRowsOfOrders(db, auth.companyId, [id]),
    holdingTasksOf(db, [id]),
  ]);
  const timeZone = timeZoneOf(auth);
  // The order's current load by the one rule the task page and the printed order use (issue 26 item 6).
  const current = deliveryOrderCurrentLoad(loads);
  return {
    ...toOrderRow(row, timeZone),
    load_weight: current.weight,
    load_volume: current.volume,
    is_load_adjusted: current.is_adjusted,
    loads: loads.map((load) => toLoad(load, timeZone)),
    fleet_task: taskRef(task),
  };
}

/** All of `ids` locked, in the given order, or 404 naming the ids that are missing or another company's. */
async function lockAll(db: Kysely<Database>, auth: AuthContext, ids: string[]): Promise<StoredOrder[]> {
  const found = new Map((await lockOrders(db, auth.companyId, ids)).map((order) => [order.id, order]));
  const missing = ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ field: `ids.${index}`, code: 'invalid-value' as const }],
  );
  if (missing.length > 0) throw new DomainError('not-found', { fields: missing });
  return ids.map((id) => found.get(id) as StoredOrder);
}

/**
 * Deletes orders all-or-nothing. An order that a fleet task holds (any ORDER_HOLDING_STATUSES
 * status) refuses the whole call, naming the task; it has to be taken off the task first.
 */
export async function deleteDeliveryOrders(db: Kysely<Database>, auth: AuthContext, requested: string[]) {
  const ids = [...new Set(requested)];
  await db.transaction().execute(async (trx) => {
    const orders = await lockAll(trx, auth, ids);
    const tasks = await holdingTasksOf(trx, ids);
    if (tasks.length > 0) {
      const held = new Set(tasks.map((task) => task.delivery_order_id));
      throw new DomainError('delivery/failed-to-delete', {
        params: { number: [...new Set(tasks.map((task) => task.number))].join(', ') },
        fields: ids.flatMap((id, index) =>
          held.has(id) ? [{ field: `ids.${index}`, code: 'invalid-value' as const }] : [],
        ),
      });
    }
    await deleteOrders(trx, auth.companyId, ids);
    await publishDeliveryOrdersChanged(trx, auth.companyId, { deliveryOrderIds: ids, status: null });
    const actor = actorOf(auth);
    await recordHistories(
      trx,
      orders.map((order) => orderEvent(order, 'deleted', actor)),
    );
  });
  return { ids };
}

/** Rows of the copies of `sources`: new ids and numbers, OPEN, loads with nothing picked or delivered. */
async function planCopies(db: Kysely<Database>, auth: AuthContext, sources: StoredOrder[]) {
  const sourceIds = sources.map((order) => order.id);
  const [numbers, transits, loads] = await Promise.all([
    nextDeliveryOrderNumbers(db, auth.companyId, sources.length, timeZoneOf(auth)),
    transitsOf(db, sourceIds),
    loadsOfOrders(db, sourceIds),
  ]);
  const copies = sources.map((source, index) => {
    const { id: _id, created_on: _created, updated_on: _updated, ...columns } = source;
    return {
      ...columns,
      id: randomUUID(),
      number: numbers[index] as string,
      status: 'OPEN' satisfies DeliveryOrderStatus,
      is_from_vendor_request: false,
      // A copy is a new order: the cancel of its source ('Batalkan' on a task) is not its own.
      canceled_reason_id: null,
      canceled_on: null,
      user_definition_fields: JSON.stringify(source.user_definition_fields),
      created_by: auth.user.id,
    };
  });
  const copyOf = new Map(sources.map((source, index) => [source.id, copies[index]!.id]));
  const copiedTransits = transits.map(({ delivery_order_id, address_id, sequence }) => ({
    delivery_order_id: copyOf.get(delivery_order_id) as string,
    address_id,
    sequence,
  }));
  const copiedLoads = loads.map((load) => ({
    company_id: load.company_id,
    delivery_order_id: copyOf.get(load.delivery_order_id) as string,
    product_id: load.product_id,
    quantity: load.quantity,
    uom: load.uom,
    conversion_weight_value: load.conversion_weight_value,
    conversion_volume_value: load.conversion_volume_value,
    note: load.note,
  }));
  return { copies, copiedTransits, copiedLoads };
}

/** Copies orders in one transaction; each copy's history says which order it was copied from. */
export function duplicateDeliveryOrders(db: Kysely<Database>, auth: AuthContext, requested: string[]) {
  const ids = [...new Set(requested)];
  return retryingNumberCollisions(() =>
    db.transaction().execute(async (trx) => {
      const sources = await lockAll(trx, auth, ids);
      const { copies, copiedTransits, copiedLoads } = await planCopies(trx, auth, sources);
      await insertOrders(trx, copies, copiedTransits, copiedLoads);
      await publishDeliveryOrdersChanged(trx, auth.companyId, {
        deliveryOrderIds: copies.map((copy) => copy.id),
        status: 'OPEN',
      });
      const actor = actorOf(auth);
      await recordHistories(
        trx,
        copies.map((copy, index) => {
          const source = sources[index] as StoredOrder;
          return orderEvent(copy, 'duplicated', actor, {
            description: `Disalin dari ${source.number}`,
            properties: [
              { key: 'Tipe Pengiriman', value: shipmentTypeName(copy.shipment_type) },
              {
                key: 'Disalin dari',
                value: source.number,
                is_redirectable: true,
                redirect_url: orderPagePath(source.id),
              },
            ],
          });
        }),
      );
      return copies.map((copy, index) => ({
        id: copy.id,
        number: copy.number,
        source_id: ids[index] as string,
      }));
    }),
  );
}

async function orderScope(db: Kysely<Database>, auth: AuthContext, id: string): Promise<HistoryScope> {
  if (!(await orderExists(db, auth.companyId, id))) throw new DomainError('not-found');
  return { companyId: auth.companyId, entityType: 'delivery_order', entityId: id };
}

export async function deliveryOrderHistory(db: Kysely<Database>, auth: AuthContext, id: string) {
  return readHistory(db, await orderScope(db, auth, id), timeZoneOf(auth));
}

export async function deliveryOrderLog(
  db: Kysely<Database>,
  auth: AuthContext,
  id: string,
  query: ListQuery,
) {
  return listHistoryLog(db, await orderScope(db, auth, id), query, timeZoneOf(auth));
}
