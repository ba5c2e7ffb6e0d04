import { describe, expect, it } from 'vitest';
import { MAX_BULK_DELIVERY_ORDERS } from '../delivery-order-rules';
import { zonedTimeOfCell } from '../import/cells';
import {
  checkImportSheet,
  type ImportReferences,
  type ImportSheet,
  importNamesOf,
  importProblemsOfBulkErrors,
} from './check-rows';
import { IMPORT_COLUMNS } from './columns';

const HEADERS = IMPORT_COLUMNS.map((column) => column.header);
const REFS: ImportReferences = {
  customers: [
    { id: 1, name: 'PT Sinar Jaya' },
    { id: 2, name: 'CV Maju' },
    { id: 3, name: 'CV Maju' },
  ],
  addresses: [
    { id: 10, name: 'Gudang Cakung' },
    { id: 11, name: 'Toko Bogor' },
    { id: 12, name: 'Depo Cikarang' },
  ],
  products: [{ id: 20, name: 'Beras 25 Kg' }],
};
const ZONE = 'Asia/Jakarta';

const good: Record<string, string | number | Date> = {
  Pelanggan: 'PT Sinar Jaya',
  'Alamat Asal': 'Gudang Cakung',
  'Alamat Tujuan': 'Toko Bogor',
  Produk: 'Beras 25 Kg',
  Jumlah: '10',
};
const sheetOf = (...rows: Record<string, string | number | Date>[]): ImportSheet => ({
  headers: HEADERS,
  rows: rows.map((cells, index) => ({ number: index + 2, cells })),
});

