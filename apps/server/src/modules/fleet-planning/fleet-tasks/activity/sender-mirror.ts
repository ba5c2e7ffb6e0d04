import type { DeliveryOrderStatus } from '@armada/domain';

import type { Kysely } from 'kysely';

import type { Database } from '../../../../db/schema';

import { recordHistories } from '../../../history/service';
import type { LockedFleetTask } from '../task/task-repository';
import { refreshTotalsOfOrderTasks } from '../task/totals';
import { activityCompletedEvents } from './activity-history';
import type { ActivityRow } from './activity-queries';
import type { CompletionForm } from './completion.types';
import { moveOrderOn } from './order-progress';

/**
 * The vendor path (fleet-task issue item 6): a vendor company runs its own copy of the sender's task
 * (`source_fleet_task_id`), whose orders are copies that name the sender's order by its number
 * (`external_reference_number`). When the vendor proves a pickup or drop, the sender's matching
 * activity is completed with the same proof: the sender sees the same contact, time, note and
 * photos, and its order moves on, so its task can end with every activity done. The photos are
 * shared by storage key: a photo in a proof is never deleted.
 */
export async function mirrorCompletionToSender(
  trx: Kysely<Database>,
  task: LockedFleetTask,
  activity: ActivityRow,
  request: CompletionForm,
  vendorOrderStatus: DeliveryOrderStatus | null,
): Promise<void> {
  if (!task.source_fleet_task_id || !activity.is_from_vendor_request || !activity.external_reference_number)
    return;
  const sender = await trx
    .selectFrom('fleet_task_activities as a')
    .innerJoin('fleet_tasks as t', 't.id', 'a.fleet_task_id')
    .innerJoin('fleet_task_points as p', 'p.id', 'a.point_id')
    .innerJoin('addresses as ad', 'ad.id', 'p.address_id')
    .innerJoin('delivery_orders as o', 'o.id', 'a.delivery_order_id')
    .select([
      'a.id',
      'a.type',
      'a.status',
      'a.transit_leg',
      't.id as task_id',
      't.company_id',
      't.number as task_number',
      'o.id as order_id',
      'o.number as order_number',
      'o.shipment_type',
      'ad.name as address_name',
    ])
    .where('a.fleet_task_id', '=', task.source_fleet_task_id)
    .where('a.type', '=', activity.type)
    .where('o.company_id', '=', (eb) => eb.ref('t.company_id'))
    .where('o.number', '=', activity.external_reference_number)
    .executeTakeFirst();
  if (!sender) return;
  await trx
    .updateTable('fleet_task_activities')
    .set({
      status: 'COMPLETED',
      completed_on: request.completed_on,
      contact_person_name: request.contact_person_name,
      note: request.note ?? null,
      completed_by: null,
      completion_source: 'vendor',
      updated_on: new Date(),
    })
    .where('id', '=', sender.id)
    .execute();
  const firstTime = sender.status !== 'COMPLETED' && vendorOrderStatus !== null;
  const orderStatus = firstTime ? await moveOrderOn(trx, { ...sender, transit_count: 0 }) : null;
  if (firstTime) await refreshTotalsOfOrderTasks(trx, sender.order_id);
  await trx.deleteFrom('activity_attachments').where('activity_id', '=', sender.id).execute();
  await trx
    .insertInto('activity_attachments')
    .columns([
      'company_id',
      'fleet_task_id',
      'activity_id',
      'type',
      'storage_key',
      'content_type',
      'size_bytes',
      'file_name',
      'in_proof',
      'created_on',
    ])
    .expression((eb) =>
      eb
        .selectFrom('activity_attachments')
        .select((inner) => [
          inner.val(sender.company_id).as('company_id'),
          inner.val(sender.task_id).as('fleet_task_id'),
          inner.val(sender.id).as('activity_id'),
          'type',
          'storage_key',
          'content_type',
          'size_bytes',
          'file_name',
          inner.val(true).as('in_proof'),
          'created_on',
        ])
        .where('activity_id', '=', activity.id)
        .where('in_proof', '=', true),
    )
    .execute();
  await recordHistories(
    trx,
    activityCompletedEvents({
      task: { id: sender.task_id, company_id: sender.company_id, number: sender.task_number },
      order: { id: sender.order_id, number: sender.order_number },
      type: sender.type,
      addressName: sender.address_name,
      contactPersonName: request.contact_person_name,
      completedOn: request.completed_on,
      orderStatus,
      actor: { id: null, name: `Vendor (${task.number})`, companyId: sender.company_id },
    }),
  );
}
