import { type CatalogueEntry, entry } from './entry';

/**
 * Error codes of activities: proof photos, completion, proof and load adjustment
 * (fleet-task-planning.md sections 5, 8 and 9); merged into ERROR_CATALOGUE.
 */
export const ACTIVITY_ERRORS = {
  // Section 5: 'Photos: image files only, max 2 MB (2097152 bytes), otherwise ...'. The wording is the spec's.
  'attachment/photo-too-large': entry(
    413,
    'Gagal unggah foto. Ukuran foto melebihi batas ketentuan (2 MB)',
    'Photo upload failed. The photo is larger than the limit (2 MB)',
  ),
  'attachment/photo-limit-reached': entry(
    400,
    'Gagal unggah foto. Maksimal {max} foto untuk setiap aktivitas.',
    'Photo upload failed. At most {max} photos per activity.',
  ),
  // Checked by the file's bytes (JPEG, PNG, WebP), not its name: a text file renamed .jpg lands here.
  'attachment/not-an-image': entry(
    415,
    'Gagal unggah foto. Berkas harus berupa gambar JPG, PNG atau WebP.',
    'Photo upload failed. The file must be a JPG, PNG or WebP image.',
  ),
  // A name with a folder part or control characters: storage keys are the server's, but such a name is an attack.
  'attachment/invalid-file-name': entry(
    400,
    'Gagal unggah foto. Nama berkas tidak valid.',
    'Photo upload failed. The file name is not valid.',
  ),
  'attachment/file-required': entry(
    400,
    'Gagal unggah foto. Pilih satu foto untuk diunggah.',
    'Photo upload failed. Choose one photo to upload.',
  ),
  // Section 5: 'one file at a time'.
  'attachment/one-photo-per-call': entry(
    400,
    'Gagal unggah foto. Unggah satu foto dalam satu kali kirim.',
    'Photo upload failed. Upload one photo at a time.',
  ),
  // A multipart body the server cannot read (cut off, malformed): not the user's photo's fault.
  'attachment/unreadable-upload': entry(
    400,
    'Gagal unggah foto. Berkas tidak terbaca, silakan coba lagi.',
    'Photo upload failed. The file could not be read; please try again.',
  ),
  // A proof photo belongs to the record of a completed stop; only photos not yet saved can go.
  'attachment/in-completed-proof': entry(
    400,
    'Foto yang sudah menjadi bukti penyelesaian tidak dapat dihapus.',
    'A photo that is part of a completed proof cannot be deleted.',
  ),
  // Section 8, issue codes FLEET_TASK.FLEET_TASK_ACTIVITIES_PARENT_NOT_COMPLETED and
  // FLEET_TASK.DELIVERY_ORDER_INVALID_STATUS; the wording is the spec's.
  'fleet-task/delivery-order-in-transit-elsewhere': entry(
    400,
    'Pengiriman {number} sedang dalam proses transit di penugasan lain',
    'Delivery {number} is in transit on another assignment',
  ),
  // Section 4: the load of a pickup or drop changes only after it is recorded.
  'fleet-task/activity-not-completed': entry(
    400,
    'Aktivitas belum diselesaikan, sehingga muatannya belum dapat diubah.',
    'The activity is not completed yet, so its load cannot be changed.',
  ),
  'delivery/load-adjustment-disabled': entry(
    400,
    'Kuantitas muatan pengiriman ini tidak dapat diubah pada aktivitas ini.',
    'The load quantities of this delivery cannot be changed at this activity.',
  ),
  // Issue 18: drivers adjust quantities from their phone only when the company setting allows it.
  'delivery/driver-load-adjustment-off': entry(
    403,
    'Perusahaan Anda belum mengizinkan pengemudi mengubah kuantitas muatan. Hubungi admin.',
    'Your company does not let drivers change load quantities. Contact your admin.',
  ),
  // Section 8 'Adjust': the rows without a reason carry the issue code and are highlighted.
  'delivery/load-adjustment-reason-required': entry(
    400,
    'Gagal Menyimpan. Terdapat Alasan Perubahan yang belum diisi',
    'Save failed. A reason for a change is missing',
  ),
} as const satisfies Record<string, CatalogueEntry>;
