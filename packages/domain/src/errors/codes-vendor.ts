import { type CatalogueEntry, entry } from './entry';

/** Error codes of vendor management, cancel reasons and fleet settings; merged into ERROR_CATALOGUE. */
export const VENDOR_ERRORS = {
  // 409 rather than 400: the request is well formed, the vendor's current use is what refuses it.
  'vendor/used-by-open-fleet-task': entry(
    409,
    'Vendor {names} tidak dapat dihapus karena masih dipakai pada penugasan yang belum selesai atau dibatalkan ({tasks}).',
    'Vendor {names} cannot be deleted: it is still on assignments that are not finished or canceled ({tasks}).',
  ),
  'vendor/paired-with-own-company': entry(
    400,
    'Vendor tidak dapat dipasangkan dengan perusahaan Anda sendiri.',
    'A vendor cannot be paired with your own company.',
  ),
  'vendor/pairing-code-required': entry(
    400,
    'Vendor hanya dapat dihubungkan dengan perusahaan lain melalui kode pairing dari perusahaan tersebut.',
    'A vendor can only be connected to another company with a pairing code from that company.',
  ),
  'vendor/pairing-code-invalid': entry(
    400,
    'Kode pairing tidak valid, sudah kedaluwarsa, atau sudah digunakan.',
    'The pairing code is not valid, has expired or has already been used.',
  ),
  'setting/default-address-not-garage': entry(
    400,
    'Alamat awal dan akhir bawaan harus berupa garasi.',
    'The default start and end addresses must be garages.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
