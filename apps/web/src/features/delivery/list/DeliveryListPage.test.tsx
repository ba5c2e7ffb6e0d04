import type { AuthUser, DeliveryOrderListRow } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { DeliveryListPage } from './DeliveryListPage';

const TASK_ID = '7d0c5a52-3f5e-4c1a-9c55-0a1b2c3d4e5f';

function buildRow(overrides: Partial<DeliveryOrderListRow> = {}): DeliveryOrderListRow {
  return {
    id: '5f1e2d3c-0000-4000-8000-000000000001',
    number: 'DO-2611-00031',
    shipment_type: 'DIRECT',
    shipment_number: null,
    reference_number: null,
    external_reference_number: null,
    status: { name: 'OPEN' },
    customer: { id: 1, name: 'PT Sinar Jaya' },
    billed_customer: { id: 2, name: 'PT Sinar Jaya Holding' },
    origin_address: { id: 11, name: 'Gudang Cakung', city: 'Jakarta Timur' },
    destination_address: { id: 12, name: 'DC Bandung', city: 'Bandung' },
    expected_pickup_on: '2026-11-23T08:00:00.000+07:00',
    expected_delivered_on: '2026-11-23T14:30:00.000+07:00',
    load_count: 2,
    load_weight: 1250.5,
    load_volume: 1.75,
    is_load_adjusted: false,
    is_from_vendor_request: false,
    transits: [],
    note: null,
    user_definition_fields: [],
    created_on: '2026-11-20T08:00:00.000+07:00',
    updated_on: '2026-11-20T08:00:00.000+07:00',
    fleet_task: null,
    ...overrides,
  };
}

const DIRECT = buildRow();
const TRANSIT = buildRow({
  id: '5f1e2d3c-0000-4000-8000-000000000002',
  number: 'DO-2611-00032',
  shipment_type: 'TRANSIT',
  billed_customer: null,
  status: { name: 'ASSIGNED' },
  transits: [{ id: 13, name: 'Pool Cikampek', city: 'Karawang', sequence: 1 }],
  fleet_task: { id: TASK_ID, number: 'FO-2611-00007', status: { name: 'SCHEDULED' } },
});

const listOf = <T,>(rows: T[], ids: (string | number)[]) => ({
  data: { paginated_result: rows, ids },
  metadata: { page: 1, limit: 10, total_count: rows.length },
});

let calls: Call[];
let deleteAnswer: () => Response;

