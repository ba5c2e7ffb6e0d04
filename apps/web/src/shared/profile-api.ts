import type { AuthUser, UpdateProfileRequest } from '@armada/domain';
import { useMutation } from '@tanstack/react-query';
import { platformApi } from '../platform/api/services';
import { useSession } from '../platform/session/session-context';

/**
 * PATCH /api/platform/v1/user/profile; the answer is the updated user, which the session adopts.
 * Shared by the profile page and the contact reminder's Add Number / Add Email pages.
 */
export function useUpdateProfile() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) =>
      platformApi.data<AuthUser>('/user/profile', { method: 'PATCH', body: request }),
    onSuccess: updateUser,
  });
}
