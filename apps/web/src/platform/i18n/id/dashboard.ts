export const dashboard = {
  title: 'Dasbor',
  subtitle: 'Ringkasan armada {{company}}',
  vehicles: 'Kendaraan (aktif/total)',
  drivers: 'Pengemudi (aktif/total)',
  garages: 'Garasi',
  customerAddresses: 'Alamat Pelanggan',
  deliveries: 'Pengiriman per status',
  deliveriesTotal: 'Total {{count}}',
  loadError: 'Ringkasan dasbor tidak dapat dimuat.',
};
