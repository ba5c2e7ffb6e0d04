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
 * History of a transfer and of a cancelled order (row menu 'Transfer Pengiriman' and 'Batalkan'):
 * an event on each task touched and on the order, with delivery_order_uuid (the spec's History
 * event) and links to the other side's page ('Lihat Detail Penugasan').
 */

export const TRANSFER_EVENTS = {
  out: 'FleetPlanning.DeliveryOrderTransferredOut',
  in: 'FleetPlanning.DeliveryOrderTransferredIn',
  order: 'FleetPlanning.DeliveryOrderTransferred',
  created: 'FleetPlanning.FleetTaskCreated',
  canceled: 'FleetPlanning.DeliveryOrderCanceled',
} as const;

export function orderTransferredEvents(
  move: { from: TaskRef; to: TaskRef; order: OrderRef },
  actor: Actor,
): HistoryInput[] {
  const { from, to, order } = move;
  const common = { companyId: from.company_id, actorUserId: actor.id };
  const uuid = orderUuid(order);
  const by = changedBy(actor);
  return [
    {
      ...common,
      entityType: 'fleet_task',
      entityId: from.id,
      event: TRANSFER_EVENTS.out,
      title: 'Pengiriman ditransfer keluar',
      description: `Pengiriman ${order.number} ditransfer ke penugasan ${to.number}.`,
      properties: [uuid, orderLink(order), taskLink(to, 'Penugasan Tujuan'), by],
    },
    {
      ...common,
      entityType: 'fleet_task',
      entityId: to.id,
      event: TRANSFER_EVENTS.in,
      title: 'Pengiriman ditransfer masuk',
      description: `Pengiriman ${order.number} ditransfer dari penugasan ${from.number}.`,
      properties: [uuid, orderLink(order), taskLink(from, 'Penugasan Asal'), by],
    },
    {
      ...common,
      entityType: 'delivery_order',
      entityId: order.id,
      event: TRANSFER_EVENTS.order,
      title: 'Pengiriman ditransfer',
      description: `Dari penugasan ${from.number} ke penugasan ${to.number}.`,
      properties: [uuid, taskLink(from, 'Penugasan Asal'), taskLink(to, 'Penugasan Tujuan'), by],
    },
  ];
}

/** The task a transfer of type create made, saying where it came from. */
export function transferTaskCreatedEvent(
  created: TaskRef,
  move: { from: TaskRef; order: OrderRef },
  actor: Actor,
): HistoryInput {
  return {
    companyId: created.company_id,
    entityType: 'fleet_task',
    entityId: created.id,
    event: TRANSFER_EVENTS.created,
    title: 'Penugasan dibuat',
    description: `Dibuat sebagai Draf untuk transfer pengiriman ${move.order.number} dari penugasan ${move.from.number}.`,
    properties: [
      { key: 'Nomor Penugasan', value: created.number },
      taskLink(move.from, 'Penugasan Asal'),
      { key: 'Dibuat oleh', value: actor.name },
    ],
    actorUserId: actor.id,
  };
}

export function orderCanceledEvents(
  task: TaskRef,
  order: OrderRef,
  reason: string,
  actor: Actor,
): HistoryInput[] {
  const common = { companyId: task.company_id, event: TRANSFER_EVENTS.canceled, actorUserId: actor.id };
  const uuid = orderUuid(order);
  const why = { key: 'Alasan Pembatalan', value: reason };
  const by = changedBy(actor);
  return [
    {
      ...common,
      entityType: 'fleet_task',
      entityId: task.id,
      title: 'Pengiriman dibatalkan',
      description: `Pengiriman ${order.number} dibatalkan dan dikeluarkan dari penugasan ${task.number}.`,
      properties: [uuid, orderLink(order), why, by],
    },
    {
      ...common,
      entityType: 'delivery_order',
      entityId: order.id,
      title: 'Pengiriman dibatalkan',
      description: `Dibatalkan dari penugasan ${task.number}.`,
      properties: [uuid, taskLink(task, 'Nomor Penugasan'), why, by],
    },
  ];
}
