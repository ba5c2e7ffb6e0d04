import { type CatalogueEntry, entry } from './entry';

/** Error codes of position intake (GPS issue items 1 and 2); merged into ERROR_CATALOGUE. */
export const TELEMETRY_ERRORS = {
  // A device id that is no active vehicle's imei nor active driver's device_id: counted, never stored.
  'telemetry/unknown-device': entry(
    404,
    'Perangkat GPS tidak dikenal. Daftarkan IMEI kendaraan atau ID perangkat pengemudi terlebih dahulu.',
    'Unknown GPS device. Register the vehicle IMEI or the driver device id first.',
  ),
  // Issue 18: the driver app sends the phone's positions under the driver's device_id; without one
  // they would belong to no device, so nothing is stored and the admin has to register the phone.
  'telemetry/driver-without-device': entry(
    409,
    'Ponsel Anda belum terdaftar sebagai perangkat Smart Driver. Hubungi admin.',
    'Your phone is not registered as a Smart Driver device yet. Contact your admin.',
  ),
  // Issue 22: the intake's queue is full; devices keep the position and send it again after Retry-After.
  'telemetry/intake-busy': entry(
    503,
    'Server sedang menerima terlalu banyak posisi GPS. Kirim ulang posisi ini sebentar lagi.',
    'The server is receiving too many GPS positions. Send this position again shortly.',
  ),
  'telemetry/invalid-api-key': entry(
    401,
    'Kunci API gateway tidak valid atau sudah dicabut.',
    'The gateway API key is invalid or has been revoked.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
