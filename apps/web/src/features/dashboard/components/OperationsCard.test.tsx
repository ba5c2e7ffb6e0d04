import { dashboardFilters, type OperationsDashboard, parseFilter } from '@armada/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { OPERATIONS_FALLBACK_REFRESH_MS } from '../useDashboardLive';
import { OperationsCard } from './OperationsCard';

const today = {
  date: '2026-11-26',
  start: '2026-11-26T00:00:00.000+07:00',
  end: '2026-11-27T00:00:00.000+07:00',
};
const data: OperationsDashboard = {
  today,
  today_tasks_by_status: [
    { status: 'SCHEDULED', count: 4 },
    { status: 'STARTED', count: 1200 },
  ],
  late_departures: 3,
  waiting_for_vendor: 2,
  rejected_by_vendor: 1,
  vehicles_without_recent_position: 5,
  orders_not_on_task: 7,
};

beforeEach(() => {
  stubApi({ 'GET /platform/v1/dashboard/operations': () => json({ data }) });
});

/** The dashboard with a stand-in page at each list, which shows the address it was opened with. */
function renderDashboard() {
  const Landed = () => <p data-testid="landed">{window.location.href}</p>;
  return renderRoutes(
    [
      { path: '/dashboard/', element: <OperationsCard refreshMs={OPERATIONS_FALLBACK_REFRESH_MS} /> },
      { path: '/fleet-task/', element: <Landed /> },
      { path: '/delivery/', element: <Landed /> },
      { path: '/liveview-2/', element: <Landed /> },
    ],
    { user: buildUser('dispatcher'), path: '/dashboard/' },
  );
}

const filtersOf = (search: string) => new URLSearchParams(search).getAll('filters');

describe('OperationsCard', () => {
  it("shows today's tasks by status in Indonesian with digit grouping", async () => {
    renderDashboard();
    expect(await screen.findByTestId('today-STARTED')).toHaveTextContent('1.200');
    expect(screen.getByText('Penugasan hari ini (2026-11-26) per status')).toBeInTheDocument();
    expect(screen.getByTestId('attention-late')).toHaveTextContent('Terlambat berangkat > 15 menit3');
  });

  it.each([
    ['today-SCHEDULED', '/fleet-task/', dashboardFilters.todayTasks(today, 'SCHEDULED')],
    ['attention-late', '/fleet-task/', dashboardFilters.lateDepartures(today)],
    ['attention-waiting', '/fleet-task/', dashboardFilters.waitingForVendor()],
    ['attention-rejected', '/fleet-task/', dashboardFilters.rejectedByVendor()],
    ['attention-stale', '/liveview-2/', dashboardFilters.vehiclesWithoutRecentPosition()],
    ['attention-unassigned', '/delivery/', dashboardFilters.ordersNotOnTask()],
  ])('%s opens %s filtered to exactly the counted rows', async (testId, path, filters) => {
    const { router } = renderDashboard();
    await userEvent.click(await screen.findByTestId(testId));
    expect(router.state.location.pathname).toBe(path);
    const opened = filtersOf(router.state.location.search);
    expect(opened).toEqual(filters);
    // Every expression is one the lists parse (field, operator, value).
    expect(opened.every((filter) => parseFilter(filter) !== null)).toBe(true);
  });

  it('is reached with the keyboard: each count is a link', async () => {
    renderDashboard();
    await screen.findByTestId('today-SCHEDULED');
    await userEvent.tab();
    expect(screen.getByTestId('today-SCHEDULED')).toHaveFocus();
  });
});
