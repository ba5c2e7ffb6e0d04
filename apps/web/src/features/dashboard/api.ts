import type { DashboardSummary, OperationsDashboard } from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { platformApi } from '../../platform/api/services';

export type { DashboardSummary, OperationsDashboard };

export const dashboardKeys = {
  summary: ['dashboard', 'summary'] as const,
  operations: ['dashboard', 'operations'] as const,
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => platformApi.data<DashboardSummary>('/dashboard/summary', { signal }),
  });
}

/** Counts change as tasks move and vehicles report: asked again every 30 seconds and on focus. */
export const OPERATIONS_REFRESH_MS = 30_000;

/** The dispatcher's counts, each the total of the list it links to (issue 26 item 10). */
export function useOperationsDashboard() {
  return useQuery({
    queryKey: dashboardKeys.operations,
    queryFn: ({ signal }) => platformApi.data<OperationsDashboard>('/dashboard/operations', { signal }),
    refetchInterval: OPERATIONS_REFRESH_MS,
  });
}
