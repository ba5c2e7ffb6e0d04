import { ArrowLeftOutlined } from '@ant-design/icons';
import type { SystemNotification } from '@armada/domain';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../platform/session/session-context';
import { formatEta } from '../../shared/time-format';
import { NotificationActionModal } from './NotificationActionModal';

/** One announcement in full, and its action's button (the notification action modal). */
export function AnnouncementDetail({ item, onBack }: { item: SystemNotification; onBack: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCurrentUser();
  const [actionOpen, setActionOpen] = useState(false);
  return (
    <Flex vertical gap={12} data-testid="announcement-detail">
      <div>
        <Button
          type="link"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={onBack}
          style={{ paddingInline: 0 }}
        >
          {t('announcements.back')}
        </Button>
      </div>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {item.system_notif_header}
      </Typography.Title>
      <Typography.Text type="secondary">
        <time dateTime={item.created_on}>{formatEta(item.created_on, user.company.time_zone, language)}</time>
      </Typography.Text>
      {item.system_notif_thumbnail && (
        <img
          src={item.system_notif_thumbnail}
          alt={t('announcements.thumbnailAlt')}
          style={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 8 }}
        />
      )}
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
        {item.system_notif_description}
      </Typography.Paragraph>
      {item.action && item.data && (
        <div>
          <Button type="primary" onClick={() => setActionOpen(true)}>
            {item.action.title}
          </Button>
        </div>
      )}
      <NotificationActionModal
        action={item.action}
        data={item.data}
        open={actionOpen}
        onClose={() => setActionOpen(false)}
      />
    </Flex>
  );
}
