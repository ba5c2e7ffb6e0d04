import type { TransportAddressName } from './demo-addresses';
import type { DemoOrderPlan } from './demo-orders';

/** Where a demo task ends up, reached through the same steps a dispatcher and a vendor take. */
export type DemoTaskOutcome =
  | 'DRAFT'
  | 'SCHEDULED'
  | 'SCHEDULED_WITH_AUTOMATION'
  | 'STARTED'
  | 'ENDED'
  | 'CANCELED'
  | 'WAITING_FOR_VENDOR'
  | 'ACCEPTED_BY_VENDOR'
  | 'REJECTED_BY_VENDOR';

export interface DemoFleetTaskPlan {
  outcome: DemoTaskOutcome;
  /**
   * Own fleet only: sending to a vendor clears the departure and the reference (the vendor plans
   * its own trip, fieldsClearedBySendBy), so the vendor's plans leave them out.
   */
  shipmentReference?: string;
  /** Start and end garage. */
  garage: TransportAddressName;
  /** Own fleet: the vehicle by plate, driven by its usual driver. Absent on tasks sent to the vendor. */
  vehicle?: string;
  /**
   * Expected departure: days from the seed day at this hour in Asia/Jakarta, or, for the trip on its
   * way, hours before the moment of seeding (it left this morning whenever the demo starts).
   */
  departure?: { day: number; hour: number } | { hoursBeforeSeed: number } | { hoursAfterSeed: number };
  /**
   * DO status automation by the driver's phone ('Smart Driver', issue 18): the task follows the
   * positions the driver app sends, whatever the company's default source.
   */
  smartDriver?: boolean;
  /** The task's own orders (DIRECT): the open backlog of DEMO_ORDERS stays untouched for planning. */
  orders: readonly DemoOrderPlan[];
}

/** The cancel reason and the vendor's rejection, as a user would type or pick them. */
export const DEMO_CANCEL_REASON = 'Pelanggan membatalkan pesanan';
export const DEMO_REJECTION_REASON = 'Armada penuh minggu ini, semua truk sudah terjadwal.';
/** The receiver's name on each completed stop, and the change of load on the finished trip. */
export const DEMO_RECEIVER = 'Bapak Suparman (kepala gudang)';
export const DEMO_LOAD_CHANGE = { less: 4, reason: 'Empat karton penyok saat bongkar, dikembalikan.' };

/**
 * One task in every status, spread over the days before and after the seed day: what the list, the
 * detail, the vendor inbox and the Alert Center show on a fresh install. The last one is
 * driver@demo.id's (Budi Santoso on B 9123 KXT): Dijadwalkan an hour after the seed, for the
 * driver app (issue 18), its stops followed by his phone; no other task uses his vehicle.
 */
