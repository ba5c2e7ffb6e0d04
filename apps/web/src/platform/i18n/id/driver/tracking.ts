/** The driver's phone as the Smart Driver position source (issue 18 item 4): the status bar. */
export const driverTracking = {
  label: 'Pelacakan lokasi',
  active: 'Pelacakan aktif',
  lastSent: 'Terakhir dikirim {{time}}',
  notSentYet: 'Belum ada posisi terkirim',
  pending: '{{count}} posisi menunggu dikirim',
  paused: 'Pelacakan dijeda',
  off: 'Pelacakan tidak aktif: tidak ada perjalanan.',
  denied: 'Izin lokasi ditolak. Aktifkan lokasi agar tugas tercatat otomatis.',
  unsupported: 'Perangkat ini tidak dapat membaca lokasi, sehingga tugas tidak tercatat otomatis.',
  refused: 'Posisi tidak diterima server: {{message}}',
  pause: 'Jeda Pelacakan',
  resume: 'Lanjutkan Pelacakan',
  cannotPause: 'Pelacakan tidak bisa dijeda selama perjalanan berlangsung.',
};
