export const errors = {
  notFound: {
    title: 'Halaman tidak ditemukan',
    subtitle: 'Alamat yang Anda buka tidak ada atau sudah dipindahkan.',
  },
  pageLoad: {
    title: 'Halaman tidak dapat dimuat',
    subtitle:
      'Periksa koneksi internet Anda, lalu muat ulang halaman. Isian yang belum disimpan akan hilang.',
    reload: 'Muat ulang',
  },
  forbidden: {
    title: 'Akses ditolak',
    subtitle: 'Anda tidak memiliki akses ke halaman ini.',
  },
};
