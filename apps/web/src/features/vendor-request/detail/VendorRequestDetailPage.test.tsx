import type { AuthUser, VendorRequestDetail } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, errorBody, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { buildVendorRequestDetail, REQUEST_ID, VENDOR_TASK_ID } from '../../../test/vendor-request.factory';
import { VendorRequestDetailPage } from './VendorRequestDetailPage';

const BASE = `/api/fleet-planning/v1/vendor-request/${REQUEST_ID}`;

let calls: Call[];
let detail: VendorRequestDetail;
let acceptAnswer: () => Response;
let rejectAnswer: (reason: string) => Response;

beforeEach(() => {
  detail = buildVendorRequestDetail();
  acceptAnswer = () =>
    json({
      data: {
        ...detail,
        status: { name: 'ACCEPTED' },
        vendor_fleet_task: { id: VENDOR_TASK_ID, number: 'FO-2611-00007' },
      },
    });
  rejectAnswer = (reason) =>
    json({ data: { ...detail, status: { name: 'REJECTED' }, rejected_reason: reason } });
  calls = stubFetch((call) => {
    const path = call.url.pathname;
    if (path === BASE && call.method === 'GET') return json({ data: detail });
    if (path === `${BASE}/accept` && call.method === 'POST') return acceptAnswer();
    if (path === `${BASE}/reject` && call.method === 'POST')
      return rejectAnswer((call.body as { reason: string }).reason);
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => calls.filter((call) => call.method === 'POST');

function renderDetail(user: AuthUser = buildUser('vendor_admin'), id = REQUEST_ID) {
  return renderRoutes(
    [
      { path: '/vendor-request/', element: <p>Daftar permintaan</p> },
      { path: '/vendor-request/:id', element: <VendorRequestDetailPage /> },
      { path: '/fleet-task/:id', element: <p>Halaman penugasan</p> },
    ],
    { user, path: `/vendor-request/${id}` },
  );
}

describe('one vendor request', () => {
  it('shows the sender, the route in order and the orders with their loads, without prices', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Permintaan FO-2611-00042/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('PT Pengirim Nusantara').length).toBeGreaterThan(0);
    expect(screen.getByText('Menunggu Jawaban')).toBeInTheDocument();
    expect(screen.getByText('2 DO · 1.250,00 Kg · 6,500 Cbm')).toBeInTheDocument();
    expect(screen.getByText('Garasi Awal: Garasi Sunter')).toBeInTheDocument();
    expect(screen.getByText('Titik 1: Gudang Cikarang')).toBeInTheDocument();
    expect(screen.getByText('Titik 2: DC Bandung')).toBeInTheDocument();
    expect(screen.getByText('Waktu layanan 0 Jam 30 Menit')).toBeInTheDocument();
    expect(screen.getAllByText('Jemput DO-2611-00101')).toHaveLength(1);
    expect(screen.getAllByText('Antar DO-2611-00102')).toHaveLength(1);
    const orders = screen.getByRole('table', { name: 'Pengiriman dalam permintaan' });
    expect(orders).toHaveTextContent('Toko Sumber Rejeki');
    expect(orders).toHaveTextContent('27 Nov 2026 15:00');
    const loads = screen.getByRole('table', { name: 'Muatan DO-2611-00101' });
    expect(loads).toHaveTextContent('Semen 50 kg (Bahan Bangunan)');
    expect(loads).toHaveTextContent('20 Sak');
    expect(document.body).not.toHaveTextContent(/Rp/);
  });

  it('accepts after the question and opens the new task', async () => {
    const { router } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /Terima/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Terima permintaan FO-2611-00042?');
    expect(posts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terima' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fleet-task/${VENDOR_TASK_ID}`));
    expect(posts().map((call) => call.url.pathname)).toEqual([`${BASE}/accept`]);
    expect(
      await screen.findByText('Permintaan diterima. Penugasan FO-2611-00007 telah dibuat.'),
    ).toBeInTheDocument();
  });

  it("shows the catalogue's refusal when the sender withdrew the request, and reads it again", async () => {
    acceptAnswer = () =>
      errorBody(409, 'vendor-request/canceled', 'Permintaan ini telah dibatalkan oleh pengirim.');
    const { router } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /Terima/ }));
    const dialog = await screen.findByRole('dialog');
    detail = { ...detail, status: { name: 'CANCELED' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terima' }));
    expect(await screen.findByText('Permintaan ini telah dibatalkan oleh pengirim.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/vendor-request/${REQUEST_ID}`);
    // Read again: the withdrawn request shows why it cannot be answered, and no dead button stays.
    expect(await screen.findByText(/permintaan tidak dapat dijawab/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Terima/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tolak/ })).not.toBeInTheDocument();
  });

  it('asks for the reason before rejecting, then sends it', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /Tolak/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak permintaan FO-2611-00042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak Permintaan' }));
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    const reason = within(dialog).getByRole('textbox', { name: /Alasan Penolakan/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(reason);
    await userEvent.paste('Truk sedang servis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak Permintaan' }));
    expect(await screen.findByText('Permintaan ditolak.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.url.pathname).toBe(`${BASE}/reject`);
    expect(posts()[0]?.body).toEqual({ reason: 'Truk sedang servis' });
    expect(await screen.findByText('Ditolak')).toBeInTheDocument();
    expect(screen.getByText('Truk sedang servis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tolak/ })).not.toBeInTheDocument();
  });

  it("shows the refusal of a request answered meanwhile in the catalogue's words", async () => {
    rejectAnswer = () =>
      errorBody(409, 'vendor-request/already-responded', 'Permintaan ini sudah diterima atau ditolak.');
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /Tolak/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan Penolakan/ }), 'Penuh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak Permintaan' }));
    expect(await screen.findByText('Permintaan ini sudah diterima atau ditolak.')).toBeInTheDocument();
  });

  it('shows the request without answers to a user who may only read tasks', async () => {
    renderDetail(withoutScope(buildUser('vendor_admin'), 'fleet-task:update'));
    expect(await screen.findByText('Anda hanya dapat melihat permintaan ini.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Terima/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tolak/ })).not.toBeInTheDocument();
  });

  it("answers another company's request as not found, and an address that names none without asking", async () => {
    renderDetail(buildUser('vendor_admin'), 'bukan-uuid');
    expect(await screen.findByText('Permintaan tidak ditemukan')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers a retry when the request cannot be read', async () => {
    vi.unstubAllGlobals();
    calls = stubFetch(() => errorBody(500, 'internal', 'Terjadi kesalahan pada server.'));
    renderDetail();
    expect(await screen.findByText('Gagal memuat permintaan')).toBeInTheDocument();
    expect(screen.getByText('Terjadi kesalahan pada server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});
