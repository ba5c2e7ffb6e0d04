import type { QueryClient } from '@tanstack/react-query';
import { applyResolution } from '../alert-list';
import { alertCenterKeys, type ListQuery, type RawAlertPage } from '../api';
import type { AlertResolution } from '../raw-alert';

/**
 * A popup's own action shown in every alert list held in the cache (whatever page or filter the
 * centre shows), as the socket's resolution would be; the unresolved counts are read again.
 */
export function applyToCachedLists(queryClient: QueryClient, resolution: AlertResolution) {
  for (const [key, page] of queryClient.getQueriesData<RawAlertPage>({ queryKey: alertCenterKeys.lists })) {
    const query = key[3] as ListQuery | undefined;
    if (!page || !query) continue;
    queryClient.setQueryData<RawAlertPage>(key, {
      ...page,
      data: applyResolution(page.data, resolution, query),
    });
  }
  void queryClient.invalidateQueries({ queryKey: ['alert-center', 'unresolved-counts'] });
}

export const selectionOf = (
  id: string,
  actionType: AlertResolution['actionType'],
  revert = false,
): AlertResolution => ({ actionType, revert, count: 1, selectionMode: 'Selection', rawAlertIds: [id] });
