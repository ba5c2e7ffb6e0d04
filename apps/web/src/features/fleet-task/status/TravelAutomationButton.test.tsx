import type { FleetTask } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTask, withStatus } from '../../../test/fleet-task.factory';
import { json, stubApi } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { TravelAutomationButton } from './TravelAutomationButton';

const ENABLE = 'Aktifkan Automasi Perjalanan';
const DISABLE = 'Nonaktifkan Automasi Perjalanan';

function renderButton(task: FleetTask, onUpdated = vi.fn()) {
  const result = renderRoutes(
    [
      { path: '/fleet-task/:id', element: <TravelAutomationButton task={task} onUpdated={onUpdated} /> },
      { path: '/fleet-task/', element: <p>Daftar Penugasan</p> },
    ],
    { user: buildUser('dispatcher'), path: `/fleet-task/${task.id}` },
  );
  return { ...result, onUpdated };
}

const scheduled = (overrides: Partial<FleetTask> = {}) =>
  withStatus(buildTask(overrides), 'SCHEDULED', ['DRAFT', 'SCHEDULED']);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TravelAutomationButton', () => {
  it.each([
    'TEMPORARY',
    'STARTED',
    'ENDED',
    'WAITING_FOR_VENDOR',
    'REJECTED_BY_VENDOR',
    'ACCEPTED_BY_VENDOR',
    'CANCELED',
  ] as const)('is hidden in %s', (status) => {
    renderButton(withStatus(buildTask(), status));
    expect(screen.queryByRole('button', { name: new RegExp(ENABLE) })).not.toBeInTheDocument();
  });

  it('is hidden when a vendor is set', () => {
    renderButton(buildTask({ vendor_id: 4, vendor: { id: 4, name: 'CV Kirim Cepat' } }));
    expect(screen.queryByRole('button', { name: new RegExp(ENABLE) })).not.toBeInTheDocument();
  });

  it('is shown but unavailable, with the reason, when the geolocations overlap', async () => {
    renderButton(buildTask({ is_overlap: true }));
    const button = screen.getByRole('button', { name: new RegExp(ENABLE) });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('tumpang tindih');
  });

  it('schedules a Draf with GEOFENCE after the confirmation and goes back to the list', async () => {
    const task = buildTask();
    const { calls } = stubApi({
      'POST /fleet-planning/v1/fleet-task/': () =>
        json({ data: { ...scheduled(), auto_start_type: 'GEOFENCE' } }),
    });
    const { router } = renderButton(task);
    await userEvent.click(screen.getByRole('button', { name: ENABLE }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Aktifkan Automasi Perjalanan?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('akan diubah menjadi Dijadwalkan');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet-task/'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/fleet-planning/v1/fleet-task/${task.id}/transition`,
        body: { status: 'SCHEDULED', auto_start_type: 'GEOFENCE' },
      },
    ]);
    expect(await screen.findByText('Berhasil mengaktikan automasi perjalanan!')).toBeInTheDocument();
  });

  it('checks the required fields before scheduling from Draf', async () => {
    const { calls } = stubApi({});
    renderButton(buildTask({ driver_user_id: null, driver_user: null }));
    await userEvent.click(screen.getByRole('button', { name: ENABLE }));
    expect(
      await screen.findByText('Terdapat data yang belum valid. Mohon periksa kembali data Anda.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('switches it on at once on a Dijadwalkan task and toasts the spec text', async () => {
    const task = scheduled();
    const updated = { ...task, auto_start_type: 'GEOFENCE' as const };
    const { calls } = stubApi({ 'PATCH /fleet-planning/v1/fleet-task/': () => json({ data: updated }) });
    const { onUpdated, router } = renderButton(task);
    await userEvent.click(screen.getByRole('button', { name: ENABLE }));
    expect(await screen.findByText('Berhasil mengaktikan automasi perjalanan!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: `/fleet-planning/v1/fleet-task/${task.id}`,
        body: { auto_start_type: 'GEOFENCE' },
      },
    ]);
    expect(onUpdated).toHaveBeenCalledWith(updated);
    expect(router.state.location.pathname).toBe(`/fleet-task/${task.id}`);
  });

  it('confirms first when the start is the first pickup', async () => {
    const task = scheduled({ is_start_and_first_point_same: true });
    const { calls } = stubApi({
      'PATCH /fleet-planning/v1/fleet-task/': () => json({ data: { ...task, auto_start_type: 'GEOFENCE' } }),
    });
    renderButton(task);
    await userEvent.click(screen.getByRole('button', { name: ENABLE }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Aktifkan Automasi Perjalanan?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('tiba di lokasi tersebut');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByText('Berhasil mengaktikan automasi perjalanan!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('switches it off after the confirmation, with auto_start_type null', async () => {
    const task = scheduled({ auto_start_type: 'GEOFENCE' });
    const { calls } = stubApi({
      'PATCH /fleet-planning/v1/fleet-task/': () => json({ data: { ...task, auto_start_type: null } }),
    });
    renderButton(task);
    await userEvent.click(screen.getByRole('button', { name: DISABLE }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nonaktifkan Automasi Perjalanan?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Berhasil nonaktifkan automasi perjalanan!')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PATCH', path: `/fleet-planning/v1/fleet-task/${task.id}`, body: { auto_start_type: null } },
    ]);
  });

  it('still lets an overlapping task switch off the automation it has', () => {
    renderButton(scheduled({ auto_start_type: 'GEOFENCE', is_overlap: true }));
    expect(screen.getByRole('button', { name: DISABLE })).toBeEnabled();
  });

  it('keeps the task as it was when nothing is confirmed', async () => {
    const { calls } = stubApi({});
    renderButton(scheduled({ auto_start_type: 'GEOFENCE' }));
    await userEvent.click(screen.getByRole('button', { name: DISABLE }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }));
    expect(calls).toHaveLength(0);
  });

  it('shows the server message when the automation is refused', async () => {
    stubApi({
      'PATCH /fleet-planning/v1/fleet-task/': () =>
        json(
          {
            code: 'fleet-task/travel-automation-unavailable',
            message: 'Automasi perjalanan tidak tersedia untuk penugasan ini.',
          },
          400,
        ),
    });
    renderButton(scheduled());
    await userEvent.click(screen.getByRole('button', { name: ENABLE }));
    expect(
      await screen.findByText('Automasi perjalanan tidak tersedia untuk penugasan ini.'),
    ).toBeInTheDocument();
  });
});
