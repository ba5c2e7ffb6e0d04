import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, type StubbedCall, stubFetchByUrl } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import type { LiveVehicle } from './api';
import { LiveViewPage } from './LiveViewPage';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function vehicle(overrides: Partial<LiveVehicle> & Pick<LiveVehicle, 'id' | 'license_plate'>): LiveVehicle {
  return {
    vehicle_type: { id: 1, type: 'CDD' },
    box_type: { name: 'Box Besi' },
    fuel: 'Solar',
    imei: '865205041230417',
    is_active: true,
    driver: null,
    home_address: { id: 6, name: 'Pool Pulogadung' },
    last_position: null,
    ...overrides,
  };
}

/** GET /vehicle-management/v1/vehicle as the server answers it, sorted by plate. */
const VEHICLES: LiveVehicle[] = [
  vehicle({
    id: 4,
    license_plate: 'B 9123 KXT',
    driver: { id: 6, name: 'Budi Santoso' },
    last_position: { latitude: -6.2, longitude: 106.85, recorded_on: '2026-11-21T10:55:00.000+07:00' },
  }),
  vehicle({ id: 5, license_plate: 'B 9456 UYT', vehicle_type: { id: 2, type: 'Wingbox' } }),
  vehicle({
    id: 7,
    license_plate: 'D 8812 AB',
    driver: { id: 8, name: 'Agus Wijaya' },
    last_position: { latitude: -6.91, longitude: 107.61, recorded_on: '2026-11-21T09:00:00.000+07:00' },
  }),
];

const VEHICLE_PATH = '/api/vehicle-management/v1/vehicle';

function stubVehicles(vehicles = VEHICLES, total = vehicles.length) {
  return stubFetchByUrl((url) =>
    url.pathname === VEHICLE_PATH
      ? json({
          data: { paginated_result: vehicles, ids: vehicles.map((row) => row.id) },
          metadata: { page: 1, limit: 1000, total_count: total },
        })
      : undefined,
  );
}

const vehicleCalls = (calls: StubbedCall[]) => calls.filter((call) => call.url.pathname === VEHICLE_PATH);

function renderLiveView(path = '/liveview-2/') {
  return renderPage(<LiveViewPage />, { user: buildUser('dispatcher'), path });
}

const itemTexts = () => screen.getAllByTestId('vehicle-item').map((item) => item.textContent ?? '');

