import { type CatalogueEntry, entry } from './entry';

/** Error codes of the platform shell (docs/platform-shell.md section 9); merged into ERROR_CATALOGUE. */
export const PLATFORM_ERRORS = {
  'auth/company-only': entry(
    403,
    'Akun operator platform tidak dapat membuka data perusahaan.',
    "The platform operator's account cannot open company data.",
  ),
  'auth/operator-only': entry(
    403,
    'Hanya operator platform yang dapat melakukan tindakan ini.',
    'Only the platform operator can do this.',
  ),
  'platform/feature-disabled': entry(
    403,
    'Fitur ini tidak aktif untuk perusahaan Anda.',
    'This feature is not enabled for your company.',
  ),
  'platform/not-for-white-label': entry(
    403,
    'Fitur ini tidak tersedia untuk perusahaan Anda.',
    'This feature is not available for your company.',
  ),
  'platform/invalid-image': entry(
    415,
    'Gambar harus berupa PNG, JPEG, atau WebP.',
    'The image must be a PNG, JPEG or WebP file.',
  ),
  'platform/image-too-large': entry(
    413,
    'Ukuran gambar maksimal {max_kb} KB.',
    'The image can be at most {max_kb} KB.',
  ),
  'platform/unknown-image': entry(
    400,
    'Gambar tidak ditemukan. Silakan unggah ulang gambarnya.',
    'The image was not found. Please upload it again.',
  ),
  'platform/legacy-app-not-configured': entry(
    404,
    'Versi lama aplikasi tidak tersedia.',
    'The old version of the app is not available.',
  ),
  'feedback/already-sent': entry(
    409,
    'Anda sudah mengirim masukan bulan ini. Terima kasih!',
    'You have already sent feedback this month. Thank you!',
  ),
  'user/email-taken': entry(
    409,
    'Email sudah digunakan oleh pengguna lain.',
    'The e-mail is already used by another user.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
