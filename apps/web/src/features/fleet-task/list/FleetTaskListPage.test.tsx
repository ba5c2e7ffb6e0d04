import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFleetTaskListRow } from '../../../test/fleet-task.factory';
import { renderRoutes } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { FleetTaskListPage } from './FleetTaskListPage';

const DRAFT = buildFleetTaskListRow();
const STARTED = buildFleetTaskListRow({
  id: '0b7e2a52-8c1d-4f7e-9a40-3f2d1c6b5a02',
  number: 'FO-2611-00002',
  status: { name: 'STARTED', raw_type: 'STARTED', visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'] },
  shipment_reference: null,
  vehicle: null,
  driver_user: null,
  vendor: { id: 3, name: 'CV Sinar Logistik' },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const listOf = <T,>(rows: T[], total = rows.length) => ({
  data: { paginated_result: rows, ids: rows.map((_, index) => index) },
  metadata: { page: 1, limit: 10, total_count: total },
});

interface Call {
  url: URL;
  method: string;
  body: unknown;
}

let calls: Call[];
let deleteAnswer: () => Response;

function answer(url: URL, method: string): Response {
  switch (url.pathname) {
    case '/api/fleet-planning/v1/fleet-task':
      if (method === 'POST') return json({ data: { ...DRAFT, id: 'new-task-id' } }, 201);
      return json(listOf([DRAFT, STARTED], 2));
    case '/api/fleet-planning/v1/fleet-task/delete':
      return deleteAnswer();
    case '/api/vehicle-management/v1/address':
      return json(
        listOf([
          { id: 1, name: 'Pool Pulogadung', city: 'Jakarta Timur' },
          { id: 4, name: 'Pool Bandung', city: 'Bandung' },
        ]),
      );
    case '/api/fleet-planning/v1/driver':
      return json(listOf([{ id: 12, name: 'Agus Salim' }]));
    case '/api/vehicle-management/v1/vehicle':
      return json(listOf([{ id: 7, license_plate: 'B 9012 KLM', vehicle_type: { type: 'CDD' } }]));
    default:
      return json({ code: 'route-not-found', message: 'Tidak ditemukan' }, 404);
  }
}

beforeEach(() => {
  calls = [];
  deleteAnswer = () => json({ data: { deleted: 1 } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, method);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const listCalls = () =>
  calls.filter((call) => call.url.pathname === '/api/fleet-planning/v1/fleet-task' && call.method === 'GET');
const lastFilters = () => listCalls().at(-1)?.url.searchParams.getAll('filters');

function renderList(user = buildUser('dispatcher'), path = '/fleet-task/') {
  return renderRoutes(
    [
      { path: '/fleet-task/', element: <FleetTaskListPage /> },
      { path: '/fleet-task/:id', element: <p>Halaman detail</p> },
    ],
    { user, path },
  );
}

const table = () => screen.getByRole('table', { name: 'Daftar penugasan' });

async function findRow(number: string) {
  const link = await within(table()).findByRole('link', { name: number });
  return link.closest('tr') as HTMLElement;
}

// Role queries over the whole list page (filters, table, selection) take 20 s when the machine is
// shared by several test runs: the default 20 s budget is too near.
describe('fleet task list page', { timeout: 45_000 }, () => {
  it('shows each task with its status display name, totals in Kg and Cbm, and a dash for what is missing', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Penugasan' })).toBeInTheDocument();
    const draft = await findRow('FO-2611-00001');
    expect(within(draft).getByText('Draf')).toBeInTheDocument();
    expect(draft).toHaveTextContent('21 Nov 2026 08:30');
    expect(draft).toHaveTextContent('B 9012 KLM');
    expect(draft).toHaveTextContent('Agus Salim');
    expect(draft).toHaveTextContent('1.250,00 Kg');
    expect(draft).toHaveTextContent('4,500 Cbm');
    const started = await findRow('FO-2611-00002');
    expect(within(started).getByText('Perjalanan')).toBeInTheDocument();
    expect(within(started).getAllByText('-').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('1 - 2 dari 2')).toBeInTheDocument();
  });

  it('links the task number to its detail page', async () => {
    const { router } = renderList();
    await userEvent.click(await within(await findRow('FO-2611-00001')).findByRole('link'));
    expect(router.state.location.pathname).toBe(`/fleet-task/${DRAFT.id}`);
  });

  it('hides the vendor name column from a user without any vms scope', async () => {
    renderList(buildUser('dispatcher'));
    await findRow('FO-2611-00002');
    expect(screen.queryByRole('columnheader', { name: 'Nama Vendor' })).not.toBeInTheDocument();
    expect(screen.queryByText('CV Sinar Logistik')).not.toBeInTheDocument();
  });

  it('shows the vendor name column to a user holding only one vms scope', async () => {
    renderList(buildUser('dispatcher', { scopes: [...buildUser('dispatcher').scopes, 'vms:read'] }));
    await findRow('FO-2611-00002');
    expect(screen.getByRole('columnheader', { name: 'Nama Vendor' })).toBeInTheDocument();
    expect(await findRow('FO-2611-00002')).toHaveTextContent('CV Sinar Logistik');
  });

  it("filters by status with 'status.name in' and names the statuses as the status list does", async () => {
    const { router } = renderList(buildUser('dispatcher'), '/fleet-task/?page=2');
    await findRow('FO-2611-00001');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByTitle('Dijalankan')).toBeInTheDocument();
    expect(screen.getByTitle('Kirim Ke Vendor')).toBeInTheDocument();
    expect(screen.queryByTitle('Temporary')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Draf'));
    await userEvent.click(screen.getByTitle('Dijalankan'));
    await waitFor(() => expect(lastFilters()).toEqual(['status.name in DRAFT,STARTED']));
    expect(listCalls().at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).getAll('filters')).toEqual([
      'status.name in DRAFT,STARTED',
    ]);
  });

  it("filters by a start garage chosen among the company's garages", async () => {
    renderList();
    await findRow('FO-2611-00001');
    await userEvent.click(screen.getByRole('combobox', { name: 'Garasi Asal' }));
    await userEvent.click(await screen.findByTitle('Pool Bandung (Bandung)'));
    await waitFor(() => expect(lastFilters()).toEqual(['start_address.id eq 4']));
    const garages = calls.find((call) => call.url.pathname === '/api/vehicle-management/v1/address');
    expect(garages?.url.searchParams.getAll('filters')).toEqual(['is_garage eq true']);
  });

  it('shows the vehicle and driver chosen in the URL by name after a reload', async () => {
    renderList(buildUser('dispatcher'), '/fleet-task/?filters=vehicle.id+eq+7&filters=driver_user.id+eq+12');
    await findRow('FO-2611-00001');
    expect(lastFilters()).toEqual(['vehicle.id eq 7', 'driver_user.id eq 12']);
    const filters = screen.getByRole('group', { name: 'Filter penugasan' });
    expect(await within(filters).findByText('B 9012 KLM (CDD)')).toBeInTheDocument();
    expect(await within(filters).findByText('Agus Salim')).toBeInTheDocument();
  });

  it('filters the weight from a minimum to a maximum in Kg once the typing stops', async () => {
    renderList();
    await findRow('FO-2611-00001');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Berat min (Kg)' }), '100');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Berat maks (Kg)' }), '2500');
    await waitFor(() => expect(lastFilters()).toEqual(['load_weight gte 100', 'load_weight lte 2500']), {
      timeout: 2000,
    });
  });

  it('reads the departure range of the URL in the company time zone', async () => {
    renderList(
      buildUser('dispatcher'),
      `/fleet-task/?filters=${encodeURIComponent('expected_departure_on gte 2026-11-01T00:00:00+07:00')}`,
    );
    await findRow('FO-2611-00001');
    expect(screen.getByPlaceholderText('Berangkat dari')).toHaveValue('01 Nov 2026 00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus filter' }));
    await waitFor(() => expect(lastFilters()).toEqual([]));
    expect(screen.getByPlaceholderText('Berangkat dari')).toHaveValue('');
  });

  it("shows the dashboard's late-departure filter as a checked 'Terlambat berangkat > 15 menit' that clears only itself", async () => {
    const departure = 'expected_departure_on gte 2026-11-21T00:00:00.000+07:00';
    const { router } = renderList(
      buildUser('dispatcher'),
      `/fleet-task/?filters=${encodeURIComponent('departure_late eq true')}&filters=${encodeURIComponent(departure)}`,
    );
    await findRow('FO-2611-00001');
    expect(lastFilters()).toEqual(['departure_late eq true', departure]);
    const late = within(screen.getByRole('group', { name: 'Filter penugasan' })).getByRole('checkbox', {
      name: 'Terlambat berangkat > 15 menit',
    });
    expect(late).toBeChecked();
    await userEvent.click(late);
    await waitFor(() => expect(lastFilters()).toEqual([departure]));
    expect(late).not.toBeChecked();
    expect(new URLSearchParams(router.state.location.search).getAll('filters')).toEqual([departure]);
    await userEvent.click(late);
    await waitFor(() => expect(lastFilters()).toEqual([departure, 'departure_late eq true']));
  });

  it('creates a Temporary task and opens its page', async () => {
    const { router } = renderList();
    await userEvent.click(screen.getByRole('button', { name: /Buat Penugasan/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet-task/new-task-id'));
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/fleet-task'))).toBe(
      true,
    );
  });

  it('hides the create button without fleet-task:create and the checkboxes without fleet-task:delete', async () => {
    renderList(withoutScope(withoutScope(buildUser('dispatcher'), 'fleet-task:create'), 'fleet-task:delete'));
    await findRow('FO-2611-00001');
    expect(screen.queryByRole('button', { name: /Buat Penugasan/ })).not.toBeInTheDocument();
    // The row checkboxes; the filter bar's own checkbox filters and deletes nothing.
    expect(within(table()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('deletes the selected Draf after the confirmation', async () => {
    renderList();
    await findRow('FO-2611-00001');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih FO-2611-00001' }));
    await userEvent.click(screen.getByRole('button', { name: /Hapus \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus Penugasan');
    expect(dialog).toHaveTextContent('Hapus 1 penugasan yang dipilih?');
    const before = listCalls().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('1 penugasan berhasil dihapus')).toBeInTheDocument();
    const deleted = calls.find((call) => call.url.pathname.endsWith('/fleet-task/delete'));
    expect(deleted?.body).toEqual({ ids: [DRAFT.id] });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it("shows the server's message when a selected task is not a Draf", async () => {
    deleteAnswer = () =>
      json(
        {
          code: 'failed-to-bulk-delete',
          message: 'Gagal menghapus. Hanya penugasan berstatus Draf yang dapat dihapus.',
        },
        400,
      );
    renderList();
    await findRow('FO-2611-00002');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih FO-2611-00002' }));
    await userEvent.click(screen.getByRole('button', { name: /Hapus \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Gagal menghapus. Hanya penugasan berstatus Draf yang dapat dihapus.',
    );
  });
});
