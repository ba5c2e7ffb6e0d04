/** Texts of the fleet-task status wizard, banners, transitions, travel automation and history. */
export const fleetTaskStatus = {
  wizard: {
    label: 'Status penugasan',
    plannedDeparture: 'Rencana keberangkatan',
    autoStarted: 'Otomatis',
  },
  banners: {
    label: 'Pemberitahuan penugasan',
    autoStartSuccess: {
      title: 'Automasi perjalanan berhasil',
      description: 'Penugasan dijalankan otomatis oleh automasi perjalanan.',
    },
    vendorRejectedReason: '{{vendor}}. Alasan Penolakan: {{reason}}',
    conflictTitle: 'Automasi perjalanan gagal menjalankan penugasan',
    conflictDriver: 'Pengemudi sedang menjalankan penugasan lain',
    conflictVehicle: 'Kendaraan telah terpakai pada pengiriman lain',
    conflictBoth: 'Kendaraan dan Pengemudi telah terpakai pada pengiriman lain',
    overlapTitle: 'Geolokasi tumpang tindih',
    overlapScheduledGeofence:
      'Geolokasi titik awal tumpang tindih dengan lokasi lain pada rute. Automasi perjalanan yang aktif tidak dapat memulai penugasan dengan tepat; nonaktifkan automasi atau ubah alamat.',
    overlapScheduled:
      'Geolokasi titik awal tumpang tindih dengan lokasi lain pada rute, sehingga automasi perjalanan tidak dapat diaktifkan.',
    overlapStarted:
      'Geolokasi pada rute saling tumpang tindih. Status pengiriman mungkin tidak diperbarui otomatis; periksa aktivitas secara manual.',
  },
  transition: {
    button: 'Ubah Status',
    menuLabel: 'Pilih status tujuan',
    confirmTitle: 'Ubah Status',
    confirmQuestion: 'Ubah status penugasan {{number}}?',
    confirmOk: 'Ubah Status',
    from: 'Status saat ini',
    to: 'Status baru',
    automationOffAlert: 'PERHATIAN! Automasi perjalanan akan dinonaktifkan',
    savedAsDraft: '{{number}} berhasil disimpan sebagai {{status}}',
    changed: 'Status {{number}} berhasil diubah menjadi {{status}}',
  },
  cancel: {
    title: 'Ubah Status',
    reason: 'Alasan Pembatalan',
    reasonPlaceholder: 'Pilih alasan pembatalan',
    irreversible: 'Pengiriman yang sudah dibatalkan tidak dapat kembali.',
    noReasons: 'Belum ada alasan pembatalan',
    reasonsLoadError: 'Gagal memuat alasan pembatalan',
    submit: 'Ubah Status',
  },
  automation: {
    enable: 'Aktifkan Automasi Perjalanan',
    disable: 'Nonaktifkan Automasi Perjalanan',
    enableTitle: 'Aktifkan Automasi Perjalanan?',
    disableTitle: 'Nonaktifkan Automasi Perjalanan?',
    enableOk: 'Aktifkan',
    disableOk: 'Nonaktifkan',
    scheduleDescription:
      'Status penugasan {{number}} akan diubah menjadi Dijadwalkan. Perjalanan dimulai otomatis saat kendaraan meninggalkan titik awal.',
    scheduleDescriptionSamePoint:
      'Status penugasan {{number}} akan diubah menjadi Dijadwalkan. Titik awal sama dengan lokasi pengambilan pertama, sehingga perjalanan dimulai otomatis saat kendaraan tiba di lokasi tersebut.',
    samePointDescription:
      'Titik awal sama dengan lokasi pengambilan pertama, sehingga perjalanan dimulai otomatis saat kendaraan tiba di lokasi tersebut, bukan saat meninggalkannya.',
    disableDescription:
      'Penugasan {{number}} tidak akan dimulai otomatis. Ubah status ke Perjalanan secara manual saat kendaraan berangkat.',
    enabled: 'Berhasil mengaktikan automasi perjalanan!',
    disabled: 'Berhasil nonaktifkan automasi perjalanan!',
    unavailableOverlap:
      'Automasi perjalanan tidak tersedia karena geolokasi titik awal tumpang tindih dengan lokasi lain pada rute.',
    unavailableVendor: 'Automasi perjalanan tidak tersedia untuk pengiriman melalui vendor.',
  },
  history: {
    title: 'Riwayat Penugasan',
    taskLinkTooltip: 'Lihat Detail Penugasan',
    orderLinkTooltip: 'Lihat Detail Pengiriman',
  },
};
