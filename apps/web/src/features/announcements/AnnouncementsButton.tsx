import { NotificationOutlined } from '@ant-design/icons';
import type { SystemNotification } from '@armada/domain';
import { App, Badge, Button, Modal, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatures } from '../../platform/session/features';
import { useCurrentUser } from '../../platform/session/session-context';
import { AnnouncementDetail } from './AnnouncementDetail';
import { AnnouncementList } from './AnnouncementList';
import { useMarkAnnouncementRead, useUnreadAnnouncementCount } from './api';
import { useAnnouncementsLive } from './useAnnouncementsLive';

export const ANNOUNCEMENTS_SCOPE = 'system_notification:read';

/**
 * The top bar's announcements (issue 17 item 2): shown with `system_notification:read` and the
 * company's `vsms2_system_notification` flag, as the server refuses the calls otherwise.
 */
export function AnnouncementsButton() {
  const user = useCurrentUser();
  const features = useFeatures();
  if (!user.scopes.includes(ANNOUNCEMENTS_SCOPE) || !features.vsms2_system_notification) return null;
  return <Announcements userId={user.id} />;
}

function Announcements({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<SystemNotification | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadAnnouncementCount(true).data ?? 0;
  const markRead = useMarkAnnouncementRead();
  useAnnouncementsLive(userId, true);

  const openItem = (item: SystemNotification) => {
    setOpened(item);
    if (!item.is_read) {
      markRead.mutate(item.system_notification_uuid, {
        onError: () => void message.error(t('announcements.markReadError')),
      });
    }
  };
  const close = () => {
    setOpen(false);
    setOpened(null);
  };
  const label = unread > 0 ? t('announcements.buttonUnread', { count: unread }) : t('announcements.button');

  return (
    <>
      <Tooltip title={t('announcements.button')}>
        <Button
          ref={buttonRef}
          type="text"
          data-testid="announcements-button"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          icon={
            <Badge count={unread} size="small" overflowCount={99} data-testid="announcements-badge">
              <NotificationOutlined aria-hidden style={{ fontSize: 18 }} />
            </Badge>
          }
        />
      </Tooltip>
      <Modal
        open={open}
        title={t('announcements.title')}
        onCancel={close}
        afterOpenChange={(isOpen) => {
          if (!isOpen) buttonRef.current?.focus();
        }}
        footer={null}
        width={560}
        destroyOnHidden
      >
        {opened ? (
          <AnnouncementDetail item={opened} onBack={() => setOpened(null)} />
        ) : (
          <AnnouncementList onOpen={openItem} />
        )}
      </Modal>
    </>
  );
}
