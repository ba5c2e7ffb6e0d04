/** Texts of the shared ListTable widget (alert-center-and-platform.md section 2, 'Shared widgets'). */
export const listTable = {
  searchLabel: 'Cari',
  searchPlaceholder: 'Cari',
  range: '{{from}} - {{to}} dari {{total}}',
  empty: 'Belum ada data',
  emptyFiltered: 'Tidak ada data yang cocok dengan pencarian atau filter',
  loadError: 'Gagal memuat data',
  selectPage: 'Pilih semua baris di halaman ini',
  selectRow: 'Pilih {{row}}',
  selected: '{{count}} dipilih',
  clearSelection: 'Batalkan pilihan',
  delete: 'Hapus',
  deleteSelected: 'Hapus ({{count}})',
  deleteTitle: 'Hapus Data',
  deleteConfirm: 'Hapus {{count}} data yang dipilih?',
  deleted: '{{count}} data berhasil dihapus',
  // fleet-task-planning.md section 8, 'Other toasts'.
  deleteFailed: 'Gagal menghapus data.',
  cancel: 'Batal',
  filters: 'Filter ({{count}} aktif)',
  resetFilters: 'Hapus filter',
};
