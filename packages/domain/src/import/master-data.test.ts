import { describe, expect, it } from 'vitest';
import { checkImportSheetFor } from './check';
import type { ImportDefinition, ImportSheet } from './definition';
import { ADDRESS_IMPORT, DRIVER_IMPORT, PRODUCT_IMPORT, VEHICLE_IMPORT } from './master-data';

const ZONE = 'Asia/Jakarta';
const sheetOf = (definition: ImportDefinition, ...rows: Record<string, string | number | Date>[]) =>
  ({
    headers: definition.columns.map((column) => column.header),
    rows: rows.map((cells, index) => ({ number: index + 2, cells })),
  }) satisfies ImportSheet;

const VEHICLE_REFS = {
  vehicle_types: [{ id: 1, name: 'CDD Box' }],
  box_types: [{ id: 2, name: 'Box Besi' }],
  garages: [{ id: 3, name: 'Pool Cakung' }],
  drivers: [
    { id: 4, name: 'Budi Santoso' },
    { id: 5, name: 'Agus' },
    { id: 6, name: 'Agus' },
  ],
};

describe('VEHICLE_IMPORT', () => {
  it('maps type, box, home garage and default driver by name to their ids, the plate as stored', () => {
    const { items, problems } = checkImportSheetFor(
      VEHICLE_IMPORT,
      sheetOf(VEHICLE_IMPORT, {
        'Nomor Polisi': ' b  9012 klm ',
        'Jenis Kendaraan': 'cdd box',
        'Jenis Box': 'Box Besi',
        IMEI: 356938035643809,
        'Garasi Asal': 'Pool Cakung',
        'Pengemudi Utama': 'Budi Santoso',
        Aktif: 'Tidak',
      }),
      VEHICLE_REFS,
      ZONE,
    );
    expect(problems).toEqual([]);
    expect(items[0]?.item).toEqual({
      license_plate: 'B 9012 KLM',
      vehicle_type_id: 1,
      box_type_id: 2,
      imei: '356938035643809',
      home_address_id: 3,
      default_driver_user_id: 4,
      is_active: false,
    });
  });

  it('refuses a plate or an IMEI a row above already has, naming that row, and ambiguous drivers', () => {
    const good = { 'Nomor Polisi': 'B 1 A', 'Jenis Kendaraan': 'CDD Box', IMEI: '123456789' };
    const { items, problems } = checkImportSheetFor(
      VEHICLE_IMPORT,
      sheetOf(
        VEHICLE_IMPORT,
        good,
        { ...good, 'Nomor Polisi': 'b 1 a', IMEI: '' },
        { ...good, 'Nomor Polisi': 'B 2 A', 'Pengemudi Utama': 'Agus' },
      ),
      VEHICLE_REFS,
      ZONE,
    );
    expect(items.map((item) => item.row)).toEqual([2]);
    expect(problems).toEqual([
      { row: 3, column: 'license_plate', code: 'duplicate-in-file', params: { row: 2 } },
      { row: 4, column: 'imei', code: 'duplicate-in-file', params: { row: 2 } },
      { row: 4, column: 'default_driver', code: 'name-ambiguous', params: { name: 'Agus' } },
    ]);
  });
  it('tells a duplicate plate together with the other problems of its row', () => {
    const { problems } = checkImportSheetFor(
      VEHICLE_IMPORT,
      sheetOf(
        VEHICLE_IMPORT,
        { 'Nomor Polisi': 'B 1 A', 'Jenis Kendaraan': 'CDD Box' },
        { 'Nomor Polisi': 'B 1 A', 'Jenis Kendaraan': 'Kapal' },
      ),
      VEHICLE_REFS,
      ZONE,
    );
    expect(problems).toEqual([
      { row: 3, column: 'license_plate', code: 'duplicate-in-file', params: { row: 2 } },
      { row: 3, column: 'vehicle_type', code: 'name-not-found', params: { name: 'Kapal' } },
    ]);
  });
});

describe('ADDRESS_IMPORT', () => {
  it('reads the coordinates and the garage mark, and places a bad latitude on its column', () => {
    const row = {
      Nama: 'Pool Cakung',
      'Alamat Lengkap': 'Jl. Raya Cakung 5',
      Kota: 'Jakarta Timur',
      Provinsi: 'DKI Jakarta',
      Garasi: 'Ya',
      Latitude: '-6.1702',
      Longitude: 106.9318,
      'Telepon Kontak': '0812 3456 7890',
    };
    const { items, problems } = checkImportSheetFor(
      ADDRESS_IMPORT,
      sheetOf(ADDRESS_IMPORT, row, { ...row, Latitude: '-96', Garasi: 'mungkin' }),
      {},
      ZONE,
    );
    expect(items[0]?.item).toMatchObject({
      is_garage: true,
      geolocation: { latitude: -6.1702, longitude: 106.9318 },
      contact_phone: '+6281234567890',
    });
    expect(problems).toEqual([
      { row: 3, column: 'is_garage', code: 'invalid-value' },
      { row: 3, column: 'latitude', code: 'too-small', params: { min: -90 } },
    ]);
  });
});

describe('DRIVER_IMPORT and PRODUCT_IMPORT', () => {
  it('reads a licence expiry written day first, and refuses a date that does not exist', () => {
    const row = { Nama: 'Budi', Email: 'budi@contoh.id', 'Nomor HP': '6281234567890' };
    const { items, problems } = checkImportSheetFor(
      DRIVER_IMPORT,
      sheetOf(
        DRIVER_IMPORT,
        { ...row, 'Masa Berlaku SIM': '30/06/2028' },
        { ...row, Email: 'lain@contoh.id', 'Masa Berlaku SIM': '2028-02-30' },
      ),
      {},
      ZONE,
    );
    expect(items[0]?.item).toMatchObject({ phone_no: '+6281234567890', licence_expiry: '2028-06-30' });
    expect(problems).toEqual([{ row: 3, column: 'licence_expiry', code: 'invalid-format' }]);
  });

  it('stops at the file when a required column of the product template is missing', () => {
    const { problems } = checkImportSheetFor(PRODUCT_IMPORT, { headers: ['Nama'], rows: [] }, {}, ZONE);
    expect(problems.map((problem) => problem.column)).toEqual([
      'product_type',
      'uom',
      'conversion_weight_value',
      'conversion_volume_value',
      null,
    ]);
  });
});
