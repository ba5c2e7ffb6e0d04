import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ORDER_HOLDING_STATUSES } from '@armada/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../src/db/schema';
import {
  currentLoadVolume,
  currentLoadWeight,
} from '../../src/modules/fleet-planning/fleet-tasks/task/totals';
import { TRANSFER_EVENTS } from '../../src/modules/fleet-planning/fleet-tasks/transfer/transfer-history';
import { TRANSITION_EVENTS } from '../../src/modules/fleet-planning/fleet-tasks/transition/transition-history';
import type { LocalFolderStorage } from '../../src/storage/file-storage';

/**
 * What must hold in the database after any crash (issue 21, item 5), read straight from the tables
 * with the server's own rules imported, never restated. Each answers its violations, described.
 */

/** The status a task's status events say it is in, event name -> status (TRANSITION_EVENTS inverted). */
const STATUS_OF_EVENT = new Map(
  Object.entries(TRANSITION_EVENTS).map(([status, { event }]) => [event, status] as const),
);

/**
 * 1. Every task's status is the one its last status event names. The creation event names
 * TEMPORARY (POST /fleet-task), except for a task a transfer made: it is born a Draf, and its
 * creation comes with the transfer-in event in the same transaction (so at the same created_on).
 * A task without any status event is a violation too: both ways of creating one write it.
 */
export async function statusMatchesHistory(db: Kysely<Database>): Promise<string[]> {
  const [tasks, events] = await Promise.all([
    db.selectFrom('fleet_tasks').select(['id', 'number', 'status']).execute(),
    db
      .selectFrom('history_events')
      .select(['entity_id', 'event', 'created_on'])
      .where('entity_type', '=', 'fleet_task')
      .where('event', 'in', [...STATUS_OF_EVENT.keys(), TRANSFER_EVENTS.in])
      .execute(),
  ]);
  const byTask = new Map<string, { event: string; at: number }[]>();
  for (const row of events) {
    const list = byTask.get(row.entity_id) ?? [];
    list.push({ event: row.event, at: new Date(row.created_on).getTime() });
    byTask.set(row.entity_id, list);
  }
  const violations: string[] = [];
  for (const task of tasks) {
    const expected = statusesNamed(byTask.get(task.id) ?? []);
    if (expected.length !== 1 || expected[0] !== task.status) {
      violations.push(
        `task ${task.number} is ${task.status}, its last status event says ${expected.join(' or ') || 'nothing'}`,
      );
    }
  }
  return violations;
}

/** The statuses named by the latest status events (more than one when they tie: itself a problem). */
function statusesNamed(events: readonly { event: string; at: number }[]): string[] {
  const statusEvents = events.filter((row) => STATUS_OF_EVENT.has(row.event));
  const last = Math.max(...statusEvents.map((row) => row.at));
  const transferredIn = events.some((row) => row.event === TRANSFER_EVENTS.in && row.at === last);
  const named = statusEvents
    .filter((row) => row.at === last)
    .map((row) =>
      row.event === TRANSITION_EVENTS.TEMPORARY.event && transferredIn
        ? 'DRAFT'
        : STATUS_OF_EVENT.get(row.event),
    );
  return [...new Set(named)].filter((status): status is string => status !== undefined);
}

/**
 * 2. An order is on at most one task that holds it (ORDER_HOLDING_STATUSES: every status but
 * CANCELED) per leg (a TRANSIT order's transit_leg; a DIRECT order has one leg, null); and where it
 * is, the leg has exactly one pickup and one drop (attach, transfer and removal move both or none).
 */
export async function oneHolderPerLeg(db: Kysely<Database>): Promise<string[]> {
  const legs = await db
    .selectFrom('fleet_task_activities as a')
    .innerJoin('fleet_tasks as t', 't.id', 'a.fleet_task_id')
    .innerJoin('delivery_orders as o', 'o.id', 'a.delivery_order_id')
    .where('t.status', 'in', ORDER_HOLDING_STATUSES)
    .groupBy(['o.number', 'a.transit_leg'])
    .select([
      'o.number',
      'a.transit_leg',
      sql<string[]>`array_agg(distinct t.number order by t.number)`.as('tasks'),
      sql<number>`count(*) filter (where a.type = 'PICKUP')::int`.as('pickups'),
      sql<number>`count(*) filter (where a.type = 'DROP')::int`.as('drops'),
    ])
    .execute();
  const violations: string[] = [];
  for (const leg of legs) {
    const name = `order ${leg.number} leg ${leg.transit_leg ?? 'direct'}`;
    if (leg.tasks.length > 1) violations.push(`${name} is held by ${leg.tasks.join(', ')}`);
    else if (leg.pickups !== 1 || leg.drops !== 1) {
      violations.push(`${name} has ${leg.pickups} pickups and ${leg.drops} drops on ${leg.tasks.join(', ')}`);
    }
  }
  return violations;
}

/**
 * 3. A task's stored weight and volume are its orders' current loads, by the totals' own rule
 * (currentLoadWeight, currentLoadVolume over the loads of the orders with an activity on the task).
 */
export async function totalsMatchLoads(db: Kysely<Database>): Promise<string[]> {
  const ofTask = (total: RawBuilder<number>) =>
    sql<number>`(select ${total} from delivery_loads as l where l.delivery_order_id in
      (select a.delivery_order_id from fleet_task_activities as a where a.fleet_task_id = t.id))`;
  const rows = await db
    .selectFrom('fleet_tasks as t')
    .select([
      't.number',
      't.current_total_weight',
      't.current_total_volume',
      ofTask(currentLoadWeight).as('weight'),
      ofTask(currentLoadVolume).as('volume'),
    ])
    .execute();
  return rows
    .filter(
      (row) =>
        Number(row.current_total_weight) !== Number(row.weight) ||
        Number(row.current_total_volume) !== Number(row.volume),
    )
    .map(
      (row) =>
        `task ${row.number} stores ${row.current_total_weight} kg / ${row.current_total_volume} cbm, ` +
        `its loads make ${row.weight} kg / ${row.volume} cbm`,
    );
}

/**
 * 4. Every attachment row has its whole file in storage, and every stored file has its row (run
 * after removeOrphanFiles: a file a crash left behind is the cleanup job's to remove).
 */
export async function filesMatchRows(db: Kysely<Database>, storage: LocalFolderStorage): Promise<string[]> {
  const [rows, files] = await Promise.all([
    db.selectFrom('activity_attachments').select(['storage_key', 'size_bytes']).execute(),
    storage.list(),
  ]);
  const keys = new Set(rows.map((row) => row.storage_key));
  const violations = files.filter((file) => !keys.has(file.key)).map((file) => `file ${file.key} has no row`);
  for (const row of rows) {
    const size = await stat(path.join(storage.root, ...row.storage_key.split('/'))).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) violations.push(`attachment ${row.storage_key} has no file`);
    else if (size !== row.size_bytes) {
      violations.push(`attachment ${row.storage_key} is ${row.size_bytes} bytes, its file ${size}`);
    }
  }
  return violations;
}
