import {
  type CreateAddressRequest,
  type CreateCustomerRequest,
  type CreateDriverRequest,
  type CreateProductRequest,
  type CreateVehicleRequest,
  createAddressRequestSchema,
  createCustomerRequestSchema,
  createDriverRequestSchema,
  createProductRequestSchema,
  createVehicleRequestSchema,
  MASTER_DATA_IMPORT_MAX,
} from '../schemas/master-data';
import { calendarDateOfCell, phoneOfCell } from './cells';
import type { ImportColumn, ImportDefinition, ImportRowReader } from './definition';

/*
 * The master-data imports (issue 14 item 3): addresses, vehicles, drivers, customers and products,
 * each one definition of the generic import. The references (a vehicle's type, a product's type...)
 * are matched by name among the company's own records.
 */

const column = <Key extends string>(key: Key, header: string, example: string, hint: string) =>
  ({ key, header, example, hint }) as ImportColumn<Key>;

const YES_NO = 'Ya atau Tidak';
const PHONE_HINT = 'Nomor HP diawali +62 atau 0, misalnya 081234567890';

/** Fields of the body that a column shows; `geolocation.latitude` is the column 'latitude'. */
const sameNames = <Key extends string>(keys: readonly Key[]) =>
  keys.map((key) => [new RegExp(`^${key}(\\.|$)`), key] as const);

const optionalPhone = (row: ImportRowReader<string>, key: string) =>
  row.text(key) === '' ? undefined : phoneOfCell(row.cell(key));

// ---- Addresses

type AddressColumn =
  | 'name'
  | 'full_name'
  | 'city'
  | 'province'
  | 'is_garage'
  | 'latitude'
  | 'longitude'
  | 'geofence_radius_m'
  | 'contact_name'
  | 'contact_phone';

export const ADDRESS_IMPORT: ImportDefinition<AddressColumn, CreateAddressRequest> = {
  name: 'address',
  sheetName: 'Alamat',
  templateFileName: 'template-impor-alamat.xlsx',
  columns: [
    column('name', 'Nama', 'Gudang Cakung', 'Nama alamat, dipakai untuk mencarinya di pengiriman'),
    column('full_name', 'Alamat Lengkap', 'Jl. Raya Cakung Cilincing No. 5', 'Maksimal 500 karakter'),
    column('city', 'Kota', 'Jakarta Timur', 'Nama kota atau kabupaten'),
    column('province', 'Provinsi', 'DKI Jakarta', 'Nama provinsi'),
    column('is_garage', 'Garasi', 'Tidak', `${YES_NO}; garasi adalah tempat kendaraan berangkat dan pulang`),
    column('latitude', 'Latitude', '-6.1702', 'Angka desimal dengan titik, -90 sampai 90'),
    column('longitude', 'Longitude', '106.9318', 'Angka desimal dengan titik, -180 sampai 180'),
    column(
      'geofence_radius_m',
      'Radius Geofence (m)',
      '250',
      'Meter, 10 sampai 50000; kosong: radius bawaan',
    ),
    column('contact_name', 'Nama Kontak', 'Pak Rahmat', 'Orang yang dihubungi di alamat ini'),
    column('contact_phone', 'Telepon Kontak', '081234567890', PHONE_HINT),
  ],
  required: ['name', 'full_name', 'city', 'province', 'latitude', 'longitude'],
  maxRows: MASTER_DATA_IMPORT_MAX,
  references: {},
  schema: createAddressRequestSchema,
  fieldColumns: [
    [/^geolocation\.longitude/, 'longitude'],
    [/^geolocation/, 'latitude'],
    ...sameNames<AddressColumn>([
      'name',
      'full_name',
      'city',
      'province',
      'is_garage',
      'geofence_radius_m',
      'contact_name',
      'contact_phone',
    ]),
  ],
  candidateOf: (row) => ({
    name: row.text('name'),
    full_name: row.text('full_name'),
    city: row.text('city'),
    province: row.text('province'),
    is_garage: row.booleanOf('is_garage'),
    geolocation: { latitude: row.numberOf('latitude'), longitude: row.numberOf('longitude') },
    geofence_radius_m: row.numberOf('geofence_radius_m'),
    contact_name: row.optional('contact_name'),
    contact_phone: optionalPhone(row, 'contact_phone'),
  }),
};

