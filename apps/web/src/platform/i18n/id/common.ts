export const common = {
  appName: 'Armada',
  tagline: 'Operasional armada untuk perusahaan transportasi',
  loading: 'Memuat…',
  retry: 'Coba lagi',
  save: 'Simpan',
  cancel: 'Batal',
  edit: 'Ubah',
  back: 'Kembali',
  backHome: 'Kembali ke Beranda',
  breadcrumb: 'Navigasi halaman',
  showAllBreadcrumb: 'Tampilkan semua tingkat',
  empty: '-',
  /** A picker whose search found nothing. */
  noOptions: 'Tidak ada data',
};
