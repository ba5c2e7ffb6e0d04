import {
  AUTO_START_FAILED_MESSAGES,
  type AutoStartFailedReason,
  autoStartFailedReason,
  autoStartFailedReasonOfError,
  type DomainError,
  FLEET_ORDER_EVENT_CODES,
  GPS_COMPLETION_ACTORS,
  gpsCompletionNote,
  gpsCompletionOrder,
  isDomainError,
  type StopDeparture,
} from '@armada/domain';

import type { FastifyBaseLogger } from 'fastify';

import { type Kysely, sql } from 'kysely';

import type { Database } from '../../db/schema';

import { bumpedUpdatedOn } from '../../db/stale-update';

import { findActivity } from '../fleet-planning/fleet-tasks/activity/activity-queries';
import { recordCompletion } from '../fleet-planning/fleet-tasks/activity/completion-service';
import { lockFleetTask } from '../fleet-planning/fleet-tasks/task/task-repository';
import { applyTransition } from '../fleet-planning/fleet-tasks/transition/transition-service';
import { recordHistory } from '../history/service';
import type { AppHooks } from '../hooks';
import type { AutomationHandler, Fix } from './automation-engine';
import type { ContextTask, DeviceContext } from './intake-queries';
import type { IntakeCounters } from './stats';

/**
 * What the automation does in the intake's transaction: start a task (section 4, 'Travel
 * automation') and complete a visited stop (DO status by GPS), through the very services a person
 * uses (applyTransition with source 'geofence', recordCompletion). A refusal is "not now" for the
 * automation: its savepoint is rolled back, it is logged, and the position is still stored.
 */

/** Runs `work` under a savepoint; a DomainError rolls back only what `work` wrote. */
async function attempt<T>(
  trx: Kysely<Database>,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: DomainError }> {
  await sql`savepoint telemetry_attempt`.execute(trx);
  try {
    const value = await work();
    await sql`release savepoint telemetry_attempt`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    await sql`rollback to savepoint telemetry_attempt`.execute(trx);
    return { ok: false, error };
  }
}

/**
 * Section 4: a driver or vehicle already running another task blocks the start. The transition's own
 * check compares planned windows only; a task still running past its planned arrival holds its
 * vehicle and driver all the same.
 */
async function busyElsewhere(trx: Kysely<Database>, task: ContextTask, companyId: number) {
  const { vehicle_id: vehicleId, driver_user_id: driverId } = task;
  if (vehicleId === null && driverId === null) return { vehicle: false, driver: false };
  const running = await trx
    .selectFrom('fleet_tasks')
    .select(['vehicle_id', 'driver_user_id'])
    .where('company_id', '=', companyId)
    .where('status', '=', 'STARTED')
    .where('id', '<>', task.id)
    .where((eb) =>
      eb.or([
        ...(vehicleId === null ? [] : [eb('vehicle_id', '=', vehicleId)]),
        ...(driverId === null ? [] : [eb('driver_user_id', '=', driverId)]),
      ]),
    )
    .execute();
  return {
    vehicle: vehicleId !== null && running.some((row) => row.vehicle_id === vehicleId),
    driver: driverId !== null && running.some((row) => row.driver_user_id === driverId),
  };
}

/**
 * Stores the reason (the page's banner) and, when it is new, a history event of the failed start and
 * its alert (137, when a rule asks for it): once per task and reason, not once per position.
 */
