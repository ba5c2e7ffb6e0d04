import {
  SYSTEM_NOTIFICATION_PAGE_SIZE,
  type SystemNotification,
  systemNotificationSchema,
  unreadCountSchema,
} from '@armada/domain';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { platformApi } from '../../platform/api/services';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: ['announcements', 'list'] as const,
  unreadCount: ['announcements', 'unread-count'] as const,
};

export interface AnnouncementPage {
  items: SystemNotification[];
  page: number;
  total: number;
}

export type AnnouncementPages = InfiniteData<AnnouncementPage>;

async function fetchPage(page: number, signal: AbortSignal): Promise<AnnouncementPage> {
  const answer = await platformApi.list<unknown>(
    `/system-notification?limit=${SYSTEM_NOTIFICATION_PAGE_SIZE}&page=${page}`,
    { signal },
  );
  return {
    items: answer.data.paginated_result.map((row) => systemNotificationSchema.parse(row)),
    page: answer.metadata.page,
    total: answer.metadata.total_count,
  };
}

/** The pages loaded so far as one list; a live arrival shifts the server's pages, so repeats are dropped. */
export function announcementsOf(pages: AnnouncementPages | undefined): SystemNotification[] {
  const seen = new Set<string>();
  const list: SystemNotification[] = [];
  for (const page of pages?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.system_notification_uuid)) continue;
      seen.add(item.system_notification_uuid);
      list.push(item);
    }
  }
  return list;
}

/** GET /system-notification: 10 a page, the next 10 on demand (section 9). */
export function useAnnouncementList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: announcementKeys.list,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      announcementsOf({ pages, pageParams: [] }).length < last.total && last.items.length > 0
        ? last.page + 1
        : undefined,
    enabled,
  });
}

/** GET /system-notification/unread-count: the badge. */
export function useUnreadAnnouncementCount(enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.unreadCount,
    queryFn: async ({ signal }) =>
      unreadCountSchema.parse(
        await platformApi.data<unknown>('/system-notification/unread-count', { signal }),
      ).unread_count,
    enabled,
  });
}

function setRead(pages: AnnouncementPages | undefined, uuid: string, readOn: string) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.system_notification_uuid === uuid ? { ...item, is_read: true, read_on: readOn } : item,
      ),
    })),
  };
}

/**
 * PATCH /system-notification/{uuid} `{is_read: true}`: the item shows read and the badge goes down
 * at once; the count is then read again, as another tab may have read it too.
 */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      platformApi.data<{ updated_on: string }>(`/system-notification/${encodeURIComponent(uuid)}`, {
        method: 'PATCH',
        body: { is_read: true },
      }),
    onSuccess: (answer, uuid) => {
      const wasUnread = announcementsOf(
        queryClient.getQueryData<AnnouncementPages>(announcementKeys.list),
      ).some((item) => item.system_notification_uuid === uuid && !item.is_read);
      queryClient.setQueryData<AnnouncementPages>(announcementKeys.list, (pages) =>
        setRead(pages, uuid, answer.updated_on),
      );
      if (wasUnread) {
        queryClient.setQueryData<number>(announcementKeys.unreadCount, (count) =>
          count === undefined ? count : Math.max(0, count - 1),
        );
      }
      void queryClient.invalidateQueries({ queryKey: announcementKeys.unreadCount });
    },
  });
}

/** A live announcement: on top of the loaded list (counted in its total) and one more unread. */
export function addLiveAnnouncement(
  queryClient: ReturnType<typeof useQueryClient>,
  announcement: SystemNotification,
) {
  const known = announcementsOf(queryClient.getQueryData<AnnouncementPages>(announcementKeys.list)).some(
    (item) => item.system_notification_uuid === announcement.system_notification_uuid,
  );
  if (known) return;
  queryClient.setQueryData<AnnouncementPages>(announcementKeys.list, (pages) => {
    const [first, ...rest] = pages?.pages ?? [];
    if (!pages || !first) return pages;
    const shift = (page: AnnouncementPage) => ({ ...page, total: page.total + 1 });
    return {
      ...pages,
      pages: [{ ...shift(first), items: [announcement, ...first.items] }, ...rest.map(shift)],
    };
  });
  if (queryClient.getQueryData(announcementKeys.unreadCount) === undefined) {
    void queryClient.invalidateQueries({ queryKey: announcementKeys.unreadCount });
  } else if (!announcement.is_read) {
    queryClient.setQueryData<number>(announcementKeys.unreadCount, (count) => (count ?? 0) + 1);
  }
}
