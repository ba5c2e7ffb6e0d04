/**
 * Texts of the spreadsheet import pages (issue 13 item 2, issue 14 item 3): one page for every kind
 * of record, its nouns from `kinds`. Column names are the template's own (the domain's definitions).
 */
const kind = (title: string, breadcrumb: string, noun: string, lookup: string) => ({
  title,
  subtitle: `Tambah banyak ${noun} sekaligus dari file CSV atau XLSX`,
  breadcrumb,
  noun_one: noun,
  noun_other: noun,
  Noun_one: breadcrumb,
  Noun_other: breadcrumb,
  lookup,
});

export const dataImport = {
  template: 'Unduh Template',
  templateFailed: 'Template gagal dibuat. Silakan coba lagi.',
  steps:
    'Unduh template, isi satu {{noun}} per baris (lihat lembar Petunjuk), lalu unggah filenya. Semua baris diperiksa dulu; {{noun}} dibuat hanya bila tidak ada masalah, semuanya atau tidak sama sekali.',
  drop: 'Klik atau seret file ke sini',
  dropHint: 'CSV atau XLSX, maksimal {{max}} baris',
  wrongType: 'File harus berformat CSV atau XLSX.',
  unreadable: 'File tidak dapat dibaca. Pastikan file CSV atau XLSX yang valid.',
  lookupFailed: 'Data {{lookup}} gagal dimuat. Silakan coba lagi.',
  phase: {
    reading: 'Membaca file…',
    lookup: 'Mencocokkan {{lookup}}…',
    checking: 'Memeriksa baris {{done}} dari {{total}}…',
    sending: 'Membuat {{count}} {{noun}}…',
  },
  problemsTitle_one: '{{shown}} masalah ditemukan di {{file}}',
  problemsTitle_other: '{{shown}} masalah ditemukan di {{file}}',
  problemsHint: 'Perbaiki file lalu unggah lagi. Belum ada {{noun}} yang dibuat.',
  readyTitle_one: '{{shown}} {{noun}} siap diimpor dari {{file}}',
  readyTitle_other: '{{shown}} {{noun}} siap diimpor dari {{file}}',
  readyHint: 'Semua baris sudah diperiksa dan tidak ada masalah.',
  import_one: 'Impor {{shown}} {{Noun}}',
  import_other: 'Impor {{shown}} {{Noun}}',
  another: 'Pilih File Lain',
  success_one: '{{shown}} {{noun}} berhasil diimpor',
  success_other: '{{shown}} {{noun}} berhasil diimpor',
  sendFailed: 'Impor gagal, tidak ada {{noun}} yang dibuat.',
  columns: {
    row: 'Baris',
    column: 'Kolom',
    problem: 'Masalah',
  },
  wholeFile: 'Seluruh file',
  kinds: {
    'delivery-order': {
      ...kind('Impor Pengiriman', 'Pengiriman', 'pengiriman', 'pelanggan, alamat, dan produk'),
      subtitle: 'Buat banyak pengiriman sekaligus dari file CSV atau XLSX',
    },
    address: kind('Impor Alamat', 'Alamat', 'alamat', ''),
    vehicle: kind(
      'Impor Kendaraan',
      'Kendaraan',
      'kendaraan',
      'jenis kendaraan, jenis box, garasi, dan pengemudi',
    ),
    driver: kind('Impor Pengemudi', 'Pengemudi', 'pengemudi', ''),
    customer: kind('Impor Pelanggan', 'Pelanggan', 'pelanggan', ''),
    product: kind('Impor Produk', 'Produk', 'produk', 'jenis produk'),
  },
};
