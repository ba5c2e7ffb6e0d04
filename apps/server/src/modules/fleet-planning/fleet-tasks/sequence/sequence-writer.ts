import { randomUUID } from 'node:crypto';
import type { SequenceRoute } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';
import { bumpedUpdatedOn } from '../../../../db/stale-update';
import type { Actor } from '../../../history/actor';
import { recordHistory } from '../../../history/service';
import type { StoredSequenceRows } from './sequence-queries';

/**
 * Writes a changed route back (movement, attach, removal), in the caller's transaction, in a fixed
 * number of statements whatever the route's size: new stops and activities inserted, moved ones
 * updated, removed ones deleted. Positions are renumbered: START 0, the stops 1..n, END n + 1,
 * so a START or END point added later by the task's addresses (route-endpoints.ts) fits around them.
 */

interface TaskRef {
  id: string;
  company_id: number;
}

interface PointPlacement {
  id: string;
  position: number;
}

interface ActivityPlacement {
  id: string;
  point_id: string;
  position: number;
}

function positionOf(type: string, stopIndex: number, stopCount: number): number {
  if (type === 'START') return 0;
  return type === 'END' ? stopCount + 1 : stopIndex + 1;
}

/** Rows whose placement changed, one UPDATE ... FROM (VALUES ...) for all of them. */
async function updatePoints(db: Kysely<Database>, rows: PointPlacement[]) {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((row) => sql`(${row.id}::uuid, ${row.position}::integer)`));
  await sql`update fleet_task_points as p set position = v.position, updated_on = now()
    from (values ${values}) as v(id, position) where p.id = v.id`.execute(db);
}

async function updateActivities(db: Kysely<Database>, rows: ActivityPlacement[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.point_id}::uuid, ${row.position}::integer)`),
  );
  await sql`update fleet_task_activities as a set point_id = v.point_id, position = v.position, updated_on = now()
    from (values ${values}) as v(id, point_id, position) where a.id = v.id`.execute(db);
}

type NewPoint = { id: string; type: 'START' | 'DEFAULT' | 'END'; position: number; address_id: number };
type NewActivity = ActivityPlacement & {
  delivery_order_id: string;
  type: 'PICKUP' | 'DROP';
  leg: number | null;
};

/** What differs between the stored rows and the route built from them. */
interface SequenceChanges {
  newPoints: NewPoint[];
  movedPoints: PointPlacement[];
  gonePoints: string[];
  newActivities: NewActivity[];
  movedActivities: ActivityPlacement[];
  goneActivities: string[];
}

function routeChanges(before: StoredSequenceRows, after: SequenceRoute): SequenceChanges {
  const storedPoints = new Map(before.points.map((point) => [point.id, point]));
  const storedActivities = new Map(before.activities.map((activity) => [activity.id, activity]));
  const stopCount = after.filter((point) => point.type === 'DEFAULT').length;
  const changes: SequenceChanges = {
    newPoints: [],
    movedPoints: [],
    gonePoints: [],
    newActivities: [],
    movedActivities: [],
    goneActivities: [],
  };
  let stopIndex = 0;
  for (const point of after) {
    const position = positionOf(point.type, stopIndex, stopCount);
    if (point.type === 'DEFAULT') stopIndex += 1;
    const id = point.id ?? randomUUID();
    if (point.id === null)
      changes.newPoints.push({ id, type: point.type, position, address_id: point.addressId });
    else if (storedPoints.get(id)?.position !== position) changes.movedPoints.push({ id, position });
    point.activities.forEach((activity, index) => {
      const stored = storedActivities.get(activity.id);
      const placement = { id: activity.id, point_id: id, position: index };
      if (!stored) {
        const { deliveryOrderId, type, leg } = activity;
        changes.newActivities.push({
          ...placement,
          delivery_order_id: deliveryOrderId,
          type,
          leg: leg ?? null,
        });
      } else if (stored.point_id !== id || stored.position !== index) changes.movedActivities.push(placement);
    });
  }
  const keptActivities = new Set(after.flatMap((point) => point.activities.map((activity) => activity.id)));
  const keptPoints = new Set(after.map((point) => point.id));
  changes.goneActivities = before.activities.filter((a) => !keptActivities.has(a.id)).map((a) => a.id);
  changes.gonePoints = before.points.filter((p) => !keptPoints.has(p.id)).map((p) => p.id);
  return changes;
}

/** Writes `after` over `before` (the rows `after` was built from). */
export async function saveSequence(
  db: Kysely<Database>,
  task: TaskRef,
  before: StoredSequenceRows,
  after: SequenceRoute,
): Promise<void> {
  const changes = routeChanges(before, after);
  const owner = { company_id: task.company_id, fleet_task_id: task.id };
  if (changes.newPoints.length > 0) {
    await db
      .insertInto('fleet_task_points')
      .values(changes.newPoints.map((point) => ({ ...point, ...owner })))
      .execute();
  }
  await updatePoints(db, changes.movedPoints);
  // Removed activities go before the moves, and emptied points last: deleting a point cascades to
  // its activities, which by then have moved elsewhere or are meant to go.
  if (changes.goneActivities.length > 0) {
    await db.deleteFrom('fleet_task_activities').where('id', 'in', changes.goneActivities).execute();
  }
  await updateActivities(db, changes.movedActivities);
  if (changes.newActivities.length > 0) {
    await db
      .insertInto('fleet_task_activities')
      .values(
        changes.newActivities.map(({ leg, ...activity }) => ({ ...activity, transit_leg: leg, ...owner })),
      )
      .execute();
  }
  if (changes.gonePoints.length > 0) {
    await db.deleteFrom('fleet_task_points').where('id', 'in', changes.gonePoints).execute();
  }
}

export interface VendorOfTask extends TaskRef {
  vendor_id: number | null;
  vendor_name: string | null;
}

/**
 * A vendor's offer was for the route as it was: changing the sequence or the orders removes the
 * chosen vendor, who must be chosen again (section 2, 'Ubah Urutan Penugasan?'; section 4, 'Removing
 * a DO from a vendor task clears the vendor'). send_by stays: the task is still meant for a vendor.
 * Returns whether a vendor was cleared. `updated_on` moves because a form field (vendor) changed.
 */
export async function clearVendorAfterSequenceChange(
  db: Kysely<Database>,
  task: VendorOfTask,
  actor: Actor,
  cause: string,
): Promise<boolean> {
  if (task.vendor_id === null) return false;
  await db
    .updateTable('fleet_tasks')
    .set({ vendor_id: null, updated_on: bumpedUpdatedOn('updated_on') })
    .where('id', '=', task.id)
    .execute();
  await recordHistory(db, {
    companyId: task.company_id,
    entityType: 'fleet_task',
    entityId: task.id,
    event: 'FleetPlanning.FleetTaskVendorCleared',
    title: 'Vendor dihapus dari penugasan',
    description: `${cause} Vendor harus dipilih kembali.`,
    properties: [
      { key: 'Vendor', value: task.vendor_name ?? String(task.vendor_id) },
      { key: 'Diubah oleh', value: actor.name },
    ],
    actorUserId: actor.id,
  });
  return true;
}
