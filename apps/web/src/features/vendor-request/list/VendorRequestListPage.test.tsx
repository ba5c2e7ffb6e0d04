import type { AuthUser, VendorRequestRow } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, errorBody, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { buildVendorRequestRow, REQUEST_ID, VENDOR_TASK_ID } from '../../../test/vendor-request.factory';
import { VendorRequestListPage } from './VendorRequestListPage';

const PENDING = buildVendorRequestRow();
const ACCEPTED = buildVendorRequestRow({
  id: '0f6e3b1a-2c4d-4e5f-8a9b-1c2d3e4f5a6b',
  status: { name: 'ACCEPTED' },
  sender_fleet_task: { number: 'FO-2611-00031' },
  vendor_fleet_task: { id: VENDOR_TASK_ID, number: 'FO-2611-00007' },
  expected_departure_on: '2026-11-25T07:30:00+07:00',
});

const listOf = (rows: VendorRequestRow[], total = rows.length) => ({
  data: { paginated_result: rows, ids: rows.map((row) => row.id) },
  metadata: { page: 1, limit: 10, total_count: total },
});

let calls: Call[];
let listAnswer: () => Response;

beforeEach(() => {
  listAnswer = () => json(listOf([PENDING, ACCEPTED]));
  calls = stubFetch((call) =>
    call.url.pathname === '/api/fleet-planning/v1/vendor-request' ? listAnswer() : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

const listCalls = () => calls.filter((call) => call.url.pathname === '/api/fleet-planning/v1/vendor-request');
const lastList = () => listCalls().at(-1)?.url.searchParams;

function renderList(user: AuthUser = buildUser('vendor_admin'), path = '/vendor-request/') {
  return renderRoutes(
    [
      { path: '/vendor-request/', element: <VendorRequestListPage /> },
      { path: '/vendor-request/:id', element: <p>Halaman permintaan</p> },
      { path: '/fleet-task/:id', element: <p>Halaman penugasan</p> },
    ],
    { user, path },
  );
}

const table = () => screen.getByRole('table', { name: 'Daftar permintaan vendor' });

async function findRow(number: string) {
  const link = await within(table()).findByRole('link', { name: number });
  return link.closest('tr') as HTMLElement;
}

describe('vendor request inbox', () => {
  it('lists each request with its sender, route, orders, totals and status', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Permintaan Vendor' })).toBeInTheDocument();
    const pending = await findRow('FO-2611-00042');
    expect(pending).toHaveTextContent('PT Pengirim Nusantara');
    expect(pending).toHaveTextContent('Bekasi → Bandung');
    expect(pending).toHaveTextContent('2 titik');
    expect(pending).toHaveTextContent('2 DO');
    expect(pending).toHaveTextContent('1.250,00 Kg');
    expect(pending).toHaveTextContent('6,500 Cbm');
    expect(pending).toHaveTextContent('27 Nov 2026 08:00');
    expect(within(pending).getByText('Menunggu Jawaban')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'FO-2611-00042' })).toHaveAttribute(
      'href',
      `/vendor-request/${REQUEST_ID}`,
    );
    expect(screen.getByText('1 - 2 dari 2')).toBeInTheDocument();
  });

  it("links an accepted request to the company's own task", async () => {
    renderList();
    const accepted = await findRow('FO-2611-00031');
    expect(within(accepted).getByText('Diterima')).toBeInTheDocument();
    expect(accepted).toHaveTextContent('25 Nov 2026 07:30');
    expect(within(accepted).getByRole('link', { name: 'FO-2611-00007' })).toHaveAttribute(
      'href',
      `/fleet-task/${VENDOR_TASK_ID}`,
    );
  });

  it('filters by status, sorts by a column and searches, as the API takes them', async () => {
    renderList(buildUser('vendor_admin'), '/vendor-request/?page=2');
    await findRow('FO-2611-00042');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Menunggu Jawaban'));
    await waitFor(() => expect(lastList()?.getAll('filters')).toEqual(['status.name in PENDING']));
    expect(lastList()?.get('page')).toBe('1');
    await userEvent.click(screen.getByRole('columnheader', { name: /Keberangkatan/ }));
    await waitFor(() => expect(lastList()?.getAll('sorts')).toEqual(['expected_departure_on asc']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'Nusantara');
    await waitFor(() => expect(lastList()?.get('search')).toBe('Nusantara'), { timeout: 2000 });
  });

  it('says so when no request has come in', async () => {
    listAnswer = () => json(listOf([]));
    renderList();
    expect(await within(table()).findByText(/Tidak ada data/)).toBeInTheDocument();
  });

  it("shows the server's message and retries when the list fails", async () => {
    listAnswer = () => errorBody(500, 'internal', 'Terjadi kesalahan pada server.');
    renderList();
    expect(await screen.findByText('Terjadi kesalahan pada server.')).toBeInTheDocument();
    const before = listCalls().length;
    listAnswer = () => json(listOf([PENDING]));
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    await findRow('FO-2611-00042');
    expect(listCalls().length).toBeGreaterThan(before);
  });
});
