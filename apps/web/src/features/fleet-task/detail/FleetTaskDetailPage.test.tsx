import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDetail, stubApi } from '../../../test/detail-page';
import { buildFleetTask, inStatus, TASK_ID } from '../../../test/fleet-task.factory';
import { json } from '../../../test/http';
import { buildUser } from '../../../test/user.factory';

// antd pages render slowly in jsdom, and a save waits for the 500 ms pause first.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = buildUser('admin');

async function typeReference(text: string) {
  const input = await screen.findByLabelText('Referensi Pengiriman');
  await userEvent.type(input, text);
  return input;
}

describe('fleet task detail: autosave', () => {
  it('sends one PATCH of the typed text after the pause, with updated_on, then reloads the sequence', async () => {
    const task = buildFleetTask();
    const api = stubApi(task);
    renderDetail(admin);
    await typeReference('PO-77');
    // Typed text waits for the 500 ms pause: nothing is sent while typing.
    expect(api.patches()).toHaveLength(0);
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]?.body).toEqual({ shipment_reference: 'PO-77', updated_on: task.updated_on });
    const patchIndex = api.calls.indexOf(api.patches()[0]!);
    await waitFor(() =>
      expect(api.calls.slice(patchIndex).some((call) => call.url.pathname.endsWith('/sequence'))).toBe(true),
    );
    expect(await screen.findByText('Disimpan')).toBeInTheDocument();
  });

  it('sends nothing when the text is changed back to what was saved', async () => {
    const api = stubApi(buildFleetTask({ shipment_reference: 'PO-1' }));
    renderDetail(admin);
    const input = await screen.findByLabelText('Referensi Pengiriman');
    await userEvent.type(input, 'x{Backspace}');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.patches()).toHaveLength(0);
  });

  it('the second save carries the updated_on of the first answer', async () => {
    const api = stubApi(buildFleetTask());
    renderDetail(admin);
    await typeReference('A');
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    await typeReference('B');
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    expect(api.patches()[1]?.body).toEqual({
      shipment_reference: 'AB',
      updated_on: '2026-11-21T09:00:01.000+07:00',
    });
  });

  it('shows a server field error on its field and does not send the refused value again', async () => {
    const api = stubApi(buildFleetTask(), (call) =>
      call.method === 'PATCH'
        ? json(
            {
              code: 'fleet-task/shipment-reference-already-used',
              message: 'Referensi pengiriman sudah digunakan pada penugasan lain.',
              errors: [{ field: 'shipment_reference', code: 'invalid-value', message: 'Nilai tidak valid' }],
            },
            400,
          )
        : undefined,
    );
    renderDetail(admin);
    await typeReference('PO-TAKEN');
    const field = await screen.findByTestId('shipment-reference');
    const formItem = field.closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(
        within(formItem).getByText('Referensi pengiriman sudah digunakan pada penugasan lain.'),
      ).toBeVisible(),
    );
    expect(screen.getByText('Gagal disimpan')).toBeInTheDocument();
    // Another change is saved without the refused reference.
    await userEvent.click(screen.getByLabelText('Otomatis via GPS kendaraan'));
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    expect(api.patches()[1]?.body).toEqual({
      is_autocomplete_on: true,
      updated_on: buildFleetTask().updated_on,
    });
  });

  it('tells the user about a stale write and shows the task as the server has it now', async () => {
    const newer = buildFleetTask({
      shipment_reference: 'FROM-OTHER-USER',
      updated_on: '2026-11-21T10:00:00.000+07:00',
    });
    let reloaded = false;
    stubApi(buildFleetTask(), (call) => {
      if (call.method === 'PATCH') {
        reloaded = true;
        return json(
          {
            code: 'conflict/stale-update',
            message: 'Data telah diubah oleh pengguna lain. Muat ulang untuk melihat perubahan terbaru.',
          },
          409,
        );
      }
      if (call.method === 'GET' && call.url.pathname.endsWith(TASK_ID) && reloaded)
        return json({ data: newer });
      return undefined;
    });
    renderDetail(admin);
    await typeReference('MINE');
    expect(
      await screen.findByText(
        'Data telah diubah oleh pengguna lain. Muat ulang untuk melihat perubahan terbaru.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Referensi Pengiriman')).toHaveValue('FROM-OTHER-USER'));
  });

  it('sets the end garage to a newly chosen start garage in the same save', async () => {
    const garages = [
      { id: 6, name: 'Pool Pulogadung', full_name: 'Jl. Rawa Gelam', city: 'Jakarta Timur', is_garage: true },
      { id: 9, name: 'Pool Bandung', full_name: 'Jl. Soekarno-Hatta', city: 'Bandung', is_garage: true },
    ].map((garage) => ({
      ...garage,
      province: '-',
      geolocation: { latitude: -6, longitude: 107 },
      created_on: '',
    }));
    const api = stubApi(buildFleetTask(), (call) =>
      call.url.pathname.endsWith('/address')
        ? json({
            data: { paginated_result: garages, ids: [6, 9] },
            metadata: { page: 1, limit: 20, total_count: 2 },
          })
        : undefined,
    );
    renderDetail(admin);
    await userEvent.click(await screen.findByLabelText('Garasi Awal'));
    await userEvent.click(await screen.findByText('Pool Bandung'));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]?.body).toMatchObject({ start_address_id: 9, end_address_id: 9 });
  });
});

