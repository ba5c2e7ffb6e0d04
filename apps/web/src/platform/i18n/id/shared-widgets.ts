/** Texts of the spec's shared widgets (ListTable, StepWizard, HistoryModal) and the shared form widgets. */
export const sharedWidgets = {
  stepWizard: {
    state: {
      done: 'selesai',
      current: 'saat ini',
      wait: 'belum',
    },
    position: 'Langkah {{current}} dari {{total}}',
  },
  historyModal: {
    empty: 'Belum ada riwayat',
    loadError: 'Gagal memuat riwayat',
    linkTooltip: 'Lihat Detail Penugasan',
  },
  remoteSelect: {
    noOptions: 'Tidak ada data',
  },
  // The question before leaving a form with unsaved changes (fleet task, vendor).
  leave: {
    title: 'Tinggalkan halaman?',
    content: 'Ada perubahan yang belum tersimpan. Jika keluar, perubahan tersebut akan hilang.',
    exit: 'Keluar',
    stay: 'Tetap di Sini',
  },
};
