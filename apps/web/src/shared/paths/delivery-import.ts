/** The delivery order import page (issue 13 item 2), linked from the delivery list's header. */
export const DELIVERY_IMPORT_PATH = '/delivery/import';
