/**
 * The error catalogue: every code a client can receive, with its HTTP status and its message in
 * Indonesian (the product's language) and English. Services throw a DomainError with a code; the
 * server's one error handler turns it into the response body, so a message is written only here.
 * Codes are the spec's own where the spec names them (fleet-task-planning.md section 8).
 */

import { ACTIVITY_ERRORS } from './codes-activity';
import { ALERT_ERRORS } from './codes-alert';
import { FLEET_TASK_ERRORS } from './codes-fleet-task';
import { LIVE_ERRORS } from './codes-live';
import { MEDIA_ERRORS } from './codes-media';
import { ORDER_ERRORS } from './codes-order';
import { PLATFORM_ERRORS } from './codes-platform';
import { TELEMETRY_ERRORS } from './codes-telemetry';
import { TRANSFER_ERRORS } from './codes-transfer';
import { USER_ERRORS } from './codes-user';
import { VEHICLE_ERRORS } from './codes-vehicle';
import { VENDOR_ERRORS } from './codes-vendor';
import { type CatalogueEntry, entry, type Language } from './entry';

export type { Language } from './entry';

const CORE_ERRORS = {
  // Authentication and access
  'auth/unauthenticated': entry(
    401,
    'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.',
    'Your session is invalid or has ended. Please log in again.',
  ),
  'auth/invalid-credentials': entry(401, 'Email atau kata sandi salah.', 'Wrong email or password.'),
  'auth/user-inactive': entry(
    403,
    'Akun Anda tidak aktif. Hubungi admin perusahaan Anda.',
    'Your account is inactive. Contact your company admin.',
  ),
  'auth/forbidden': entry(
    403,
    'Anda tidak memiliki akses untuk melakukan tindakan ini.',
    'You do not have access to do this.',
  ),
  'auth/too-many-failed-logins': entry(
    429,
    'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam {minutes} menit.',
    'Too many failed login attempts. Please try again in {minutes} minutes.',
  ),
  'too-many-requests': entry(
    429,
    'Terlalu banyak percobaan. Silakan coba lagi dalam beberapa saat.',
    'Too many attempts. Please try again in a moment.',
  ),

  // Generic request problems
  'not-found': entry(404, 'Data tidak ditemukan.', 'Data not found.'),
  'route-not-found': entry(404, 'Alamat tidak ditemukan.', 'Path not found.'),
  'invalid/invalid-input-format': entry(
    400,
    'Format data yang dikirim tidak valid.',
    'The submitted data has an invalid format.',
  ),
  'invalid/invalid-fields': entry(
    400,
    'Terdapat data yang belum valid. Mohon periksa kembali data Anda.',
    'Some fields are invalid. Please check your data.',
  ),
  'invalid/invalid-value': entry(400, 'Nilai tidak valid.', 'Invalid value.'),
  'invalid/invalid-list-filter': entry(400, 'Filter tidak valid: {filter}.', 'Invalid filter: {filter}.'),
  'invalid/invalid-list-sort': entry(400, 'Urutan tidak valid: {sort}.', 'Invalid sort: {sort}.'),
  'invalid/invalid-reference': entry(
    400,
    'Data yang dipilih tidak ditemukan. Mungkin telah dihapus dari sistem.',
    'The selected data was not found. It may have been removed.',
  ),
  'conflict/duplicate': entry(
    409,
    'Data dengan nilai yang sama sudah ada.',
    'A record with the same value already exists.',
  ),
  'conflict/stale-update': entry(
    409,
    'Data telah diubah oleh pengguna lain. Muat ulang untuk melihat perubahan terbaru.',
    'The data was changed by someone else. Reload to see the latest changes.',
  ),
  // Fleet task and delivery assignment (fleet-task-planning.md section 8). Where the spec does not
  // give the wording, the message is ours.
  'failed-to-get': entry(500, 'Gagal mengambil data penugasan.', 'Failed to load the assignment.'),
  'failed-to-save': entry(500, 'Gagal menyimpan penugasan.', 'Failed to save the assignment.'),
  'failed-to-bulk-delete': entry(
    400,
    'Gagal menghapus. Hanya penugasan berstatus Draf yang dapat dihapus.',
    'Could not delete. Only assignments in Draft can be deleted.',
  ),
  'failed-to-delete-with-vendor': entry(
    400,
    'Gagal menghapus. Penugasan yang memiliki permintaan ke vendor tidak dapat dihapus.',
    'Could not delete. Assignments with a vendor request cannot be deleted.',
  ),
  'failed-to-canceled': entry(
    400,
    'Gagal membatalkan. Terdapat pengiriman dari permintaan vendor.',
    'Could not cancel. Some deliveries come from a vendor request.',
  ),
  'delivery/failed-to-delete': entry(
    400,
    'Pengiriman tidak dapat dihapus karena sudah ditugaskan pada penugasan {number}.',
    'The delivery cannot be deleted because it is assigned to {number}.',
  ),
  'delivery/failed-to-unassigned-request': entry(
    400,
    'Pengiriman dari permintaan vendor tidak dapat dikeluarkan.',
    'Deliveries from a vendor request cannot be removed.',
  ),
  'delivery/cannot-unassign-from-fleet-task': entry(
    400,
    'Pengiriman {number} sudah ditugaskan pada penugasan {fleet_task_number}.',
    'Delivery {number} is already assigned to {fleet_task_number}.',
  ),
  'invalid/driver-already-used': entry(
    400,
    'Pengemudi telah terpakai pada pengiriman lain.',
    'The driver is already used on another delivery.',
  ),
  'invalid/vehicle-already-used': entry(
    400,
    'Kendaraan telah terpakai pada pengiriman lain.',
    'The vehicle is already used on another delivery.',
  ),
  'invalid/driver-invalid-value': entry(
    400,
    'Pengemudi tidak ada di Data Master Pengemudi.',
    'The driver is not in the driver master data.',
  ),
  'invalid/vehicle-invalid-value': entry(
    400,
    'Kendaraan tidak ada di Data Master Kendaraan.',
    'The vehicle is not in the vehicle master data.',
  ),
  'invalid/activities-must-be-completed': entry(
    400,
    'Selesaikan semua aktivitas sebelum mengubah status.',
    'Complete all activities before changing the status.',
  ),
  'invalid/pickup-must-be-completed': entry(
    400,
    'Pengambilan harus diselesaikan terlebih dahulu.',
    'The pickup must be completed first.',
  ),
  'invalid-input-format': entry(
    400,
    'Format data yang dikirim tidak valid.',
    'The submitted data has an invalid format.',
  ),
  'minimum-one-delivery': entry(
    400,
    'Penugasan harus memiliki minimal satu pengiriman.',
    'An assignment needs at least one delivery.',
  ),
  'failed-save-settings': entry(500, 'Gagal menyimpan pengaturan.', 'Failed to save the settings.'),
  'failed-get-settings': entry(500, 'Gagal mengambil pengaturan.', 'Failed to load the settings.'),
  'is-from-vendor-request': entry(
    400,
    'Tindakan ini tidak tersedia untuk penugasan dari permintaan vendor.',
    'This action is not available for an assignment from a vendor request.',
  ),
  'delivery-order-vendor-request-invalid-shipment-type': entry(
    400,
    'Pengiriman transit tidak dapat dikirim sebagai permintaan ke vendor.',
    'Transit deliveries cannot be sent as a vendor request.',
  ),
  'delivery-order-vendor-exists': entry(
    400,
    'Pengiriman sudah direncanakan ke vendor.',
    'The delivery is already planned with a vendor.',
  ),
  'payload-too-large': entry(413, 'Ukuran data melebihi batas.', 'The request is too large.'),
  'unsupported-media-type': entry(415, 'Jenis konten tidak didukung.', 'Unsupported content type.'),
  'internal-error': entry(
    500,
    'Terjadi kendala pada server. Silakan coba lagi.',
    'Something went wrong on the server. Please try again.',
  ),
  'service-unavailable': entry(
    503,
    'Layanan sedang tidak tersedia. Silakan coba lagi.',
    'The service is unavailable. Please try again.',
  ),
} as const satisfies Record<string, CatalogueEntry>;

