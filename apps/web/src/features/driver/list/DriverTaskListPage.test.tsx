import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubApi } from '../../../test/http';
import { buildTaskSummary, DRIVER_BASE } from '../driver.factory';
import { freshIndexedDb, renderDriverPages } from '../test-driver-pages';

beforeEach(freshIndexedDb);
afterEach(() => {
  vi.unstubAllGlobals();
});

const listAnswer = (rows: unknown[], page: number, total: number) =>
  json({
    data: { paginated_result: rows, ids: [] },
    metadata: { page, limit: 10, total_count: total },
  });

describe("the driver's task list", () => {
  it('says so when the driver has no task', async () => {
    stubApi({ [`GET ${DRIVER_BASE}/fleet-task`]: () => listAnswer([], 1, 0) });
    renderDriverPages('/driver');
    expect(await screen.findByRole('heading', { name: 'Tugas Saya' })).toBeInTheDocument();
    expect(await screen.findByText('Belum ada tugas untuk Anda.')).toBeInTheDocument();
  });

  it('shows each task with its status, vehicle, route and progress, and loads more on request', async () => {
    const { calls } = stubApi({
      [`GET ${DRIVER_BASE}/fleet-task?page=1`]: () =>
        listAnswer([buildTaskSummary({ completed_activity_count: 1 })], 1, 11),
      [`GET ${DRIVER_BASE}/fleet-task?page=2`]: () =>
        listAnswer(
          [buildTaskSummary({ id: 'b2', number: 'FO-2611-0002', status: 'STARTED', vehicle: null })],
          2,
          11,
        ),
    });
    renderDriverPages('/driver');
    const card = await screen.findByRole('link', { name: 'Buka tugas FO-2611-0001' });
    expect(within(card).getByText('Dijadwalkan')).toBeInTheDocument();
    expect(within(card).getByText(/B 1234 XYZ/)).toBeInTheDocument();
    expect(within(card).getByText(/Jakarta → Bandung/)).toBeInTheDocument();
    expect(within(card).getByText('1/2 selesai')).toBeInTheDocument();
    expect(card).toHaveAttribute('href', '/driver/task/0b6f2c1e-6a43-4d6b-9a1e-3c1f0d2a7b10');

    await userEvent.click(screen.getByRole('button', { name: 'Muat Lebih Banyak' }));
    const second = await screen.findByRole('link', { name: 'Buka tugas FO-2611-0002' });
    expect(within(second).getByText('Perjalanan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
    // The tracker in the shell reads the list too (limit=100): only the pages' own calls here.
    const pageCalls = calls.filter((call) => call.path.endsWith('&limit=10'));
    expect(pageCalls.map((call) => call.path)).toEqual([
      `${DRIVER_BASE}/fleet-task?page=1&limit=10`,
      `${DRIVER_BASE}/fleet-task?page=2&limit=10`,
    ]);
  });

  it('shows a failed read with a retry that reads again', async () => {
    let fail = true;
    stubApi({
      [`GET ${DRIVER_BASE}/fleet-task`]: () =>
        fail ? errorBody(503, 'service-unavailable', 'Layanan sedang tidak tersedia') : listAnswer([], 1, 0),
    });
    renderDriverPages('/driver');
    expect(await screen.findByText('Gagal memuat tugas')).toBeInTheDocument();
    expect(screen.getByText('Layanan sedang tidak tersedia')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    expect(await screen.findByText('Belum ada tugas untuk Anda.')).toBeInTheDocument();
  });
});
