import { sessionUserSchema } from '@armada/domain';
import { useMutation } from '@tanstack/react-query';
import { platformApi } from '../../platform/api/services';
import { useSession } from '../../platform/session/session-context';

/**
 * POST /api/platform/v1/user/profile/reminder-shown: the server records `last_reminder = now`, so
 * the reminder stays away for the rest of the calendar month. The answer is the user, adopted by
 * the session. (Saving the number or e-mail goes through the profile's `useUpdateProfile`.)
 */
export function useReminderShown() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: async () =>
      sessionUserSchema.parse(
        await platformApi.data<unknown>('/user/profile/reminder-shown', { method: 'POST' }),
      ),
    onSuccess: updateUser,
  });
}