/** Core codes plus each service's own (codes-*.ts), so services add codes without touching this file. */
export const ERROR_CATALOGUE = {
  ...CORE_ERRORS,
  ...ORDER_ERRORS,
  ...VENDOR_ERRORS,
  ...USER_ERRORS,
  ...PLATFORM_ERRORS,
  ...VEHICLE_ERRORS,
  ...FLEET_TASK_ERRORS,
  ...ACTIVITY_ERRORS,
  ...TRANSFER_ERRORS,
  ...TELEMETRY_ERRORS,
  ...LIVE_ERRORS,
  ...ALERT_ERRORS,
  ...MEDIA_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Field-level problems, reported in `errors[]` beside the top-level code. */
export const FIELD_ERROR_CATALOGUE = {
  required: { id: 'Wajib diisi', en: 'Required' },
  'too-long': { id: 'Maksimal {max} karakter', en: 'At most {max} characters' },
  'too-short': { id: 'Minimal {min} karakter', en: 'At least {min} characters' },
  'too-small': { id: 'Nilai minimal {min}', en: 'Must be at least {min}' },
  'too-big': { id: 'Nilai maksimal {max}', en: 'Must be at most {max}' },
  'invalid-format': { id: 'Format tidak valid', en: 'Invalid format' },
  'invalid-email': { id: 'Format email tidak valid', en: 'Invalid email address' },
  'invalid-value': { id: 'Nilai tidak valid', en: 'Invalid value' },
  'unknown-field': { id: 'Kolom tidak dikenal', en: 'Unknown field' },
  // Complete-activity form and load adjustment (fleet-task-planning.md sections 5 and 8).
  'before-actual-departure': {
    id: 'Waktu Pengambilan tidak boleh kurang dari Waktu Keberangkatan Aktual',
    en: 'The pickup time cannot be earlier than the actual departure time',
  },
  'before-pickup': {
    id: 'Waktu Pengiriman tidak boleh kurang dari Waktu Pengambilan',
    en: 'The delivery time cannot be earlier than the pickup time',
  },
  'after-drop': {
    id: 'Waktu Pengambilan tidak boleh lebih dari Waktu Pengiriman',
    en: 'The pickup time cannot be later than the delivery time',
  },
  'departure-in-the-past': {
    id: 'Waktu keberangkatan sudah lewat',
    en: 'The departure time has already passed',
  },
  'not-a-number': { id: 'Harus berupa angka', en: 'Must be a number' },
  'exceeds-plan': { id: 'Kuantitas aktual melebihi rencana', en: 'The actual quantity exceeds the plan' },
  'exceeds-last-adjustment': {
    id: 'Kuantitas aktual melebihi perubahan terakhir',
    en: 'The actual quantity exceeds the last change',
  },
  'exceeds-picked': {
    id: 'Kuantitas aktual terkirim melebihi aktual pengambilan',
    en: 'The delivered quantity exceeds the quantity picked up',
  },
  'below-delivered': {
    id: 'Kuantitas aktual pengambilan kurang dari aktual terkirim',
    en: 'The quantity picked up is less than the quantity delivered',
  },
  'reason-required': { id: 'Alasan perubahan wajib diisi', en: 'A reason for the change is required' },
  duplicate: { id: 'Data ganda', en: 'Listed twice' },
  // Spreadsheet import of delivery orders: a name in a cell that matches no record, or several.
  'name-not-found': { id: '"{name}" tidak ditemukan', en: '"{name}" was not found' },
  'name-ambiguous': {
    id: 'Ada lebih dari satu data bernama "{name}"',
    en: 'More than one record is named "{name}"',
  },
  'missing-column': { id: 'Kolom tidak ada di file', en: 'The column is missing from the file' },
  'too-many-rows': { id: 'Maksimal {max} baris per file', en: 'At most {max} rows per file' },
  'no-rows': { id: 'File tidak berisi baris data', en: 'The file has no data rows' },
  // Master-data import (issue 14 item 3): a unique value twice in one file, or already stored.
  'duplicate-in-file': { id: 'Sama dengan baris {row}', en: 'Same as row {row}' },
  'already-exists': { id: 'Sudah terdaftar', en: 'Already registered' },
  // Dashcam video window (alert-center-and-platform.md sections 7 and 9).
  'end-before-start': { id: 'Waktu akhir harus setelah waktu mulai', en: 'The end must be after the start' },
  'video-window-too-long': {
    id: 'Rentang video maksimal {max} detik',
    en: 'The video window is at most {max} seconds',
  },
  'video-window-not-around-event': {
    id: 'Rentang video harus mencakup waktu kejadian',
    en: 'The video window must include the time of the event',
  },
} as const satisfies Record<string, { id: string; en: string }>;

export type FieldErrorCode = keyof typeof FIELD_ERROR_CATALOGUE;

export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; a missing parameter is left visible rather than silently dropped. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(code: ErrorCode, language: Language, params?: MessageParams): string {
  return interpolate(ERROR_CATALOGUE[code][language], params);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function fieldErrorMessage(code: FieldErrorCode, language: Language, params?: MessageParams): string {
  return interpolate(FIELD_ERROR_CATALOGUE[code][language], params);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
