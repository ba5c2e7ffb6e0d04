import { systemNotificationEvent, systemNotificationSchema } from '@armada/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveSocket } from '../../platform/live/useLiveSocket';
import { addLiveAnnouncement, announcementKeys } from './api';

/**
 * `system-notif-{userId}` (docs/platform-shell.md section 7): a new announcement goes on top of the
 * list and raises the badge without a reload. The event has no tags (its audience is the user), so
 * this socket asks for nothing more; after a reconnect the list and count are read again, as an
 * announcement published while the socket was down was missed.
 */
export function useAnnouncementsLive(userId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const eventName = systemNotificationEvent(userId);
  const onEvent = useCallback(
    (event: string, data: unknown) => {
      if (event !== eventName) return;
      const parsed = systemNotificationSchema.safeParse(data);
      if (parsed.success) addLiveAnnouncement(queryClient, parsed.data);
    },
    [eventName, queryClient],
  );
  const onReconnect = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
    [queryClient],
  );
  return useLiveSocket({ onEvent, onReconnect, enabled });
}
