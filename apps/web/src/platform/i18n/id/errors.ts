export const errors = {
  notFound: {
    title: 'Halaman tidak ditemukan',
    subtitle: 'Alamat yang Anda buka tidak ada atau sudah dipindahkan.',
  },
  forbidden: {
    title: 'Akses ditolak',
    subtitle: 'Anda tidak memiliki akses ke halaman ini.',
  },
};
