import type { DashboardSummary, OperationsDashboard } from '@armada/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../platform/session/token-storage';
import { json, type RecordedCall, stubApi } from '../../test/http';
import { broadcast, startLiveServer, type TestLiveServer } from '../../test/live-server';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { DashboardPage } from './DashboardPage';
import {
  OPERATIONS_CLOCK_REFRESH_MS,
  OPERATIONS_FALLBACK_REFRESH_MS,
  operationsRefreshMs,
} from './useDashboardLive';

const summary: DashboardSummary = {
  vehicles: { total: 3, active: 3 },
  drivers: { total: 2, active: 2 },
  garages: 1,
  customer_addresses: 4,
  delivery_orders: { total: 0, by_status: [] },
};

/** The counts as the server would answer them, with `scheduled` tasks Dijadwalkan today. */
const operations = (scheduled: number): OperationsDashboard => ({
  today: {
    date: '2026-11-26',
    start: '2026-11-26T00:00:00.000+07:00',
    end: '2026-11-27T00:00:00.000+07:00',
  },
  today_tasks_by_status: [{ status: 'SCHEDULED', count: scheduled }],
  late_departures: 0,
  waiting_for_vendor: 0,
  rejected_by_vendor: 0,
  vehicles_without_recent_position: 0,
  orders_not_on_task: 0,
});

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the dashboard follows the live socket (issue 26 item 10)', () => {
  let server: TestLiveServer;
  let calls: RecordedCall[];
  /** What the next operations call answers: the test moves it as the server's data would move. */
  let scheduled: number;
  const operationsCalls = () => calls.filter((call) => call.path === '/platform/v1/dashboard/operations');

  beforeEach(async () => {
    storeToken('token-dispatcher');
    server = await startLiveServer();
    vi.stubEnv('VITE_LIVE_URL', server.url);
    scheduled = 4;
    ({ calls } = stubApi({
      'GET /platform/v1/dashboard/summary': () => json({ data: summary }),
      'GET /platform/v1/dashboard/operations': () => json({ data: operations(scheduled) }),
    }));
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    await server.close();
  });

  async function openDashboard() {
    renderPage(<DashboardPage />, { user: buildUser('dispatcher'), path: '/dashboard/' });
    expect(await screen.findByTestId('today-SCHEDULED')).toHaveTextContent('4');
    await waitFor(() => expect(server.connections).toHaveLength(1));
    expect(server.connections[0]?.token).toBe('token-dispatcher');
  }

  it('reloads the counts once for a burst of operations events, without a page reload', async () => {
    await openDashboard();
    scheduled = 5;

    broadcast(server, 'fleet-task.changed', { fleetTaskId: 't-1', status: 'SCHEDULED' });
    broadcast(server, 'delivery-order.changed', { deliveryOrderIds: ['o-1'], status: 'ASSIGNED' });
    broadcast(server, 'fleet-task.changed', { fleetTaskId: 't-2', status: 'SCHEDULED' });

    await waitFor(() => expect(screen.getByTestId('today-SCHEDULED')).toHaveTextContent('5'), {
      timeout: 3_000,
    });
    await sleep(1_200);
    expect(operationsCalls()).toHaveLength(2);
    // Nothing but the number changed: no message, no notification.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits out the debounce before reloading, and ignores events it does not follow', async () => {
    await openDashboard();
    scheduled = 9;

    broadcast(server, 'alert-center-new', { id: '1' });
    await sleep(1_300);
    expect(operationsCalls()).toHaveLength(1);

    broadcast(server, 'vehicle.position', { vehicleId: 3, recordedOn: new Date().toISOString() });
    await sleep(300);
    expect(operationsCalls()).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('today-SCHEDULED')).toHaveTextContent('9'), {
      timeout: 3_000,
    });
  });

  it('reloads at once when the socket reconnects: events sent meanwhile were missed', async () => {
    await openDashboard();
    scheduled = 6;

    server.connections[0]?.socket.terminate();

    await waitFor(() => expect(server.connections).toHaveLength(2), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByTestId('today-SCHEDULED')).toHaveTextContent('6'), {
      timeout: 3_000,
    });
  });
});

describe('operationsRefreshMs', () => {
  it('asks every 30 s while the socket is down and only for the clock while it is open', () => {
    expect(operationsRefreshMs('closed')).toBe(OPERATIONS_FALLBACK_REFRESH_MS);
    expect(operationsRefreshMs('connecting')).toBe(OPERATIONS_FALLBACK_REFRESH_MS);
    expect(operationsRefreshMs('open')).toBe(OPERATIONS_CLOCK_REFRESH_MS);
    expect(OPERATIONS_FALLBACK_REFRESH_MS).toBe(30_000);
    expect(OPERATIONS_CLOCK_REFRESH_MS).toBeGreaterThan(OPERATIONS_FALLBACK_REFRESH_MS);
  });
});
