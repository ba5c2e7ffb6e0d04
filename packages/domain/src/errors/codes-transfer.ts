import { type CatalogueEntry, entry } from './entry';

/**
 * Error codes of transferring an order between tasks and of cancelling an activity
 * (fleet-task-planning.md section 4 'Activity row menu', 'Transfer wizard'; section 8 'Transfer').
 * The spec words none of these refusals: its one transfer message, 'Gagal transfer pengiriman.
 * Terdapat kendala pada server.', is the web's toast for a server failure (internal-error here).
 */
export const TRANSFER_ERRORS = {
  // Why the row menu does not offer 'Transfer Pengiriman' (activityMenu).
  'transfer/transit-delivery-order': entry(
    400,
    'Pengiriman transit {number} tidak dapat ditransfer ke penugasan lain.',
    'Transit delivery {number} cannot be transferred to another assignment.',
  ),
  'transfer/vendor-request-delivery-order': entry(
    400,
    'Pengiriman {number} dari permintaan vendor tidak dapat ditransfer.',
    'Delivery {number} comes from a vendor request and cannot be transferred.',
  ),
  // Once picked up the goods are on this truck: only a drop can end the order here.
  'transfer/delivery-order-picked-up': entry(
    400,
    'Pengiriman {number} tidak dapat ditransfer karena sudah diambil.',
    'Delivery {number} cannot be transferred because it has been picked up.',
  ),
  // The destination (fleet_task_uuid) of 'Transfer wizard': scheduled tasks except the current one.
  'transfer/target-not-found': entry(
    400,
    'Penugasan tujuan tidak ditemukan. Mungkin telah dihapus dari sistem.',
    'The destination assignment was not found. It may have been removed.',
  ),
  'transfer/same-task': entry(
    400,
    'Pengiriman sudah berada di penugasan ini. Pilih penugasan tujuan yang lain.',
    'The delivery is already on this assignment. Choose another destination.',
  ),
  'transfer/target-not-scheduled': entry(
    400,
    'Penugasan tujuan {fleet_task_number} harus berstatus Dijadwalkan.',
    'The destination assignment {fleet_task_number} must be Scheduled.',
  ),
  // Scheduled with a vendor (the vendor's plan) or a vendor's own request: it takes no deliveries.
  'transfer/target-cannot-take-delivery': entry(
    400,
    'Penugasan tujuan {fleet_task_number} tidak dapat menerima pengiriman.',
    'The destination assignment {fleet_task_number} cannot take deliveries.',
  ),
  // 'Batalkan' of the row menu cancels the delivery order itself (cancel-activity-service.ts).
  'activity-cancel/requires-scheduled': entry(
    400,
    'Pengiriman hanya dapat dibatalkan saat penugasan berstatus Dijadwalkan.',
    'A delivery can be canceled only while the assignment is Scheduled.',
  ),
  'activity-cancel/activity-completed': entry(
    400,
    'Pengiriman {number} tidak dapat dibatalkan karena pengambilan atau pengirimannya sudah selesai.',
    'Delivery {number} cannot be canceled because its pickup or drop is already completed.',
  ),
  'activity-cancel/delivery-order-on-another-task': entry(
    400,
    'Pengiriman {number} juga ditugaskan pada penugasan {fleet_task_number}. Keluarkan dari penugasan tersebut terlebih dahulu.',
    'Delivery {number} is also assigned to {fleet_task_number}. Remove it from that assignment first.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
