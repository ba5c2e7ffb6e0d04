import type { AuthUser, ChangePasswordRequest, UpdateProfileRequest } from '@armada/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../platform/api/client';
import { platformApi } from '../../platform/api/services';
import { useSession } from '../../platform/session/session-context';

/** PATCH /api/platform/v1/user/profile; the answer is the updated user, which the session adopts. */
export function useUpdateProfile() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) =>
      platformApi.data<AuthUser>('/user/profile', { method: 'PATCH', body: request }),
    onSuccess: updateUser,
  });
}

/** POST /api/auth/password: one's own password, the current one checked by the server. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest<void>('/auth/password', { method: 'POST', body: request }),
  });
}
