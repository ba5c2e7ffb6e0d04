import type {
  AcceptInvitationRequest,
  ForgotPasswordRequest,
  SetupRequest,
  SetupStatus,
} from '@armada/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../platform/api/client';
import { parseSession } from '../../platform/session/api';

export const setupStatusKey = ['auth', 'setup'] as const;

/** GET /api/auth/setup: whether the database still waits for its first company. */
export function useSetupStatus(enabled = true) {
  return useQuery({
    queryKey: setupStatusKey,
    queryFn: ({ signal }) => apiData<SetupStatus>('/auth/setup', { signal, anonymous: true }),
    enabled,
    staleTime: 0,
  });
}

export function useSetUpCompany() {
  return useMutation({
    mutationFn: async (request: SetupRequest) =>
      parseSession(await apiRequest('/auth/setup', { method: 'POST', body: request, anonymous: true })),
  });
}

export type LinkKind = 'invitation' | 'reset-password';

/** POST /api/auth/invitation/{token} or /reset-password/{token}; answers like login. */
export function useSetPasswordByLink(kind: LinkKind, token: string) {
  return useMutation({
    mutationFn: async (request: AcceptInvitationRequest) =>
      parseSession(
        await apiRequest(`/auth/${kind}/${encodeURIComponent(token)}`, {
          method: 'POST',
          body: request,
          anonymous: true,
        }),
      ),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) =>
      apiRequest<void>('/auth/forgot-password', { method: 'POST', body: request, anonymous: true }),
  });
}
