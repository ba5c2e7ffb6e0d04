import { sessionUserSchema, type UpdateProfileRequest } from '@armada/domain';
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
    // The session keeps /api/auth/me's shape: what the answer lacks is defaulted as there.
    mutationFn: async (request: UpdateProfileRequest) =>
      sessionUserSchema.parse(
        await platformApi.data<unknown>('/user/profile', { method: 'PATCH', body: request }),
      ),
    onSuccess: updateUser,
  });
}
