import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFleetTask } from '../../../test/fleet-task.factory';
import { errorBody, json, type StubbedCall, stubFetchByUrl } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildTaskTrack, buildVehicleTrack, TRACK_TASK_ID } from '../../../test/track.factory';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { TrackVehicleButton } from './TrackVehicleButton';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const task = buildFleetTask({
  status: { name: 'STARTED', raw_type: 'STARTED', visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'] },
  actual_departure_on: '2026-11-21T08:00:00.000+07:00',
});
const dispatcher = buildUser('dispatcher');

/** The sequence as the task page holds it: two pickups at the first stop, a drop at the second. */
const sequence = {
  fleet_task_id: TRACK_TASK_ID,
  points: buildTaskTrack().points.map((point, index) => ({
    id: point.id,
    type: point.type,
    activities:
      index === 1 ? [{ type: 'PICKUP' }, { type: 'PICKUP' }] : index === 2 ? [{ type: 'DROP' }] : [],
  })),
};

function stubTrackingApi(track = buildTaskTrack()) {
  return stubFetchByUrl((url) => {
    if (url.pathname === `/api/fleet-planning/v1/fleet-task/track/${TRACK_TASK_ID}`)
      return json({ data: track });
    if (url.pathname === `/api/fleet-planning/v1/fleet-task/${TRACK_TASK_ID}/sequence`)
      return json({ data: sequence });
    if (url.pathname === '/api/telemetry/v1/vehicle/4/track') return json({ data: buildVehicleTrack() });
    return undefined;
  });
}

const trackCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.url.pathname.includes('/fleet-task/track/'));

async function openTrackView(user = dispatcher) {
  renderPage(<TrackVehicleButton task={task} />, { user });
  await userEvent.click(await screen.findByRole('button', { name: /Lacak Kendaraan/ }));
  return screen.findByRole('dialog', { name: 'Lacak Kendaraan FO-2611-00005' });
}

