import type { DashboardSummary } from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { platformApi } from '../../platform/api/services';

export type { DashboardSummary };

export const dashboardKeys = {
  summary: ['dashboard', 'summary'] as const,
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => platformApi.data<DashboardSummary>('/dashboard/summary', { signal }),
  });
}
