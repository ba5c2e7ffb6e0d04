import type { Kysely, Updateable } from 'kysely';
import type { Database, FleetTasksTable } from '../../../../db/schema';
import { bumpedUpdatedOn } from '../../../../db/stale-update';

/*
 * The one place a writer locks a fleet task row and writes it back. Every write to a task (its
 * fields, status, sequence, activities, orders, transfer, the vendor's answer) starts here, so two
 * writes to one task run one after the other and all of them read the row through one column list.
 */

function lockedTaskQuery(db: Kysely<Database>) {
  return db
    .selectFrom('fleet_tasks as t')
    .selectAll('t')
    .select((eb) =>
      eb.selectFrom('vendors as v').select('v.name').whereRef('v.id', '=', 't.vendor_id').as('vendor_name'),
    )
    .forUpdate();
}

/** The company's task, locked until the transaction ends; another company's task is not found. */
export function lockFleetTask(db: Kysely<Database>, companyId: number, id: string) {
  return lockedTaskQuery(db).where('t.company_id', '=', companyId).where('t.id', '=', id).executeTakeFirst();
}

export type LockedFleetTask = NonNullable<Awaited<ReturnType<typeof lockFleetTask>>>;

/** The columns the sequence, order and transfer writers read; a task made in the same transaction has them too. */
export type TaskHead = Pick<
  LockedFleetTask,
  'id' | 'company_id' | 'number' | 'status' | 'vendor_id' | 'is_from_vendor_request' | 'vendor_name'
>;

/**
 * The company's tasks among `ids`, locked one after the other in id order whatever the caller's
 * order: two writers over the same tasks then wait for each other instead of deadlocking.
 */
export async function lockFleetTasks(
  db: Kysely<Database>,
  companyId: number,
  ids: readonly string[],
): Promise<Map<string, LockedFleetTask>> {
  const locked = new Map<string, LockedFleetTask>();
  for (const id of [...new Set(ids)].sort()) {
    const task = await lockFleetTask(db, companyId, id);
    if (task) locked.set(id, task);
  }
  return locked;
}

/**
 * A task locked by id alone: only for the vendor's progress and answer, which reach the sender
 * company's task through an accepted request, never through an id a client sent.
 */
export function lockLinkedFleetTask(db: Kysely<Database>, id: string) {
  return lockedTaskQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow();
}

/** Writes the changed columns and moves updated_on past the stored value (db/stale-update.ts). */
export function updateFleetTaskRow(db: Kysely<Database>, id: string, changes: Updateable<FleetTasksTable>) {
  return db
    .updateTable('fleet_tasks')
    .set({ ...changes, updated_on: bumpedUpdatedOn('fleet_tasks.updated_on') })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A task row as stored, the answer of updateFleetTaskRow. */
export type StoredFleetTask = Awaited<ReturnType<typeof updateFleetTaskRow>>;
