import { type CatalogueEntry, entry } from './entry';

/** Error codes of the order service (delivery orders, loads, history); merged into ERROR_CATALOGUE. */
export const ORDER_ERRORS = {
  // The truck is on its way or back: its route (points and activities) was built from these fields,
  // so changing them would make the order and the trip disagree (rule in delivery-order.ts).
  'delivery/route-locked': entry(
    400,
    'Alamat, tipe pengiriman dan transit tidak dapat diubah karena penugasan {number} sudah berjalan atau selesai.',
    'Addresses, shipment type and transits cannot be changed because assignment {number} has started or ended.',
  ),
  // After pickup the quantities are what the driver recorded; changing them goes through load
  // adjustment (delivery-load-adjustment scopes), never through the plain load routes.
  'delivery/load-locked': entry(
    400,
    'Muatan tidak dapat diubah karena pengambilan pada penugasan {number} sudah selesai. Gunakan penyesuaian muatan.',
    'Loads cannot be changed because the pickup on assignment {number} is completed. Use load adjustment.',
  ),
  // Delivered or canceled: the record of what happened (isDeliveryOrderEditable in delivery-order-rules.ts).
  'delivery/closed': entry(
    400,
    'Pengiriman {number} sudah terkirim atau dibatalkan dan tidak dapat diubah.',
    'Delivery {number} is delivered or canceled and cannot be changed.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
