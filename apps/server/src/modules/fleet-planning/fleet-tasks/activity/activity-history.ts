import {
  type ActivityType,
  type DeliveryOrderStatus,
  LOAD_CHANGE_EVENTS,
  type LoadChangeDetail,
} from '@armada/domain';
import type { HistoryProperty } from '../../../../db/schema';
import type { Actor } from '../../../history/actor';
import type { HistoryInput } from '../../../history/service';
import {
  changedBy,
  type HistoryOrderRef as OrderRef,
  orderLink,
  orderUuid,
  type HistoryTaskRef as TaskRef,
  taskLink,
} from '../history/history-links';

/**
 * History of the work at a stop (activities issue items 2 and 4): a completed pickup or drop, a
 * re-saved proof, a load change. Each writes one event on the task and one on the order, as every
 * change of a task or an order does (DESIGN.md, 'Data rules').
 */

/** The spec's success wording (section 8): 'berhasil diterima' for a pickup, 'berhasil terkirim' for a drop. */
const DONE_TEXT: Record<ActivityType, string> = { PICKUP: 'berhasil diterima', DROP: 'berhasil terkirim' };
const ACTIVITY_NAME: Record<ActivityType, string> = { PICKUP: 'Pengambilan', DROP: 'Pengiriman' };

const ORDER_PROGRESS: Partial<Record<DeliveryOrderStatus, { event: string; title: string }>> = {
  PICKED_UP: { event: 'FleetPlanning.DeliveryOrderPickedUp', title: 'Pengiriman telah diambil' },
  IN_TRANSIT: { event: 'FleetPlanning.DeliveryOrderInTransit', title: 'Pengiriman dalam proses transit' },
  DELIVERED: { event: 'FleetPlanning.DeliveryOrderDelivered', title: 'Pengiriman telah terkirim' },
};

export interface CompletionFacts {
  task: TaskRef;
  order: OrderRef;
  type: ActivityType;
  addressName: string;
  contactPersonName: string;
  /** ISO with the company's offset. */
  completedOn: string;
  /** The order's status after this completion; null when a re-saved proof left it as it was. */
  orderStatus: DeliveryOrderStatus | null;
  actor: Actor;
}

export function activityCompletedEvents(facts: CompletionFacts): HistoryInput[] {
  const { task, order, type, actor } = facts;
  const resaved = facts.orderStatus === null;
  const common = { companyId: task.company_id, actorUserId: actor.id };
  const properties: HistoryProperty[] = [
    orderUuid(order),
    orderLink(order),
    { key: 'Lokasi', value: facts.addressName },
    { key: type === 'PICKUP' ? 'Nama Pengirim' : 'Nama Penerima', value: facts.contactPersonName },
    { key: `Waktu ${ACTIVITY_NAME[type]}`, value: facts.completedOn },
    changedBy(actor),
  ];
  const events: HistoryInput[] = [
    {
      ...common,
      entityType: 'fleet_task',
      entityId: task.id,
      event: resaved ? 'FleetPlanning.ActivityProofUpdated' : 'FleetPlanning.ActivityCompleted',
      title: resaved ? `Bukti ${ACTIVITY_NAME[type].toLowerCase()} diubah` : `${ACTIVITY_NAME[type]} selesai`,
      description: `Pengiriman ${order.number} ${DONE_TEXT[type]}.`,
      properties,
    },
  ];
  const progress = facts.orderStatus ? ORDER_PROGRESS[facts.orderStatus] : undefined;
  if (progress) {
    events.push({
      ...common,
      entityType: 'delivery_order',
      entityId: order.id,
      event: progress.event,
      title: progress.title,
      description: `${ACTIVITY_NAME[type]} pada penugasan ${task.number} di ${facts.addressName}.`,
      properties: [taskLink(task), ...properties.slice(2)],
    });
  }
  return events;
}

/**
 * A load change: the order's event is the load history the web reads through the order's log
 * (filtered by event and created_on); the task's event is the clickable 'Lihat Perubahan' line.
 */
export function loadsAdjustedEvents(
  task: TaskRef,
  order: OrderRef,
  type: ActivityType,
  details: LoadChangeDetail[],
  actor: Actor,
): HistoryInput[] {
  const common = {
    companyId: task.company_id,
    actorUserId: actor.id,
    event: LOAD_CHANGE_EVENTS[type],
    title: `Kuantitas muatan ${type === 'PICKUP' ? 'pengambilan' : 'pengiriman'} diubah`,
    description: `Kuantitas ${details.length} muatan pengiriman ${order.number} diubah.`,
    details,
  };
  const by = changedBy(actor);
  return [
    {
      ...common,
      entityType: 'fleet_task',
      entityId: task.id,
      properties: [orderUuid(order), orderLink(order), by],
    },
    {
      ...common,
      entityType: 'delivery_order',
      entityId: order.id,
      properties: [orderUuid(order), taskLink(task), by],
    },
  ];
}
