import { ADDRESS_IMPORT, VEHICLE_IMPORT } from '@armada/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { MasterImportPage } from './MasterImportPage';

/* Issue 14 item 3: the one import page with two master-data definitions, vehicles and addresses. */

const VM = '/api/vehicle-management/v1';
const SLOW_MS = 10_000;
const VEHICLE_REFERENCES = {
  vehicle_types: [{ id: 1, name: 'CDD Box' }],
  box_types: [],
  garages: [{ id: 3, name: 'Pool Cakung' }],
  drivers: [{ id: 4, name: 'Budi Santoso' }],
};
const VEHICLE = { 'Nomor Polisi': 'B 9012 KLM', 'Jenis Kendaraan': 'CDD Box', 'Garasi Asal': 'Pool Cakung' };
const ADDRESS = {
  Nama: 'Pool Cibitung',
  'Alamat Lengkap': 'Jl. Raya Cibitung 12',
  Kota: 'Bekasi',
  Provinsi: 'Jawa Barat',
  Garasi: 'Ya',
  Latitude: '-6.2655',
  Longitude: '107.0889',
};

function serve(resource: string, bulk: (call: Call) => Response = () => json({ data: { ids: [1] } }, 201)) {
  return stubFetch((call) => {
    if (call.url.pathname === `${VM}/${resource}/import-references`)
      return json({ data: VEHICLE_REFERENCES });
    if (call.url.pathname === `${VM}/${resource}/bulk`) return bulk(call);
    return undefined;
  });
}
const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.url.pathname === `${VM}${path}`);

function renderImport(resource: 'vehicle' | 'address') {
  return renderRoutes(
    [
      { path: `/master/${resource}`, element: <p>Daftar</p> },
      { path: `/master/${resource}/import`, element: <MasterImportPage resource={resource} /> },
    ],
    { user: buildUser('admin'), path: `/master/${resource}/import` },
  );
}
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
const csvOf = (headers: string[], rows: Record<string, string>[], name: string) =>
  new File([Papa.unparse({ fields: headers, data: rows })], name, { type: 'text/csv' });
const problemLines = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => vi.unstubAllGlobals());

describe('MasterImportPage with the vehicle definition', () => {
  it('names a plate listed twice and a vehicle type not found, on their rows, and creates nothing', async () => {
    const calls = serve('vehicle');
    renderImport('vehicle');
    const headers = VEHICLE_IMPORT.columns.map((column) => column.header);
    const rows = [
      VEHICLE,
      { ...VEHICLE, 'Nomor Polisi': 'b 9012 klm' },
      { ...VEHICLE, 'Nomor Polisi': 'B 9013 KLM', 'Jenis Kendaraan': 'Tronton' },
    ];
    await userEvent.upload(fileInput(), csvOf(headers, rows, 'kendaraan.csv'));
    expect(
      await screen.findByText('2 masalah ditemukan di kendaraan.csv', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    expect(problemLines()).toEqual([
      ['3', 'Nomor Polisi', 'Sama dengan baris 2'],
      ['4', 'Jenis Kendaraan', '"Tronton" tidak ditemukan'],
    ]);
    expect(callsTo(calls, '/vehicle/import-references')[0]?.body).toEqual({
      vehicle_types: ['CDD Box', 'Tronton'],
      box_types: [],
      garages: ['Pool Cakung'],
      drivers: [],
    });
    expect(callsTo(calls, '/vehicle/bulk')).toEqual([]);
  });

  it('imports an XLSX workbook in one bulk call with the ids of the names, then lands on the vehicle list', async () => {
    const calls = serve('vehicle');
    const { router } = renderImport('vehicle');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Kendaraan');
    sheet.addRow(VEHICLE_IMPORT.columns.map((column) => column.header));
    sheet.addRow([
      'B 9012 KLM',
      'CDD Box',
      '',
      'Solar',
      356938035643809,
      'Pool Cakung',
      'Budi Santoso',
      'Ya',
    ]);
    const bytes = await workbook.xlsx.writeBuffer();
    await userEvent.upload(fileInput(), new File([bytes], 'kendaraan.xlsx'));
    await screen.findByText('1 kendaraan siap diimpor dari kendaraan.xlsx', {}, { timeout: SLOW_MS });
    await userEvent.click(screen.getByRole('button', { name: 'Impor 1 Kendaraan' }));
    expect(
      await screen.findByText('1 kendaraan berhasil diimpor', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master/vehicle');
    expect(callsTo(calls, '/vehicle/bulk')[0]?.body).toEqual({
      items: [
        {
          license_plate: 'B 9012 KLM',
          vehicle_type_id: 1,
          fuel: 'Solar',
          imei: '356938035643809',
          home_address_id: 3,
          default_driver_user_id: 4,
          is_active: true,
        },
      ],
    });
  });
});

describe('MasterImportPage with the address definition', () => {
  it('needs no name lookup, and places the server refusal of an item on the sheet row and column', async () => {
    const calls = serve('address', () =>
      json(
        {
          code: 'invalid/invalid-value',
          message: 'Nilai tidak valid.',
          errors: [
            { field: 'items.1.geolocation.longitude', code: 'invalid-value', message: 'Nilai tidak valid' },
          ],
        },
        400,
      ),
    );
    renderImport('address');
    const headers = ADDRESS_IMPORT.columns.map((column) => column.header);
    await userEvent.upload(
      fileInput(),
      csvOf(headers, [ADDRESS, { ...ADDRESS, Nama: 'Toko Bogor' }], 'alamat.csv'),
    );
    await screen.findByText('2 alamat siap diimpor dari alamat.csv', {}, { timeout: SLOW_MS });
    expect(callsTo(calls, '/address/import-references')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Impor 2 Alamat' }));
    expect(
      await screen.findByText('1 masalah ditemukan di alamat.csv', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    expect(problemLines()).toEqual([['3', 'Longitude', 'Nilai tidak valid']]);
    expect(callsTo(calls, '/address/bulk')[0]?.body).toMatchObject({
      items: [
        { name: 'Pool Cibitung', is_garage: true, geolocation: { latitude: -6.2655, longitude: 107.0889 } },
        {},
      ],
    });
  });

  it('stops at the file when a required column is missing, before any call', async () => {
    const calls = serve('address');
    renderImport('address');
    await userEvent.upload(fileInput(), csvOf(['Nama', 'Kota'], [{ Nama: 'X', Kota: 'Y' }], 'alamat.csv'));
    expect(
      await screen.findByText('4 masalah ditemukan di alamat.csv', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    expect(problemLines().map((line) => line[1])).toEqual([
      'Alamat Lengkap',
      'Provinsi',
      'Latitude',
      'Longitude',
    ]);
    expect(calls).toEqual([]);
  });
});
