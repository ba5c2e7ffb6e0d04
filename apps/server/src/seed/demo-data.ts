import type { DashcamDeviceType, Role } from '@armada/domain';
import type { Insertable } from 'kysely';
import type { CompaniesTable } from '../db/schema';
import {
  type DemoAddress,
  TRANSPORT_ADDRESSES,
  type TransportAddressName,
  VENDOR_ADDRESSES,
  type VendorAddressName,
} from './demo-addresses';

/** A seeded person. `login` marks the four demo logins that guides and tests rely on. */
export interface DemoUser {
  name: string;
  email: string;
  role: Role;
  phone_no: string;
  device_id?: string;
  login?: true;
}

export interface DemoVehicle {
  license_plate: string;
  vehicle_type: VehicleTypeName;
  box_type: BoxTypeName | null;
  fuel: 'Solar' | 'Bensin';
  imei: string;
  /** Its dashcam (issue 19); apps/gateway-sim/demo-devices.json simulates the same four. */
  device_type?: DashcamDeviceType;
  /** The garage it returns to: where it is when its GPS has not reported yet. */
  home: TransportAddressName | VendorAddressName;
  /** E-mail of the driver who usually drives it; null for a spare truck without a regular driver. */
  default_driver: string | null;
}

/** What each of the two companies holds of its own; both share the type catalogues below. */
export interface DemoCompany {
  company: Omit<Insertable<CompaniesTable>, 'id'>;
  addresses: readonly DemoAddress[];
  vehicles: readonly DemoVehicle[];
  users: readonly DemoUser[];
}

export const VEHICLE_TYPES = ['CDE', 'CDD', 'Fuso', 'Wingbox', 'Tronton', 'Blind Van'] as const;
export type VehicleTypeName = (typeof VEHICLE_TYPES)[number];

export const BOX_TYPES = [
  { name: 'Box Besi', max_weight_kg: 5000, max_volume_cbm: 14 },
  { name: 'Box Aluminium', max_weight_kg: 4500, max_volume_cbm: 16 },
  { name: 'Bak Terbuka', max_weight_kg: 8000, max_volume_cbm: 20 },
  { name: 'Wing Box', max_weight_kg: 15000, max_volume_cbm: 45 },
  { name: 'Reefer', max_weight_kg: 4000, max_volume_cbm: 12 },
] as const;
export type BoxTypeName = (typeof BOX_TYPES)[number]['name'];

export const CANCEL_REASONS = [
  'Pelanggan membatalkan pesanan',
  'Kendaraan mengalami kerusakan',
  'Pengemudi berhalangan',
  'Cuaca buruk',
  'Perubahan jadwal pengiriman',
  'Alamat tujuan tidak dapat dijangkau',
  'Barang belum siap dimuat',
] as const;

const driver = (n: number, name: string, email: string, phone: string): DemoUser => ({
  name,
  email,
  role: 'driver',
  phone_no: phone,
  device_id: `SD-${String(n).padStart(4, '0')}`,
});

