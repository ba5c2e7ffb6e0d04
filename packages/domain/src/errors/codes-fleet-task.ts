import { type CatalogueEntry, entry } from './entry';

/** Error codes of the fleet-task rules (packages/domain/src/fleet-task); merged into ERROR_CATALOGUE. */
export const FLEET_TASK_ERRORS = {
  // Proof of a pickup or drop is recorded during the trip only: before the start there is nothing to
  // prove, after the end (or a cancel) the record is closed (fleet-task-planning.md section 4).
  'fleet-task/activity-requires-started': entry(
    400,
    'Aktivitas hanya dapat diselesaikan saat penugasan dalam Perjalanan.',
    'An activity can be completed only while the assignment is on the way.',
  ),
  // The printed order is for a plan that is fixed and ours to run: not before scheduling, not while
  // it is with a vendor, not once cancelled (section 2, 'Header'; showsPrintOrder).
  'fleet-task/print-not-available': entry(
    400,
    'Surat perintah jalan tidak dapat dicetak pada status penugasan ini.',
    'The travel order cannot be printed in this assignment status.',
  ),
  // Vendor dispatch across companies (fleet-task issue item 6). A request reaches only a vendor that is
  // ACTIVE and paired with a company on the platform (section 5, 'Vendor selection').
  'fleet-task/vendor-inactive': entry(
    400,
    'Vendor tidak aktif. Pilih vendor yang berstatus Aktif.',
    'The vendor is inactive. Choose an active vendor.',
  ),
  'fleet-task/vendor-not-paired': entry(
    400,
    'Vendor belum terhubung dengan perusahaan di platform sehingga tidak dapat menerima permintaan.',
    'The vendor is not connected to a company on the platform, so it cannot receive requests.',
  ),
  // Section 8, issue FLEET_TASK.FLEET_TASK_PREVIOUS_ACTIVITY_NOT_COMPLETED; the wording is the spec's.
  'fleet-task/vendor-previous-delivery-not-completed': entry(
    400,
    'Gagal kirim ke vendor, pengiriman {DO} di penugasan {FO} belum selesai',
    'Could not send to the vendor: delivery {DO} on assignment {FO} is not finished.',
  ),
  // The vendor company's answer to a request: once only, and never to a request the sender withdrew.
  'vendor-request/already-responded': entry(
    409,
    'Permintaan ini sudah diterima atau ditolak.',
    'This request has already been accepted or rejected.',
  ),
  'vendor-request/canceled': entry(
    409,
    'Permintaan ini telah dibatalkan oleh pengirim.',
    'The sender has canceled this request.',
  ),
  'vendor-request/no-garage': entry(
    400,
    'Tambahkan minimal satu alamat garasi sebelum menerima permintaan.',
    'Add at least one garage address before accepting a request.',
  ),
  // Scheduling commits the company to leaving at expected_departure_on: a moment already past cannot
  // be planned (issue 26 item 4). A task already on its way is not concerned.
  'fleet-task/departure-in-the-past': entry(
    400,
    'Waktu keberangkatan sudah lewat. Pilih waktu keberangkatan yang akan datang.',
    'The departure time has already passed. Choose a departure time in the future.',
  ),
  // PATCH /fleet-task/{id} and transitions (section 4 'Editability', section 5, section 8).
  'fleet-task/not-editable': entry(
    400,
    'Penugasan tidak dapat diubah pada status {status}.',
    'The assignment cannot be changed in status {status}.',
  ),
  'fleet-task/send-by-locked': entry(
    400,
    'Cara pengiriman hanya dapat diubah pada status Draf.',
    'How the assignment is sent can be changed only in Draft.',
  ),
  'fleet-task/vendor-fields-locked': entry(
    400,
    'Vendor hanya dapat diubah pada status Draf atau Ditolak.',
    'The vendor can be changed only in Draft or Rejected.',
  ),
  // Section 8, 'Input errors: shipment reference already used'.
  'fleet-task/shipment-reference-already-used': entry(
    400,
    'Referensi pengiriman sudah digunakan pada penugasan lain.',
    'The shipment reference is already used on another assignment.',
  ),
  // Section 5, 'Customer phone': only a route of one customer with direct orders can notify.
  'fleet-task/notification-not-available': entry(
    400,
    'Notifikasi hanya dapat diaktifkan untuk pengiriman langsung dengan satu pelanggan.',
    'The notification can be enabled only for direct deliveries to a single customer.',
  ),
  // Section 4, 'Travel automation': not when sending to a vendor, not with overlapping geolocations,
  // and only for a task being scheduled or scheduled already.
  'fleet-task/travel-automation-unavailable': entry(
    400,
    'Automasi perjalanan tidak tersedia untuk penugasan ini.',
    'Travel automation is not available for this assignment.',
  ),
  // Section 8 words both conflicts together this way (auto_start_failed_reason, both reasons).
  'invalid/vehicle-and-driver-already-used': entry(
    400,
    'Kendaraan dan Pengemudi telah terpakai pada pengiriman lain.',
    'The vehicle and the driver are already used on another delivery.',
  ),
  // The route of a task: sequence, service times, orders on the task (section 2 'Sequence', section 4
  // 'Activity row menu', section 8 'Remove'). Wording not given by the spec is ours.
  'fleet-task/service-time-read-only': entry(
    400,
    'Durasi bongkar/muat tidak dapat diubah saat penugasan dalam Perjalanan, Selesai, atau memiliki vendor.',
    'The service time cannot be changed while the assignment is on the way, completed, or has a vendor.',
  ),
  'fleet-task/cannot-add-delivery': entry(
    400,
    'Pengiriman tidak dapat ditambahkan pada penugasan ini.',
    'Deliveries cannot be added to this assignment.',
  ),
  'fleet-task/intervention-not-available': entry(
    400,
    'Intervensi hanya untuk penugasan dalam Perjalanan tanpa vendor dan bukan dari permintaan vendor.',
    'An intervention is only for an assignment on the way, without a vendor and not from a vendor request.',
  ),
  'fleet-task/delivery-order-not-assignable': entry(
    400,
    'Pengiriman {number} tidak dapat ditugaskan karena statusnya tidak Open.',
    'Delivery {number} cannot be assigned because it is not Open.',
  ),
  'fleet-task/delivery-order-activity-completed': entry(
    400,
    'Gagal mengeluarkan {number} karena pengambilan atau pengirimannya sudah selesai.',
    'Could not remove {number} because its pickup or drop is already completed.',
  ),
  // Section 8 'Remove': the wording is the spec's; issue FLEET_TASK_CANNOT_UNASSIGN_TRANSIT_DELIVERY_ORDER.
  'fleet-task/cannot-unassign-transit-delivery-order': entry(
    400,
    'Gagal mengeluarkan {number} karena telah ditugaskan sampai {fleet_task_number}',
    'Could not remove {number} because it is assigned up to {fleet_task_number}.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
