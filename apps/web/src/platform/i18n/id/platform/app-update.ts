export const appUpdate = {
  region: 'Pembaruan aplikasi',
  title: 'Versi baru Armada tersedia',
  countdown: 'Halaman akan dimuat ulang otomatis dalam {{time}}. Simpan pekerjaan Anda sebelum itu.',
  refresh: 'Muat ulang sekarang',
  updating: 'Memuat versi baru…',
};