export const TRANSPORT_COMPANY: DemoCompany = {
  company: {
    name: 'PT Armada Nusantara Logistik',
    time_zone: 'Asia/Jakarta',
    phone_no: '+62214602345',
    email: 'operasional@armadanusantara.co.id',
  },
  addresses: TRANSPORT_ADDRESSES,
  users: [
    {
      name: 'Rina Wulandari',
      email: 'admin@demo.id',
      role: 'admin',
      phone_no: '+6281311120001',
      login: true,
    },
    {
      name: 'Andi Pratama',
      email: 'dispatcher@demo.id',
      role: 'dispatcher',
      phone_no: '+6281311120002',
      login: true,
    },
    { ...driver(1, 'Budi Santoso', 'driver@demo.id', '+6281234567890'), login: true },
    driver(2, 'Agus Setiawan', 'agus.setiawan@armadanusantara.co.id', '+6281298761234'),
    driver(3, 'Joko Susilo', 'joko.susilo@armadanusantara.co.id', '+6285711223344'),
    driver(4, 'Dedi Kurniawan', 'dedi.kurniawan@armadanusantara.co.id', '+6281387654321'),
    driver(5, 'Rahmat Hidayat', 'rahmat.hidayat@armadanusantara.co.id', '+6282112345678'),
    driver(6, 'Eko Prasetyo', 'eko.prasetyo@armadanusantara.co.id', '+6281556677889'),
    driver(7, 'Hendra Gunawan', 'hendra.gunawan@armadanusantara.co.id', '+6287812349876'),
    driver(8, 'Wahyu Nugroho', 'wahyu.nugroho@armadanusantara.co.id', '+6281390807060'),
    driver(9, 'Asep Saepudin', 'asep.saepudin@armadanusantara.co.id', '+6282240506070'),
    driver(10, 'Sutrisno', 'sutrisno@armadanusantara.co.id', '+6281233445566'),
  ],
  vehicles: [
    {
      license_plate: 'B 9123 KXT',
      vehicle_type: 'CDD',
      box_type: 'Box Besi',
      fuel: 'Solar',
      imei: '865205041230417',
      device_type: 'bsj',
      home: 'Pool Pulogadung',
      default_driver: 'driver@demo.id',
    },
    {
      license_plate: 'B 9512 UEU',
      vehicle_type: 'Fuso',
      box_type: 'Bak Terbuka',
      fuel: 'Solar',
      imei: '865205041231928',
      device_type: 'vss-howen',
      home: 'Pool Tanjung Priok',
      default_driver: 'agus.setiawan@armadanusantara.co.id',
    },
    {
      license_plate: 'B 9871 TXU',
      vehicle_type: 'Wingbox',
      box_type: 'Wing Box',
      fuel: 'Solar',
      imei: '865205041232306',
      device_type: 'bsj',
      home: 'Pool Cikarang',
      default_driver: 'joko.susilo@armadanusantara.co.id',
    },
    {
      license_plate: 'B 9044 SYW',
      vehicle_type: 'Tronton',
      box_type: 'Bak Terbuka',
      fuel: 'Solar',
      imei: '865205041233551',
      device_type: 'vss-howen',
      home: 'Pool Cikarang',
      default_driver: 'dedi.kurniawan@armadanusantara.co.id',
    },
    {
      license_plate: 'B 1783 KJQ',
      vehicle_type: 'Blind Van',
      box_type: null,
      fuel: 'Bensin',
      imei: '865205041234872',
      home: 'Pool Pulogadung',
      default_driver: 'rahmat.hidayat@armadanusantara.co.id',
    },
    {
      license_plate: 'D 8812 UF',
      vehicle_type: 'CDE',
      box_type: 'Box Aluminium',
      fuel: 'Solar',
      imei: '865205041235019',
      home: 'Pool Bandung',
      default_driver: 'asep.saepudin@armadanusantara.co.id',
    },
    {
      license_plate: 'H 1947 SB',
      vehicle_type: 'CDE',
      box_type: 'Reefer',
      fuel: 'Solar',
      imei: '865205041236643',
      home: 'Pool Semarang',
      default_driver: 'wahyu.nugroho@armadanusantara.co.id',
    },
    {
      license_plate: 'L 9347 UA',
      vehicle_type: 'Fuso',
      box_type: 'Box Besi',
      fuel: 'Solar',
      imei: '865205041237285',
      home: 'Pool Surabaya',
      default_driver: 'eko.prasetyo@armadanusantara.co.id',
    },
    {
      license_plate: 'BK 8521 LE',
      vehicle_type: 'CDD',
      box_type: 'Reefer',
      fuel: 'Solar',
      imei: '865205041238164',
      home: 'Pool Medan',
      default_driver: 'hendra.gunawan@armadanusantara.co.id',
    },
    {
      license_plate: 'DD 8166 KC',
      vehicle_type: 'Tronton',
      box_type: 'Wing Box',
      fuel: 'Solar',
      imei: '865205041239730',
      home: 'Pool Makassar',
      default_driver: 'sutrisno@armadanusantara.co.id',
    },
  ],
};

