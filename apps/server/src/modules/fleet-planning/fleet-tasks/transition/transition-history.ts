import { type FleetTaskStatus, fleetTaskStatusLabel } from '@armada/domain';
import type { HistoryProperty } from '../../../../db/schema';
import type { Actor } from '../../../history/actor';
import type { HistoryInput } from '../../../history/service';
import { orderPagePath } from '../../../order/events';

/**
 * The history event of each target status: the name the log filters on and the title the history
 * modal shows (section 2, 'History modal'). The vendor's answers are written by the vendor dispatch.
 */
export const TRANSITION_EVENTS: Readonly<Record<FleetTaskStatus, { event: string; title: string }>> = {
  TEMPORARY: { event: 'FleetPlanning.FleetTaskCreated', title: 'Penugasan dibuat' },
  DRAFT: { event: 'FleetPlanning.FleetTaskSaved', title: 'Penugasan disimpan sebagai Draf' },
  SCHEDULED: { event: 'FleetPlanning.FleetTaskScheduled', title: 'Penugasan dijadwalkan' },
  STARTED: { event: 'FleetPlanning.FleetTaskStarted', title: 'Penugasan mulai dijalankan' },
  ENDED: { event: 'FleetPlanning.FleetTaskEnded', title: 'Penugasan selesai' },
  CANCELED: { event: 'FleetPlanning.FleetTaskCanceled', title: 'Penugasan dibatalkan' },
  WAITING_FOR_VENDOR: { event: 'FleetPlanning.FleetTaskSentToVendor', title: 'Penugasan dikirim ke vendor' },
  ACCEPTED_BY_VENDOR: {
    event: 'FleetPlanning.FleetTaskAcceptedByVendor',
    title: 'Permintaan diterima oleh Vendor',
  },
  REJECTED_BY_VENDOR: {
    event: 'FleetPlanning.FleetTaskRejectedByVendor',
    title: 'Permintaan ditolak oleh Vendor',
  },
};

/** Section 2, 'History modal': 'Penugasan mulai dijalankan' by auto start carries the badge 'Otomatis'. */
export const AUTO_START_BADGE = { text: 'Otomatis', variant: 'info' };

interface OrderRef {
  id: string;
  number: string;
}

/** A property naming an order, linking to its page (/delivery/{id}). */
const orderProperty = (order: OrderRef): HistoryProperty => ({
  key: 'Pengiriman',
  value: order.number,
  is_redirectable: true,
  redirect_url: orderPagePath(order.id),
});

export interface TransitionHistorySubject {
  task: { id: string; company_id: number; number: string; status: FleetTaskStatus };
  target: FleetTaskStatus;
  actor: Actor;
  source: 'manual' | 'geofence';
  reason: string | null;
  orders: readonly OrderRef[];
  request: { auto_start_type?: 'GEOFENCE' | null | undefined };
}

/** The task's event: number, old and new status, what the target adds, the orders, who did it. */
export function transitionHistory(subject: TransitionHistorySubject): HistoryInput {
  const { task, target, actor, source, reason, orders, request } = subject;
  const to = fleetTaskStatusLabel(target, 'id');
  // A task being created (Temporary) is never named (section 4: 'not shown'): saving it reads 'Draf'.
  const status = task.status === 'TEMPORARY' ? to : `${fleetTaskStatusLabel(task.status, 'id')} → ${to}`;
  const properties: HistoryProperty[] = [
    { key: 'Nomor Penugasan', value: task.number },
    { key: 'Status', value: status },
  ];
  if (reason !== null) properties.push({ key: 'Alasan Pembatalan', value: reason });
  if (target === 'SCHEDULED' && request.auto_start_type === 'GEOFENCE') {
    properties.push({ key: 'Automasi Perjalanan', value: 'Aktif' });
  }
  // Scheduling commits the orders and a cancel frees them: the event names which ones.
  if (target === 'SCHEDULED' || target === 'CANCELED') properties.push(...orders.map(orderProperty));
  properties.push({ key: 'Diubah oleh', value: actor.name });
  const automatic = target === 'STARTED' && source === 'geofence';
  return {
    companyId: task.company_id,
    entityType: 'fleet_task',
    entityId: task.id,
    ...TRANSITION_EVENTS[target],
    description: automatic ? 'Dijalankan otomatis oleh automasi perjalanan.' : null,
    properties,
    badge: automatic ? AUTO_START_BADGE : null,
    actorUserId: actor.id,
  };
}
