import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../platform/i18n';
import { PUBLIC_TRACK_PATH } from '../../shared/paths/tracking';
import { errorBody, json, type StubbedCall, stubFetchByUrl } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildPublicTrack } from '../../test/track.factory';
import { PublicTrackPage } from './PublicTrackPage';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const TOKEN = 'q8Xb2mZ4kP9sT1vW7yA3cD5eF6gH0jKl';
const PUBLIC_PATH = `/api/fleet-planning/v1/public/track/${TOKEN}`;

function renderPublicPage() {
  return renderRoutes([{ path: PUBLIC_TRACK_PATH, element: <PublicTrackPage /> }], {
    user: null,
    path: `/track/${TOKEN}`,
  });
}

const publicCalls = (calls: StubbedCall[]) => calls.filter((call) => call.url.pathname === PUBLIC_PATH);

describe('public tracking page', () => {
  it('shows the FO number, status, plate and the points with their ETAs, without a login', async () => {
    // A stale token of some dispatcher in this browser must not be sent to a public page.
    localStorage.setItem('armada.token', 'token-of-someone');
    const calls = stubFetchByUrl((url) =>
      url.pathname === PUBLIC_PATH ? json({ data: buildPublicTrack() }) : undefined,
    );
    renderPublicPage();
    expect(await screen.findByTestId('track-number')).toHaveTextContent('FO-2611-00005');
    expect(screen.getByTestId('track-status')).toHaveTextContent('Perjalanan');
    expect(
      screen.getByText('B 9123 KXT', { selector: '.ant-descriptions-item-content' }),
    ).toBeInTheDocument();
    const stops = within(screen.getByRole('region', { name: 'Titik rute' })).getAllByTestId('track-stop');
    expect(stops.map((stop) => stop.textContent)).toEqual([
      expect.stringContaining('Titik Awal: Pool Pulogadung'),
      expect.stringContaining('Titik 1: Gudang Cikarang'),
      expect.stringContaining('Titik 2: Toko Sumber Rejeki'),
      expect.stringContaining('Titik Akhir: Pool Pulogadung'),
    ]);
    expect(stops[2]).toHaveTextContent('Tiba 21 Nov 13:05 · Berangkat 21 Nov 13:35');
    // The trip leaves the start and arrives at the end.
    expect(within(stops[0] as HTMLElement).getByTestId('stop-times')).toHaveTextContent(
      /^Berangkat 21 Nov 08:00$/,
    );
    expect(within(stops[3] as HTMLElement).getByTestId('stop-times')).toHaveTextContent(
      /^Tiba 21 Nov 16:20$/,
    );
    expect(stops[1]).toHaveTextContent('Selesai');
    const map = screen.getByRole('region', { name: 'Peta pengiriman FO-2611-00005' });
    expect(within(map).getByRole('button', { name: 'B 9123 KXT' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Titik 1: Gudang Cikarang' })).toBeInTheDocument();
    expect(publicCalls(calls)[0]?.headers.get('Authorization')).toBeNull();
  });

  it("shows times in the sender's offset, wherever the reader is", async () => {
    const track = buildPublicTrack();
    const makassar = {
      ...track,
      points: track.points.map((point) => ({
        ...point,
        estimated_arrival_on: point.estimated_arrival_on && '2026-11-21T23:30:00.000+08:00',
        estimated_departure_on: null,
      })),
    };
    stubFetchByUrl((url) => (url.pathname === PUBLIC_PATH ? json({ data: makassar }) : undefined));
    renderPublicPage();
    const stops = await screen.findAllByTestId('track-stop');
    expect(stops[1]).toHaveTextContent('Tiba 21 Nov 23:30');
  });

  it('says the vehicle position is not there yet without putting a vehicle on the map', async () => {
    stubFetchByUrl((url) =>
      url.pathname === PUBLIC_PATH
        ? json({
            data: buildPublicTrack({
              status: { id: 'SCHEDULED', label: 'Dijadwalkan' },
              last_position: null,
            }),
          })
        : undefined,
    );
    renderPublicPage();
    expect(await screen.findByText('Posisi kendaraan belum tersedia')).toBeInTheDocument();
    expect(screen.getByTestId('track-status')).toHaveTextContent('Dijadwalkan');
    const map = screen.getByRole('region', { name: 'Peta pengiriman FO-2611-00005' });
    expect(within(map).queryByRole('button', { name: 'B 9123 KXT' })).not.toBeInTheDocument();
  });

  it('explains an unknown or cancelled link in Indonesian and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetchByUrl((url) =>
      url.pathname === PUBLIC_PATH ? errorBody(404, 'not-found', 'Data tidak ditemukan.') : undefined,
    );
    renderPublicPage();
    expect(await screen.findByText('Tautan pelacakan tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByText(/Hubungi pengirim untuk mendapatkan tautan yang baru/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(publicCalls(calls)).toHaveLength(1);
  });

  it('refreshes every 15 seconds, within the route limit of 60 a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetchByUrl((url) =>
      url.pathname === PUBLIC_PATH ? json({ data: buildPublicTrack() }) : undefined,
    );
    renderPublicPage();
    await screen.findByTestId('track-number');
    expect(publicCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(publicCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(publicCalls(calls)).toHaveLength(2));
  });

  it('keeps the last answer on screen when a refresh fails, with a warning', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    stubFetchByUrl((url) => {
      if (url.pathname !== PUBLIC_PATH) return undefined;
      return fail
        ? errorBody(429, 'too-many-requests', 'Terlalu banyak permintaan.')
        : json({ data: buildPublicTrack() });
    });
    renderPublicPage();
    await screen.findByTestId('track-number');
    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('Data pelacakan gagal dimuat')).toBeInTheDocument();
    expect(screen.getByTestId('track-number')).toHaveTextContent('FO-2611-00005');
  });

  it('reads in English for a reader who switched the language', async () => {
    await i18n.changeLanguage('en');
    stubFetchByUrl((url) => (url.pathname === PUBLIC_PATH ? json({ data: buildPublicTrack() }) : undefined));
    renderPublicPage();
    expect(await screen.findByTestId('track-status')).toHaveTextContent('On the way');
    expect(screen.getByText('Delivery route')).toBeInTheDocument();
    const stops = screen.getAllByTestId('track-stop');
    expect(stops[1]).toHaveTextContent('Stop 1: Gudang Cikarang');
    expect(stops[1]).toHaveTextContent('Arrival 21 Nov 09:10 · Departure 21 Nov 09:40');
  });
});
