import type { FleetTask, FleetTaskSequence } from '@armada/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildActivity, buildPoint, buildSequence, listAnswer, taskIn } from '../../../test/sequence.factory';
import { buildUser } from '../../../test/user.factory';
import { OrderTaskCard } from './OrderTaskCard';

const withVendor = (task: FleetTask): FleetTask => ({
  ...task,
  send_by: 'VENDOR',
  vendor_id: 4,
  vendor: { id: 4, name: 'CV Kirim Cepat' },
});

const movable = buildActivity({ movements: ['DOWN'], menu: ['transfer', 'remove', 'cancel'] });
// A second order: the task's only one could be neither removed nor transferred (minimum-one-delivery).
const other = buildActivity({
  id: 'a2000000-0000-4000-8000-000000000002',
  menu: [],
  delivery_order: {
    ...movable.delivery_order,
    id: 'd2000000-0000-4000-8000-000000000002',
    number: 'DO-ANL-0008',
  },
});
const sequence = buildSequence([buildPoint({ activities: [movable, other] })]);

function stubApi(
  answer: (call: Call) => Response | undefined = () => undefined,
  current: FleetTaskSequence = sequence,
) {
  return stubFetch((call) => {
    const handled = answer(call);
    if (handled) return handled;
    if (call.url.pathname.endsWith('/sequence')) return json({ data: current });
    if (call.url.pathname.endsWith('/movement')) return json({ data: current });
    return listAnswer([]);
  });
}

function renderCard(task: FleetTask, search = '') {
  return renderRoutes(
    [
      { path: '/fleet-task/:id', element: <OrderTaskCard task={task} /> },
      { path: '/fleet-task/:id/attach-delivery', element: <p>Halaman tambah pengiriman</p> },
      { path: '/delivery/:id', element: <p>Detail pengiriman</p> },
    ],
    { user: buildUser('dispatcher'), path: `/fleet-task/${task.id}${search}` },
  );
}

const moves = (calls: Call[]) => calls.filter((call) => call.url.pathname.endsWith('/movement'));

