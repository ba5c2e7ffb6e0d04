/**
 * The columns of the delivery-order import template (issue 13 item 2). Headers are Indonesian, as
 * the users who fill the sheet read them; a file is matched on these headers, case and spaces aside,
 * so the columns may come in any order.
 */
export const IMPORT_COLUMNS = [
  {
    key: 'shipment_type',
    header: 'Jenis Pengiriman',
    example: 'DIRECT',
    hint: 'DIRECT atau TRANSIT; kosong berarti TRANSIT bila ada Alamat Transit, selain itu DIRECT',
  },
  {
    key: 'customer',
    header: 'Pelanggan',
    example: 'PT Sinar Jaya',
    hint: 'Nama pelanggan seperti pada data pelanggan (huruf besar atau kecil sama saja)',
  },
  {
    key: 'billed_customer',
    header: 'Pelanggan Ditagih',
    example: '',
    hint: 'Nama pelanggan yang ditagih, bila berbeda',
  },
  {
    key: 'origin',
    header: 'Alamat Asal',
    example: 'Gudang Cakung',
    hint: 'Nama alamat asal seperti pada data alamat',
  },
  { key: 'destination', header: 'Alamat Tujuan', example: 'Toko Bogor', hint: 'Nama alamat tujuan' },
  {
    key: 'transits',
    header: 'Alamat Transit',
    example: '',
    hint: 'Nama alamat transit berurutan, dipisah titik koma (;)',
  },
  {
    key: 'expected_pickup_on',
    header: 'Perkiraan Penjemputan',
    example: '2026-12-01 08:00',
    hint: 'Tanggal dan jam (YYYY-MM-DD HH:mm atau DD/MM/YYYY HH:mm), zona waktu perusahaan',
  },
  {
    key: 'expected_delivered_on',
    header: 'Perkiraan Pengiriman',
    example: '2026-12-01 17:00',
    hint: 'Tanggal dan jam, tidak sebelum Perkiraan Penjemputan',
  },
  { key: 'shipment_number', header: 'Nomor Shipment', example: '', hint: 'Maksimal 255 karakter' },
  { key: 'reference_number', header: 'Nomor Referensi', example: 'PO-1001', hint: 'Maksimal 255 karakter' },
  {
    key: 'external_reference_number',
    header: 'Nomor Referensi Eksternal',
    example: '',
    hint: 'Maksimal 255 karakter',
  },
  { key: 'product', header: 'Produk', example: 'Beras 25 Kg', hint: 'Nama produk; satu muatan per baris' },
  {
    key: 'quantity',
    header: 'Jumlah',
    example: '10',
    hint: 'Bilangan bulat, minimal 1; wajib bila Produk diisi',
  },
  { key: 'note', header: 'Catatan', example: '', hint: 'Maksimal 1000 karakter' },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

/** Columns a file must have; the others may be left out of the file altogether. */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumnKey[] = ['customer', 'origin', 'destination'];

/** Transit stops share one cell, in order, separated by this. */
export const TRANSIT_SEPARATOR = ';';

/**
 * Where a problem the bulk API reports on an order (`customer_id`, `loads.0.quantity`) shows in the
 * sheet; the first rule that matches the field wins.
 */
export const DELIVERY_FIELD_COLUMNS: readonly (readonly [RegExp, ImportColumnKey])[] = [
  [/^shipment_type/, 'shipment_type'],
  [/^customer_id/, 'customer'],
  [/^billed_customer_id/, 'billed_customer'],
  [/^origin_address_id/, 'origin'],
  [/^destination_address_id/, 'destination'],
  [/^transit_address_ids/, 'transits'],
  [/^expected_pickup_on/, 'expected_pickup_on'],
  [/^expected_delivered_on/, 'expected_delivered_on'],
  [/^shipment_number/, 'shipment_number'],
  [/^reference_number/, 'reference_number'],
  [/^external_reference_number/, 'external_reference_number'],
  [/^loads\.\d+\.quantity/, 'quantity'],
  [/^loads/, 'product'],
  [/^note/, 'note'],
];
