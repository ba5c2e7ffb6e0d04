import type { OperationsReport } from '@armada/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportApi } from '../../platform/api/services';

export type { OperationsReport };

export const reportKeys = {
  operations: (from: string, to: string) => ['report', 'operations', from, to] as const,
};

/** Every figure of the page for one range; the previous range stays on screen while the next loads. */
export function useOperationsReport(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: reportKeys.operations(range?.from ?? '', range?.to ?? ''),
    queryFn: ({ signal }) =>
      reportApi.data<OperationsReport>(
        `/operations?${new URLSearchParams({ from: range?.from ?? '', to: range?.to ?? '' })}`,
        { signal },
      ),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
