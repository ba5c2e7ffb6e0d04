import type { SystemNotification } from '@armada/domain';
import { Badge, Button, Empty, Flex, Spin, Typography, theme } from 'antd';
import { type UIEvent, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../platform/session/session-context';
import { LoadError } from '../../shared/LoadError';
import { formatEta } from '../../shared/time-format';
import { announcementsOf, useAnnouncementList } from './api';

/** How close to the end of the list (px) the next page is asked for. */
const NEXT_PAGE_MARGIN = 48;

function AnnouncementRow({ item, onOpen }: { item: SystemNotification; onOpen: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { language } = useLanguage();
  const user = useCurrentUser();
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        onClick={onOpen}
        data-testid="announcement-row"
        data-unread={!item.is_read}
        style={{
          display: 'flex',
          gap: 12,
          width: '100%',
          textAlign: 'start',
          padding: token.paddingSM,
          border: 0,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          background: item.is_read ? 'transparent' : token.colorPrimaryBg,
          cursor: 'pointer',
          font: 'inherit',
          color: 'inherit',
        }}
      >
        {item.system_notif_thumbnail && (
          <img
            src={item.system_notif_thumbnail}
            alt=""
            style={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 6, flexShrink: 0 }}
          />
        )}
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Flex align="center" gap={8}>
            {!item.is_read && <Badge status="processing" aria-hidden />}
            <Typography.Text strong={!item.is_read} ellipsis style={{ flex: 1 }}>
              {item.system_notif_header}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" ellipsis>
            {item.system_notif_description}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            <time dateTime={item.created_on}>
              {formatEta(item.created_on, user.company.time_zone, language)}
            </time>
            {!item.is_read && (
              <Typography.Text type="success" style={{ fontSize: token.fontSizeSM, marginInlineStart: 8 }}>
                {t('announcements.unread')}
              </Typography.Text>
            )}
          </Typography.Text>
        </Flex>
      </button>
    </li>
  );
}

/** The list, newest first: 10, and the next 10 when scrolled to its end (or on 'load more'). */
export function AnnouncementList({ onOpen }: { onOpen: (item: SystemNotification) => void }) {
  const { t } = useTranslation();
  const list = useAnnouncementList(true);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const items = announcementsOf(list.data);

  const loadNext = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - NEXT_PAGE_MARGIN) loadNext();
  };

  if (list.isPending) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (list.isError && !list.data) {
    return (
      <LoadError
        title={t('announcements.loadError')}
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  if (items.length === 0) return <Empty description={t('announcements.empty')} />;

  return (
    <div
      data-testid="announcement-list"
      onScroll={onScroll}
      style={{ maxHeight: 'min(60vh, 520px)', overflowY: 'auto', marginInline: -8 }}
    >
      <ul style={{ margin: 0, padding: 0 }}>
        {items.map((item) => (
          <AnnouncementRow key={item.system_notification_uuid} item={item} onOpen={() => onOpen(item)} />
        ))}
      </ul>
      <Flex justify="center" style={{ padding: 12 }}>
        {hasNextPage ? (
          <Button onClick={loadNext} loading={isFetchingNextPage}>
            {t('announcements.loadMore')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('announcements.allShown')}</Typography.Text>
        )}
      </Flex>
      {list.isFetchNextPageError && (
        <LoadError title={t('announcements.loadError')} message={list.error?.message} onRetry={loadNext} />
      )}
    </div>
  );
}
