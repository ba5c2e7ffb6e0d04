import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { giveMapsASize } from '../../test/map-size';
import { renderPage } from '../../test/render';
import { FleetMap } from './FleetMap';
import { MARKER_COLORS } from './map-icons';
import type { MapLine, MapPoint, MapVehicle } from './map-types';

const points: MapPoint[] = [
  {
    key: 's',
    type: 'START',
    order: 0,
    name: 'Pool Pulogadung',
    latitude: -6.19,
    longitude: 106.9,
    completed: true,
  },
  {
    key: 'p1',
    type: 'DEFAULT',
    order: 1,
    name: 'Gudang Cikarang',
    latitude: -6.3,
    longitude: 107.15,
    completed: true,
    kind: 'pickup',
  },
  {
    key: 'p2',
    type: 'DEFAULT',
    order: 2,
    name: 'Toko Bandung',
    latitude: -6.91,
    longitude: 107.61,
    completed: false,
    kind: 'drop',
    details: <span>Tiba 21 Nov 14:30</span>,
  },
  {
    key: 'e',
    type: 'END',
    order: 3,
    name: 'Pool Pulogadung',
    latitude: -6.19,
    longitude: 106.9,
    completed: false,
  },
];
const vehicles: MapVehicle[] = [
  { key: '4', plate: 'B 9123 KXT', latitude: -6.5, longitude: 107.3, details: <span>Budi Santoso</span> },
];
const lines: MapLine[] = [
  {
    key: 'track',
    variant: 'track',
    positions: [
      [-6.19, 106.9],
      [-6.5, 107.3],
    ],
  },
];

function renderMap(extra: Partial<Parameters<typeof FleetMap>[0]> = {}) {
  return renderPage(
    <FleetMap label="Peta penugasan" points={points} vehicles={vehicles} lines={lines} {...extra} />,
    {
      user: null,
    },
  );
}

describe('FleetMap', () => {
  it('names every marker by its role in the route and the vehicle by its plate', async () => {
    renderMap();
    const map = await screen.findByRole('region', { name: 'Peta penugasan' });
    expect(within(map).getByRole('button', { name: 'Titik Awal: Pool Pulogadung' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Titik 1: Gudang Cikarang' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Titik 2: Toko Bandung' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Titik Akhir: Pool Pulogadung' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'B 9123 KXT' })).toHaveTextContent('B 9123 KXT');
  });

  it('opens a point popup with its state and details on click', async () => {
    renderMap();
    await userEvent.click(await screen.findByRole('button', { name: 'Titik 2: Toko Bandung' }));
    const popup = await waitFor(() => {
      const node = document.querySelector('.leaflet-popup-content');
      if (!node) throw new Error('no popup');
      return node as HTMLElement;
    });
    expect(popup).toHaveTextContent('Belum Selesai');
    expect(popup).toHaveTextContent('Tiba 21 Nov 14:30');
  });

  it('draws completed points on the completed colour with a check, pending stops with their number', async () => {
    renderMap();
    const done = await screen.findByRole('button', { name: 'Titik 1: Gudang Cikarang' });
    const pending = screen.getByRole('button', { name: 'Titik 2: Toko Bandung' });
    const doneDrawing = done.querySelector('.armada-map-point') as HTMLElement;
    const pendingDrawing = pending.querySelector('.armada-map-point') as HTMLElement;
    expect(doneDrawing.dataset.completed).toBe('true');
    expect(doneDrawing.querySelector('svg')).not.toBeNull();
    expect(pendingDrawing.dataset.completed).toBe('false');
    expect(pendingDrawing).toHaveTextContent('2');
    expect(doneDrawing.style.background).not.toBe(pendingDrawing.style.background);
  });

  it('draws the track as a solid line, and no line without one', async () => {
    const first = renderMap();
    await screen.findByRole('region', { name: 'Peta penugasan' });
    const paths = document.querySelectorAll('.leaflet-overlay-pane path');
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveAttribute('stroke', MARKER_COLORS.track);
    expect(paths[0]).not.toHaveAttribute('stroke-dasharray');
    first.unmount();

    renderMap({ lines: [] });
    await screen.findByRole('region', { name: 'Peta penugasan' });
    expect(document.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(0);
  });

  it('opens the focused vehicle popup on its own', async () => {
    renderMap({ focusedVehicleKey: '4' });
    const popup = await waitFor(() => {
      const node = document.querySelector('.leaflet-popup-content');
      if (!node) throw new Error('no popup');
      return node as HTMLElement;
    });
    expect(popup).toHaveTextContent('B 9123 KXT');
    expect(popup).toHaveTextContent('Budi Santoso');
  });

  it('reports a vehicle picked on the map', async () => {
    const onVehicleSelect = vi.fn();
    renderMap({ onVehicleSelect });
    await userEvent.click(await screen.findByRole('button', { name: 'B 9123 KXT' }));
    expect(onVehicleSelect).toHaveBeenCalledWith('4');
  });

  it('has labelled zoom buttons and a button that fits everything in view', async () => {
    renderMap();
    expect(await screen.findByRole('button', { name: 'Perbesar peta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perkecil peta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tampilkan semua di peta' })).toBeInTheDocument();
  });

  it('shows a loading state over the map while the data comes', async () => {
    renderMap({ loading: true, points: [], vehicles: [], lines: [] });
    expect(await screen.findByRole('status')).toHaveTextContent('Memuat peta…');
    expect(screen.queryByRole('button', { name: 'Tampilkan semua di peta' })).not.toBeInTheDocument();
  });

  it('explains the colours in a legend, with pickups and drops only when they are known', async () => {
    const first = renderMap({ legend: { withKinds: true } });
    const legend = await screen.findByRole('list', { name: 'Keterangan peta' });
    expect(legend).toHaveTextContent('Ambil');
    expect(legend).toHaveTextContent('Kirim');
    expect(legend).toHaveTextContent('Kendaraan');
    expect(legend).toHaveTextContent('Jejak Perjalanan');
    first.unmount();

    renderMap({ legend: { withKinds: false }, vehicles: [], lines: [] });
    const publicLegend = await screen.findByRole('list', { name: 'Keterangan peta' });
    expect(publicLegend).not.toHaveTextContent('Ambil');
    expect(publicLegend).toHaveTextContent('Titik Perhentian');
    expect(publicLegend).not.toHaveTextContent('Kendaraan');
  });

  it('fits the view to its content, and shows a lone vehicle close enough to read the streets', async () => {
    const restore = giveMapsASize();
    try {
      const tileZoom = () => {
        const tile = document.querySelector<HTMLImageElement>('img.leaflet-tile');
        return Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(tile?.src ?? '')?.[1]);
      };
      const first = renderMap();
      await screen.findByRole('region', { name: 'Peta penugasan' });
      // Jakarta to Bandung in 800 x 480 pixels: a regional view, not Indonesia (5) nor a street (15).
      await waitFor(() => expect(tileZoom()).toBeGreaterThanOrEqual(8));
      expect(tileZoom()).toBeLessThan(12);
      first.unmount();

      renderMap({ points: [], lines: [] });
      await screen.findByRole('region', { name: 'Peta penugasan' });
      await waitFor(() => expect(tileZoom()).toBe(15));
    } finally {
      restore();
    }
  });
});
