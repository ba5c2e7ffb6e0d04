import {
  type ActivityProof,
  type ActivityStatus,
  type CompleteActivityRequest,
  checkActivityCompletion,
  type DeliveryOrderStatus,
  DomainError,
  type ShipmentType,
  toZonedIso,
} from '@armada/domain';

import type { Kysely } from 'kysely';

import type { AuthContext } from '../../../../auth/guard';

import type { Database } from '../../../../db/schema';

import type { ApiContext } from '../../../context';
import { type Actor, actorOf } from '../../../history/actor';
import { recordHistories } from '../../../history/service';
import { type LockedFleetTask, lockFleetTask } from '../task/task-repository';
import { refreshTotalsOfOrderTasks } from '../task/totals';
import { activityCompletedEvents } from './activity-history';
import {
  type ActivityPath,
  type ActivityRow,
  findActivity,
  findPartnerActivity,
  isLegDropCompleted,
} from './activity-queries';
import type { CompletionForm } from './completion.types';
import { type AdjustmentGate, applyLoadAdjustment, byAdjustmentScope } from './load-adjustment-service';
import { moveOrderOn } from './order-progress';
import { proofOfActivities } from './proof-service';
import { mirrorCompletionToSender } from './sender-mirror';

/**
 * Completing a pickup or drop (activities issue item 2; fleet-task-planning.md sections 4, 5 and 8).
 * The first completion moves the order on and records the actual quantities (the plan, unless
 * adjusted in the same form); a later save of a completed activity edits its proof only. Completing
 * the last activity does not end the task: the dispatcher does (transition to ENDED).
 */

async function refusalOf(
  trx: Kysely<Database>,
  task: LockedFleetTask,
  activity: ActivityRow,
  completedOn: string,
) {
  const partner = await findPartnerActivity(trx, task.id, activity);
  const leg = activity.transit_leg;
  const previousLegDropCompleted =
    leg !== null && leg > 0 ? await isLegDropCompleted(trx, activity.order_id, leg - 1) : true;
  return checkActivityCompletion({
    taskStatus: task.status,
    activityType: activity.type,
    actualDepartureOn: task.actual_departure_on,
    relatedPickup:
      activity.type === 'DROP' && partner
        ? { status: partner.status as ActivityStatus, completedOn: partner.completed_on }
        : null,
    relatedDropCompletedOn:
      activity.type === 'PICKUP' && partner?.status === 'COMPLETED' ? partner.completed_on : null,
    completedOn,
    order: {
      number: activity.order_number,
      status: activity.order_status as DeliveryOrderStatus,
      shipmentType: activity.shipment_type as ShipmentType,
      leg,
      previousLegDropCompleted,
    },
  });
}

async function pointAddressName(trx: Kysely<Database>, addressId: number) {
  const row = await trx.selectFrom('addresses').select('name').where('id', '=', addressId).executeTakeFirst();
  return row?.name ?? '';
}

/** Who completes (a user through the form, or no user from GPS positions) and how it was recorded. */
export type CompletionActor = Actor & {
  timeZone: string;
  /** The form's 'admin', or 'gps' / 'smart-driver' for the automation. */
  source: string;
};

/**
 * Records a completion on a locked task, inside the caller's transaction, after every rule of
 * checkActivityCompletion: the same path for the form and for the GPS automation, so both keep the
 * same rules. Answers the order's new status (null when a completed activity's proof was re-saved).
 */
export async function recordCompletion(
  trx: Kysely<Database>,
  actor: CompletionActor,
  task: LockedFleetTask,
  activity: ActivityRow,
  form: CompletionForm,
): Promise<DeliveryOrderStatus | null> {
  const refusal = await refusalOf(trx, task, activity, form.completed_on);
  if (refusal) throw refusal;
  const firstTime = activity.status !== 'COMPLETED';
  await trx
    .updateTable('fleet_task_activities')
    .set({
      status: 'COMPLETED',
      completed_on: form.completed_on,
      contact_person_name: form.contact_person_name,
      note: form.note ?? null,
      completed_by: actor.id,
      completion_source: actor.source,
      updated_on: new Date(),
    })
    .where('id', '=', activity.id)
    .execute();
  const orderStatus = firstTime ? await moveOrderOn(trx, activity) : null;
  await trx
    .updateTable('activity_attachments')
    .set({ in_proof: true })
    .where('activity_id', '=', activity.id)
    .execute();
  if (firstTime) await refreshTotalsOfOrderTasks(trx, activity.order_id);
  await recordHistories(
    trx,
    activityCompletedEvents({
      task,
      order: { id: activity.order_id, number: activity.order_number },
      type: activity.type,
      addressName: await pointAddressName(trx, activity.address_id),
      contactPersonName: form.contact_person_name,
      completedOn: toZonedIso(new Date(form.completed_on), actor.timeZone),
      orderStatus,
      actor,
    }),
  );
  await mirrorCompletionToSender(trx, task, activity, form, orderStatus);
  return orderStatus;
}

/**
 * Who completes through a form: the web's ('admin', who may adjust with the scope) or the driver
 * app's ('driver', who may adjust when the company allows it). A form of the other kind is refused.
 */
export interface CompletionChannel {
  source: CompleteActivityRequest['type'];
  gate: AdjustmentGate;
}

const WEB_FORM: CompletionChannel = { source: 'admin', gate: byAdjustmentScope };

/** POST .../complete: answers the activity's proof as saved. */
export async function completeActivity(
  context: ApiContext,
  auth: AuthContext,
  path: ActivityPath,
  request: CompleteActivityRequest,
  channel: CompletionChannel = WEB_FORM,
): Promise<ActivityProof> {
  if (request.type !== channel.source) {
    throw new DomainError('invalid/invalid-fields', { fields: [{ field: 'type', code: 'invalid-value' }] });
  }
  const gate = channel.gate;
  await context.db.transaction().execute(async (trx) => {
    const task = await lockFleetTask(trx, auth.companyId, path.taskId);
    const activity = task ? await findActivity(trx, path) : undefined;
    if (!task || !activity) throw new DomainError('not-found');
    const actor = { ...actorOf(auth), timeZone: auth.user.company.time_zone, source: request.type };
    await recordCompletion(trx, actor, task, activity, request);
    const items = request.adjusted_delivery_loads ?? [];
    if (items.length > 0) {
      const completed = { ...activity, status: 'COMPLETED' };
      const change = { task, activity: completed, gate };
      await applyLoadAdjustment(trx, auth, change, items, 'adjusted_delivery_loads.');
    }
  });
  const [proof] = await proofOfActivities(context, auth, {
    taskId: path.taskId,
    activityIds: [path.activityId],
  });
  if (!proof) throw new DomainError('not-found');
  return proof;
}
