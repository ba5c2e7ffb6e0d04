/** Routes of the delivery-order screens (fleet-task-planning.md section 2, 'Routes'). */
export const DELIVERY_LIST_PATH = '/delivery/';
export const DELIVERY_CREATE_PATH = '/delivery/new';
export const DELIVERY_DETAIL_PATH = '/delivery/:id';
export const DELIVERY_EDIT_PATH = '/delivery/:id/edit';

/** Where a DO number links to (section 2 'Routes': 'The DO number links to /delivery/{id}'). */
export function deliveryDetailPath(id: string): string {
  return `/delivery/${encodeURIComponent(id)}`;
}

export function deliveryEditPath(id: string): string {
  return `/delivery/${encodeURIComponent(id)}/edit`;
}

/** 'Duplikat': a new order's form filled from an existing one; nothing is stored until it is saved. */
export const DUPLICATE_PARAM = 'duplicate';

export function deliveryDuplicatePath(id: string): string {
  return `${DELIVERY_CREATE_PATH}?${DUPLICATE_PARAM}=${encodeURIComponent(id)}`;
}
