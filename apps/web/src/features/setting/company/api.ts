import type { CompanyProfile, UpdateCompanyRequest } from '@armada/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '../../../platform/api/services';
import { sessionKeys } from '../../../platform/session/api';

const COMPANY = '/company';
const companyKeys = {
  profile: ['platform', 'company'] as const,
  logo: ['platform', 'company', 'logo'] as const,
};

export function useCompanyProfile() {
  return useQuery({
    queryKey: companyKeys.profile,
    queryFn: ({ signal }) => platformApi.data<CompanyProfile>(COMPANY, { signal }),
  });
}

/** The logo as an object URL (the API wants the token, which an <img> cannot send). */
export function useCompanyLogo(profile: CompanyProfile | undefined) {
  return useQuery({
    queryKey: [...companyKeys.logo, profile?.updated_on],
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await platformApi.blob(`${COMPANY}/logo`, { signal, accept: 'image/*' })),
    enabled: Boolean(profile?.has_logo),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useAfterCompanyChange() {
  const queryClient = useQueryClient();
  return (saved: CompanyProfile) => {
    queryClient.setQueryData(companyKeys.profile, saved);
    // The session's user carries the company's name and time zone: read it again.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
  };
}

export function useUpdateCompany() {
  const changed = useAfterCompanyChange();
  return useMutation({
    mutationFn: (request: UpdateCompanyRequest) =>
      platformApi.data<CompanyProfile>(COMPANY, { method: 'PATCH', body: request }),
    onSuccess: changed,
  });
}

export function useUploadLogo() {
  const changed = useAfterCompanyChange();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return platformApi.data<CompanyProfile>(`${COMPANY}/logo`, { method: 'POST', body });
    },
    onSuccess: changed,
  });
}