// ---- Vehicles

type VehicleColumn =
  | 'license_plate'
  | 'vehicle_type'
  | 'box_type'
  | 'fuel'
  | 'imei'
  | 'home_address'
  | 'default_driver'
  | 'is_active';

export const VEHICLE_IMPORT: ImportDefinition<VehicleColumn, CreateVehicleRequest> = {
  name: 'vehicle',
  sheetName: 'Kendaraan',
  templateFileName: 'template-impor-kendaraan.xlsx',
  columns: [
    column('license_plate', 'Nomor Polisi', 'B 9012 KLM', 'Unik per perusahaan; huruf, angka dan spasi'),
    column('vehicle_type', 'Jenis Kendaraan', 'CDD Box', 'Nama jenis kendaraan seperti pada data master'),
    column('box_type', 'Jenis Box', '', 'Nama jenis box seperti pada data master'),
    column('fuel', 'Bahan Bakar', 'Solar', 'Maksimal 50 karakter'),
    column(
      'imei',
      'IMEI',
      '356938035643809',
      'ID perangkat GPS, 8 sampai 20 angka; unik di seluruh platform',
    ),
    column('home_address', 'Garasi Asal', 'Pool Cakung', 'Nama alamat yang ditandai sebagai garasi'),
    column('default_driver', 'Pengemudi Utama', '', 'Nama pengemudi seperti pada data pengemudi'),
    column('is_active', 'Aktif', 'Ya', `${YES_NO}; kosong berarti Ya`),
  ],
  required: ['license_plate', 'vehicle_type'],
  maxRows: MASTER_DATA_IMPORT_MAX,
  references: {
    vehicle_type: 'vehicle_types',
    box_type: 'box_types',
    home_address: 'garages',
    default_driver: 'drivers',
  },
  unique: [
    { column: 'license_plate', field: 'license_plate' },
    { column: 'imei', field: 'imei' },
  ],
  schema: createVehicleRequestSchema,
  fieldColumns: [
    [/^vehicle_type_id/, 'vehicle_type'],
    [/^box_type_id/, 'box_type'],
    [/^home_address_id/, 'home_address'],
    [/^default_driver_user_id/, 'default_driver'],
    ...sameNames<VehicleColumn>(['license_plate', 'fuel', 'imei', 'is_active']),
  ],
  candidateOf: (row) => ({
    license_plate: row.text('license_plate'),
    vehicle_type_id: row.idOf('vehicle_type'),
    box_type_id: row.idOf('box_type'),
    fuel: row.optional('fuel'),
    imei: row.optional('imei'),
    home_address_id: row.idOf('home_address'),
    default_driver_user_id: row.idOf('default_driver'),
    is_active: row.booleanOf('is_active'),
  }),
};

// ---- Drivers

type DriverColumn =
  | 'name'
  | 'email'
  | 'phone_no'
  | 'device_id'
  | 'licence_number'
  | 'licence_expiry'
  | 'is_active';

export const DRIVER_IMPORT: ImportDefinition<DriverColumn, CreateDriverRequest> = {
  name: 'driver',
  sheetName: 'Pengemudi',
  templateFileName: 'template-impor-pengemudi.xlsx',
  columns: [
    column('name', 'Nama', 'Budi Santoso', 'Nama lengkap pengemudi'),
    column('email', 'Email', 'budi@contoh.id', 'Unik di seluruh platform; dipakai untuk masuk'),
    column('phone_no', 'Nomor HP', '081234567890', PHONE_HINT),
    column('device_id', 'ID Perangkat', '', 'ID ponsel Smart Driver, 4 sampai 100 karakter; unik'),
    column('licence_number', 'Nomor SIM', '123456789012', 'Maksimal 50 karakter'),
    column('licence_expiry', 'Masa Berlaku SIM', '2028-06-30', 'Tanggal (YYYY-MM-DD atau DD/MM/YYYY)'),
    column('is_active', 'Aktif', 'Ya', `${YES_NO}; kosong berarti Ya`),
  ],
  required: ['name', 'email', 'phone_no'],
  maxRows: MASTER_DATA_IMPORT_MAX,
  references: {},
  unique: [
    { column: 'email', field: 'email' },
    { column: 'device_id', field: 'device_id' },
  ],
  schema: createDriverRequestSchema,
  fieldColumns: sameNames<DriverColumn>([
    'name',
    'email',
    'phone_no',
    'device_id',
    'licence_number',
    'licence_expiry',
    'is_active',
  ]),
  candidateOf: (row) => {
    let expiry: string | undefined;
    if (row.text('licence_expiry') !== '') {
      expiry = calendarDateOfCell(row.cell('licence_expiry')) ?? undefined;
      if (expiry === undefined) row.report('licence_expiry', 'invalid-format');
    }
    return {
      name: row.text('name'),
      email: row.text('email'),
      phone_no: phoneOfCell(row.cell('phone_no')),
      device_id: row.optional('device_id'),
      licence_number: row.optional('licence_number'),
      licence_expiry: expiry,
      is_active: row.booleanOf('is_active'),
    };
  },
};