describe('checkImportSheet', () => {
  it('maps a good row to the bulk body, names matched without regard to case or spaces', () => {
    const sheet = sheetOf({
      ...good,
      Pelanggan: ' pt  sinar jaya ',
      'Perkiraan Penjemputan': '2026-12-01 08:00',
      'Nomor Referensi': 'PO-1',
    });
    const { items, problems } = checkImportSheet(sheet, REFS, ZONE);
    expect(problems).toEqual([]);
    expect(items).toEqual([
      {
        row: 2,
        item: expect.objectContaining({
          shipment_type: 'DIRECT',
          customer_id: 1,
          origin_address_id: 10,
          destination_address_id: 11,
          expected_pickup_on: '2026-12-01T08:00:00+07:00',
          reference_number: 'PO-1',
          loads: [{ product_id: 20, quantity: 10 }],
        }),
      },
    ]);
  });

  it('names each of 3 bad rows with its column and code, and takes none of them', () => {
    const sheet = sheetOf(
      good,
      { ...good, Pelanggan: 'PT Tidak Ada' },
      good,
      { ...good, 'Alamat Tujuan': 'Gudang Cakung' },
      { ...good, Jumlah: 'sepuluh' },
    );
    const { items, problems } = checkImportSheet(sheet, REFS, ZONE);
    expect(items.map((item) => item.row)).toEqual([2, 4]);
    expect(problems).toEqual([
      { row: 3, column: 'customer', code: 'name-not-found', params: { name: 'PT Tidak Ada' } },
      { row: 5, column: 'destination', code: 'invalid-value' },
      { row: 6, column: 'quantity', code: 'not-a-number' },
    ]);
  });

  it('reports a name shared by two records as ambiguous, and a blank required cell as required', () => {
    const { problems } = checkImportSheet(
      sheetOf({ ...good, Pelanggan: 'CV Maju', 'Alamat Asal': '' }),
      REFS,
      ZONE,
    );
    expect(problems).toEqual([
      { row: 2, column: 'customer', code: 'name-ambiguous', params: { name: 'CV Maju' } },
      { row: 2, column: 'origin', code: 'required' },
    ]);
  });

  it('makes an order with transit stops TRANSIT when the type is left blank, stops in order', () => {
    const { items } = checkImportSheet(sheetOf({ ...good, 'Alamat Transit': 'Depo Cikarang' }), REFS, ZONE);
    expect(items[0]?.item).toMatchObject({ shipment_type: 'TRANSIT', transit_address_ids: [12] });
  });

  it('refuses a DIRECT order with transits and an unknown shipment type, as the server would', () => {
    const { problems } = checkImportSheet(
      sheetOf(
        { ...good, 'Jenis Pengiriman': 'direct', 'Alamat Transit': 'Depo Cikarang' },
        { ...good, 'Jenis Pengiriman': 'KAPAL' },
      ),
      REFS,
      ZONE,
    );
    expect(problems).toEqual([
      { row: 2, column: 'transits', code: 'invalid-value' },
      { row: 3, column: 'shipment_type', code: 'invalid-value' },
    ]);
  });

  it('refuses a delivery before the pickup and a time that does not exist', () => {
    const { problems } = checkImportSheet(
      sheetOf(
        { ...good, 'Perkiraan Penjemputan': '2026-12-02 08:00', 'Perkiraan Pengiriman': '01/12/2026 08:00' },
        { ...good, 'Perkiraan Penjemputan': '2026-11-31 08:00' },
      ),
      REFS,
      ZONE,
    );
    expect(problems).toEqual([
      { row: 2, column: 'expected_delivered_on', code: 'invalid-value' },
      { row: 3, column: 'expected_pickup_on', code: 'invalid-format' },
    ]);
  });

  it('asks for the product when only a quantity is given, and a whole positive quantity', () => {
    const { problems } = checkImportSheet(
      sheetOf({ ...good, Produk: '' }, { ...good, Jumlah: 0 }),
      REFS,
      ZONE,
    );
    expect(problems).toEqual([
      { row: 2, column: 'product', code: 'required' },
      { row: 3, column: 'quantity', code: 'too-small', params: { min: 1 } },
    ]);
  });

  it('stops at the file when a required column is missing or it has too many rows', () => {
    const missing = checkImportSheet({ headers: ['Pelanggan', 'Alamat Asal'], rows: [] }, REFS, ZONE);
    expect(missing.problems).toEqual([
      { row: null, column: 'destination', code: 'missing-column' },
      { row: null, column: null, code: 'no-rows' },
    ]);
    const rows = Array.from({ length: MAX_BULK_DELIVERY_ORDERS + 1 }, () => good);
    expect(checkImportSheet(sheetOf(...rows), REFS, ZONE).problems).toEqual([
      { row: null, column: null, code: 'too-many-rows', params: { max: MAX_BULK_DELIVERY_ORDERS } },
    ]);
  });
});

describe('importNamesOf', () => {
  it('lists each name once, transit stops split on the separator', () => {
    const names = importNamesOf(
      sheetOf(good, {
        ...good,
        'Alamat Transit': 'Depo Cikarang; Toko Bogor',
        'Pelanggan Ditagih': 'CV Maju',
      }),
    );
    expect(names).toEqual({
      customers: ['PT Sinar Jaya', 'CV Maju'],
      addresses: ['Gudang Cakung', 'Toko Bogor', 'Depo Cikarang'],
      products: ['Beras 25 Kg'],
    });
  });
});

describe('zonedTimeOfCell', () => {
  it('reads a workbook date cell as the wall time it shows, in the company zone', () => {
    expect(zonedTimeOfCell(new Date(Date.UTC(2026, 11, 1, 8, 30)), 'Asia/Makassar')).toBe(
      '2026-12-01T08:30:00+08:00',
    );
  });
});

describe('importProblemsOfBulkErrors', () => {
  it('places the bulk API item errors on the sheet rows that were sent', () => {
    expect(
      importProblemsOfBulkErrors(
        [
          { field: 'items.1.customer_id', code: 'invalid-value' },
          { field: 'items.0.loads.0.product_id', code: 'something-else' },
        ],
        [2, 5],
      ),
    ).toEqual([
      { row: 5, column: 'customer', code: 'invalid-value' },
      { row: 2, column: 'product', code: 'invalid-value' },
    ]);
  });
});