describe('fleet task detail: creating', () => {
  const temporary = () => inStatus('TEMPORARY');

  it('saves a task being created as Draf and says so', async () => {
    const api = stubApi(temporary(), (call) =>
      call.url.pathname.endsWith('/transition')
        ? json({ data: inStatus('DRAFT', { updated_on: '2026-11-21T11:00:00.000+07:00' }) })
        : undefined,
    );
    renderDetail(admin);
    // A task being created has no FO number yet: it comes with the first save (issue 26 item 8).
    expect(await screen.findByRole('heading', { name: 'Buat Penugasan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Penugasan FO-2611-00005 berhasil disimpan sebagai Draf'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.url.pathname.endsWith('/transition'))?.body).toEqual({
      status: 'DRAFT',
    });
    expect(
      await screen.findByRole('heading', { name: 'Detail Penugasan FO-2611-00005' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('task-status')).toHaveTextContent('Draf');
  });

  it('refuses to save without departure and garages, marking them required, without a transition', async () => {
    const api = stubApi(
      inStatus('TEMPORARY', {
        expected_departure_on: null,
        start_address_id: null,
        start_address: null,
        end_address_id: null,
        end_address: null,
      }),
    );
    renderDetail(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Terdapat data yang belum valid. Mohon periksa kembali data Anda.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Wajib diisi')).toHaveLength(3);
    expect(api.calls.some((call) => call.url.pathname.endsWith('/transition'))).toBe(false);
  });

  it('Cancel goes back to navsource without asking', async () => {
    stubApi(temporary());
    const params = encodeURIComponent(JSON.stringify({ id: 'do-1' }));
    const { router } = renderDetail(
      admin,
      `/fleet-task/${TASK_ID}?navsource=delivery-detail&navsourceparam=${params}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/do-1'));
  });
});

describe('fleet task detail: leaving', () => {
  it('asks before leaving with a change not saved yet, and stays when asked to', async () => {
    stubApi(buildFleetTask());
    const { router } = renderDetail(admin);
    await typeReference('WAITING');
    await router.navigate('/fleet-task/');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tinggalkan halaman?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di Sini' }));
    expect(router.state.location.pathname).toBe(`/fleet-task/${TASK_ID}`);
  });

  it('leaves when the user chooses to exit', async () => {
    stubApi(buildFleetTask());
    const { router } = renderDetail(admin);
    await typeReference('WAITING');
    await router.navigate('/fleet-task/');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet-task/'));
  });

  it("goes to the task's own Attach Delivery page without asking, as that continues the same task", async () => {
    stubApi(buildFleetTask());
    const { router } = renderDetail(admin);
    await typeReference('WAITING');
    await router.navigate(`/fleet-task/${TASK_ID}/attach-delivery`);
    expect(await screen.findByText('Halaman lain')).toBeInTheDocument();
    expect(screen.queryByText('Tinggalkan halaman?')).not.toBeInTheDocument();
  });

  it('leaves without asking once everything is saved', async () => {
    const api = stubApi(buildFleetTask());
    const { router } = renderDetail(admin);
    await typeReference('DONE');
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    await screen.findByText('Disimpan');
    await router.navigate('/fleet-task/');
    expect(await screen.findByText('Daftar penugasan')).toBeInTheDocument();
  });
});

describe('fleet task detail: loading', () => {
  it('returns to the list with the not-found message for an unknown task', async () => {
    stubApi(buildFleetTask(), (call) =>
      call.url.pathname.endsWith(TASK_ID)
        ? json({ code: 'not-found', message: 'Data tidak ditemukan.' }, 404)
        : undefined,
    );
    const { router } = renderDetail(admin);
    expect(await screen.findByText('Data tidak ditemukan.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet-task/'));
  });

  it('offers a retry when the task cannot be loaded', async () => {
    stubApi(buildFleetTask(), (call) =>
      call.url.pathname.endsWith(TASK_ID)
        ? json(
            { code: 'service-unavailable', message: 'Layanan sedang tidak tersedia. Silakan coba lagi.' },
            503,
          )
        : undefined,
    );
    renderDetail(admin);
    expect(await screen.findByText('Penugasan tidak dapat dimuat')).toBeInTheDocument();
    expect(await screen.findByText('Gagal mengambil data penugasan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });

  it('keeps the page shown when a later refresh of the task fails, and says the refresh failed', async () => {
    let reads = 0;
    stubApi(buildFleetTask({ shipment_reference: 'PO-9' }), (call) => {
      if (!(call.method === 'GET' && call.url.pathname.endsWith(TASK_ID))) return undefined;
      reads += 1;
      return reads === 1
        ? undefined
        : json(
            { code: 'service-unavailable', message: 'Layanan sedang tidak tersedia. Silakan coba lagi.' },
            503,
          );
    });
    const { queryClient } = renderDetail(admin);
    expect(await screen.findByLabelText('Referensi Pengiriman')).toHaveValue('PO-9');
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Gagal mengambil data penugasan.')).toBeInTheDocument();
    expect(screen.getByLabelText('Referensi Pengiriman')).toHaveValue('PO-9');
    expect(screen.queryByText('Penugasan tidak dapat dimuat')).not.toBeInTheDocument();
  });
});
