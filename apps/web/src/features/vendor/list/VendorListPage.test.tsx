import type { AuthUser } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { buildRate, buildVendor, INACTIVE_VENDOR, OUTSIDE_VENDOR } from '../../../test/vendor.factory';
import { VendorListPage } from './VendorListPage';

const PAIRED = buildVendor();
const RATES = [
  buildRate(),
  buildRate({ id: 12, base_price: 8_500_000, origin: { id: 2, name: 'Pool Cikarang', city: 'Bekasi' } }),
  buildRate({ id: 13, base_price: 1_850_000 }),
  buildRate({ id: 14, base_price: 9_750_000 }),
  buildRate({
    id: 15,
    vendor_id: 2,
    base_price: 2_900_000,
    destination: { id: 22, name: 'Toko Cirebon', city: 'Cirebon' },
    box_type: null,
    total_weight: null,
    total_volume: null,
  }),
];

const listOf = <T,>(rows: T[]) => ({
  data: { paginated_result: rows, ids: rows.map((_, index) => index) },
  metadata: { page: 1, limit: 10, total_count: rows.length },
});

let calls: Call[];
let deleteAnswer: () => Response;

beforeEach(() => {
  deleteAnswer = () => json({ data: { ids: [2] } });
  calls = stubFetch((call) => {
    const path = call.url.pathname.replace('/api/vendor-management/v1', '');
    if (path === '/vendor' && call.method === 'GET')
      return json(listOf([PAIRED, OUTSIDE_VENDOR, INACTIVE_VENDOR]));
    if (path === '/vendor/rates') return json(listOf(RATES));
    if (path === '/vendor/bulk' && call.method === 'DELETE') return deleteAnswer();
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const listCalls = () => calls.filter((call) => call.url.pathname === '/api/vendor-management/v1/vendor');
const lastList = () => listCalls().at(-1)?.url.searchParams;

function renderList(user: AuthUser = buildUser('admin'), path = '/vendor/') {
  return renderRoutes(
    [
      { path: '/vendor/', element: <VendorListPage /> },
      { path: '/vendor/new', element: <p>Halaman vendor baru</p> },
      { path: '/vendor/:id', element: <p>Halaman vendor</p> },
    ],
    { user, path },
  );
}

const table = () => screen.getByRole('table', { name: 'Daftar vendor' });

async function findRow(name: string) {
  const cell = await within(table()).findByText(name, { selector: 'a' });
  return cell.closest('tr') as HTMLElement;
}

describe('vendor list page', () => {
  it('shows a paired vendor as connected with its company, and its rates in Rupiah, Kg and Cbm', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor' })).toBeInTheDocument();
    const paired = await findRow('PT Mitra Angkut Sejahtera');
    expect(within(paired).getByText('Terhubung')).toBeInTheDocument();
    expect(paired).toHaveTextContent('KTR/ANL-MAS/2026/014');
    await waitFor(() => expect(paired).toHaveTextContent('Rp 3.750.000'));
    expect(paired).toHaveTextContent('Rp 8.500.000');
    expect(paired).toHaveTextContent('Pool Cikarang');
    expect(paired).toHaveTextContent('DC Bandung');
    expect(paired).toHaveTextContent('Box Besi');
    expect(paired).toHaveTextContent('4.000,00 Kg');
    expect(paired).toHaveTextContent('16,000 Cbm');
    // Three rates in the row; the fourth is on the vendor's page.
    expect(paired).not.toHaveTextContent('Rp 9.750.000');
    expect(within(paired).getByRole('link', { name: '+1 tarif lainnya' })).toHaveAttribute(
      'href',
      '/vendor/1',
    );
    const rates = calls.find((call) => call.url.pathname.endsWith('/vendor/rates'));
    expect(rates?.url.searchParams.getAll('filters')).toEqual(['vendor_id in 1,2,3']);
  });

  it('shows a vendor outside the platform plainly, and a dash where it has no rate', async () => {
    renderList();
    const outside = await findRow('CV Sinar Jaya Transport');
    expect(within(outside).queryByText('Terhubung')).not.toBeInTheDocument();
    expect(within(outside).getByText('Aktif')).toBeInTheDocument();
    await waitFor(() => expect(outside).toHaveTextContent('Rp 2.900.000'));
    expect(outside).toHaveTextContent('Toko Cirebon');
    const inactive = await findRow('PT Lintas Cepat Ekspres');
    expect(within(inactive).getByText('Nonaktif')).toBeInTheDocument();
    expect(within(inactive).getAllByText('-').length).toBeGreaterThanOrEqual(7);
    expect(screen.getByText('1 - 3 dari 3')).toBeInTheDocument();
  });

  it('filters by status and by connected vendors, back on the first page', async () => {
    renderList(buildUser('admin'), '/vendor/?page=2');
    await findRow('PT Mitra Angkut Sejahtera');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Nonaktif'));
    await waitFor(() => expect(lastList()?.getAll('filters')).toEqual(['status.name eq INACTIVE']));
    expect(lastList()?.get('page')).toBe('1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hanya yang terhubung' }));
    await waitFor(() =>
      expect(lastList()?.getAll('filters')).toEqual(['status.name eq INACTIVE', 'paired_company_id gt 0']),
    );
  });

  it('sorts by a column the server can sort, and searches after the typing stops', async () => {
    renderList();
    await findRow('PT Mitra Angkut Sejahtera');
    // The server's order (by name) shows on its column without being sent.
    expect(screen.getByRole('columnheader', { name: /Nama Vendor/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(lastList()?.has('sorts')).toBe(false);
    await userEvent.click(screen.getByRole('columnheader', { name: /Nomor Kontrak/ }));
    await waitFor(() => expect(lastList()?.getAll('sorts')).toEqual(['contract_number asc']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'Sinar');
    await waitFor(() => expect(lastList()?.get('search')).toBe('Sinar'), { timeout: 2000 });
  });

  it('deletes the selected vendor after the confirmation', async () => {
    renderList();
    await findRow('CV Sinar Jaya Transport');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih CV Sinar Jaya Transport' }));
    await userEvent.click(screen.getByRole('button', { name: /Hapus \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus Vendor');
    expect(dialog).toHaveTextContent('Hapus 1 vendor yang dipilih?');
    const before = listCalls().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('1 vendor berhasil dihapus')).toBeInTheDocument();
    const deleted = calls.find((call) => call.method === 'DELETE');
    expect(deleted?.url.pathname).toBe('/api/vendor-management/v1/vendor/bulk');
    expect(deleted?.body).toEqual({ ids: [2] });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it("keeps a vendor on an open task and shows the server's Indonesian refusal", async () => {
    const refusal =
      'Vendor PT Mitra Angkut Sejahtera tidak dapat dihapus karena masih dipakai pada penugasan yang belum selesai atau dibatalkan (FO-2611-00003).';
    deleteAnswer = () => json({ code: 'vendor/used-by-open-fleet-task', message: refusal }, 409);
    renderList();
    await findRow('PT Mitra Angkut Sejahtera');
    // Select-all takes every vendor of the page.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }));
    await userEvent.click(screen.getByRole('button', { name: /Hapus \(3\)/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ ids: [1, 2, 3] });
  });

  it('opens the new vendor page from the create button', async () => {
    const { router } = renderList();
    await userEvent.click(screen.getByRole('button', { name: /Tambah Vendor/ }));
    expect(router.state.location.pathname).toBe('/vendor/new');
  });

  it('hides the create button without vms:create and the checkboxes without vms:delete', async () => {
    renderList(withoutScope(withoutScope(buildUser('admin'), 'vms:create'), 'vms:delete'));
    await findRow('PT Mitra Angkut Sejahtera');
    expect(screen.queryByRole('button', { name: /Tambah Vendor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Pilih/ })).not.toBeInTheDocument();
  });

  it('offers only the create button to a user who may create but not list vendors', () => {
    const creator = buildUser('dispatcher', { scopes: [...buildUser('dispatcher').scopes, 'vms:create'] });
    renderList(creator);
    expect(screen.getByText(/tidak memiliki akses untuk melihat daftar vendor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tambah Vendor/ })).toBeInTheDocument();
    expect(listCalls()).toEqual([]);
  });
});
