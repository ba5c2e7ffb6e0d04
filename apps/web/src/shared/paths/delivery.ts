/** The delivery order list (menu 'Pengiriman'). */
export const DELIVERY_LIST_PATH = '/delivery/';
export const DELIVERY_DETAIL_PATH = '/delivery/:id';

/** Where a DO number links to (section 2 'Routes': 'The DO number links to /delivery/{id}'). */
export function deliveryDetailPath(id: string): string {
  return `/delivery/${encodeURIComponent(id)}`;
}
