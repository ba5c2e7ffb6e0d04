import { DELIVERY_ORDER_IMPORT, IMPORT_COLUMNS } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { DeliveryImportPage } from './DeliveryImportPage';
import { readBlob } from './read-blob';
import { sheetOfWorkbook } from './read-sheet';

const BASE = '/api/order/v1/delivery-order';
/** Reading and checking a file runs over several ticks; a shared test machine can be slow. */
const SLOW_MS = 10_000;
const REFERENCES = {
  customers: [{ id: 1, name: 'PT Sinar Jaya' }],
  addresses: [
    { id: 10, name: 'Gudang Cakung', city: 'Jakarta Timur' },
    { id: 11, name: 'Toko Bogor', city: 'Bogor' },
  ],
  products: [{ id: 20, name: 'Beras 25 Kg' }],
};
const GOOD = {
  Pelanggan: 'PT Sinar Jaya',
  'Alamat Asal': 'Gudang Cakung',
  'Alamat Tujuan': 'Toko Bogor',
  Produk: 'Beras 25 Kg',
  Jumlah: '10',
};

const csvFile = (rows: Record<string, string>[], name = 'pengiriman.csv') =>
  new File([Papa.unparse({ fields: IMPORT_COLUMNS.map((column) => column.header), data: rows })], name, {
    type: 'text/csv',
  });

function serve(
  bulk: (call: Call) => Response = (call) => created((call.body as { items: unknown[] }).items.length),
) {
  return stubFetch((call) => {
    if (call.url.pathname === `${BASE}/import-references`) return json({ data: REFERENCES });
    if (call.url.pathname === `${BASE}/bulk`) return bulk(call);
    return undefined;
  });
}
const created = (count: number) =>
  json(
    {
      data: Array.from({ length: count }, (_, index) => ({ id: `id-${index}`, number: `DO-2612-${index}` })),
    },
    201,
  );
const bulkCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === `${BASE}/bulk`);

function renderImport() {
  return renderRoutes(
    [
      { path: '/delivery/', element: <p>Daftar pengiriman</p> },
      { path: '/delivery/import', element: <DeliveryImportPage /> },
    ],
    { user: buildUser('admin'), path: '/delivery/import' },
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('DeliveryImportPage', () => {
  it('names the 3 bad rows of a file with their column and Indonesian message, and creates nothing', async () => {
    const calls = serve();
    renderImport();
    const rows = [
      GOOD,
      { ...GOOD, Pelanggan: 'PT Tidak Ada' },
      GOOD,
      { ...GOOD, 'Alamat Tujuan': 'Gudang Cakung' },
      { ...GOOD, Jumlah: 'sepuluh' },
    ];
    await userEvent.upload(fileInput(), csvFile(rows));
    expect(
      await screen.findByText('3 masalah ditemukan di pengiriman.csv', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['3', 'Pelanggan', '"PT Tidak Ada" tidak ditemukan'],
      ['5', 'Alamat Tujuan', 'Nilai tidak valid'],
      ['6', 'Jumlah', 'Harus berupa angka'],
    ]);
    expect(screen.queryByRole('button', { name: /Impor \d+ Pengiriman/ })).not.toBeInTheDocument();
    expect(bulkCalls(calls)).toEqual([]);
  });

  it('imports a clean file in one bulk call and lands on the delivery list with the count', async () => {
    const calls = serve();
    const { router } = renderImport();
    await userEvent.upload(fileInput(), csvFile([GOOD, { ...GOOD, 'Nomor Referensi': 'PO-2' }]));
    expect(
      await screen.findByText('2 pengiriman siap diimpor dari pengiriman.csv', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Impor 2 Pengiriman' }));
    expect(
      await screen.findByText('2 pengiriman berhasil diimpor', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delivery/');
    const [bulk] = bulkCalls(calls);
    expect(bulk?.body).toEqual({
      items: [
        expect.objectContaining({ customer_id: 1, origin_address_id: 10, destination_address_id: 11 }),
        expect.objectContaining({ reference_number: 'PO-2', loads: [{ product_id: 20, quantity: 10 }] }),
      ],
    });
  });

  it('places the server refusal of an item on its sheet row, when the data changed after the check', async () => {
    serve(() =>
      json(
        {
          code: 'invalid/invalid-reference',
          message: 'Data tidak valid.',
          errors: [{ field: 'items.1.customer_id', code: 'invalid-value', message: 'Nilai tidak valid' }],
        },
        400,
      ),
    );
    renderImport();
    await userEvent.upload(fileInput(), csvFile([GOOD, GOOD]));
    await screen.findByText('2 pengiriman siap diimpor dari pengiriman.csv', {}, { timeout: SLOW_MS });
    await userEvent.click(screen.getByRole('button', { name: 'Impor 2 Pengiriman' }));
    expect(
      await screen.findByText('1 masalah ditemukan di pengiriman.csv', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Pelanggan', 'Nilai tidak valid']);
  });

  it('refuses a file that is neither CSV nor XLSX without calling the API', async () => {
    const calls = serve();
    renderImport();
    await userEvent.upload(fileInput(), new File(['x'], 'pengiriman.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('File harus berformat CSV atau XLSX.', {}, { timeout: SLOW_MS }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('template download', () => {
  let saved: { name: string; blob: Blob } | null;
  beforeEach(() => {
    saved = null;
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs nor downloads: keep the blob and the name the link asks for.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const url = `blob:test/${blobs.size}`;
          blobs.set(url, blob);
          return url;
        },
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blobs.get(this.href) as Blob };
    });
  });

  it('downloads an XLSX whose first sheet has the Indonesian columns the checker reads', async () => {
    serve();
    renderImport();
    await userEvent.click(screen.getByRole('button', { name: /Unduh Template/ }));
    // exceljs is loaded on the first click, as in the browser; on a busy machine that takes a while.
    await waitFor(() => expect(saved).not.toBeNull(), { timeout: SLOW_MS });
    const { name, blob } = saved as unknown as { name: string; blob: Blob };
    expect(name).toBe(DELIVERY_ORDER_IMPORT.templateFileName);
    const sheet = await sheetOfWorkbook(await readBlob(blob, 'bytes'));
    expect(sheet.headers).toEqual(IMPORT_COLUMNS.map((column) => column.header));
    expect(sheet.rows).toEqual([]);
  });
});
