import type { OperatorBanner, PutBannerRequest } from '@armada/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '../../../platform/api/services';
import { consoleKeys } from '../api';

const PATH = '/operator/banner';

/** GET /operator/banner: the active banners, one per target at most. */
export function useActiveBanners() {
  return useQuery({
    queryKey: consoleKeys.banners,
    queryFn: ({ signal }) => platformApi.list<OperatorBanner>(`${PATH}?limit=100&page=1`, { signal }),
    select: (answer) => answer.data.paginated_result,
  });
}

/** PUT /operator/banner: replaces the active banner of that target. */
export function useSetBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PutBannerRequest) =>
      platformApi.data<OperatorBanner>(PATH, { method: 'PUT', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.banners }),
  });
}

/** DELETE /operator/banner/{id}: the banner is no longer shown. */
export function useDeactivateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => platformApi.request<void>(`${PATH}/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.banners }),
  });
}