/** The card shows its rows once the sequence answered; a loaded machine may need a while. */
const FIRST_RENDER = { timeout: 10_000 };
const findLabelled = (label: string) => screen.findByLabelText(label, {}, FIRST_RENDER);
/** antd buttons hold their text in a span: clicking it clicks the button (cheaper than role queries). */
const findText = (text: string) => screen.findByText(text, {}, FIRST_RENDER);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("OrderTaskCard: moves and 'Ubah Urutan Penugasan?'", () => {
  it('moves a row at once without a vendor and puts its id in the route hash', async () => {
    const calls = stubApi();
    const { router } = renderCard(taskIn('DRAFT'), '?navsource=fleet-task');
    expect(await findLabelled('Pindahkan DO-ANL-0007 ke atas')).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Pindahkan DO-ANL-0007 ke bawah'));
    await waitFor(() => expect(moves(calls)).toHaveLength(1));
    expect(moves(calls)[0]?.url.pathname).toBe(
      `/api/fleet-planning/v1/fleet-task/${taskIn('DRAFT').id}/point/${buildPoint().id}/activity/${movable.id}/movement`,
    );
    expect(moves(calls)[0]?.body).toEqual({ type: 'DOWN' });
    expect(screen.queryByText('Ubah Urutan Penugasan?')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(`#${movable.id}`));
    expect(router.state.location.search).toBe('?navsource=fleet-task');
  });

  it('asks first with a vendor, and cancel sends nothing', async () => {
    const calls = stubApi();
    renderCard(withVendor(taskIn('DRAFT')));
    await userEvent.click(await findLabelled('Pindahkan DO-ANL-0007 ke bawah'));
    await findText('Ubah Urutan Penugasan?');
    expect(
      screen.getByText(/^Mengubah urutan akan menghapus vendor yang telah dipilih./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Batal'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(moves(calls)).toHaveLength(0);
  });

  it("moves after 'Ubah Urutan' with a vendor and says the vendor must be chosen again", async () => {
    const calls = stubApi();
    renderCard(withVendor(taskIn('DRAFT')));
    await userEvent.click(await findLabelled('Pindahkan DO-ANL-0007 ke bawah'));
    await userEvent.click(await findText('Ubah Urutan'));
    await waitFor(() => expect(moves(calls)).toHaveLength(1));
    expect(
      await screen.findByText('Vendor dihapus dari penugasan. Silakan pilih vendor kembali.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when a move is refused", async () => {
    stubApi((call) =>
      call.url.pathname.endsWith('/movement')
        ? json(
            {
              code: 'fleet-task/not-editable',
              message: 'Penugasan berstatus Perjalanan tidak dapat diubah.',
            },
            400,
          )
        : undefined,
    );
    renderCard(taskIn('DRAFT'));
    await userEvent.click(await findLabelled('Pindahkan DO-ANL-0007 ke bawah'));
    expect(await screen.findByText('Penugasan berstatus Perjalanan tidak dapat diubah.')).toBeInTheDocument();
  });
});

describe('OrderTaskCard: add delivery', () => {
  it('goes to Attach Delivery keeping the query', async () => {
    stubApi();
    const { router } = renderCard(taskIn('DRAFT'), '?navsource=fleet-task');
    await userEvent.click(await findText('Tambah Pengiriman'));
    expect(await screen.findByText('Halaman tambah pengiriman')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?navsource=fleet-task');
  });

  it('adds isIntervention=true when the task is in Perjalanan', async () => {
    stubApi();
    const { router } = renderCard(taskIn('STARTED'), '?navsource=fleet-task');
    await userEvent.click(await findText('Tambah Pengiriman'));
    await screen.findByText('Halaman tambah pengiriman');
    expect(new URLSearchParams(router.state.location.search).get('isIntervention')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('navsource')).toBe('fleet-task');
  });

  it("asks 'Ubah Urutan Penugasan?' first with a vendor, then goes to Attach Delivery", async () => {
    stubApi();
    renderCard(withVendor(taskIn('DRAFT')));
    await userEvent.click(await findText('Tambah Pengiriman'));
    await userEvent.click(await findText('Ubah Urutan'));
    expect(await screen.findByText('Halaman tambah pengiriman')).toBeInTheDocument();
  });

  it.each([
    ['Selesai', taskIn('ENDED')],
    ['Menunggu Vendor', withVendor(taskIn('WAITING_FOR_VENDOR'))],
    ['Perjalanan with a vendor', withVendor(taskIn('STARTED'))],
    ['a vendor request without a vendor', taskIn('DRAFT', { is_from_vendor_request: true })],
  ])('hides the add-delivery button in %s', async (_name, task) => {
    stubApi();
    renderCard(task);
    await findLabelled('Aktivitas di DC Sunter');
    expect(screen.queryByText('Tambah Pengiriman')).not.toBeInTheDocument();
  });
});

describe("OrderTaskCard: 'Keluarkan Pengiriman'", () => {
  const removals = (calls: Call[]) => calls.filter((call) => call.method === 'DELETE');

  async function removeFirst() {
    await userEvent.click(await findLabelled('Keluarkan Pengiriman DO-ANL-0007'));
    expect(
      await screen.findByText(/^Keluarkan pengiriman DO-ANL-0007 dari penugasan FO-2611-00005\?/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Keluarkan'));
  }

  it('removes the order after the confirmation and toasts success with a link to the order', async () => {
    const order = movable.delivery_order;
    const calls = stubApi((call) =>
      call.method === 'DELETE'
        ? json({ data: { id: order.id, number: order.number, vendor_cleared: false } })
        : undefined,
    );
    const { router } = renderCard(taskIn('SCHEDULED'));
    await removeFirst();
    expect(await screen.findByText('Berhasil mengeluarkan pengiriman DO-ANL-0007')).toBeInTheDocument();
    expect(removals(calls)[0]?.url.pathname).toBe(
      `/api/fleet-planning/v1/fleet-task/${taskIn('SCHEDULED').id}/delivery-order/${order.id}`,
    );
    await userEvent.click(screen.getByText('Lihat pengiriman'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/delivery/${order.id}`));
  });

  it("shows each refusal with the server's message", async () => {
    stubApi((call) =>
      call.method === 'DELETE'
        ? json(
            {
              code: 'fleet-task/cannot-unassign-transit-delivery-order',
              message: 'Gagal mengeluarkan DO-ANL-0007 karena telah ditugaskan sampai FO-2611-00009',
            },
            400,
          )
        : undefined,
    );
    renderCard(taskIn('SCHEDULED'));
    await removeFirst();
    expect(
      await screen.findByText('Gagal mengeluarkan DO-ANL-0007 karena telah ditugaskan sampai FO-2611-00009'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Gagal menghapus data.' when the server fails", async () => {
    stubApi((call) => (call.method === 'DELETE' ? new Response('oops', { status: 502 }) : undefined));
    renderCard(taskIn('SCHEDULED'));
    await removeFirst();
    expect(await screen.findByText('Gagal menghapus data.')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const calls = stubApi();
    renderCard(taskIn('SCHEDULED'));
    await userEvent.click(await findLabelled('Keluarkan Pengiriman DO-ANL-0007'));
    await screen.findByText(/^Keluarkan pengiriman DO-ANL-0007/);
    await userEvent.click(screen.getByText('Batal'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removals(calls)).toHaveLength(0);
  });
});

describe("OrderTaskCard: 'Batalkan'", () => {
  it('cancels the order with a required reason', async () => {
    const calls = stubApi((call) => {
      if (call.url.pathname.endsWith('/reason')) {
        return listAnswer([{ id: 3, reason: 'Pelanggan membatalkan pesanan', type: 'CANCELED' }]);
      }
      if (call.url.pathname.endsWith('/cancel')) {
        return json({
          data: {
            id: movable.delivery_order.id,
            number: 'DO-ANL-0007',
            status: 'CANCELED',
            canceled_reason: { id: 3, reason: 'Pelanggan membatalkan pesanan' },
            vendor_cleared: false,
          },
        });
      }
      return undefined;
    });
    renderCard(taskIn('SCHEDULED'));
    await userEvent.click(await findLabelled('Aksi DO-ANL-0007'));
    await userEvent.click(await screen.findByText('Batalkan'));
    const submit = await screen.findByText('Batalkan Pengiriman', { selector: 'button span' });
    await userEvent.click(submit);
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.endsWith('/cancel'))).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('Alasan Pembatalan'));
    await userEvent.click(await screen.findByTitle('Pelanggan membatalkan pesanan'));
    await userEvent.click(submit);
    expect(await screen.findByText('Pengiriman DO-ANL-0007 berhasil dibatalkan')).toBeInTheDocument();
    const cancel = calls.find((call) => call.url.pathname.endsWith('/cancel'));
    expect(cancel?.url.pathname).toBe(
      `/api/fleet-planning/v1/fleet-task/${taskIn('SCHEDULED').id}/point/${buildPoint().id}/activity/${movable.id}/cancel`,
    );
    expect(cancel?.body).toEqual({ canceled_reason_id: 3 });
  });
});
