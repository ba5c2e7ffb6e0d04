/**
 * Texts of the notification onboarding wizard (issue 16 item 4; spec section 2). The failed-save,
 * at-least-one-category and category-without-codes messages come from the domain's error catalogue.
 */
export const onboarding = {
  prompt: {
    title: 'Aktifkan notifikasi armada Anda',
    body: 'Perusahaan Anda belum mengatur notifikasi. Pilih template yang kami rekomendasikan, dan notifikasi penting seperti kecepatan berlebih atau tombol darurat langsung aktif untuk semua kendaraan.',
    start: 'Mulai Atur Notifikasi',
    later: 'Nanti Saja',
  },
  title: 'Pengaturan Awal Notifikasi',
  subtitle: 'Pilih kategori notifikasi yang kami rekomendasikan untuk armada Anda',
  loadError: 'Gagal memuat template notifikasi.',
  steps: {
    ariaLabel: 'Langkah pengaturan notifikasi',
    main: 'Pilih Kategori',
    detail: 'Pilih Notifikasi',
    result: 'Selesai',
  },
  main: {
    listLabel: 'Kategori notifikasi yang direkomendasikan',
    select: 'Pilih kategori ini',
    configure: 'Atur Notifikasi',
    selected_one: '{{count}} notifikasi dipilih',
    selected_other: '{{count}} notifikasi dipilih',
    notSelected: 'Belum dipilih',
    noneAvailable:
      'Semua notifikasi yang direkomendasikan di kategori ini sudah aktif. Pilih notifikasi tambahan.',
    summary: '{{categories}} kategori, {{codes}} notifikasi dipilih',
    save: 'Simpan dan Aktifkan',
    empty: 'Belum ada template notifikasi yang direkomendasikan.',
    failedSaveHint: 'Pilihan Anda tetap tersimpan di halaman ini. Silakan coba simpan lagi.',
  },
  detail: {
    defaultCodes: 'Notifikasi yang direkomendasikan',
    additionalCodes: 'Notifikasi tambahan',
    alreadyActive: 'Sudah aktif',
    alreadyActiveRule: 'Sudah aktif dalam aturan "{{label}}"',
    codesLabel: 'Notifikasi {{name}}',
    confirm: 'Konfirmasi',
    back: 'Kembali',
    notFound: 'Kategori notifikasi tidak ditemukan.',
  },
  result: {
    activated: {
      title: 'Notifikasi berhasil diaktifkan',
      subtitle_one: '{{count}} aturan notifikasi baru aktif untuk semua kendaraan Anda.',
      subtitle_other: '{{count}} aturan notifikasi baru aktif untuk semua kendaraan Anda.',
    },
    requested: {
      title: 'Permintaan notifikasi berhasil dikirim',
      subtitle_one:
        '{{count}} aturan notifikasi telah dibuat. Notifikasinya tampil bagi pengguna yang memiliki akses Pusat Notifikasi.',
      subtitle_other:
        '{{count}} aturan notifikasi telah dibuat. Notifikasinya tampil bagi pengguna yang memiliki akses Pusat Notifikasi.',
    },
    noneCreated:
      'Semua notifikasi yang Anda pilih sudah aktif sebelumnya; tidak ada aturan baru yang dibuat.',
    createdLabel: 'Aturan notifikasi yang dibuat',
    toSettings: 'Lihat Pengaturan Notifikasi',
    toDashboard: 'Ke Dasbor',
  },
};
