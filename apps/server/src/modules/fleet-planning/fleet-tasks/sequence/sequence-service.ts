import {
  applyMovement,
  DomainError,
  type FleetTaskSequence,
  fleetTaskFacts,
  formatServiceDuration,
  isEditable,
  type MovementDirection,
  movementsByActivity,
  notEditableError,
  parseServiceDuration,
  serviceTimeReadOnly,
} from '@armada/domain';

import type { Kysely } from 'kysely';

import type { AuthContext } from '../../../../auth/guard';

import type { Database } from '../../../../db/schema';

import type { RoutingProvider } from '../../../../routing';
import { actorOf } from '../../../history/actor';
import { recordHistory } from '../../../history/service';
import { refreshGeofenceOverlap } from '../../../telemetry/overlap';
import { lockFleetTask } from '../task/task-repository';
import { currentLoadsByOrder } from './order-loads';
import { plannedDistanceOf } from './planned-distance';
import { sequenceOfRows } from './sequence-builder';
import { findSequenceTask, sequenceActivities, sequencePoints, storedSequenceRows } from './sequence-queries';
import { estimatedArrival, plannedPoints, scheduleOf, toSequence, tripProgress } from './sequence-view';
import { clearVendorAfterSequenceChange, saveSequence } from './sequence-writer';

/**
 * The route sequence of a task (fleet-task-planning.md section 2 'Sequence', section 7): reading it,
 * a point's service time, and moving an activity up or down. Other services call
 * refreshEstimatedArrival after they change what the schedule depends on.
 */

/**
 * GET /fleet-task/{id}/sequence: START, the stops and END with times, service times, distances and
 * activities. Three statements (task, points, activities) and one routing call. Movements are
 * offered only while the task can be edited: on a locked task nothing moves (section 4).
 */
export async function getSequence(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  taskId: string,
): Promise<FleetTaskSequence> {
  const [task, pointRows, activityRows] = await Promise.all([
    findSequenceTask(db, auth.companyId, taskId),
    sequencePoints(db, taskId),
    sequenceActivities(db, taskId),
  ]);
  if (!task) throw new DomainError('not-found');
  const points = plannedPoints(task, pointRows);
  const schedule = await scheduleOf(routing, task, points, tripProgress(task, activityRows));
  const movements = isEditable(fleetTaskFacts(task))
    ? movementsByActivity(sequenceOfRows(pointRows, activityRows))
    : {};
  return toSequence({
    task,
    points,
    schedule,
    activities: activityRows,
    movements,
    timeZone: auth.user.company.time_zone,
    scopes: auth.user.scopes,
    orderLoads: currentLoadsByOrder(activityRows),
  });
}

/**
 * Computes the schedule and stores fleet_tasks.estimated_arrival_on (the END point's arrival; null
 * when the departure or another required field is missing) and planned_distance_m (planned-distance.ts). Call it, in the transaction of the
 * change, after any change of departure, addresses, orders, order of activities or service times.
 * Returns the stored value; a task that is not the company's is left alone (null).
 */
export async function refreshEstimatedArrival(
  db: Kysely<Database>,
  routing: RoutingProvider,
  companyId: number,
  taskId: string,
): Promise<Date | null> {
  const [task, pointRows] = await Promise.all([
    findSequenceTask(db, companyId, taskId),
    sequencePoints(db, taskId),
  ]);
  if (!task) return null;
  const points = plannedPoints(task, pointRows);
  const arrival = estimatedArrival(points, await scheduleOf(routing, task, points));
  await db
    .updateTable('fleet_tasks')
    .set({ estimated_arrival_on: arrival, planned_distance_m: plannedDistanceOf(task, pointRows) })
    .where('id', '=', taskId)
    .execute();
  // The same changes (start address, first stop) decide whether the start and first-stop geofences
  // overlap, which the banners and the travel automation read before any position arrives.
  await refreshGeofenceOverlap(db, taskId);
  return arrival;
}

/** The task locked for a change of its route; another company's answers not-found. */
export async function lockTaskOrThrow(db: Kysely<Database>, auth: AuthContext, taskId: string) {
  const task = await lockFleetTask(db, auth.companyId, taskId);
  if (!task) throw new DomainError('not-found');
  return task;
}

/**
 * PATCH /fleet-task/{id}/point/{pointId} {service_time}: 'Durasi Bongkar/Muat', read-only on the way,
 * at the end or with a vendor (section 2), and like every field not editable in a locked status
 * (section 4). The same value again writes nothing.
 */
