import {
  DomainError,
  type DriverTaskDetail,
  type DriverTransitionRequest,
  inZone,
  type ListQuery,
  missingFields,
  type SendBy,
} from '@armada/domain';
import type { AuthContext } from '../../../auth/guard';
import { listResponse, runListQuery } from '../../../db/list-query';
import type { ApiContext } from '../../context';
import { loadRowsOfOrders } from '../../order/load-queries';
import { proofOfActivities } from '../fleet-tasks/activity/proof-service';
import {
  findSequenceTask,
  sequenceActivities,
  sequencePoints,
} from '../fleet-tasks/sequence/sequence-queries';
import { plannedPoints, scheduleOf, tripProgress } from '../fleet-tasks/sequence/sequence-view';
import { graphRefusal, transitionFleetTaskAs } from '../fleet-tasks/transition/transition-service';
import {
  addressContacts,
  DRIVER_TASK_LIST_DEFINITION,
  type DriverScope,
  type DriverTaskRow,
  driverTaskListBase,
  findDriverTask,
  isDriverLoadAdjustmentOn,
  orderCustomerPhones,
} from './driver-app-queries';
import { toDriverStops, toDriverTaskSummary } from './driver-task-view';

/**
 * The driver's tasks (issue 18 item 1): the list, one task with its stops, and starting or ending
 * the trip through the dispatcher's own transition (every refusal the same).
 */

export const driverScopeOf = (auth: AuthContext): DriverScope => ({
  companyId: auth.companyId,
  userId: auth.user.id,
});

/** The caller's own open task, or not-found exactly like a missing one. */
export async function ownTaskOrThrow(context: ApiContext, auth: AuthContext, taskId: string) {
  const task = await findDriverTask(context.db, driverScopeOf(auth), taskId);
  if (!task) throw new DomainError('not-found');
  return task;
}

/** GET driver-app/fleet-task: today's and upcoming tasks, Perjalanan first, then by departure. */
export async function listDriverTasks(context: ApiContext, auth: AuthContext, query: ListQuery) {
  const timeZone = auth.user.company.time_zone;
  const dayStart = inZone(new Date(), timeZone).startOf('day').toDate();
  const base = driverTaskListBase(context.db, driverScopeOf(auth), dayStart);
  const { rows, total } = await runListQuery(context.db, base, DRIVER_TASK_LIST_DEFINITION, query);
  return listResponse(
    rows.map((row) => toDriverTaskSummary(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}

/** Whether the dispatcher's transition would pass its graph and the target's required fields. */
async function mayMoveTo(
  context: ApiContext,
  task: DriverTaskRow,
  status: DriverTransitionRequest['status'],
) {
  if (await graphRefusal(context.db, task, { status })) return false;
  return missingFields({ ...task, send_by: task.send_by as SendBy }, status).length === 0;
}

async function stopsOf(context: ApiContext, auth: AuthContext, taskId: string) {
  const db = context.db;
  const [sequenceTask, pointRows, activities, adjustmentOn] = await Promise.all([
    findSequenceTask(db, auth.companyId, taskId),
    sequencePoints(db, taskId),
    sequenceActivities(db, taskId),
    isDriverLoadAdjustmentOn(db, auth.companyId),
  ]);
  if (!sequenceTask) throw new DomainError('not-found');
  const points = plannedPoints(sequenceTask, pointRows);
  const orderIds = [...new Set(activities.map((row) => row.delivery_order_id))];
  const addressIds = points.flatMap((point) => (point.address ? [point.address.id] : []));
  const completedIds = activities.filter((row) => row.status === 'COMPLETED').map((row) => row.id);
  const [schedule, contacts, phones, loads, proofs] = await Promise.all([
    scheduleOf(context.routing, sequenceTask, points, tripProgress(sequenceTask, activities)),
    addressContacts(db, auth.companyId, addressIds),
    orderCustomerPhones(db, auth.companyId, orderIds),
    loadRowsOfOrders(db, auth.companyId, orderIds),
    completedIds.length > 0 ? proofOfActivities(context, auth, { taskId, activityIds: completedIds }) : [],
  ]);
  return toDriverStops({
    points,
    schedule,
    activities,
    contacts: new Map(contacts.map((row) => [row.id, row])),
    customerPhones: new Map(phones.map((row) => [row.id, row.phone_number])),
    loads,
    proofs: new Map(proofs.map((proof) => [proof.id, proof])),
    adjustmentOn,
    timeZone: auth.user.company.time_zone,
  });
}

/** GET driver-app/fleet-task/{id}: the task, its stops in route order, and what the driver may do now. */
export async function getDriverTask(
  context: ApiContext,
  auth: AuthContext,
  taskId: string,
): Promise<DriverTaskDetail> {
  const task = await ownTaskOrThrow(context, auth, taskId);
  const [stops, canStart, canEnd] = await Promise.all([
    stopsOf(context, auth, taskId),
    mayMoveTo(context, task, 'STARTED'),
    mayMoveTo(context, task, 'ENDED'),
  ]);
  return {
    ...toDriverTaskSummary(task, auth.user.company.time_zone),
    stops,
    can_start: canStart,
    can_end: canEnd,
  };
}

/**
 * POST driver-app/fleet-task/{id}/transition: the dispatcher's transition with the driver as the
 * actor; answers the task as the driver sees it now (an ended task is no longer the driver's to
 * see, so its answer is read before it leaves the list: the detail of the moment it ended).
 */
export async function transitionDriverTask(
  context: ApiContext,
  auth: AuthContext,
  taskId: string,
  request: DriverTransitionRequest,
): Promise<DriverTaskDetail> {
  await ownTaskOrThrow(context, auth, taskId);
  await transitionFleetTaskAs(context, auth, taskId, { status: request.status });
  if (request.status !== 'ENDED') return getDriverTask(context, auth, taskId);
  return endedTaskDetail(context, auth, taskId);
}

/** The detail of a task the driver just ended: read as the company's task, no longer the driver's. */
async function endedTaskDetail(context: ApiContext, auth: AuthContext, taskId: string) {
  const row = await findDriverTask(context.db, driverScopeOf(auth), taskId, { includeEnded: true });
  if (!row) throw new DomainError('not-found');
  return {
    ...toDriverTaskSummary(row, auth.user.company.time_zone),
    stops: await stopsOf(context, auth, taskId),
    can_start: false,
    can_end: false,
  };
}
