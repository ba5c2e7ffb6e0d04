import type { FleetTaskStatus } from '@armada/domain';
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
 * History of orders joining and leaving a task: one event on the task per order (its properties
 * carry delivery_order_uuid, as the spec's History event requires) and one on the order, each
 * linking to the other's page.
 */

export type AssignKind = 'attach' | 'intervention';

const ASSIGN_TEXT: Record<AssignKind, { event: string; taskTitle: string; orderTitle: string }> = {
  attach: {
    event: 'FleetPlanning.DeliveryOrderAssigned',
    taskTitle: 'Pengiriman ditambahkan',
    orderTitle: 'Pengiriman ditugaskan',
  },
  // Section 2, 'Fleet Task Attach Delivery': orders added to a task on its way are an intervention.
  intervention: {
    event: 'FleetPlanning.DeliveryOrderIntervention',
    taskTitle: 'Intervensi: pengiriman ditambahkan',
    orderTitle: 'Intervensi: pengiriman ditugaskan',
  },
};

export function orderAssignedEvents(
  task: TaskRef,
  orders: readonly (OrderRef & { leg: number | null })[],
  actor: Actor,
  kind: AssignKind,
): HistoryInput[] {
  const text = ASSIGN_TEXT[kind];
  const common = { companyId: task.company_id, event: text.event, actorUserId: actor.id };
  const by = changedBy(actor);
  return orders.flatMap((order) => {
    const leg: HistoryProperty[] =
      order.leg === null ? [] : [{ key: 'Leg Transit', value: String(order.leg + 1) }];
    return [
      {
        ...common,
        entityType: 'fleet_task' as const,
        entityId: task.id,
        title: text.taskTitle,
        description: `Pengiriman ${order.number} ditambahkan ke penugasan ${task.number}.`,
        properties: [orderUuid(order), orderLink(order), ...leg, by],
      },
      {
        ...common,
        entityType: 'delivery_order' as const,
        entityId: order.id,
        title: text.orderTitle,
        description: `Pengiriman ditugaskan pada penugasan ${task.number}.`,
        properties: [orderUuid(order), taskLink(task), ...leg, by],
      },
    ];
  });
}

export function orderRemovedEvents(task: TaskRef, order: OrderRef, actor: Actor): HistoryInput[] {
  const common = {
    companyId: task.company_id,
    event: 'FleetPlanning.DeliveryOrderUnassigned',
    actorUserId: actor.id,
  };
  const by = changedBy(actor);
  return [
    {
      ...common,
      entityType: 'fleet_task',
      entityId: task.id,
      title: 'Pengiriman dikeluarkan',
      description: `Pengiriman ${order.number} dikeluarkan dari penugasan ${task.number}.`,
      properties: [orderUuid(order), orderLink(order), by],
    },
    {
      ...common,
      entityType: 'delivery_order',
      entityId: order.id,
      title: 'Pengiriman dikeluarkan dari penugasan',
      description: `Penugasan ${task.number}.`,
      properties: [orderUuid(order), taskLink(task), by],
    },
  ];
}

/** Events on the orders whose status the transition changed (assigned, or freed by a cancel). */
export function orderHistories(subject: {
  task: { id: string; company_id: number; number: string };
  target: FleetTaskStatus;
  actor: Actor;
  orders: readonly OrderRef[];
}): HistoryInput[] {
  const { task, target, actor, orders } = subject;
  const canceled = target === 'CANCELED';
  return orders.map((order) => ({
    companyId: task.company_id,
    entityType: 'delivery_order',
    entityId: order.id,
    event: canceled ? 'FleetPlanning.DeliveryOrderUnassigned' : 'FleetPlanning.DeliveryOrderAssigned',
    title: canceled ? 'Pengiriman dikeluarkan dari penugasan' : 'Pengiriman ditugaskan',
    description: canceled ? `Penugasan ${task.number} dibatalkan.` : `Penugasan ${task.number} dijadwalkan.`,
    properties: [
      { key: 'delivery_order_uuid', value: order.id },
      { key: 'Nomor DO', value: order.number },
      { key: 'Nomor Penugasan', value: task.number },
      { key: 'Diubah oleh', value: actor.name },
    ],
    actorUserId: actor.id,
  }));
}
