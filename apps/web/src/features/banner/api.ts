import { type ActiveBanner, activeBannerSchema, bannerShownSchema, effectiveBanner } from '@armada/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '../../platform/api/services';

/** An active banner as the users' calls answer it (docs/platform-shell.md section 6, 'Banner'). */
const bannerAnswer = activeBannerSchema.nullable();

export const bannerKeys = {
  active: ['banner', 'active'] as const,
};

/**
 * The banner this user would see: the company's own and the one for all companies, of which the
 * domain's `effectiveBanner` picks (the company's first); null when there is none.
 */
export function useActiveBanner() {
  return useQuery({
    queryKey: bannerKeys.active,
    queryFn: async ({ signal }) => {
      const company = bannerAnswer.parse(
        await platformApi.data<unknown>('/banner-active/company', { signal }),
      );
      const all = bannerAnswer.parse(await platformApi.data<unknown>('/banner-active', { signal }));
      return effectiveBanner(company, all);
    },
    // A banner is a courtesy: a failed call shows nothing rather than retrying over the dashboard.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /banner-active/{id}/shown: the server starts this user's `day_show` days from now. */
export function useMarkBannerShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      bannerShownSchema.parse(
        await platformApi.data<unknown>(`/banner-active/${id}/shown`, { method: 'POST' }),
      ),
    onSuccess: (shown) =>
      queryClient.setQueryData<ActiveBanner | null>(bannerKeys.active, (banner) =>
        banner && banner.id === shown.id ? { ...banner, ...shown } : banner,
      ),
  });
}