async function recordFailedStart(
  { trx, device, hooks }: AutomationDeps,
  task: ContextTask,
  reason: AutoStartFailedReason,
) {
  const changed = await trx
    .updateTable('fleet_tasks')
    .set({ auto_start_failed_reason: reason, updated_on: bumpedUpdatedOn('fleet_tasks.updated_on') })
    .where('id', '=', task.id)
    .where((eb) =>
      eb.or([eb('auto_start_failed_reason', 'is', null), eb('auto_start_failed_reason', '<>', reason)]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!changed) return;
  const logId = await recordHistory(trx, {
    companyId: device.company_id,
    entityType: 'fleet_task',
    entityId: task.id,
    event: 'FleetPlanning.FleetTaskAutoStartFailed',
    title: 'Automasi perjalanan gagal menjalankan penugasan',
    description: AUTO_START_FAILED_MESSAGES[reason],
    properties: [
      { key: 'Nomor Penugasan', value: task.number },
      { key: 'Diubah oleh', value: GPS_COMPLETION_ACTORS[device.source].name },
    ],
    actorUserId: null,
  });
  await hooks.fleetTaskAlert(trx, {
    companyId: device.company_id,
    alertCode: FLEET_ORDER_EVENT_CODES.autoStartFailed,
    task: { id: task.id, number: task.number, vehicleId: task.vehicle_id },
    logId,
    occurredOn: new Date(),
    episode: `auto-start-${reason}`,
    alertData: reason,
  });
}

interface AutomationDeps {
  trx: Kysely<Database>;
  device: DeviceContext;
  log: FastifyBaseLogger;
  counters: IntakeCounters;
  hooks: Pick<AppHooks, 'fleetTaskAlert'>;
}

async function startTask(deps: AutomationDeps, task: ContextTask, fix: Fix) {
  const { trx, device, log, counters, hooks } = deps;
  const actor = { companyId: device.company_id, id: null, name: GPS_COMPLETION_ACTORS[device.source].name };
  let reason = autoStartFailedReason(await busyElsewhere(trx, task, device.company_id));
  if (reason === null) {
    const outcome = await attempt(trx, () =>
      applyTransition(
        trx,
        actor,
        task.id,
        { status: 'STARTED' },
        { source: 'geofence', departedOn: fix.fixOn, hooks },
      ),
    );
    if (outcome.ok) {
      counters.autoStarts += 1;
      log.info({ task: task.number, fixOn: fix.fixOn }, 'travel automation started a fleet task');
      return true;
    }
    reason = autoStartFailedReasonOfError(outcome.error.code);
    if (reason === null) {
      log.info({ task: task.number, code: outcome.error.code }, 'travel automation could not start a task');
      return false;
    }
  }
  counters.autoStartConflicts += 1;
  log.info({ task: task.number, reason }, 'travel automation blocked by a busy driver or vehicle');
  await recordFailedStart(deps, task, reason);
  return false;
}

function openActivitiesOfPoint(trx: Kysely<Database>, taskId: string, pointId: string) {
  return trx
    .selectFrom('fleet_task_activities')
    .select(['id', 'type', 'delivery_order_id', 'transit_leg', 'position'])
    .where('fleet_task_id', '=', taskId)
    .where('point_id', '=', pointId)
    .where('status', '<>', 'COMPLETED')
    .execute();
}

/** The visited stop's open activities, in gpsCompletionOrder, each through recordCompletion. */
async function completeStop(deps: AutomationDeps, task: ContextTask, visit: StopDeparture) {
  const { trx, device, log, counters } = deps;
  const locked = await lockFleetTask(trx, device.company_id, task.id);
  if (locked?.status !== 'STARTED') return;
  const { name, source } = GPS_COMPLETION_ACTORS[device.source];
  const actor = { id: null, name, companyId: device.company_id, timeZone: device.time_zone, source };
  const form = {
    contact_person_name: name,
    completed_on: visit.departedOn.toISOString(),
    note: gpsCompletionNote(device.source, visit, device.time_zone),
  };
  const rows = await openActivitiesOfPoint(trx, task.id, visit.pointId);
  const ordered = gpsCompletionOrder(
    rows.map((row) => ({ ...row, orderId: row.delivery_order_id, transitLeg: row.transit_leg })),
  );
  for (const { id } of ordered) {
    const activity = await findActivity(trx, { taskId: task.id, pointId: visit.pointId, activityId: id });
    if (!activity) continue;
    const outcome = await attempt(trx, () => recordCompletion(trx, actor, locked, activity, form));
    if (outcome.ok) counters.gpsCompletions += 1;
    else log.info({ task: task.number, activity: id, code: outcome.error.code }, 'GPS completion refused');
  }
}

export function automationHandler(deps: AutomationDeps): AutomationHandler {
  return {
    start: (task, fix) => startTask(deps, task, fix),
    visit: (task, departure) => completeStop(deps, task, departure),
  };
}
