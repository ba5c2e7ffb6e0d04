import { type CatalogueEntry, entry } from './entry';

/**
 * Codes of dashcam video and two-way voice through the device gateway (issue 19;
 * alert-center-and-platform.md section 8: deviceUnreachable and mediaNotFound); merged into
 * ERROR_CATALOGUE. A device or gateway that cannot serve is a 4xx/5xx with its own code, never a 500.
 */
export const MEDIA_ERRORS = {
  // MEDIA_GATEWAY_URL is unset: media and call buttons say so instead of failing.
  'media/gateway-not-configured': entry(
    503,
    'Gateway perangkat belum dikonfigurasi. Video dan panggilan tidak tersedia.',
    'No device gateway is configured. Video and calls are not available.',
  ),
  // Section 8: the device's last receive is over 10 minutes ago (deviceUnreachable).
  'media/device-unreachable': entry(
    409,
    'Perangkat tidak dapat dihubungi. Data terakhir diterima lebih dari 10 menit yang lalu.',
    'The device cannot be reached. Its last data arrived more than 10 minutes ago.',
  ),
  // Section 8: the device's file list holds no clip of the event's window (mediaNotFound).
  'media/not-found': entry(
    404,
    'Video tidak ditemukan di perangkat.',
    'The video was not found on the device.',
  ),
  'media/gateway-unavailable': entry(
    502,
    'Gateway perangkat tidak menjawab. Silakan coba lagi.',
    'The device gateway did not answer. Please try again.',
  ),
  // Uploaded bytes are checked (MP4 'ftyp' box), not trusted by their content type.
  'media/invalid-clip': entry(
    415,
    'Berkas yang diunggah bukan video MP4.',
    'The uploaded file is not an MP4 video.',
  ),
  // A signed upload URL takes one upload.
  'media/upload-link-used': entry(
    410,
    'Tautan unggah sudah digunakan atau kedaluwarsa.',
    'The upload link was already used or has expired.',
  ),
  // Only a vehicle with a dashcam (bsj, vss-howen) and an IMEI has clips to ask for.
  'media/no-device': entry(
    409,
    'Kendaraan ini tidak memiliki dashcam yang terdaftar.',
    'This vehicle has no registered dashcam.',
  ),
  // Section 9: only bsj and vss-howen devices take a call.
  'media/voice-unsupported': entry(
    409,
    'Perangkat kendaraan ini tidak mendukung panggilan suara.',
    "This vehicle's device does not support voice calls.",
  ),
  'media/voice-busy': entry(
    409,
    'Perangkat sedang dalam panggilan lain. Silakan coba lagi nanti.',
    'The device is already in another call. Please try again later.',
  ),
  'media/call-limit': entry(
    429,
    'Batas panggilan bersamaan perusahaan Anda ({max}) telah tercapai. Akhiri panggilan lain terlebih dahulu.',
    "Your company's limit of simultaneous calls ({max}) is reached. End another call first.",
  ),
} as const satisfies Record<string, CatalogueEntry>;