beforeEach(() => {
  deleteAnswer = () => json({ data: { ids: [DIRECT.id] } });
  calls = stubFetch((call) => {
    const path = call.url.pathname.replace('/api', '');
    if (path === '/order/v1/delivery-order' && call.method === 'GET')
      return json(listOf([DIRECT, TRANSIT], [DIRECT.id, TRANSIT.id]));
    if (path === '/order/v1/delivery-order/delete') return deleteAnswer();
    if (path === '/order/v1/customer')
      return json(listOf([{ id: 1, name: 'PT Sinar Jaya', phone_number: null, email: null }], [1]));
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const listCalls = () => calls.filter((call) => call.url.pathname === '/api/order/v1/delivery-order');
const lastList = () => listCalls().at(-1)?.url.searchParams;

function renderList(user: AuthUser = buildUser('admin'), path = '/delivery/') {
  return renderRoutes(
    [
      { path: '/delivery/', element: <DeliveryListPage /> },
      { path: '/delivery/new', element: <p>Halaman pengiriman baru</p> },
      { path: '/delivery/import', element: <p>Halaman impor</p> },
      { path: '/delivery/:id', element: <p>Halaman pengiriman</p> },
      { path: '/fleet-task/:id', element: <p>Halaman penugasan</p> },
    ],
    { user, path },
  );
}

const table = () => screen.getByRole('table', { name: 'Daftar pengiriman' });

async function findRow(number: string) {
  const cell = await within(table()).findByText(number, { selector: 'a' });
  return cell.closest('tr') as HTMLElement;
}

describe('delivery list page', () => {
  it('shows each order with its route, customers, times, Kg, Cbm and status', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengiriman' })).toBeInTheDocument();
    const direct = await findRow('DO-2611-00031');
    expect(direct).toHaveTextContent('Langsung');
    expect(direct).toHaveTextContent('PT Sinar Jaya Holding');
    expect(direct).toHaveTextContent('Gudang Cakung');
    expect(direct).toHaveTextContent('DC Bandung');
    expect(direct).toHaveTextContent('23 Nov 2026 08:00');
    expect(direct).toHaveTextContent('23 Nov 2026 14:30');
    expect(direct).toHaveTextContent('1.250,5');
    expect(direct).toHaveTextContent('1,75');
    expect(within(direct).getByText('Belum Ditugaskan')).toHaveClass('ant-tag');
  });

  it("flags a transit order 'DO Transit' and links the fleet task holding it", async () => {
    const { router } = renderList();
    const transit = await findRow('DO-2611-00032');
    expect(within(transit).getByText('DO Transit')).toHaveClass('ant-tag');
    expect(within(await findRow('DO-2611-00031')).queryByText('DO Transit')).not.toBeInTheDocument();
    await userEvent.click(within(transit).getByRole('link', { name: 'FO-2611-00007' }));
    expect(router.state.location.pathname).toBe(`/fleet-task/${TASK_ID}`);
  });

  it('links the DO number to /delivery/{id}', async () => {
    const { router } = renderList();
    await userEvent.click(
      within(await findRow('DO-2611-00031')).getByRole('link', { name: 'DO-2611-00031' }),
    );
    expect(router.state.location.pathname).toBe(`/delivery/${DIRECT.id}`);
  });

  it("opens the import page from the header's 'Impor'", async () => {
    const { router } = renderList();
    await userEvent.click(screen.getByRole('button', { name: /Impor/ }));
    expect(router.state.location.pathname).toBe('/delivery/import');
  });

  it('filters by status and customer, back on the first page, and sorts by expected pickup', {
    timeout: 60_000,
  }, async () => {
    renderList(buildUser('admin'), '/delivery/?page=2');
    await findRow('DO-2611-00031');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Ditugaskan'));
    await waitFor(() => expect(lastList()?.getAll('filters')).toEqual(['status.name in ASSIGNED']));
    expect(lastList()?.get('page')).toBe('1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Pelanggan' }));
    await userEvent.click(await screen.findByTitle('PT Sinar Jaya'));
    await waitFor(() =>
      expect(lastList()?.getAll('filters')).toEqual(['status.name in ASSIGNED', 'customer.id eq 1']),
    );
    await userEvent.click(screen.getByRole('columnheader', { name: /Target Pengambilan/ }));
    await waitFor(() => expect(lastList()?.getAll('sorts')).toEqual(['expected_pickup_on asc']));
  });

  it("keeps an order that is on a task and shows the server's refusal", { timeout: 60_000 }, async () => {
    const refusal = 'Pengiriman tidak dapat dihapus karena sudah ditugaskan pada penugasan FO-2611-00007.';
    deleteAnswer = () => json({ code: 'delivery/failed-to-delete', message: refusal }, 400);
    renderList();
    await findRow('DO-2611-00032');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }));
    await userEvent.click(screen.getByRole('button', { name: /Hapus \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus 2 pengiriman yang dipilih?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    const deleted = calls.find((call) => call.url.pathname.endsWith('/delivery-order/delete'));
    expect(deleted?.body).toEqual({ ids: [DIRECT.id, TRANSIT.id] });
  });

  it('deletes the selected order after the confirmation', { timeout: 60_000 }, async () => {
    renderList();
    await findRow('DO-2611-00031');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih DO-2611-00031' }));
    await userEvent.click(screen.getByRole('button', { name: /Hapus \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('1 pengiriman berhasil dihapus')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [DIRECT.id] });
  });

  it('hides create and import without delivery-order:create and the checkboxes without delete', async () => {
    renderList(
      withoutScope(withoutScope(buildUser('admin'), 'delivery-order:create'), 'delivery-order:delete'),
    );
    await findRow('DO-2611-00031');
    expect(screen.queryByRole('button', { name: /Tambah Pengiriman/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Impor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