export const VENDOR_COMPANY: DemoCompany = {
  company: {
    name: 'PT Mitra Angkut Sejahtera',
    time_zone: 'Asia/Jakarta',
    phone_no: '+62218250912',
    email: 'admin@mitraangkut.co.id',
    // The vendor's demo logins show the vendor side, not the notification onboarding (which a new
    // company sees: the browser test of the onboarding starts one of its own).
    setup_notif_completed: true,
  },
  addresses: VENDOR_ADDRESSES,
  users: [
    {
      name: 'Siti Rahayu',
      email: 'vendor@demo.id',
      role: 'vendor_admin',
      phone_no: '+6281399887766',
      login: true,
    },
    driver(11, 'Bambang Supriyadi', 'bambang.supriyadi@mitraangkut.co.id', '+6281244556677'),
    driver(12, 'Yusuf Maulana', 'yusuf.maulana@mitraangkut.co.id', '+6285233221100'),
  ],
  vehicles: [
    {
      license_plate: 'B 9667 FCN',
      vehicle_type: 'CDD',
      box_type: 'Box Besi',
      fuel: 'Solar',
      imei: '869731052140386',
      home: 'Pool Mitra Bekasi',
      default_driver: 'bambang.supriyadi@mitraangkut.co.id',
    },
    {
      license_plate: 'B 9205 FEH',
      vehicle_type: 'Fuso',
      box_type: 'Bak Terbuka',
      fuel: 'Solar',
      imei: '869731052141194',
      home: 'Pool Mitra Bekasi',
      default_driver: 'yusuf.maulana@mitraangkut.co.id',
    },
    {
      license_plate: 'L 8734 UG',
      vehicle_type: 'Wingbox',
      box_type: 'Wing Box',
      fuel: 'Solar',
      imei: '869731052142747',
      home: 'Pool Mitra Surabaya',
      default_driver: null,
    },
  ],
};

/** The logins every install has, printed by the server and the seed command at start. */
export const DEMO_LOGINS = [...TRANSPORT_COMPANY.users, ...VENDOR_COMPANY.users]
  .filter((user) => user.login)
  .map(({ email, role, name }) => ({ email, role, name }));

export const CUSTOMERS = [
  {
    code: 'SPM',
    name: 'PT Sumber Pangan Makmur',
    phone_number: '+62214608811',
    email: 'logistik@sumberpangan.co.id',
  },
  { code: 'TBJ', name: 'CV Toko Bangunan Jaya', phone_number: '+62218801234', email: 'order@tbjaya.co.id' },
  {
    code: 'SMN',
    name: 'PT Segar Minuman Nusantara',
    phone_number: '+62216512300',
    email: 'distribusi@segarminum.co.id',
  },
  {
    code: 'KPI',
    name: 'PT Kimia Prima Industri',
    phone_number: '+62214401177',
    email: 'ppic@kimiaprima.co.id',
  },
  {
    code: 'CFI',
    name: 'PT Cahaya Farma Indonesia',
    phone_number: '+62215529090',
    email: 'gudang@cahayafarma.co.id',
  },
  {
    code: 'TSA',
    name: 'PT Tani Subur Agrindo',
    phone_number: '+62247612345',
    email: 'penjualan@tanisubur.co.id',
  },
  {
    code: 'SEA',
    name: 'PT Sinar Elektronik Abadi',
    phone_number: '+62318431234',
    email: 'ekspedisi@sinarelektronik.co.id',
  },
  {
    code: 'SKP',
    name: 'PT Semen Kokoh Perkasa',
    phone_number: '+62254392211',
    email: 'dispatch@semenkokoh.co.id',
  },
  {
    code: 'MBR',
    name: 'CV Maju Bersama Retail',
    phone_number: '+62614567890',
    email: 'admin@majubersama.co.id',
  },
] as const;
export type CustomerName = (typeof CUSTOMERS)[number]['name'];

