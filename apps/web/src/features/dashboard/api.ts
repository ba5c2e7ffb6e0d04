import type { DashboardSummary, OperationsDashboard } from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { platformApi } from '../../platform/api/services';

export type { DashboardSummary, OperationsDashboard };

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  operations: ['dashboard', 'operations'] as const,
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => platformApi.data<DashboardSummary>('/dashboard/summary', { signal }),
  });
}

/**
 * The dispatcher's counts, each the total of the list it links to (issue 26 item 10), asked again
 * every `refreshMs` (the live socket's events reload them sooner: `useDashboardLive`) and on focus.
 */
export function useOperationsDashboard(refreshMs: number) {
  return useQuery({
    queryKey: dashboardKeys.operations,
    queryFn: ({ signal }) => platformApi.data<OperationsDashboard>('/dashboard/operations', { signal }),
    refetchInterval: refreshMs,
  });
}
