import type { HistoryProperty } from '../../../../db/schema';
import type { Actor } from '../../../history/actor';
import { orderPagePath } from '../../../order/events';

/**
 * What the history events of tasks and orders name, and the properties that link one to the other
 * (the spec's History event: a property may link to a detail page, 'Lihat Detail Penugasan').
 */

export interface HistoryTaskRef {
  id: string;
  company_id: number;
  number: string;
}

export interface HistoryOrderRef {
  id: string;
  number: string;
}

export const fleetTaskPagePath = (taskId: string) => `/fleet-task/${taskId}`;

export const taskLink = (task: HistoryTaskRef, key = 'Nomor Penugasan'): HistoryProperty => ({
  key,
  value: task.number,
  is_redirectable: true,
  redirect_url: fleetTaskPagePath(task.id),
});

export const orderLink = (order: HistoryOrderRef): HistoryProperty => ({
  key: 'Nomor DO',
  value: order.number,
  is_redirectable: true,
  redirect_url: orderPagePath(order.id),
});

/** The spec's History event carries the order's id, so a client can open the order's views. */
export const orderUuid = (order: HistoryOrderRef): HistoryProperty => ({
  key: 'delivery_order_uuid',
  value: order.id,
});

export const changedBy = (actor: Actor): HistoryProperty => ({
  key: 'Diubah oleh',
  value: actor.name,
});
