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

/**
 * The Indonesian names of the shipment types, for the text the server writes (history entries):
 * the pages name them through their i18n files (deliveryDetail.shipmentType), never by id (issue 26
 * item 7). An unknown value (older data) is returned as it is.
 */
export const SHIPMENT_TYPE_NAMES: Readonly<Record<ShipmentType, string>> = {
  DIRECT: 'Langsung',
  TRANSIT: 'Transit',
};

export function shipmentTypeName(type: string): string {
  return (SHIPMENT_TYPE_NAMES as Record<string, string>)[type] ?? type;
}

/** Reason type is fixed to CANCELED on create and update (both specs, section 9). */
export const REASON_TYPE_CANCELED = 'CANCELED';
