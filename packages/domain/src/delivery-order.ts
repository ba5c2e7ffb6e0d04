/** Delivery-order statuses as stored and sent (`status.name`); labels are the web app's i18n. */
export const DELIVERY_ORDER_STATUSES = [
  'OPEN',
  'ASSIGNED',
  'PICKED_UP',
  'IN_TRANSIT',
  'DELIVERED',
  'CANCELED',
] as const;
export type DeliveryOrderStatus = (typeof DELIVERY_ORDER_STATUSES)[number];

export const SHIPMENT_TYPES = ['DIRECT', 'TRANSIT'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

/** Reason type is fixed to CANCELED on create and update (both specs, section 9). */
export const REASON_TYPE_CANCELED = 'CANCELED';