// ---- Customers

type CustomerColumn = 'name' | 'phone_number' | 'email';

export const CUSTOMER_IMPORT: ImportDefinition<CustomerColumn, CreateCustomerRequest> = {
  name: 'customer',
  sheetName: 'Pelanggan',
  templateFileName: 'template-impor-pelanggan.xlsx',
  columns: [
    column('name', 'Nama', 'PT Sinar Jaya', 'Nama pelanggan, dipakai untuk mencarinya di pengiriman'),
    column('phone_number', 'Telepon', '081234567890', PHONE_HINT),
    column('email', 'Email', 'logistik@sinarjaya.co.id', 'Alamat email'),
  ],
  required: ['name'],
  maxRows: MASTER_DATA_IMPORT_MAX,
  references: {},
  schema: createCustomerRequestSchema,
  fieldColumns: sameNames<CustomerColumn>(['name', 'phone_number', 'email']),
  candidateOf: (row) => ({
    name: row.text('name'),
    phone_number: optionalPhone(row, 'phone_number'),
    email: row.optional('email'),
  }),
};

// ---- Products

type ProductColumn = 'name' | 'product_type' | 'uom' | 'conversion_weight_value' | 'conversion_volume_value';

export const PRODUCT_IMPORT: ImportDefinition<ProductColumn, CreateProductRequest> = {
  name: 'product',
  sheetName: 'Produk',
  templateFileName: 'template-impor-produk.xlsx',
  columns: [
    column('name', 'Nama', 'Beras Premium 25 kg', 'Nama produk, dipakai untuk mencarinya di pengiriman'),
    column('product_type', 'Jenis Produk', 'Sembako', 'Nama jenis produk seperti pada data master'),
    column('uom', 'Satuan', 'Karung', 'Satuan muatan, maksimal 30 karakter'),
    column('conversion_weight_value', 'Berat per Satuan (Kg)', '25', 'Angka, titik sebagai desimal'),
    column('conversion_volume_value', 'Volume per Satuan (Cbm)', '0.04', 'Angka, titik sebagai desimal'),
  ],
  required: ['name', 'product_type', 'uom', 'conversion_weight_value', 'conversion_volume_value'],
  maxRows: MASTER_DATA_IMPORT_MAX,
  references: { product_type: 'product_types' },
  schema: createProductRequestSchema,
  fieldColumns: [
    [/^product_type_id/, 'product_type'],
    ...sameNames<ProductColumn>(['name', 'uom', 'conversion_weight_value', 'conversion_volume_value']),
  ],
  candidateOf: (row) => ({
    name: row.text('name'),
    product_type_id: row.idOf('product_type'),
    uom: row.text('uom'),
    conversion_weight_value: row.numberOf('conversion_weight_value'),
    conversion_volume_value: row.numberOf('conversion_volume_value'),
  }),
};

/** The master-data resources a file can fill, by the path segment of their API and page. */
export const MASTER_DATA_IMPORTS = {
  address: ADDRESS_IMPORT,
  vehicle: VEHICLE_IMPORT,
  driver: DRIVER_IMPORT,
  customer: CUSTOMER_IMPORT,
  product: PRODUCT_IMPORT,
} as const;
export type MasterImportResource = keyof typeof MASTER_DATA_IMPORTS;
export const MASTER_IMPORT_RESOURCES = Object.keys(MASTER_DATA_IMPORTS) as MasterImportResource[];