export async function updatePointServiceTime(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  ids: { taskId: string; pointId: string },
  serviceTime: string,
): Promise<FleetTaskSequence> {
  await db.transaction().execute(async (trx) => {
    const task = await lockTaskOrThrow(trx, auth, ids.taskId);
    const point = await trx
      .selectFrom('fleet_task_points as p')
      .innerJoin('addresses as a', 'a.id', 'p.address_id')
      .select(['p.id', 'p.service_time_seconds', 'a.name'])
      .where('p.id', '=', ids.pointId)
      .where('p.fleet_task_id', '=', task.id)
      .executeTakeFirst();
    if (!point) throw new DomainError('not-found');
    const facts = fleetTaskFacts(task);
    if (serviceTimeReadOnly(facts)) throw new DomainError('fleet-task/service-time-read-only');
    if (!isEditable(facts)) throw notEditableError(task.status, auth.language);
    const seconds = parseServiceDuration(serviceTime);
    if (seconds === point.service_time_seconds) return;
    await trx
      .updateTable('fleet_task_points')
      .set({ service_time_seconds: seconds, updated_on: new Date() })
      .where('id', '=', point.id)
      .execute();
    await recordHistory(trx, {
      companyId: task.company_id,
      entityType: 'fleet_task',
      entityId: task.id,
      event: 'FleetPlanning.FleetTaskPointServiceTimeUpdated',
      title: 'Durasi bongkar/muat diubah',
      properties: [
        { key: 'Lokasi', value: point.name },
        { key: 'Durasi Lama', value: formatServiceDuration(point.service_time_seconds) },
        { key: 'Durasi Baru', value: formatServiceDuration(seconds) },
        { key: 'Diubah oleh', value: auth.user.name },
      ],
      actorUserId: auth.user.id,
    });
    await refreshEstimatedArrival(trx, routing, auth.companyId, task.id);
  });
  return getSequence(db, routing, auth, ids.taskId);
}

const DIRECTION_LABELS: Record<MovementDirection, string> = { UP: 'Naik', DOWN: 'Turun' };

/**
 * POST .../point/{pointId}/activity/{activityId}/movement {type}: the domain's applyMovement on the
 * stored route (it refuses what allowedMovements does not list), then the route written back: new
 * stops created with no service time, emptied ones deleted, positions renumbered. Only on an editable
 * task; a move on a task with a vendor clears the vendor (section 4, 'Activity row menu').
 */
export async function moveActivity(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  ids: { taskId: string; pointId: string; activityId: string },
  direction: MovementDirection,
): Promise<FleetTaskSequence> {
  await db.transaction().execute(async (trx) => {
    const task = await lockTaskOrThrow(trx, auth, ids.taskId);
    const rows = await storedSequenceRows(trx, task.id);
    const moved = rows.activities.find((row) => row.id === ids.activityId);
    if (!moved || moved.point_id !== ids.pointId) throw new DomainError('not-found');
    if (!isEditable(fleetTaskFacts(task))) throw notEditableError(task.status, auth.language);
    const next = applyMovement(sequenceOfRows(rows.points, rows.activities), moved.id, direction);
    await saveSequence(trx, task, rows, next);
    const order = await trx
      .selectFrom('delivery_orders')
      .select('number')
      .where('id', '=', moved.delivery_order_id)
      .executeTakeFirstOrThrow();
    await recordHistory(trx, {
      companyId: task.company_id,
      entityType: 'fleet_task',
      entityId: task.id,
      event: 'FleetPlanning.FleetTaskActivityMoved',
      title: 'Urutan penugasan diubah',
      properties: [
        { key: 'delivery_order_uuid', value: moved.delivery_order_id },
        { key: 'Nomor DO', value: order.number },
        { key: 'Aktivitas', value: moved.type === 'PICKUP' ? 'Ambil' : 'Kirim' },
        { key: 'Arah', value: DIRECTION_LABELS[direction] },
        { key: 'Diubah oleh', value: auth.user.name },
      ],
      actorUserId: auth.user.id,
    });
    await clearVendorAfterSequenceChange(trx, task, actorOf(auth), 'Urutan penugasan diubah.');
    await refreshEstimatedArrival(trx, routing, auth.companyId, task.id);
  });
  return getSequence(db, routing, auth, ids.taskId);
}
