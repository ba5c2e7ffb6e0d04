import 'fake-indexeddb/auto';
import { type DriverPosition, type DriverTaskSummary, MAX_DRIVER_POSITIONS_PER_CALL } from '@armada/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, errorBody, json, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { positionBufferName } from './position-buffer';
import { SmartDriverTracking } from './SmartDriverTracking';
import { buildDriverTask, FakeGeolocation } from './test-geolocation';

configure({ asyncUtilTimeout: 5000 });

const TASKS = '/api/fleet-planning/v1/driver-app/fleet-task';
const POSITION = '/api/fleet-planning/v1/driver-app/position';
const driver = buildUser('driver', { id: 7 });
/** 10:00:00 in Jakarta. */
const T0 = Date.parse('2026-11-27T03:00:00.000Z');

const running = () => [
  buildDriverTask({ status: 'STARTED', actual_departure_on: '2026-11-27T09:55:00.000+07:00' }),
];
const waitingForGeofence = () => [buildDriverTask({ auto_start_type: 'GEOFENCE' })];

const listOf = (rows: DriverTaskSummary[]) =>
  json({
    data: { paginated_result: rows, ids: rows.map((row) => row.id) },
    metadata: { page: 1, limit: 100, total_count: rows.length },
  });

/** The driver-app API: the task list, and positions answered by `answer` (200 by default). */
function stubDriverApi(tasks: DriverTaskSummary[], answer?: (call: Call) => Response | undefined) {
  return stubFetch((call) => {
    if (call.url.pathname === TASKS) return listOf(tasks);
    if (call.url.pathname === POSITION && call.method === 'POST') {
      const positions = (call.body as { positions: unknown[] }).positions;
      return answer?.(call) ?? json({ data: { accepted: positions.length, duplicates: 0 } });
    }
    return undefined;
  });
}

const sent = (calls: Call[]) =>
  calls
    .filter((call) => call.url.pathname === POSITION)
    .map((call) =>
      (call.body as { positions: { recorded_on: string }[] }).positions.map((p) => p.recorded_on),
    );

/** Positions left unsent by an earlier visit of this driver, written as one transaction. */
async function seedBuffer(positions: DriverPosition[]) {
  const db = await openDB(positionBufferName(driver.id), 1, {
    upgrade: (database) => database.createObjectStore('positions', { autoIncrement: true }),
  });
  const tx = db.transaction('positions', 'readwrite');
  for (const position of positions) void tx.store.add(position);
  await tx.done;
  db.close();
}

const bar = () => screen.getByTestId('smart-driver-tracking');

function renderTracker(geolocation: FakeGeolocation) {
  return renderPage(<SmartDriverTracking geolocation={geolocation} />, { user: driver });
}

