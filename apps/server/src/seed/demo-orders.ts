import type { TransportAddressName } from './demo-addresses';
import type { CustomerName, ProductName } from './demo-data';

export interface DemoOrderPlan {
  customer: CustomerName;
  from: TransportAddressName;
  to: TransportAddressName;
  /** Transit stops between origin and destination, in order; present only on TRANSIT orders. */
  via?: readonly TransportAddressName[];
  loads: ReadonlyArray<readonly [ProductName, number]>;
  /** Expected pickup: days after the seed day, at this hour in Asia/Jakarta (the company's time zone). */
  pickup: { day: number; hour: number };
  note?: string;
}

/**
 * The open orders of the transport company: routes its customers really run (food from Cakung to
 * West Java, cement from Cilegon, fertiliser in Central Java...), picked up in working hours over the next four days.
 */
export const DEMO_ORDERS: readonly DemoOrderPlan[] = [
  {
    customer: 'PT Sumber Pangan Makmur',
    from: 'Gudang Cakung',
    to: 'Toko Kelapa Gading',
    loads: [
      ['Mi Instan Goreng (40 bks)', 80],
      ['Minyak Goreng 2 L (6 pouch)', 40],
      ['Beras Premium 25 kg', 20],
      ['Gula Pasir 50 kg', 10],
    ],
    pickup: { day: 1, hour: 7 },
  },
  {
    customer: 'PT Segar Minuman Nusantara',
    from: 'DC Sunter',
    to: 'Toko Kelapa Gading',
    loads: [['Air Mineral 600 ml (24 btl)', 300]],
    pickup: { day: 1, hour: 10 },
  },
  {
    customer: 'PT Sumber Pangan Makmur',
    from: 'Gudang Cakung',
    to: 'DC Bandung',
    loads: [
      ['Mi Instan Goreng (40 bks)', 400],
      ['Minyak Goreng 2 L (6 pouch)', 150],
    ],
    pickup: { day: 1, hour: 15 },
    note: 'Bongkar di dok 3, hubungi kepala gudang sebelum tiba.',
  },
  {
    customer: 'CV Toko Bangunan Jaya',
    from: 'Gudang Cibitung',
    to: 'Toko Bekasi',
    loads: [
      ['Semen Portland 50 kg', 160],
      ['Keramik Lantai 40x40 (6 pcs)', 120],
    ],
    pickup: { day: 1, hour: 8 },
  },
  {
    customer: 'PT Sumber Pangan Makmur',
    from: 'Gudang Cakung',
    to: 'Toko Bogor',
    loads: [
      ['Mi Instan Goreng (40 bks)', 120],
      ['Beras Premium 25 kg', 40],
    ],
    pickup: { day: 1, hour: 13 },
  },
  {
    customer: 'PT Cahaya Farma Indonesia',
    from: 'Gudang Tangerang',
    to: 'Toko Depok',
    loads: [['Obat Generik', 6]],
    pickup: { day: 1, hour: 16 },
    note: 'Suhu ruang, jangan ditumpuk lebih dari dua palet.',
  },
  {
    customer: 'PT Segar Minuman Nusantara',
    from: 'DC Sunter',
    to: 'Toko Depok',
    loads: [
      ['Air Mineral 600 ml (24 btl)', 250],
      ['Minuman Kaleng 330 ml', 4],
    ],
    pickup: { day: 1, hour: 9 },
  },
  {
    customer: 'PT Sinar Elektronik Abadi',
    from: 'Gudang Surabaya',
    to: 'Toko Malang',
    loads: [
      ['Kipas Angin Berdiri', 150],
      ['Rice Cooker 1,8 L', 200],
    ],
    pickup: { day: 1, hour: 14 },
  },
  {
    customer: 'PT Semen Kokoh Perkasa',
    from: 'Gudang Cilegon',
    to: 'Gudang Tangerang',
    loads: [['Semen Portland 50 kg', 400]],
    pickup: { day: 2, hour: 7 },
  },
  {
    customer: 'CV Maju Bersama Retail',
    from: 'Gudang Medan',
    to: 'Toko Binjai',
    loads: [
      ['Mi Instan Goreng (40 bks)', 150],
      ['Air Mineral 600 ml (24 btl)', 100],
    ],
    pickup: { day: 2, hour: 10 },
  },
  {
    customer: 'PT Kimia Prima Industri',
    from: 'Gudang Marunda',
    to: 'DC Karawang',
    loads: [
      ['Oli Mesin SAE 40 (200 L)', 40],
      ['Thinner Industri (200 L)', 20],
    ],
    pickup: { day: 2, hour: 15 },
    note: 'Barang B3: pengemudi wajib membawa APAR dan lembar data keselamatan.',
  },
  {
    customer: 'PT Tani Subur Agrindo',
    from: 'DC Karawang',
    to: 'Toko Cirebon',
    loads: [
      ['Pupuk NPK 50 kg', 200],
      ['Pupuk Urea 50 kg', 150],
    ],
    pickup: { day: 2, hour: 8 },
  },
  {
    customer: 'CV Maju Bersama Retail',
    from: 'Pool Makassar',
    to: 'Toko Makassar',
    loads: [
      ['Air Mineral 600 ml (24 btl)', 180],
      ['Mi Instan Goreng (40 bks)', 100],
    ],
    pickup: { day: 2, hour: 13 },
  },
  {
    customer: 'PT Sinar Elektronik Abadi',
    from: 'Gudang Surabaya',
    to: 'DC Sidoarjo',
    loads: [
      ['Kipas Angin Berdiri', 80],
      ['Rice Cooker 1,8 L', 120],
    ],
    pickup: { day: 2, hour: 16 },
  },
  {
    customer: 'PT Tani Subur Agrindo',
    from: 'Gudang Semarang',
    to: 'Toko Solo',
    loads: [['Pupuk NPK 50 kg', 180]],
    pickup: { day: 2, hour: 9 },
  },
  {
    customer: 'PT Sumber Pangan Makmur',
    from: 'Gudang Cakung',
    to: 'Toko Cirebon',
    via: ['DC Bandung'],
    loads: [
      ['Mi Instan Goreng (40 bks)', 200],
      ['Minyak Goreng 2 L (6 pouch)', 100],
      ['Gula Pasir 50 kg', 30],
    ],
    pickup: { day: 3, hour: 14 },
  },
  {
    customer: 'PT Cahaya Farma Indonesia',
    from: 'Gudang Tangerang',
    to: 'DC Bandung',
    via: ['Toko Bogor'],
    loads: [['Obat Generik', 10]],
    pickup: { day: 3, hour: 7 },
  },
  {
    customer: 'PT Segar Minuman Nusantara',
    from: 'DC Sunter',
    to: 'Toko Bekasi',
    loads: [['Air Mineral 600 ml (24 btl)', 200]],
    pickup: { day: 3, hour: 10 },
  },
  {
    customer: 'CV Toko Bangunan Jaya',
    from: 'Gudang Cibitung',
    to: 'Toko Bogor',
    loads: [
      ['Keramik Lantai 40x40 (6 pcs)', 200],
      ['Cat Tembok 20 kg', 4],
    ],
    pickup: { day: 3, hour: 15 },
  },
  {
    customer: 'PT Semen Kokoh Perkasa',
    from: 'Gudang Cilegon',
    to: 'Toko Bandar Lampung',
    loads: [['Semen Portland 50 kg', 300]],
    pickup: { day: 3, hour: 8 },
    note: 'Penyeberangan Merak–Bakauheni, tiket kapal ditanggung pelanggan.',
  },
  {
    customer: 'CV Maju Bersama Retail',
    from: 'Gudang Medan',
    to: 'Toko Pematangsiantar',
    loads: [
      ['Beras Premium 25 kg', 80],
      ['Minyak Goreng 2 L (6 pouch)', 60],
      ['Gula Pasir 50 kg', 20],
    ],
    pickup: { day: 3, hour: 13 },
  },
  {
    customer: 'PT Kimia Prima Industri',
    from: 'Gudang Marunda',
    to: 'Gudang Semarang',
    via: ['Toko Cirebon'],
    loads: [['Oli Mesin SAE 40 (200 L)', 60]],
    pickup: { day: 3, hour: 16 },
  },
  {
    customer: 'PT Tani Subur Agrindo',
    from: 'Gudang Semarang',
    to: 'Toko Yogyakarta',
    via: ['Toko Solo'],
    loads: [
      ['Pupuk NPK 50 kg', 120],
      ['Pupuk Urea 50 kg', 100],
    ],
    pickup: { day: 3, hour: 9 },
  },
  {
    customer: 'PT Sinar Elektronik Abadi',
    from: 'Gudang Surabaya',
    to: 'Toko Denpasar',
    via: ['DC Sidoarjo', 'Toko Malang'],
    loads: [
      ['Kipas Angin Berdiri', 120],
      ['Rice Cooker 1,8 L', 160],
    ],
    pickup: { day: 4, hour: 14 },
  },
  {
    customer: 'PT Sumber Pangan Makmur',
    from: 'Gudang Semarang',
    to: 'Toko Yogyakarta',
    loads: [
      ['Beras Premium 25 kg', 100],
      ['Minyak Goreng 2 L (6 pouch)', 80],
    ],
    pickup: { day: 4, hour: 7 },
  },
  {
    customer: 'CV Toko Bangunan Jaya',
    from: 'Gudang Cibitung',
    to: 'DC Karawang',
    loads: [['Semen Portland 50 kg', 240]],
    pickup: { day: 4, hour: 10 },
  },
  {
    customer: 'PT Segar Minuman Nusantara',
    from: 'Gudang Surabaya',
    to: 'Toko Denpasar',
    loads: [['Minuman Kaleng 330 ml', 12]],
    pickup: { day: 4, hour: 15 },
  },
  {
    customer: 'PT Cahaya Farma Indonesia',
    from: 'Gudang Tangerang',
    to: 'Toko Palembang',
    via: ['Toko Bandar Lampung'],
    loads: [['Obat Generik', 8]],
    pickup: { day: 4, hour: 8 },
  },
  {
    customer: 'PT Sinar Elektronik Abadi',
    from: 'Gudang Tangerang',
    to: 'Toko Kelapa Gading',
    via: ['DC Sunter'],
    loads: [
      ['Kipas Angin Berdiri', 60],
      ['Rice Cooker 1,8 L', 90],
    ],
    pickup: { day: 4, hour: 13 },
  },
  {
    customer: 'PT Kimia Prima Industri',
    from: 'Gudang Surabaya',
    to: 'Toko Balikpapan',
    loads: [['Oli Mesin SAE 40 (200 L)', 30]],
    pickup: { day: 4, hour: 16 },
    note: 'Muat ke kapal RoRo di Tanjung Perak.',
  },
];
