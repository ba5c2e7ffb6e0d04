import type { DashboardSummary } from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../platform/api/client';

export type { DashboardSummary };

export const dashboardKeys = {
  summary: ['dashboard', 'summary'] as const,
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => apiData<DashboardSummary>('/platform/v1/dashboard/summary', { signal }),
  });
}