beforeEach(() => {
  // A fresh IndexedDB per test: nothing buffered by the one before.
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Smart Driver tracking on the phone', () => {
  it('keeps at most one fix per 10 s, the first at once, and sends it with its own time', async () => {
    const calls = stubDriverApi(running());
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    expect([...geolocation.watches.values()][0]?.options?.enableHighAccuracy).toBe(true);

    geolocation.fix(T0, { speed: 10, heading: 90 });
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    for (const after of [3_000, 9_999]) geolocation.fix(T0 + after);
    geolocation.fix(T0 + 10_000);
    await waitFor(() => expect(sent(calls).flat()).toHaveLength(2));

    expect(sent(calls).flat()).toEqual(['2026-11-27T10:00:00.000+07:00', '2026-11-27T10:00:10.000+07:00']);
    const first = calls.find((call) => call.url.pathname === POSITION)?.body;
    expect(first).toEqual({
      positions: [
        {
          latitude: -6.2,
          longitude: 106.8,
          recorded_on: '2026-11-27T10:00:00.000+07:00',
          speed_kmh: 36,
          bearing: 90,
          accuracy_m: 8,
          altitude: 35,
        },
      ],
    });
    expect(bar()).toHaveTextContent('Pelacakan aktif');
    expect(bar()).toHaveTextContent(/Terakhir dikirim \d\d:\d\d/);
    expect(bar()).not.toHaveTextContent('menunggu dikirim');
  });

  it('sends where the phone stopped: the newest skipped fix goes once the 10 s are over', {
    timeout: 30_000,
  }, async () => {
    const calls = stubDriverApi(running());
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    geolocation.fix(T0);
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    // The truck turns into the stop and parks: its last fixes come too soon, then the watch is quiet.
    geolocation.fix(T0 + 3_000, { latitude: -6.1652, longitude: 106.9381 });
    geolocation.fix(T0 + 4_000, { latitude: -6.165, longitude: 106.938 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent(calls).flat()).toHaveLength(1);
    await waitFor(() => expect(sent(calls).flat()).toHaveLength(2), { timeout: 15_000 });
    const stopped = calls.filter((call) => call.url.pathname === POSITION).at(-1)?.body as {
      positions: { latitude: number; recorded_on: string }[];
    };
    expect(stopped.positions).toEqual([
      expect.objectContaining({ latitude: -6.165, recorded_on: '2026-11-27T10:00:04.000+07:00' }),
    ]);
  });

  it("buffers fixes while offline and sends them in one batch, oldest first, on 'online'", async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubDriverApi(waitingForGeofence());
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    await waitFor(() => expect(geolocation.watches.size).toBe(1));

    for (const step of [0, 1, 2]) geolocation.fix(T0 + step * 10_000);
    expect(await screen.findByText('3 posisi menunggu dikirim')).toBeInTheDocument();
    expect(sent(calls)).toEqual([]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(bar()).not.toHaveTextContent('menunggu dikirim'));
    expect(sent(calls)).toEqual([
      ['2026-11-27T10:00:00.000+07:00', '2026-11-27T10:00:10.000+07:00', '2026-11-27T10:00:20.000+07:00'],
    ]);
    expect(bar()).toHaveTextContent(/Terakhir dikirim \d\d:\d\d/);
  });

  it('keeps a batch the server failed with a 5xx and sends it again once the phone is back online', async () => {
    let down = true;
    const calls = stubDriverApi(running(), () =>
      down ? errorBody(503, 'service-unavailable', 'Layanan sedang tidak tersedia.') : undefined,
    );
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    geolocation.fix(T0);
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(bar()).toHaveTextContent('1 posisi menunggu dikirim');

    down = false;
    // The phone comes back: the wait after the failure ends at once.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(bar()).not.toHaveTextContent('menunggu dikirim'));
    expect(sent(calls)).toEqual([['2026-11-27T10:00:00.000+07:00'], ['2026-11-27T10:00:00.000+07:00']]);
  });

  it(`sends what an earlier visit buffered, oldest first, in batches of at most ${MAX_DRIVER_POSITIONS_PER_CALL}`, async () => {
    const count = MAX_DRIVER_POSITIONS_PER_CALL + 2;
    await seedBuffer(
      Array.from({ length: count }, (_, step) => ({
        latitude: -6.2,
        longitude: 106.8,
        recorded_on: new Date(T0 + step * 10_000).toISOString(),
      })),
    );
    const calls = stubDriverApi([buildDriverTask()]);
    renderTracker(new FakeGeolocation());

    await waitFor(() => expect(sent(calls).flat()).toHaveLength(count));
    expect(sent(calls).map((batch) => batch.length)).toEqual([MAX_DRIVER_POSITIONS_PER_CALL, 2]);
    expect(sent(calls)[0]?.[0]).toBe('2026-11-27T03:00:00.000Z');
    expect(sent(calls)[1]?.[1]).toBe('2026-11-27T04:23:30.000Z');
    await waitFor(() => expect(bar()).not.toHaveTextContent('menunggu dikirim'));
  });

  it('neither watches nor sends when no task needs positions', async () => {
    const calls = stubDriverApi([buildDriverTask()]);
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    expect(await screen.findByText('Pelacakan tidak aktif: tidak ada perjalanan.')).toBeInTheDocument();
    expect(geolocation.watches.size).toBe(0);
    geolocation.fix(T0);
    expect(screen.queryByRole('button', { name: 'Jeda Pelacakan' })).not.toBeInTheDocument();
    expect(sent(calls)).toEqual([]);
  });

  it('refuses a pause while a trip runs, and says why', async () => {
    stubDriverApi(running());
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    const pause = await screen.findByRole('button', { name: 'Jeda Pelacakan' });
    expect(pause).toBeDisabled();
    expect(pause).toHaveAccessibleDescription('Pelacakan tidak bisa dijeda selama perjalanan berlangsung.');
    expect(geolocation.watches.size).toBe(1);
  });

  it('pauses and resumes while only waiting for a geofence start', async () => {
    const calls = stubDriverApi(waitingForGeofence());
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    await userEvent.click(await screen.findByRole('button', { name: 'Jeda Pelacakan' }));
    expect(await screen.findByText('Pelacakan dijeda')).toBeInTheDocument();
    expect(geolocation.watches.size).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan Pelacakan' }));
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    geolocation.fix(T0);
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(bar()).toHaveTextContent('Pelacakan aktif');
  });

  it('shows the refusal of a driver without a device id and keeps the positions', async () => {
    const message = 'Pengemudi belum memiliki ID perangkat. Hubungi admin.';
    stubDriverApi(running(), () => errorBody(409, 'conflict/driver-without-device', message));
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    geolocation.fix(T0);
    expect(await screen.findByText(`Posisi tidak diterima server: ${message}`)).toBeInTheDocument();
    expect(bar()).toHaveTextContent('1 posisi menunggu dikirim');
  });

  it('says the location permission is denied', async () => {
    stubDriverApi(running());
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    geolocation.deny();
    expect(
      await screen.findByText('Izin lokasi ditolak. Aktifkan lokasi agar tugas tercatat otomatis.'),
    ).toBeInTheDocument();
  });

  it('asks for the location again when the driver comes back to the page after a refusal', async () => {
    const calls = stubDriverApi(running());
    const geolocation = new FakeGeolocation();
    renderTracker(geolocation);
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    const refused = [...geolocation.watches.keys()][0];
    geolocation.deny();
    await screen.findByText(/Izin lokasi ditolak/);

    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect([...geolocation.watches.keys()]).not.toContain(refused));
    expect(geolocation.watches.size).toBe(1);
    geolocation.fix(T0);
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(bar()).toHaveTextContent('Pelacakan aktif');
    expect(bar()).not.toHaveTextContent('Izin lokasi ditolak');
  });
});
