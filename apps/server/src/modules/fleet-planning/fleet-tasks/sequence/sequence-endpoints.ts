import type { Kysely } from 'kysely';
import type { Database, FleetTaskPointsTable } from '../../../../db/schema';

/**
 * The START and END points of a task follow its start_address_id and end_address_id
 * (fleet-task-planning.md section 3, 'Sequence point': START and END are the task's garages; the
 * sequence adds placeholders only when they are missing). START is at position 0 and END last; the
 * stops keep their order between them.
 */
export interface SequenceEnds {
  id: string;
  company_id: number;
  start_address_id: number | null;
  end_address_id: number | null;
}

interface PointSlot {
  id: string | null;
  type: FleetTaskPointsTable['type'];
  position: number | null;
  address_id: number;
}

/** The task's points in order, START first and END last whatever positions they held before. */
async function currentPoints(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('fleet_task_points')
    .select(['id', 'type', 'position', 'address_id'])
    .where('fleet_task_id', '=', taskId)
    .orderBy('position')
    .orderBy('created_on')
    .execute();
}

/**
 * The end point of `type` as it should be: null without an address (the sequence shows a
 * placeholder), else the stored point (first one, if there were several) carrying the address.
 */
function endSlot(
  points: readonly PointSlot[],
  type: 'START' | 'END',
  addressId: number | null,
): PointSlot | null {
  if (addressId === null) return null;
  const stored = points.find((point) => point.type === type);
  return stored
    ? { ...stored, address_id: addressId }
    : { id: null, type, position: null, address_id: addressId };
}

/**
 * Creates, moves, updates or deletes the START and END points so that they match the task's
 * addresses; renumbers positions only where they change. Returns whether any point changed, so a
 * caller knows the sequence has to be estimated again. Runs in the caller's transaction.
 */
export async function syncSequenceEndpoints(db: Kysely<Database>, task: SequenceEnds): Promise<boolean> {
  const points: PointSlot[] = await currentPoints(db, task.id);
  const start = endSlot(points, 'START', task.start_address_id);
  const end = endSlot(points, 'END', task.end_address_id);
  const stops = points.filter((point) => point.type === 'DEFAULT');
  const wanted = [...(start ? [start] : []), ...stops, ...(end ? [end] : [])];
  const keptIds = new Set(wanted.map((point) => point.id).filter((id) => id !== null));
  const dropped = points.filter((point) => point.id !== null && !keptIds.has(point.id)).map((p) => p.id);
  let changed = false;
  if (dropped.length > 0) {
    await db
      .deleteFrom('fleet_task_points')
      .where('id', 'in', dropped as string[])
      .execute();
    changed = true;
  }
  for (const [position, point] of wanted.entries()) {
    if (point.id === null) {
      await db
        .insertInto('fleet_task_points')
        .values({
          company_id: task.company_id,
          fleet_task_id: task.id,
          type: point.type,
          position,
          address_id: point.address_id,
        })
        .execute();
      changed = true;
      continue;
    }
    const before = points.find((stored) => stored.id === point.id);
    if (before?.position === position && before.address_id === point.address_id) continue;
    await db
      .updateTable('fleet_task_points')
      .set({ position, address_id: point.address_id, updated_on: new Date() })
      .where('id', '=', point.id)
      .execute();
    changed = true;
  }
  return changed;
}
