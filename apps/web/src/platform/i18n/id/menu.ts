/** Labels of the domain's MENU_ITEMS (their labelKey is 'menu.<key>'). */
export const menu = {
  dashboard: 'Dasbor',
  liveview: 'Live View',
  notification: 'Notifikasi',
  report: 'Laporan',
  delivery: 'Pengiriman',
  newVideo: 'Video Baru',
  vehicleMedia: 'Media Kendaraan',
  invoice: 'Tagihan',
  fleetTask: 'Penugasan',
  vendor: 'Vendor',
  vendorRequest: 'Permintaan Vendor',
  master: 'Data Master',
  setting: 'Pengaturan',
  help: 'Bantuan',
};
