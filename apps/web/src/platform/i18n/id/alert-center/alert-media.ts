/** Texts of the alert popup's video block (alert-center-and-platform.md sections 4 and 8, issue 19). */
export const alertMedia = {
  status: {
    loading: 'Memuat riwayat unduhan video…',
    checking: 'Memeriksa video…',
    requesting: 'Meminta video dari perangkat…',
    complete: 'Video tersedia',
    failed: 'Video tidak tersedia',
    timeout: 'Video belum ditemukan. Minta video dari perangkat.',
    waiting: 'Menunggu video dari perangkat…',
  },
  request: 'Minta Video',
  check: 'Periksa',
  road: 'ADAS',
  driver: 'DMS',
  channels: 'Kanal video',
  offline: 'Koneksi terputus: pemeriksaan video dijeda',
  noGateway: 'Gateway perangkat belum dikonfigurasi, video tidak dapat diminta',
  noClip: 'Belum ada video dari kanal ini',
  requestFailed: 'Permintaan video gagal. Silakan coba lagi.',
  toast: {
    deviceUnreachable: 'Perangkat tidak dapat dihubungi. Coba minta video lagi nanti.',
    mediaNotFound: 'Video kejadian ini tidak ditemukan di perangkat',
  },
};