describe("'Lacak Kendaraan' view", () => {
  it('shows the vehicle by its plate on the map, its driver and how fresh its last report is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T11:00:00+07:00'));
    stubTrackingApi();
    const popup = await openTrackView();
    const map = await within(popup).findByRole('region', { name: 'Peta penugasan FO-2611-00005' });
    expect(await within(map).findByRole('button', { name: 'B 9123 KXT' })).toBeInTheDocument();
    expect(within(popup).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(popup).getByTestId('last-report')).toHaveTextContent('5 menit yang lalu');
  });

  it("lists the route points with their estimated times as 'DD MMM HH:mm' and what is done", async () => {
    stubTrackingApi();
    const popup = await openTrackView();
    const list = await within(popup).findByRole('region', { name: 'Titik rute' });
    const stops = within(list).getAllByTestId('track-stop');
    expect(stops).toHaveLength(4);
    expect(stops[1]).toHaveTextContent('Titik 1: Gudang Cikarang');
    expect(stops[1]).toHaveTextContent('Tiba 21 Nov 09:10 · Berangkat 21 Nov 09:40');
    expect(stops[1]).toHaveTextContent('Selesai');
    expect(stops[1]).toHaveTextContent('2 dari 2 aktivitas selesai');
    expect(await within(list).findByText(/Ambil 2 · Kirim 0/)).toBeInTheDocument();
    expect(stops[2]).toHaveTextContent('Belum Selesai');
    expect(stops[3]).toHaveTextContent('Titik Akhir: Pool Pulogadung');
    const map = within(popup).getByRole('region', { name: 'Peta penugasan FO-2611-00005' });
    expect(within(map).getByRole('button', { name: 'Titik 2: Toko Sumber Rejeki' })).toBeInTheDocument();
  });

  it('draws the GPS track since the departure for a user with liveview:read', async () => {
    // Three hours after the departure: a track older than MAX_TRACK_RANGE_MS starts later than it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T11:00:00+07:00'));
    const calls = stubTrackingApi();
    const popup = await openTrackView();
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname.endsWith('/vehicle/4/track'))).toBe(true),
    );
    const trackCall = calls.find((call) => call.url.pathname.endsWith('/vehicle/4/track'));
    expect(trackCall?.url.searchParams.get('from')).toBe('2026-11-21T01:00:00.000Z');
    // The planned route (dashed) and the GPS track (solid).
    await waitFor(() => expect(popup.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2));
    expect(within(popup).queryByText(/Jejak GPS tidak tersedia/)).not.toBeInTheDocument();
  });

  it("draws the driver's phone track when the task follows Smart Driver", async () => {
    const smartDriver = buildTaskTrack();
    smartDriver.task.tracked_device = { kind: 'driver', id: 6 };
    const calls = stubFetchByUrl((url) => {
      if (url.pathname.endsWith(`/fleet-task/track/${TRACK_TASK_ID}`)) return json({ data: smartDriver });
      if (url.pathname === `/api/fleet-planning/v1/fleet-task/${TRACK_TASK_ID}/sequence`)
        return json({ data: sequence });
      if (url.pathname === '/api/telemetry/v1/driver/6/track') {
        const { vehicle: _vehicle, ...track } = buildVehicleTrack();
        return json({ data: { ...track, driver: { id: 6, name: 'Budi Santoso' } } });
      }
      return undefined;
    });
    const popup = await openTrackView();
    await waitFor(() => expect(popup.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2));
    expect(calls.some((call) => call.url.pathname.includes('/vehicle/'))).toBe(false);
    expect(within(popup).queryByText(/Jejak GPS tidak tersedia/)).not.toBeInTheDocument();
  });

  it('sketches the track through the passed points, and says so, without liveview:read', async () => {
    const calls = stubTrackingApi();
    const popup = await openTrackView(withoutScope(dispatcher, 'liveview:read'));
    expect(await within(popup).findByText(/Jejak GPS tidak tersedia/)).toBeInTheDocument();
    expect(popup.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2);
    expect(calls.some((call) => call.url.pathname.includes('/telemetry/'))).toBe(false);
  });

  it('sketches the track when the GPS has fewer than two fixes since the departure', async () => {
    stubFetchByUrl((url) => {
      if (url.pathname.endsWith(`/fleet-task/track/${TRACK_TASK_ID}`))
        return json({ data: buildTaskTrack() });
      if (url.pathname === '/api/telemetry/v1/vehicle/4/track') {
        return json({ data: { ...buildVehicleTrack(), positions: [] } });
      }
      return undefined;
    });
    const popup = await openTrackView();
    expect(await within(popup).findByText(/Jejak GPS tidak tersedia/)).toBeInTheDocument();
    // Route, and the sketch from the start through the first stop to the vehicle.
    expect(popup.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2);
  });

  it('asks for the position again every 10 seconds while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubTrackingApi();
    await openTrackView();
    await waitFor(() => expect(trackCalls(calls)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(trackCalls(calls)).toHaveLength(2));
  });

  it('says why there is no position when the task cannot be tracked', async () => {
    stubTrackingApi(
      buildTaskTrack({
        task: { ...buildTaskTrack().task, status: { name: 'ENDED', raw_type: 'ENDED' }, is_trackable: false },
        last_position: null,
      }),
    );
    const popup = await openTrackView();
    expect(
      await within(popup).findByText(/hanya ditampilkan selama penugasan dalam Perjalanan/),
    ).toBeInTheDocument();
    expect(within(popup).queryByRole('button', { name: 'B 9123 KXT' })).not.toBeInTheDocument();
  });

  it('shows the server message and a retry when the track cannot be read', async () => {
    stubFetchByUrl((url) =>
      url.pathname.includes('/fleet-task/track/')
        ? errorBody(503, 'service-unavailable', 'Layanan sedang tidak tersedia.')
        : undefined,
    );
    const popup = await openTrackView();
    expect(
      await within(popup).findByText('Data pelacakan gagal dimuat', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(within(popup).getByText('Layanan sedang tidak tersedia.')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });

  it("opens the Share dialog with the task's tracking link from 'Bagikan'", async () => {
    stubTrackingApi();
    const popup = await openTrackView();
    await userEvent.click(within(popup).getByRole('button', { name: /Bagikan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bagikan Tautan Pelacakan' });
    expect(within(dialog).getByLabelText('Tautan pelacakan')).toHaveValue(task.track_link);
    // antd moves the focus into its dialog once it has opened; Escape then closes the dialog only.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Bagikan Tautan Pelacakan' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Lacak Kendaraan FO-2611-00005' })).toBeInTheDocument();
  });
});
