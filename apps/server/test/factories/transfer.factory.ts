import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema';
import {
  buildDeliveryOrder,
  buildFleetTask,
  buildUser,
  type DeliveryOrderOverrides,
  type DeliveryOrderRow,
} from '../../src/seed/builders/builders';
import type { FleetTaskOverrides } from '../../src/seed/builders/fleet-task-builder';
import { loginAs } from '../app';
import { createSequenceWorld, FLEET_API, type SequenceWorld } from './sequence.factory';

/**
 * What the transfer and row-cancel tests share: the route world with a garage G and places W, S1, S2,
 * T1 and D along the equator, order and task builders on them, the stops of a task as text, and a
 * snapshot of every stored row a refused or failed request must leave as it was.
 */

export const PLACES = ['G', 'W', 'S1', 'S2', 'T1', 'D'] as const;
export type Place = (typeof PLACES)[number];

const PASSWORD = 'kata-sandi-transfer';
let users = 0;

export interface TransferWorld extends SequenceWorld {
  at: Record<Place, number>;
  order: (from: Place, to: Place, overrides?: DeliveryOrderOverrides) => Promise<DeliveryOrderRow>;
  /** A task between garage G, leaving tomorrow; Dijadwalkan with ASSIGNED orders unless told. */
  task: (
    orders: readonly DeliveryOrderRow[],
    overrides?: FleetTaskOverrides,
  ) => ReturnType<typeof buildFleetTask>;
  /** The stored stops as 'place: p:o1 d:o2', order numbers replaced by the given labels. */
  stops: (taskId: string, labels: Record<string, { number: string }>) => Promise<string[]>;
  /** A request in English ('Accept-Language: en'). */
  inEnglish: (method: 'POST', url: string, payload: object) => ReturnType<SequenceWorld['api']>;
}

export async function createTransferWorld(): Promise<TransferWorld> {
  const w = await createSequenceWorld();
  const at = {} as Record<Place, number>;
  const names = new Map<number, string>();
  for (const [index, key] of PLACES.entries()) {
    at[key] = (await w.place(`Tempat ${key}`, index, key === 'G')).id;
    names.set(at[key], key);
  }
  users += 1;
  const email = `transfer${users}@rute.id`;
  await buildUser(w.db, { company_id: w.companyId, email, role: 'admin', password: PASSWORD });
  const english = { ...(await loginAs(w.t.app, email, PASSWORD)), 'accept-language': 'en' };
  return {
    ...w,
    at,
    order: (from, to, overrides = {}) =>
      buildDeliveryOrder(w.db, {
        company_id: w.companyId,
        origin_address_id: at[from],
        destination_address_id: at[to],
        status: 'ASSIGNED',
        ...overrides,
      }),
    task: (orders, overrides = {}) =>
      buildFleetTask(w.db, {
        company_id: w.companyId,
        status: 'SCHEDULED',
        start_address_id: at.G,
        expected_departure_on: new Date(Date.now() + 24 * 3_600_000),
        orders,
        ...overrides,
      }),
    stops: async (taskId, labels) => {
      const label = (text: string) =>
        Object.entries(labels).reduce((result, [name, o]) => result.replace(o.number, name), text);
      return (await w.storedRoute(taskId))
        .filter((point) => point.type === 'DEFAULT')
        .map((point) => `${names.get(point.address_id)}: ${point.activities.map(label).join(' ')}`);
    },
    inEnglish: (method, url, payload) =>
      w.t.app.inject({ method, url: `${FLEET_API}${url}`, headers: english, payload }),
  };
}

/** Every stored row of the tasks and the order that a request could touch, for before/after equality. */
export async function snapshot(db: Kysely<Database>, taskIds: readonly string[], orderId: string) {
  const [tasks, points, activities, history, order, loads, taskCount, counters] = await Promise.all([
    db.selectFrom('fleet_tasks').selectAll().where('id', 'in', taskIds).orderBy('id').execute(),
    db
      .selectFrom('fleet_task_points')
      .selectAll()
      .where('fleet_task_id', 'in', taskIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('fleet_task_activities')
      .selectAll()
      .where('fleet_task_id', 'in', taskIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('history_events')
      .selectAll()
      .where('entity_id', 'in', [...taskIds, orderId])
      .orderBy('id')
      .execute(),
    db.selectFrom('delivery_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow(),
    db
      .selectFrom('delivery_loads')
      .selectAll()
      .where('delivery_order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db.selectFrom('fleet_tasks').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    db.selectFrom('company_counters').selectAll().orderBy('company_id').orderBy('name').execute(),
  ]);
  return { tasks, points, activities, history, order, loads, taskCount, counters };
}

export const historyOf = (db: Kysely<Database>, entityId: string, event: string) =>
  db
    .selectFrom('history_events')
    .select(['title', 'description', 'properties'])
    .where('entity_id', '=', entityId)
    .where('event', '=', event)
    .execute();

export const taskRow = (db: Kysely<Database>, id: string) =>
  db.selectFrom('fleet_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
