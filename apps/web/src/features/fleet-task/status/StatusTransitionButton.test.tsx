import type { FleetTask } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTask, withStatus } from '../../../test/fleet-task.factory';
import { json, stubApi } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { StatusTransitionButton, type StatusTransitionButtonProps } from './StatusTransitionButton';

const REASONS = {
  data: {
    paginated_result: [
      { id: 1, reason: 'Kendaraan rusak', type: 'CANCELED', created_on: '', updated_on: '' },
      { id: 2, reason: 'Pelanggan membatalkan pesanan', type: 'CANCELED', created_on: '', updated_on: '' },
    ],
    ids: [1, 2],
  },
  metadata: { page: 1, limit: 1000, total_count: 2 },
};

function renderButton(task: FleetTask, props: Partial<StatusTransitionButtonProps> = {}) {
  return renderRoutes(
    [
      { path: '/fleet-task/:id', element: <StatusTransitionButton task={task} {...props} /> },
      { path: '/fleet-task/', element: <p>Daftar Penugasan</p> },
    ],
    { user: buildUser('dispatcher'), path: `/fleet-task/${task.id}` },
  );
}

async function choose(target: string) {
  await userEvent.click(screen.getByRole('button', { name: /Ubah Status/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: target }));
}

async function targetsOffered() {
  await userEvent.click(screen.getByRole('button', { name: /Ubah Status/ }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatusTransitionButton', () => {
  it('offers Dijadwalkan and Dibatalkan from Draf', async () => {
    renderButton(buildTask());
    expect(await targetsOffered()).toEqual(['Dijadwalkan', 'Dibatalkan']);
  });

  it('offers Menunggu Vendor and Dibatalkan from Draf with a vendor', async () => {
    renderButton(buildTask({ vendor_id: 4, vendor: { id: 4, name: 'CV Kirim Cepat' }, send_by: 'VENDOR' }));
    expect(await targetsOffered()).toEqual(['Menunggu Vendor', 'Dibatalkan']);
  });

  it('offers only Dijadwalkan on a Draf made from a vendor request', async () => {
    renderButton(buildTask({ is_from_vendor_request: true }));
    expect(await targetsOffered()).toEqual(['Dijadwalkan']);
  });

  it('is hidden when no transition is allowed', () => {
    renderButton(withStatus(buildTask(), 'ENDED'));
    expect(screen.queryByRole('button', { name: /Ubah Status/ })).not.toBeInTheDocument();
  });

  it('blocks leaving Draf with missing fields with the invalid-fields toast, without calling the server', async () => {
    const { calls } = stubApi({});
    const onInvalidFields = vi.fn();
    renderButton(buildTask({ vehicle_id: null, vehicle: null }), { onInvalidFields });
    await choose('Dijadwalkan');
    expect(
      await screen.findByText('Terdapat data yang belum valid. Mohon periksa kembali data Anda.'),
    ).toBeInTheDocument();
    expect(onInvalidFields).toHaveBeenCalledWith(['vehicle_id']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('confirms with the number and the old to new status, then schedules and goes back to the list', async () => {
    const task = buildTask();
    const scheduled = withStatus(task, 'SCHEDULED', ['DRAFT', 'SCHEDULED']);
    const { calls } = stubApi({
      [`POST /fleet-planning/v1/fleet-task/${task.id}/transition`]: () => json({ data: scheduled }),
    });
    const onTransitioned = vi.fn();
    const { router } = renderButton(task, { onTransitioned });
    await choose('Dijadwalkan');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ubah status penugasan FO-2611-00007?')).toBeInTheDocument();
    expect(within(dialog).getByTestId('status-change')).toHaveTextContent(
      'Status saat iniDrafStatus baruDijadwalkan',
    );
    expect(
      within(dialog).queryByText('PERHATIAN! Automasi perjalanan akan dinonaktifkan'),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah Status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet-task/'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/fleet-planning/v1/fleet-task/${task.id}/transition`,
        body: { status: 'SCHEDULED' },
      },
    ]);
    expect(onTransitioned).toHaveBeenCalledWith(scheduled);
    expect(
      await screen.findByText('Status FO-2611-00007 berhasil diubah menjadi Dijadwalkan'),
    ).toBeInTheDocument();
  });

  it("alerts 'PERHATIAN! Automasi perjalanan akan dinonaktifkan' when scheduling an overlapping task", async () => {
    renderButton(buildTask({ is_overlap: true }));
    await choose('Dijadwalkan');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('PERHATIAN! Automasi perjalanan akan dinonaktifkan')).toBeInTheDocument();
  });

  it('shows the server message of a refused transition and stays on the task', async () => {
    const task = withStatus(buildTask(), 'STARTED', ['DRAFT', 'SCHEDULED', 'STARTED']);
    stubApi({
      'POST /fleet-planning/v1/fleet-task/': () =>
        json(
          {
            code: 'invalid/activities-must-be-completed',
            message: 'Selesaikan semua aktivitas sebelum mengubah status.',
            errors_v2: { issues: [{ code: 'FLEET_TASK.FLEET_TASK_ACTIVITIES_NOT_COMPLETED', message: '' }] },
          },
          400,
        ),
    });
    const onTransitioned = vi.fn();
    const { router } = renderButton(task, { onTransitioned });
    await choose('Selesai');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ubah Status' }),
    );
    expect(
      await screen.findByText('Selesaikan semua aktivitas sebelum mengubah status.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/fleet-task/${task.id}`);
    expect(onTransitioned).not.toHaveBeenCalled();
  });

  it('hands the field errors of a refusal to the page', async () => {
    stubApi({
      'POST /fleet-planning/v1/fleet-task/': () =>
        json(
          {
            code: 'invalid/invalid-fields',
            message: 'Terdapat data yang belum valid. Mohon periksa kembali data Anda.',
            errors: [{ field: 'customer_phone_number', code: 'required', message: 'Wajib diisi' }],
          },
          400,
        ),
    });
    const onFieldErrors = vi.fn();
    renderButton(buildTask(), { onFieldErrors });
    await choose('Dijadwalkan');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ubah Status' }),
    );
    await waitFor(() =>
      expect(onFieldErrors).toHaveBeenCalledWith([
        { field: 'customer_phone_number', code: 'required', message: 'Wajib diisi' },
      ]),
    );
  });

  it("cancels with the required 'Alasan Pembatalan' chosen from the cancel reasons", async () => {
    const task = buildTask();
    const canceled = withStatus(task, 'CANCELED', ['DRAFT', 'CANCELED']);
    const { calls } = stubApi({
      'GET /fleet-planning/v1/reason?': () => json(REASONS),
      'POST /fleet-planning/v1/fleet-task/': () => json({ data: canceled }),
    });
    const { router } = renderButton(task);
    await choose('Dibatalkan');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ubah Status', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Pengiriman yang sudah dibatalkan tidak dapat kembali.'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah Status' }));
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(dialog).getByLabelText('Alasan Pembatalan'));
    await userEvent.click(await screen.findByTitle('Pelanggan membatalkan pesanan'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah Status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet-task/'));
    expect(calls[0]?.path).toBe(
      '/fleet-planning/v1/reason?limit=1000&page=1&sorts=reason+asc&filters=type+eq+CANCELED',
    );
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: `/fleet-planning/v1/fleet-task/${task.id}/transition`,
      body: { status: 'CANCELED', canceled_reason_id: 2 },
    });
  });

  it('cancels even with missing fields', async () => {
    stubApi({ 'GET /fleet-planning/v1/reason?': () => json(REASONS) });
    renderButton(buildTask({ expected_departure_on: null, vehicle_id: null }));
    await choose('Dibatalkan');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(
      screen.queryByText('Terdapat data yang belum valid. Mohon periksa kembali data Anda.'),
    ).not.toBeInTheDocument();
  });

  it('shows the reasons load error with a retry', async () => {
    stubApi({
      'GET /fleet-planning/v1/reason?': () =>
        json({ code: 'auth/forbidden', message: 'Akses ditolak.' }, 403),
    });
    renderButton(buildTask());
    await choose('Dibatalkan');
    expect(await screen.findByText('Gagal memuat alasan pembatalan')).toBeInTheDocument();
    expect(screen.getByText('Akses ditolak.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });

  it('saves a Temporary task as Draf at once and stays on it', async () => {
    const task = withStatus(buildTask(), 'TEMPORARY', []);
    stubApi({ 'POST /fleet-planning/v1/fleet-task/': () => json({ data: withStatus(task, 'DRAFT') }) });
    const { router } = renderButton(task);
    await choose('Draf');
    expect(await screen.findByText('FO-2611-00007 berhasil disimpan sebagai Draf')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/fleet-task/${task.id}`);
  });
});
