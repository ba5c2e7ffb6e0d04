import { type ActivityProof, type ActivityStatus, DomainError, toZonedIso } from '@armada/domain';
import type { AuthContext } from '../../../../auth/guard';
import type { ApiContext } from '../../../context';
import { activityAttachments } from './activity-queries';
import { toAttachment } from './attachment-service';

/**
 * The proof of pickups and drops (activities issue item 3; section 7 GET
 * /fleet-task/{id}/delivery-order/{doId}/activity, the 'View proof' modal): who handed over or
 * received the goods, when, the note and the photos. Pending activities are listed too, without
 * proof, so the modal can say what is still to come.
 */
export async function proofOfActivities(
  context: ApiContext,
  auth: AuthContext,
  which: { taskId: string; activityIds?: readonly string[]; orderId?: string },
): Promise<ActivityProof[]> {
  let query = context.db
    .selectFrom('fleet_task_activities as a')
    .innerJoin('fleet_tasks as t', 't.id', 'a.fleet_task_id')
    .innerJoin('fleet_task_points as p', 'p.id', 'a.point_id')
    .innerJoin('addresses as ad', 'ad.id', 'p.address_id')
    .innerJoin('delivery_orders as o', 'o.id', 'a.delivery_order_id')
    .leftJoin('users as u', 'u.id', 'a.completed_by')
    .select([
      'a.id',
      'a.type',
      'a.status',
      'a.transit_leg',
      'a.completed_on',
      'a.contact_person_name',
      'a.note',
      'u.id as user_id',
      'u.name as user_name',
      'p.id as point_id',
      'ad.id as address_id',
      'ad.name as address_name',
      'ad.city as address_city',
      'o.id as order_id',
      'o.number as order_number',
    ])
    .where('t.company_id', '=', auth.companyId)
    .where('a.fleet_task_id', '=', which.taskId);
  if (which.activityIds) query = query.where('a.id', 'in', which.activityIds);
  if (which.orderId) query = query.where('a.delivery_order_id', '=', which.orderId);
  const rows = await query.orderBy('a.transit_leg').orderBy('a.type', 'desc').execute();
  const photos = await activityAttachments(
    context.db,
    rows.map((row) => row.id),
  );
  const zone = auth.user.company.time_zone;
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: { raw_type: row.status as ActivityStatus },
    transit_leg: row.transit_leg,
    completed_on: row.completed_on ? toZonedIso(row.completed_on, zone) : null,
    contact_person_name: row.contact_person_name,
    note: row.note,
    completed_by: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
    point: {
      id: row.point_id,
      address: { id: row.address_id, name: row.address_name, city: row.address_city },
    },
    delivery_order: { id: row.order_id, number: row.order_number },
    attachments: photos
      .filter((photo) => photo.activity_id === row.id && photo.in_proof)
      .map((photo) => toAttachment(context.token.secret, photo, zone)),
  }));
}

/** GET /fleet-task/{id}/delivery-order/{doId}/activity: the order's PICKUP and DROP on the task. */
export async function orderProofOnTask(
  context: ApiContext,
  auth: AuthContext,
  taskId: string,
  orderId: string,
) {
  const proof = await proofOfActivities(context, auth, { taskId, orderId });
  if (proof.length === 0) throw new DomainError('not-found');
  return proof;
}