export const DEMO_FLEET_TASKS: readonly DemoFleetTaskPlan[] = [
  {
    outcome: 'ENDED',
    shipmentReference: 'PO-SPM-88120',
    garage: 'Pool Cikarang',
    vehicle: 'B 9044 SYW',
    departure: { day: -2, hour: 7 },
    orders: [
      {
        customer: 'PT Sumber Pangan Makmur',
        from: 'Gudang Cakung',
        to: 'DC Karawang',
        loads: [
          ['Mi Instan Goreng (40 bks)', 240],
          ['Minyak Goreng 2 L (6 pouch)', 60],
        ],
        pickup: { day: -2, hour: 9 },
      },
      {
        customer: 'PT Segar Minuman Nusantara',
        from: 'DC Sunter',
        to: 'DC Karawang',
        loads: [['Air Mineral 600 ml (24 btl)', 200]],
        pickup: { day: -2, hour: 10 },
      },
    ],
  },
  {
    outcome: 'CANCELED',
    shipmentReference: 'PO-TBJ-55102',
    garage: 'Pool Surabaya',
    vehicle: 'L 9347 UA',
    departure: { day: -1, hour: 8 },
    orders: [
      {
        customer: 'CV Toko Bangunan Jaya',
        from: 'Gudang Surabaya',
        to: 'Toko Malang',
        loads: [['Semen Portland 50 kg', 120]],
        pickup: { day: -1, hour: 9 },
      },
    ],
  },
  {
    outcome: 'STARTED',
    shipmentReference: 'PO-SPM-88164',
    garage: 'Pool Pulogadung',
    vehicle: 'B 1783 KJQ',
    departure: { hoursBeforeSeed: 6 },
    orders: [
      {
        customer: 'PT Sumber Pangan Makmur',
        from: 'Gudang Cakung',
        to: 'Toko Kelapa Gading',
        loads: [
          ['Beras Premium 25 kg', 40],
          ['Gula Pasir 50 kg', 12],
        ],
        pickup: { day: 0, hour: 6 },
      },
      {
        customer: 'PT Sumber Pangan Makmur',
        from: 'Gudang Cakung',
        to: 'Toko Bekasi',
        loads: [['Mi Instan Goreng (40 bks)', 120]],
        pickup: { day: 0, hour: 6 },
      },
    ],
  },
  {
    outcome: 'SCHEDULED',
    shipmentReference: 'PO-KPI-20731',
    garage: 'Pool Cikarang',
    vehicle: 'B 9871 TXU',
    departure: { day: 1, hour: 6 },
    orders: [
      {
        customer: 'PT Kimia Prima Industri',
        from: 'Gudang Cibitung',
        to: 'Gudang Tangerang',
        loads: [['Oli Mesin SAE 40 (200 L)', 16]],
        pickup: { day: 1, hour: 8 },
      },
    ],
  },
  {
    outcome: 'SCHEDULED_WITH_AUTOMATION',
    shipmentReference: 'PO-SEA-31877',
    garage: 'Pool Bandung',
    vehicle: 'D 8812 UF',
    departure: { day: 2, hour: 7 },
    orders: [
      {
        customer: 'PT Sinar Elektronik Abadi',
        from: 'DC Bandung',
        to: 'Toko Cirebon',
        loads: [
          ['Kipas Angin Berdiri', 90],
          ['Rice Cooker 1,8 L', 150],
        ],
        pickup: { day: 2, hour: 9 },
      },
    ],
  },
  {
    outcome: 'DRAFT',
    shipmentReference: 'PO-TSA-60415',
    garage: 'Pool Semarang',
    vehicle: 'H 1947 SB',
    departure: { day: 3, hour: 6 },
    orders: [
      {
        customer: 'PT Tani Subur Agrindo',
        from: 'Gudang Semarang',
        to: 'Toko Solo',
        loads: [
          ['Pupuk NPK 50 kg', 100],
          ['Pupuk Urea 50 kg', 80],
        ],
        pickup: { day: 3, hour: 8 },
      },
    ],
  },
  {
    outcome: 'ACCEPTED_BY_VENDOR',
    garage: 'Pool Pulogadung',
    orders: [
      {
        customer: 'PT Cahaya Farma Indonesia',
        from: 'Gudang Marunda',
        to: 'Toko Depok',
        loads: [['Obat Generik', 6]],
        pickup: { day: 1, hour: 10 },
      },
    ],
  },
  {
    outcome: 'REJECTED_BY_VENDOR',
    garage: 'Pool Cikarang',
    orders: [
      {
        customer: 'PT Semen Kokoh Perkasa',
        from: 'Gudang Cilegon',
        to: 'Toko Bogor',
        loads: [['Semen Portland 50 kg', 300]],
        pickup: { day: 2, hour: 10 },
      },
    ],
  },
  {
    outcome: 'WAITING_FOR_VENDOR',
    garage: 'Pool Tanjung Priok',
    orders: [
      {
        customer: 'PT Segar Minuman Nusantara',
        from: 'DC Sunter',
        to: 'Toko Bogor',
        loads: [['Minuman Kaleng 330 ml', 8]],
        pickup: { day: 2, hour: 14 },
      },
    ],
  },
  {
    outcome: 'WAITING_FOR_VENDOR',
    garage: 'Pool Pulogadung',
    orders: [
      {
        customer: 'PT Sumber Pangan Makmur',
        from: 'Gudang Cakung',
        to: 'Toko Depok',
        loads: [
          ['Beras Premium 25 kg', 60],
          ['Minyak Goreng 2 L (6 pouch)', 45],
        ],
        pickup: { day: 3, hour: 9 },
      },
    ],
  },
  {
    outcome: 'SCHEDULED',
    shipmentReference: 'PO-SPM-88201',
    garage: 'Pool Pulogadung',
    vehicle: 'B 9123 KXT',
    departure: { hoursAfterSeed: 1 },
    smartDriver: true,
    orders: [
      {
        customer: 'PT Sumber Pangan Makmur',
        from: 'Gudang Cakung',
        to: 'Toko Kelapa Gading',
        loads: [
          ['Beras Premium 25 kg', 30],
          ['Minyak Goreng 2 L (6 pouch)', 20],
        ],
        pickup: { day: 0, hour: 12 },
      },
      {
        customer: 'PT Segar Minuman Nusantara',
        from: 'DC Sunter',
        to: 'Toko Bekasi',
        loads: [['Air Mineral 600 ml (24 btl)', 80]],
        pickup: { day: 0, hour: 13 },
      },
    ],
  },
];

/** The Dijadwalkan task of driver@demo.id that the driver app shows (issue 18). */
export const DEMO_DRIVER_TASK_REFERENCE = 'PO-SPM-88201';
