import type { ChangePasswordRequest } from '@armada/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../platform/api/client';

// Also the contact reminder's Add pages' (a feature never imports another, so it lives in shared/).
export { useUpdateProfile } from '../../shared/profile-api';

/** POST /api/auth/password: one's own password, the current one checked by the server. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest<void>('/auth/password', { method: 'POST', body: request }),
  });
}
