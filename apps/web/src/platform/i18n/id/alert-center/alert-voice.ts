/** Texts of the alert popup's call to the driver (alert-center-and-platform.md sections 3 and 9, issue 19). */
export const alertVoice = {
  call: 'Panggil Pengemudi',
  calling: 'Memanggil…',
  connected: 'Terhubung',
  ended: 'Panggilan berakhir',
  failed: 'Panggilan gagal',
  hangup: 'Akhiri',
  close: 'Tutup',
  busy: 'Panggilan lain sedang berlangsung',
  noGateway: 'Gateway perangkat belum dikonfigurasi, panggilan tidak dapat dilakukan',
  dropped: 'Sambungan panggilan terputus',
  errors: {
    micDenied: 'Akses mikrofon ditolak. Izinkan mikrofon di browser untuk menelepon.',
    micMissing: 'Mikrofon tidak ditemukan. Sambungkan mikrofon lalu coba lagi.',
    micFailed: 'Mikrofon tidak dapat digunakan.',
  },
};