/** Weight in kg and volume in cbm per unit, as printed on the carton or measured on the pallet. */
export const PRODUCTS = [
  { name: 'Mi Instan Goreng (40 bks)', type: 'Makanan Kemasan', uom: 'Karton', kg: 3.5, cbm: 0.018 },
  { name: 'Minyak Goreng 2 L (6 pouch)', type: 'Makanan Kemasan', uom: 'Karton', kg: 12.5, cbm: 0.02 },
  { name: 'Beras Premium 25 kg', type: 'Makanan Kemasan', uom: 'Sak', kg: 25, cbm: 0.032 },
  { name: 'Gula Pasir 50 kg', type: 'Makanan Kemasan', uom: 'Sak', kg: 50, cbm: 0.06 },
  { name: 'Air Mineral 600 ml (24 btl)', type: 'Minuman', uom: 'Karton', kg: 15, cbm: 0.028 },
  { name: 'Minuman Kaleng 330 ml', type: 'Minuman', uom: 'Palet', kg: 720, cbm: 1.2 },
  { name: 'Semen Portland 50 kg', type: 'Bahan Bangunan', uom: 'Sak', kg: 50, cbm: 0.035 },
  { name: 'Keramik Lantai 40x40 (6 pcs)', type: 'Bahan Bangunan', uom: 'Karton', kg: 17, cbm: 0.012 },
  { name: 'Cat Tembok 20 kg', type: 'Bahan Bangunan', uom: 'Palet', kg: 640, cbm: 1 },
  { name: 'Oli Mesin SAE 40 (200 L)', type: 'Bahan Kimia', uom: 'Drum', kg: 185, cbm: 0.23 },
  { name: 'Thinner Industri (200 L)', type: 'Bahan Kimia', uom: 'Drum', kg: 170, cbm: 0.23 },
  { name: 'Obat Generik', type: 'Farmasi', uom: 'Palet', kg: 350, cbm: 1.44 },
  { name: 'Pupuk NPK 50 kg', type: 'Pupuk', uom: 'Sak', kg: 50, cbm: 0.045 },
  { name: 'Pupuk Urea 50 kg', type: 'Pupuk', uom: 'Sak', kg: 50, cbm: 0.045 },
  { name: 'Kipas Angin Berdiri', type: 'Elektronik', uom: 'Karton', kg: 6, cbm: 0.07 },
  { name: 'Rice Cooker 1,8 L', type: 'Elektronik', uom: 'Karton', kg: 3.5, cbm: 0.03 },
] as const;
export type ProductName = (typeof PRODUCTS)[number]['name'];

export interface DemoVendor {
  name: string;
  status: 'ACTIVE' | 'INACTIVE';
  contract_number: string;
  phone_number: string;
  email: string;
  /** True for the vendor company on the platform: fleet tasks sent to this vendor reach it. */
  paired: boolean;
  rates: ReadonlyArray<{
    from: TransportAddressName;
    to: TransportAddressName;
    box_type: BoxTypeName;
    base_price: number;
  }>;
}

/** The transport company's subcontractors, with contract prices in rupiah per trip. */
export const VENDORS: readonly DemoVendor[] = [
  {
    name: VENDOR_COMPANY.company.name,
    status: 'ACTIVE',
    contract_number: 'KTR/ANL-MAS/2026/014',
    phone_number: '+62218250912',
    email: 'admin@mitraangkut.co.id',
    paired: true,
    rates: [
      { from: 'Pool Pulogadung', to: 'DC Bandung', box_type: 'Box Besi', base_price: 3_750_000 },
      { from: 'Pool Cikarang', to: 'Gudang Semarang', box_type: 'Wing Box', base_price: 8_500_000 },
      { from: 'Pool Surabaya', to: 'Toko Malang', box_type: 'Box Aluminium', base_price: 1_850_000 },
      { from: 'Gudang Surabaya', to: 'Toko Denpasar', box_type: 'Wing Box', base_price: 9_750_000 },
    ],
  },
  {
    name: 'CV Sinar Jaya Transport',
    status: 'ACTIVE',
    contract_number: 'KTR/ANL-SJT/2026/007',
    phone_number: '+62215873344',
    email: 'order@sinarjayatransport.co.id',
    paired: false,
    rates: [
      { from: 'Pool Pulogadung', to: 'Toko Cirebon', box_type: 'Bak Terbuka', base_price: 2_900_000 },
      { from: 'Gudang Tangerang', to: 'Toko Bandar Lampung', box_type: 'Box Besi', base_price: 6_250_000 },
    ],
  },
  {
    name: 'PT Lintas Cepat Ekspres',
    status: 'INACTIVE',
    contract_number: 'KTR/ANL-LCE/2025/031',
    phone_number: '+62317491122',
    email: 'cs@lintascepat.co.id',
    paired: false,
    rates: [],
  },
];
