import { type CatalogueEntry, entry } from './entry';

/** Error codes of the Alert Center and its GraphQL API (issue 12); merged into ERROR_CATALOGUE. */
export const ALERT_ERRORS = {
  // Section 5: the false-alert reason and the note on an alert.
  'alert/false-alert-reason-required': entry(
    400,
    'Alasan lainnya wajib diisi.',
    'Other reasons are required.',
  ),
  'alert/false-alert-reason-too-long': entry(
    400,
    'Alasan maksimal 300 karakter.',
    'The reason may have at most 300 characters.',
  ),
  'alert/note-required': entry(400, 'Catatan wajib diisi.', 'The note is required.'),
  'alert/note-too-long': entry(
    400,
    'Catatan maksimal 255 karakter.',
    'The note may have at most 255 characters.',
  ),
  'alert/selection-required': entry(
    400,
    'Pilih notifikasi yang akan diproses, atau pilih semua.',
    'Choose the alerts to act on, or choose all.',
  ),
  'alert/unknown-alert-code': entry(
    400,
    'Kode notifikasi {code} tidak dikenal atau tidak dapat dipakai pada aturan.',
    'Alert code {code} is unknown or cannot be used in a rule.',
  ),
  'alert/invalid-schedule': entry(
    400,
    'Jadwal aturan tidak valid: isi jam mulai, jam selesai (JJ:mm) dan minimal satu hari.',
    'The rule schedule is invalid: give a start time, an end time (HH:mm) and at least one day.',
  ),
  'alert/geofence-required': entry(
    400,
    'Pilih minimal satu geofence untuk aturan dengan geofence.',
    'Choose at least one geofence for a rule with a geofence.',
  ),
  'alert/invalid-count-window': entry(
    400,
    'Jumlah kejadian dan rentang waktunya harus diisi bersama.',
    'The event count and its time window must be given together.',
  ),
  'alert/invalid-threshold': entry(
    400,
    'Batas minimal tidak boleh lebih besar dari batas maksimal.',
    'The minimum threshold cannot be greater than the maximum.',
  ),
  'alert/unknown-payload-type': entry(
    400,
    'Jenis payload {type} tidak dikenal; pilih AlertCenter atau SystemNotif.',
    'Payload type {type} is unknown; choose AlertCenter or SystemNotif.',
  ),
  'alert/unknown-template': entry(
    400,
    'Template aturan notifikasi tidak ditemukan.',
    'The alert rule template was not found.',
  ),
  'alert/template-code-not-offered': entry(
    400,
    'Kode notifikasi {code} tidak termasuk dalam template yang dipilih.',
    'Alert code {code} is not part of the chosen template.',
  ),
  'alert/category-required': entry(
    400,
    'Pilih minimal satu kategori notifikasi.',
    'Choose at least one alert category.',
  ),
  'alert/template-codes-required': entry(
    400,
    'Pilih minimal satu notifikasi pada kategori ini.',
    'Choose at least one alert in this category.',
  ),
  'geofence/invalid-shape': entry(
    400,
    'Bentuk geofence tidak valid: lingkaran perlu titik pusat dan radius 10 sampai 100.000 m, poligon perlu 3 sampai 1.000 titik.',
    'The geofence shape is invalid: a circle needs a centre and a radius of 10 to 100,000 m, a polygon 3 to 1,000 points.',
  ),
  'geofence/in-use': entry(
    409,
    'Geofence masih dipakai oleh aturan notifikasi aktif.',
    'The geofence is still used by an active alert rule.',
  ),
  // The GraphQL layer: a request that never reaches an operation.
  'graphql/invalid-query': entry(
    400,
    'Permintaan GraphQL tidak valid: {detail}',
    'The GraphQL request is invalid: {detail}',
  ),
  'graphql/query-too-deep': entry(
    400,
    'Permintaan GraphQL terlalu dalam (maksimal {max} tingkat).',
    'The GraphQL request is too deep (at most {max} levels).',
  ),
  'graphql/query-too-complex': entry(
    400,
    'Permintaan GraphQL terlalu kompleks (biaya {cost}, maksimal {max}).',
    'The GraphQL request is too complex (cost {cost}, at most {max}).',
  ),
} as const satisfies Record<string, CatalogueEntry>;
