import { shipmentTypeName } from '@armada/domain';
import type { HistoryProperty } from '../../db/schema';
import type { Actor } from '../history/actor';
import type { HistoryInput } from '../history/service';

/** History events of a delivery order: the name the log filters on and the title the modal shows. */
export const ORDER_EVENTS = {
  created: { event: 'Order.DeliveryOrderCreated', title: 'Pengiriman dibuat' },
  updated: { event: 'Order.DeliveryOrderUpdated', title: 'Pengiriman diubah' },
  deleted: { event: 'Order.DeliveryOrderDeleted', title: 'Pengiriman dihapus' },
  duplicated: { event: 'Order.DeliveryOrderDuplicated', title: 'Pengiriman dibuat dari salinan' },
  loadCreated: { event: 'Order.DeliveryLoadCreated', title: 'Muatan ditambahkan' },
  loadUpdated: { event: 'Order.DeliveryLoadUpdated', title: 'Muatan diubah' },
  loadDeleted: { event: 'Order.DeliveryLoadDeleted', title: 'Muatan dihapus' },
} as const;
export type OrderEventKind = keyof typeof ORDER_EVENTS;

export interface EventOrder {
  id: string;
  company_id: number;
  number: string;
}

/** The web app's page of an order, for properties that link to one. */
export const orderPagePath = (orderId: string) => `/delivery/${orderId}`;

/**
 * An event on an order. Every one starts with the order's uuid and number and ends with
 * 'Diubah oleh' (the spec's History event properties), with the event's own lines in between.
 */
export function orderEvent(
  order: EventOrder,
  kind: OrderEventKind,
  actor: Actor,
  extra: { properties?: HistoryProperty[]; description?: string; details?: unknown } = {},
): HistoryInput {
  return {
    companyId: order.company_id,
    entityType: 'delivery_order',
    entityId: order.id,
    ...ORDER_EVENTS[kind],
    description: extra.description ?? null,
    properties: [
      { key: 'delivery_order_uuid', value: order.id },
      { key: 'Nomor DO', value: order.number },
      ...(extra.properties ?? []),
      { key: 'Diubah oleh', value: actor.name },
    ],
    details: extra.details,
    actorUserId: actor.id,
  };
}

/** The creation event, written alike by the order service and the test-data builder. */
export function deliveryOrderCreatedEvent(
  order: EventOrder & { shipment_type: string },
  actor: Actor,
): HistoryInput {
  return orderEvent(order, 'created', actor, {
    properties: [{ key: 'Tipe Pengiriman', value: shipmentTypeName(order.shipment_type) }],
  });
}

/** A load line as history shows it and the load-change view reads it (spec: Load history entry). */
export interface LoadEventLine {
  product_name: string;
  product_type_name: string;
  uom: string;
  old_qty: number | null;
  new_qty: number | null;
}

export function loadEvent(
  order: EventOrder,
  kind: 'loadCreated' | 'loadUpdated' | 'loadDeleted',
  actor: Actor,
  line: LoadEventLine,
  changes: HistoryProperty[] = [],
): HistoryInput {
  const quantity = line.new_qty ?? line.old_qty;
  return orderEvent(order, kind, actor, {
    properties: [
      { key: 'Produk', value: line.product_name },
      { key: 'Kuantitas', value: `${quantity} ${line.uom}` },
      ...changes,
    ],
    details: Object.entries(line).map(([key, value]) => ({
      key,
      value: value === null ? null : String(value),
    })),
  });
}
