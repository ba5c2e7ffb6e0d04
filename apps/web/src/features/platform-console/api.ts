import type { FeatureName, OperatorCompany, PlatformAsset } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '../../platform/api/services';
import { type ListState, toApiQuery, toListPage } from '../../shared/ListTable';

const OPERATOR = '/operator';

export const consoleKeys = {
  all: ['platform', 'operator'] as const,
  companies: ['platform', 'operator', 'company'] as const,
  companyList: (query: string) => ['platform', 'operator', 'company', query] as const,
  announcements: ['platform', 'operator', 'system-notification'] as const,
  announcementList: (query: string) => ['platform', 'operator', 'system-notification', query] as const,
  banners: ['platform', 'operator', 'banner'] as const,
};

/** GET /operator/company with the list state (search by name, pages). */
export function useCompanyList(state: ListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: consoleKeys.companyList(query),
    queryFn: ({ signal }) => platformApi.list<OperatorCompany>(`${OPERATOR}/company?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

/** The companies a picker offers for a search (the first 20 by name). */
export function useCompanyOptions(search: string, enabled: boolean) {
  const params = new URLSearchParams({ limit: '20', page: '1' });
  if (search !== '') params.set('search', search);
  const query = params.toString();
  return useQuery({
    queryKey: consoleKeys.companyList(query),
    queryFn: ({ signal }) => platformApi.list<OperatorCompany>(`${OPERATOR}/company?${query}`, { signal }),
    select: (answer) => answer.data.paginated_result,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface FeatureChange {
  company: OperatorCompany;
  name: FeatureName;
  enabled: boolean;
}

/**
 * PATCH /operator/company/{id}/features. Not optimistic: the switch shows the stored value, which
 * the answer replaces in every cached page of the list, so a refused change leaves it as it was.
 */
export function useSetFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, name, enabled }: FeatureChange) =>
      platformApi.data<OperatorCompany>(`${OPERATOR}/company/${company.id}/features`, {
        method: 'PATCH',
        body: { features: { [name]: enabled } },
      }),
    onSuccess: (saved) => {
      queryClient.setQueriesData<{ data: { paginated_result: OperatorCompany[] } }>(
        { queryKey: consoleKeys.companies },
        (answer) =>
          answer && {
            ...answer,
            data: {
              ...answer.data,
              paginated_result: answer.data.paginated_result.map((row) =>
                row.id === saved.id ? saved : row,
              ),
            },
          },
      );
    },
  });
}

/** POST /operator/upload: the bytes are checked by the server (415 not an image, 413 too large). */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return platformApi.data<PlatformAsset>(`${OPERATOR}/upload`, { method: 'POST', body });
    },
  });
}
