import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { DeliveryCreatePage } from './DeliveryFormPage';

// A slow shared machine: every picker opens a dropdown and waits for the server's options.
const SLOW = { timeout: 180_000 };

const ADDRESSES = [
  { id: 11, name: 'Gudang Cakung', city: 'Jakarta Timur', full_name: 'Jl. Cakung Cilincing 8' },
  { id: 12, name: 'DC Bandung', city: 'Bandung', full_name: 'Jl. Soekarno-Hatta 200' },
  { id: 13, name: 'Toko Cirebon', city: 'Cirebon', full_name: 'Jl. Siliwangi 5' },
  { id: 14, name: 'Toko Bogor', city: 'Bogor', full_name: 'Jl. Pajajaran 9' },
];
const PRODUCTS = [
  {
    id: 21,
    name: 'Beras Premium 25 kg',
    product_type: { id: 1, name: 'Sembako' },
    uom: 'Karung',
    conversion_weight_value: 25,
    conversion_volume_value: 0.035,
  },
  {
    id: 22,
    name: 'Minyak Goreng 1 L',
    product_type: { id: 1, name: 'Sembako' },
    uom: 'Botol',
    conversion_weight_value: 0.9,
    conversion_volume_value: 0.001,
  },
];

const listOf = <T extends { id: number }>(rows: T[]) => ({
  data: { paginated_result: rows, ids: rows.map((row) => row.id) },
  metadata: { page: 1, limit: 20, total_count: rows.length },
});

const CREATED = { id: '5f1e2d3c-0000-4000-8000-0000000000aa', number: 'DO-2611-00031' };

function serve(save: (call: Call) => Response = () => json({ data: CREATED }, 201)) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/order/v1/delivery-order' && call.method === 'POST') return save(call);
    if (path === '/api/order/v1/customer') {
      return json(listOf([{ id: 1, name: 'PT Sumber Pangan Makmur', phone_number: null, email: null }]));
    }
    if (path === '/api/order/v1/product') return json(listOf(PRODUCTS));
    if (path === '/api/vehicle-management/v1/address') return json(listOf(ADDRESSES));
    return undefined;
  });
}
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  return renderRoutes(
    [
      { path: '/delivery/new', element: <DeliveryCreatePage /> },
      { path: '/delivery/:id', element: <p>Halaman pengiriman</p> },
      { path: '/delivery/', element: <p>Daftar pengiriman</p> },
    ],
    { user: buildUser('admin'), path: '/delivery/new' },
  );
}

/** Opens a picker and chooses an option in the dropdown opened last. */
async function pick(field: HTMLElement, title: string) {
  await userEvent.click(field);
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1);
    return within(open as HTMLElement).getByTitle(title);
  });
  await userEvent.click(option);
}

async function fillRequired() {
  await pick(screen.getByLabelText('Pelanggan'), 'PT Sumber Pangan Makmur');
  await pick(screen.getByLabelText('Alamat Asal'), 'Gudang Cakung');
  await pick(screen.getByLabelText('Alamat Tujuan'), 'DC Bandung');
}

async function addLoad(product: string, quantity: string) {
  await userEvent.click(screen.getByRole('button', { name: /Tambah Muatan/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah Muatan' });
  await pick(within(dialog).getByLabelText('Produk'), product);
  await userEvent.type(within(dialog).getByLabelText('Jumlah'), quantity);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const loadsTable = () => screen.getByRole('table', { name: 'Muatan pengiriman' });
const posted = (calls: Call[]) =>
  calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;

describe('delivery order form', () => {
  it('computes each load and the order total from the product conversions', SLOW, async () => {
    serve();
    renderForm();
    await addLoad('Beras Premium 25 kg', '10');
    await addLoad('Minyak Goreng 1 L', '3');
    const rows = within(loadsTable()).getAllByRole('row');
    const beras = rows.find((row) => row.textContent?.includes('Beras')) as HTMLElement;
    const minyak = rows.find((row) => row.textContent?.includes('Minyak')) as HTMLElement;
    expect(beras).toHaveTextContent('Karung');
    expect(beras).toHaveTextContent('250,00 Kg');
    expect(beras).toHaveTextContent('0,350 Cbm');
    expect(minyak).toHaveTextContent('2,70 Kg');
    expect(screen.getByTestId('loads-total-weight')).toHaveTextContent('252,70 Kg');
    expect(screen.getByTestId('loads-total-volume')).toHaveTextContent('0,353 Cbm');
    // A deleted row leaves the total after the confirmation.
    await userEvent.click(within(minyak).getByRole('button', { name: 'Hapus muatan Minyak Goreng 1 L' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.getByTestId('loads-total-weight')).toHaveTextContent('250,00 Kg'));
  });

  it('asks for every transit leg and sends them in the order shown', SLOW, async () => {
    const calls = serve();
    const { router } = renderForm();
    await fillRequired();
    // antd's button-style radio takes the click on its label.
    await userEvent.click(screen.getByRole('radio', { name: 'Transit' }).closest('label') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: /Tambah Transit/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const firstLeg = screen.getByLabelText('Transit 1');
    await waitFor(() => expect(firstLeg).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
    expect(posted(calls)).toBeUndefined();

    await pick(firstLeg, 'Toko Cirebon');
    await userEvent.click(screen.getByRole('button', { name: /Tambah Transit/ }));
    await pick(screen.getByLabelText('Transit 2'), 'Toko Bogor');
    await userEvent.click(screen.getByRole('button', { name: 'Naikkan transit 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/delivery/${CREATED.id}`));
    expect(posted(calls)).toMatchObject({
      customer_id: 1,
      origin_address_id: 11,
      destination_address_id: 12,
      shipment_type: 'TRANSIT',
      transit_address_ids: [14, 13],
    });
  });

  it("puts the server's field errors on their fields and on the load's row", SLOW, async () => {
    const calls = serve(() =>
      json(
        {
          code: 'invalid/invalid-reference',
          message: 'Data yang dirujuk tidak ditemukan.',
          errors: [
            { field: 'customer_id', code: 'invalid-reference', message: 'Pelanggan tidak ditemukan' },
            { field: 'loads.0.product_id', code: 'invalid-reference', message: 'Produk tidak ditemukan' },
          ],
        },
        400,
      ),
    );
    const { router } = renderForm();
    await fillRequired();
    await addLoad('Beras Premium 25 kg', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pelanggan tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByLabelText('Pelanggan')).toHaveAttribute('aria-invalid', 'true');
    const row = within(loadsTable())
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('Beras')) as HTMLElement;
    expect(within(row).getByRole('alert')).toHaveTextContent('Produk tidak ditemukan');
    expect(posted(calls)).toMatchObject({
      loads: [{ product_id: 21, quantity: 4, uom: 'Karung', conversion_weight_value: 25 }],
    });
    expect(router.state.location.pathname).toBe('/delivery/new');
  });
});
