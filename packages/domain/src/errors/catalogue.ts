/**
 * The error catalogue: every code a client can receive, with its HTTP status and its message in
 * Indonesian (the product's language) and English. Services throw a DomainError with a code; the
 * server's one error handler turns it into the response body, so a message is written only here.
 * Codes are the spec's own where the spec names them (fleet-task-planning.md section 8).
 */
export type Language = 'id' | 'en';

interface CatalogueEntry {
  status: number;
  id: string;
  en: string;
}

const entry = (status: number, id: string, en: string): CatalogueEntry => ({ status, id, en });

export const ERROR_CATALOGUE = {
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
  'conflict/stale-update': entry(
    409,
    'Data telah diubah oleh pengguna lain. Muat ulang untuk melihat perubahan terbaru.',
    'The data was changed by someone else. Reload to see the latest changes.',
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
