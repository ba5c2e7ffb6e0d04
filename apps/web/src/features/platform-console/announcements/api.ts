import type { CreateSystemNotificationRequest, OperatorSystemNotification } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '../../../platform/api/services';
import { type ListState, toApiQuery, toListPage } from '../../../shared/ListTable';
import { consoleKeys } from '../api';

const PATH = '/operator/system-notification';

/** GET /operator/system-notification: newest first, with recipient and read counts. */
export function useAnnouncementList(state: ListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: consoleKeys.announcementList(query),
    queryFn: ({ signal }) => platformApi.list<OperatorSystemNotification>(`${PATH}?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

export function usePublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSystemNotificationRequest) =>
      platformApi.data<OperatorSystemNotification>(PATH, { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.announcements }),
  });
}