describe('live view', () => {
  it("puts the company's vehicles on the map and lists those without a position apart", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T11:00:00+07:00'));
    const calls = stubVehicles();
    renderLiveView();
    const list = await screen.findByRole('navigation', { name: 'Daftar kendaraan' });
    expect(await within(list).findByText('Di peta (2)')).toBeInTheDocument();
    expect(within(list).getByText('Tanpa posisi (1)')).toBeInTheDocument();
    expect(itemTexts()).toEqual([
      expect.stringContaining('B 9123 KXT'),
      expect.stringContaining('D 8812 AB'),
      expect.stringContaining('B 9456 UYT'),
    ]);
    expect(itemTexts()[0]).toContain('Budi Santoso');
    expect(itemTexts()[0]).toContain('5 menit yang lalu');
    expect(itemTexts()[2]).toContain('Belum ada posisi GPS');
    expect(itemTexts()[2]).toContain('Tanpa pengemudi');

    const map = screen.getByRole('region', { name: 'Peta kendaraan' });
    expect(within(map).getByRole('button', { name: 'B 9123 KXT' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'D 8812 AB' })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: 'B 9456 UYT' })).not.toBeInTheDocument();

    const query = vehicleCalls(calls)[0]?.url.searchParams;
    expect(query?.get('limit')).toBe('1000');
    expect(query?.get('filters')).toBe('is_active eq true');
  });

  it("asks the server with the address's filters and offers to show every vehicle again", async () => {
    const calls = stubVehicles([VEHICLES[1] as LiveVehicle]);
    const { router } = renderLiveView(
      '/liveview-2/?filters=is_active+eq+true&filters=has_recent_position+eq+false',
    );
    expect(await screen.findByText(/Disaring dari dasbor: 1 kendaraan aktif/)).toBeInTheDocument();
    expect(vehicleCalls(calls)[0]?.url.searchParams.getAll('filters')).toEqual([
      'is_active eq true',
      'has_recent_position eq false',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan semua' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(vehicleCalls(calls).at(-1)?.url.searchParams.getAll('filters')).toEqual(['is_active eq true']),
    );
  });

  it('searches the list by plate without spaces, by type and by driver', async () => {
    stubVehicles();
    renderLiveView();
    const search = await screen.findByRole('textbox', { name: 'Cari plat nomor, jenis atau pengemudi' });
    await screen.findAllByTestId('vehicle-item');
    await userEvent.type(search, 'd8812');
    expect(itemTexts()).toEqual([expect.stringContaining('D 8812 AB')]);
    await userEvent.clear(search);
    await userEvent.type(search, 'wingbox');
    expect(itemTexts()).toEqual([expect.stringContaining('B 9456 UYT')]);
    await userEvent.clear(search);
    await userEvent.type(search, 'budi');
    expect(itemTexts()).toEqual([expect.stringContaining('B 9123 KXT')]);
    await userEvent.type(search, 'x');
    expect(screen.getByText('Tidak ada kendaraan yang cocok')).toBeInTheDocument();
  });

  it('selects and centres the vehicle of ?type=vehicle&vehicleId=', async () => {
    stubVehicles();
    renderLiveView('/liveview-2/?type=vehicle&vehicleId=7');
    const items = await screen.findAllByTestId('vehicle-item');
    expect(items.find((item) => item.getAttribute('aria-current') === 'true')).toHaveTextContent('D 8812 AB');
    const popup = await waitFor(() => {
      const node = document.querySelector('.leaflet-popup-content');
      if (!node) throw new Error('no popup');
      return node as HTMLElement;
    });
    expect(popup).toHaveTextContent('D 8812 AB');
    expect(popup).toHaveTextContent('Agus Wijaya');
  });

  it('writes the picked vehicle into the link, from the map and from the list', async () => {
    stubVehicles();
    const { router } = renderLiveView();
    const map = await screen.findByRole('region', { name: 'Peta kendaraan' });
    await userEvent.click(await within(map).findByRole('button', { name: 'B 9123 KXT' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=vehicle&vehicleId=4'));
    const items = screen.getAllByTestId('vehicle-item');
    await userEvent.click(items[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?type=vehicle&vehicleId=7'));
    await waitFor(() =>
      expect(screen.getAllByTestId('vehicle-item')[1]).toHaveAttribute('aria-current', 'true'),
    );
  });

  it('tells why a selected vehicle without a position is not on the map, and a missing one', async () => {
    stubVehicles();
    const first = renderLiveView('/liveview-2/?type=vehicle&vehicleId=5');
    expect(
      await screen.findByText('B 9456 UYT belum mengirim posisi GPS, jadi belum tampil di peta.'),
    ).toBeInTheDocument();
    first.unmount();
    renderLiveView('/liveview-2/?type=vehicle&vehicleId=999');
    expect(await screen.findByText('Kendaraan yang dipilih tidak ditemukan')).toBeInTheDocument();
  });

  it('asks for the positions again every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubVehicles();
    renderLiveView();
    await screen.findAllByTestId('vehicle-item');
    expect(vehicleCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(vehicleCalls(calls)).toHaveLength(2));
  });

  it('says when the company has more vehicles than one answer holds', async () => {
    stubVehicles(VEHICLES, 1200);
    renderLiveView();
    expect(await screen.findByText('Menampilkan 3 dari 1200 kendaraan.')).toBeInTheDocument();
  });

  it('shows an empty list and an error with a retry', async () => {
    stubVehicles([]);
    const first = renderLiveView();
    expect(await screen.findByText('Belum ada kendaraan')).toBeInTheDocument();
    first.unmount();
    stubFetchByUrl((url) =>
      url.pathname === VEHICLE_PATH
        ? errorBody(403, 'auth/forbidden', 'Anda tidak memiliki akses.')
        : undefined,
    );
    renderLiveView();
    expect(await screen.findByText('Daftar kendaraan gagal dimuat')).toBeInTheDocument();
    expect(screen.getByText('Anda tidak memiliki akses.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});
