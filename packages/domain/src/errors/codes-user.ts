import { type CatalogueEntry, entry } from './entry';

/** Error codes of the company's set-up, its users and their passwords; merged into ERROR_CATALOGUE. */
export const USER_ERRORS = {
  'setup/already-done': entry(
    409,
    'Perusahaan sudah dibuat. Silakan masuk dengan akun Anda.',
    'The company has already been set up. Please log in with your account.',
  ),
  'user/last-admin': entry(
    409,
    'Admin terakhir perusahaan tidak dapat dinonaktifkan atau diubah perannya.',
    "The company's last admin cannot be deactivated or given another role.",
  ),
  'auth/invalid-link': entry(
    400,
    'Tautan tidak valid, sudah kedaluwarsa, atau sudah digunakan.',
    'The link is not valid, has expired or has already been used.',
  ),
  'auth/wrong-current-password': entry(400, 'Kata sandi saat ini salah.', 'The current password is wrong.'),
  'company/invalid-logo': entry(
    415,
    'Logo harus berupa gambar PNG, JPEG, atau WebP.',
    'The logo must be a PNG, JPEG or WebP image.',
  ),
  'company/logo-too-large': entry(
    413,
    'Ukuran logo maksimal {max_kb} KB.',
    'The logo can be at most {max_kb} KB.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
